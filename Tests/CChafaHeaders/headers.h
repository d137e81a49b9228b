// libchafa's real header, for the test that holds Sources/CChafa/shim.h's declarations to it.
// Through pkg-config, which gives glib's and chafa's include folders (and links chafa into the
// tests, which the program does not).
#ifndef SCOREKEEPER_CCHAFAHEADERS_H
#define SCOREKEEPER_CCHAFAHEADERS_H
#include <chafa.h>
#endif
