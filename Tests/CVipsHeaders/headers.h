// libvips' real headers, for the test that holds Sources/CVips/shim.h's declarations to them.
// Through pkg-config, which gives glib's include folders (and links libvips into the tests,
// which the program does not).
#ifndef SCOREKEEPER_CVIPSHEADERS_H
#define SCOREKEEPER_CVIPSHEADERS_H
#include <vips/vips.h>
#endif
