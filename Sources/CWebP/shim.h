// libwebp's decoder, opened at run time: list thumbnails are small WebP images, and decoding them
// with libwebp alone keeps the terminal interface from loading libvips just to draw avatars.
//
// Why not link it: a linked library is loaded and bound at every start of every command, and
// only drawing a thumbnail uses this one. Nothing here refers to a libwebp symbol: the functions
// are looked up with dlopen/dlsym the first time a thumbnail is decoded, into a table the caller
// keeps; the header gives their types (`__typeof__` reads a declaration without using it).
#ifndef SCOREKEEPER_CWEBP_SHIM_H
#define SCOREKEEPER_CWEBP_SHIM_H

#include <dlfcn.h>
#include <stdlib.h>
#include <webp/decode.h>

/// The libwebp functions Scorekeeper uses, looked up once by `sk_webp_load`.
typedef struct SKWebP {
    __typeof__(&WebPGetFeaturesInternal) get_features_internal;
    __typeof__(&WebPDecodeRGBA) decode_rgba;
    __typeof__(&WebPFree) free;
} SKWebP;

/// Opens libwebp and fills a table of its functions; NULL when it is not installed or lacks
/// one. Call once per process (the table is never freed) and keep the pointer.
static inline const SKWebP *sk_webp_load(void) {
    void *lib = dlopen("libwebp.so.7", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return NULL;
    SKWebP *w = (SKWebP *)calloc(1, sizeof(SKWebP));
    if (!w) return NULL;
    *(void **)(&w->get_features_internal) = dlsym(lib, "WebPGetFeaturesInternal");
    *(void **)(&w->decode_rgba) = dlsym(lib, "WebPDecodeRGBA");
    *(void **)(&w->free) = dlsym(lib, "WebPFree");
    if (!w->get_features_internal || !w->decode_rgba || !w->free) {
        free(w);
        return NULL;
    }
    return w;
}

/// `WebPGetFeatures`, which the header defines inline over `WebPGetFeaturesInternal` and the
/// decoder's ABI version.
static inline VP8StatusCode sk_webp_get_features(const SKWebP *w, const uint8_t *data, size_t size,
                                                 WebPBitstreamFeatures *features) {
    return w->get_features_internal(data, size, features, WEBP_DECODER_ABI_VERSION);
}

#endif
