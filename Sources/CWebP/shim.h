// libwebp's decoder: list thumbnails are small WebP images, and decoding them with libwebp alone
// keeps the terminal interface from loading libvips just to draw avatars.
#ifndef SCOREKEEPER_CWEBP_SHIM_H
#define SCOREKEEPER_CWEBP_SHIM_H
#include <webp/decode.h>
#endif
