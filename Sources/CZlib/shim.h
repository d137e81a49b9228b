#include <zlib.h>

// `inflateInit2` is a macro (it passes the library's version and the stream's size): Swift cannot
// call it, so it is wrapped here.
static inline int czlib_inflate_init_gzip(z_streamp stream) {
    // 16 + MAX_WBITS: a gzip wrapper, not a raw zlib stream.
    return inflateInit2(stream, 16 + MAX_WBITS);
}

// The same for `deflateInit2`: the tests write gzip files (a bomb among them) with it.
static inline int czlib_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}
