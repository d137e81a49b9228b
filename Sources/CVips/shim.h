// libvips, plus static inline wrappers around its variadic calls (Swift cannot call C variadics).
#ifndef SCOREKEEPER_CVIPS_SHIM_H
#define SCOREKEEPER_CVIPS_SHIM_H
#include <vips/vips.h>
#endif
