// libvips, loaded at run time, plus static inline wrappers around its variadic calls (Swift
// cannot call C variadics).
//
// Why not link libvips: linking it (and its ~100 dependencies) costs ~18 MB of resident memory
// in every process before any photo is touched, and the terminal interface, which only shows
// small thumbnails, must stay small. So nothing here refers to a vips symbol directly: the
// functions are looked up with dlopen/dlsym the first time a photo is read, into a table that
// the caller keeps. Only the headers are used at build time (for types and signatures).
#ifndef SCOREKEEPER_CVIPS_SHIM_H
#define SCOREKEEPER_CVIPS_SHIM_H

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vips/vips.h>

/// The libvips functions Scorekeeper uses, looked up once by `sk_vips_load`.
typedef struct SKVips {
    int (*init)(const char *argv0);
    void (*concurrency_set)(int concurrency);
    void (*cache_set_max)(int max);
    void (*block_untrusted_set)(gboolean state); // libvips >= 8.13; may be NULL
    const char *(*error_buffer)(void);
    void (*error_clear)(void);
    void *(*foreign_map)(const char *base, VipsSListMap2Fn fn, void *a, void *b);
    GType (*type_find)(const char *basename, const char *nickname);
    int (*thumbnail_buffer)(void *buf, size_t len, VipsImage **out, int width, ...);
    VipsImage *(*image_new_from_buffer)(const void *buf, size_t len, const char *option_string, ...);
    VipsImage *(*image_new_from_memory_copy)(const void *data, size_t size, int width, int height,
                                              int bands, VipsBandFormat format);
    int (*image_get_width)(const VipsImage *image);
    int (*image_get_height)(const VipsImage *image);
    int (*image_get_bands)(const VipsImage *image);
    VipsBandFormat (*image_get_format)(const VipsImage *image);
    VipsInterpretation (*image_get_interpretation)(const VipsImage *image);
    int (*image_get_orientation)(VipsImage *image);
    gboolean (*image_hasalpha)(VipsImage *image);
    void (*image_set_int)(VipsImage *image, const char *name, int i);
    gboolean (*image_remove)(VipsImage *image, const char *name);
    int (*colourspace)(VipsImage *in, VipsImage **out, VipsInterpretation space, ...);
    int (*cast)(VipsImage *in, VipsImage **out, VipsBandFormat format, ...);
    int (*bandjoin_const1)(VipsImage *in, VipsImage **out, double c, ...);
    int (*extract_band)(VipsImage *in, VipsImage **out, int band, ...);
    int (*avg)(VipsImage *in, double *out, ...);
    void *(*image_write_to_memory)(VipsImage *in, size_t *size);
    int (*image_write_to_buffer)(VipsImage *in, const char *suffix, void **buf, size_t *size, ...);
    // GObject's, reached through libvips (which loads libgobject): linking libgobject would start
    // its type system in every process, about 0.5 ms before any command runs.
    void (*object_unref)(gpointer object);
    gpointer (*type_class_peek)(GType type);
} SKVips;

/// Opens libvips and fills a table of its functions; NULL when libvips is not installed or
/// too old. Call once per process (the table is never freed) and keep the pointer.
static inline const SKVips *sk_vips_load(void) {
    void *lib = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = dlopen("libvips.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return NULL;
    SKVips *v = (SKVips *)calloc(1, sizeof(SKVips));
    if (!v) return NULL;
#define SK_LOOKUP(field, symbol) *(void **)(&v->field) = dlsym(lib, symbol)
    SK_LOOKUP(init, "vips_init");
    SK_LOOKUP(concurrency_set, "vips_concurrency_set");
    SK_LOOKUP(cache_set_max, "vips_cache_set_max");
    SK_LOOKUP(block_untrusted_set, "vips_block_untrusted_set");
    SK_LOOKUP(error_buffer, "vips_error_buffer");
    SK_LOOKUP(error_clear, "vips_error_clear");
    SK_LOOKUP(foreign_map, "vips_foreign_map");
    SK_LOOKUP(type_find, "vips_type_find");
    SK_LOOKUP(thumbnail_buffer, "vips_thumbnail_buffer");
    SK_LOOKUP(image_new_from_buffer, "vips_image_new_from_buffer");
    SK_LOOKUP(image_new_from_memory_copy, "vips_image_new_from_memory_copy");
    SK_LOOKUP(image_get_width, "vips_image_get_width");
    SK_LOOKUP(image_get_height, "vips_image_get_height");
    SK_LOOKUP(image_get_bands, "vips_image_get_bands");
    SK_LOOKUP(image_get_format, "vips_image_get_format");
    SK_LOOKUP(image_get_interpretation, "vips_image_get_interpretation");
    SK_LOOKUP(image_get_orientation, "vips_image_get_orientation");
    SK_LOOKUP(image_hasalpha, "vips_image_hasalpha");
    SK_LOOKUP(image_set_int, "vips_image_set_int");
    SK_LOOKUP(image_remove, "vips_image_remove");
    SK_LOOKUP(colourspace, "vips_colourspace");
    SK_LOOKUP(cast, "vips_cast");
    SK_LOOKUP(bandjoin_const1, "vips_bandjoin_const1");
    SK_LOOKUP(extract_band, "vips_extract_band");
    SK_LOOKUP(avg, "vips_avg");
    SK_LOOKUP(image_write_to_memory, "vips_image_write_to_memory");
    SK_LOOKUP(image_write_to_buffer, "vips_image_write_to_buffer");
    SK_LOOKUP(object_unref, "g_object_unref");
    SK_LOOKUP(type_class_peek, "g_type_class_peek");
#undef SK_LOOKUP
    // Everything but the untrusted-loader switch is required.
    void **fields = (void **)v;
    size_t count = sizeof(SKVips) / sizeof(void *);
    for (size_t i = 0; i < count; i++) {
        if (!fields[i] && (void *)&fields[i] != (void *)&v->block_untrusted_set) {
            free(v);
            return NULL;
        }
    }
    return v;
}

static void sk_vips_ignore_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// Starts libvips for this process: few threads (callers parallelise across photos), no
/// operation cache (photos are read once; the cache would only hold memory), no loaders marked
/// untrusted (ImageMagick, PDF, SVG... are large attack surfaces and not photo formats), and
/// its warnings kept off the terminal (failures are reported by the caller in one line).
static inline int sk_vips_start(const SKVips *v, const char *argv0, int concurrency) {
    if (v->init(argv0) != 0) return -1;
    if (concurrency > 0) v->concurrency_set(concurrency);
    v->cache_set_max(0);
    if (v->block_untrusted_set) v->block_untrusted_set(TRUE);
    g_log_set_handler("VIPS", (GLogLevelFlags)(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG),
                      sk_vips_ignore_log, NULL);
    return 0;
}

/// What `sk_find_loader_buffer` looks at: bytes in memory.
typedef struct SKFindLoader {
    const void *data;
    size_t size;
    const char *found;
} SKFindLoader;

// Whether a loader class may be used: neither untrusted nor blocked nor deprecated.
static inline gboolean sk_loader_is_allowed(const void *klass) {
    const VipsOperationClass *operation_class = (const VipsOperationClass *)klass;
    return !(operation_class->flags & (VIPS_OPERATION_UNTRUSTED | VIPS_OPERATION_BLOCKED | VIPS_OPERATION_DEPRECATED));
}

// Like vips_foreign_find_load_buffer, but only among allowed loaders (there is deliberately no
// version taking a file name: libvips would open the file itself, past the door that keeps
// Scorekeeper from opening its own database file). libvips 8.14 still asks blocked loaders
// (ImageMagick takes ~50 ms to say no to a text file), and a file is recognised by its content,
// never by its suffix.
static void *sk_find_loader_sub(void *klass, void *a, void *b) {
    SKFindLoader *state = (SKFindLoader *)a;
    (void)b;
    VipsForeignLoadClass *load_class = (VipsForeignLoadClass *)klass;
    VipsObjectClass *object_class = (VipsObjectClass *)klass;
    if (!sk_loader_is_allowed(klass)) return NULL;
    const char *nickname = object_class->nickname;
    size_t length = strlen(nickname);
    if (length < 7 || strcmp(nickname + length - 7, "_buffer") != 0) return NULL;
    if (load_class->is_a_buffer && load_class->is_a_buffer(state->data, state->size)) return (void *)nickname;
    return NULL;
}

/// The nickname of the trusted loader that recognises these bytes ("jpegload_buffer"...), or NULL.
static inline const char *sk_find_loader_buffer(const SKVips *v, const void *data, size_t size) {
    SKFindLoader state = { data, size, NULL };
    return (const char *)v->foreign_map("VipsForeignLoad", (VipsSListMap2Fn)sk_find_loader_sub, &state, (void *)v);
}

/// Opens an image in memory lazily (header only until pixels are asked for), decoding
/// sequentially; `load_options` such as "fail_on=error" go to the loader.
static inline VipsImage *sk_image_new_from_buffer(const SKVips *v, const void *buf, size_t len, const char *load_options) {
    return v->image_new_from_buffer(buf, len, load_options, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// Shrink-on-load thumbnail fitting `width` x `height`, EXIF orientation applied;
/// `load_options` such as "fail_on=error" go to the loader.
static inline int sk_thumbnail_buffer(const SKVips *v, void *buf, size_t len, VipsImage **out, int width, int height,
                                      const char *load_options) {
    return v->thumbnail_buffer(buf, len, out, width, "height", height, "option_string", load_options, NULL);
}

static inline int sk_colourspace_srgb(const SKVips *v, VipsImage *in, VipsImage **out) {
    return v->colourspace(in, out, VIPS_INTERPRETATION_sRGB, NULL);
}

static inline int sk_cast_uchar(const SKVips *v, VipsImage *in, VipsImage **out) {
    return v->cast(in, out, VIPS_FORMAT_UCHAR, NULL);
}

static inline int sk_bandjoin_const1(const SKVips *v, VipsImage *in, VipsImage **out, double c) {
    return v->bandjoin_const1(in, out, c, NULL);
}

static inline int sk_extract_bands(const SKVips *v, VipsImage *in, VipsImage **out, int band, int n) {
    return v->extract_band(in, out, band, "n", n, NULL);
}

static inline int sk_avg(const SKVips *v, VipsImage *in, double *out) {
    return v->avg(in, out, NULL);
}

/// Encodes an image by format suffix with options, e.g. ".webp[Q=75,strip]".
static inline int sk_image_write_to_buffer(const SKVips *v, VipsImage *in, const char *suffix, void **buf, size_t *size) {
    return v->image_write_to_buffer(in, suffix, buf, size, NULL);
}

static inline int sk_image_width(const SKVips *v, VipsImage *image) { return v->image_get_width(image); }
static inline int sk_image_height(const SKVips *v, VipsImage *image) { return v->image_get_height(image); }
static inline int sk_image_bands(const SKVips *v, VipsImage *image) { return v->image_get_bands(image); }
static inline int sk_image_is_uchar(const SKVips *v, VipsImage *image) { return v->image_get_format(image) == VIPS_FORMAT_UCHAR; }
static inline int sk_image_is_srgb_or_multiband(const SKVips *v, VipsImage *image) {
    VipsInterpretation i = v->image_get_interpretation(image);
    return i == VIPS_INTERPRETATION_sRGB || i == VIPS_INTERPRETATION_MULTIBAND;
}
static inline int sk_image_orientation(const SKVips *v, VipsImage *image) { return v->image_get_orientation(image); }
static inline int sk_image_hasalpha(const SKVips *v, VipsImage *image) { return v->image_hasalpha(image) ? 1 : 0; }
static inline void sk_image_set_int(const SKVips *v, VipsImage *image, const char *name, int value) { v->image_set_int(image, name, value); }

/// Drops the metadata a saver would copy into the file (libvips 8.14's WebP saver writes EXIF
/// even with `strip`). The image must not be shared: libvips images are copy-on-write only
/// through vips_copy, and thumbnails are fresh images.
static inline void sk_image_remove_metadata(const SKVips *v, VipsImage *image) {
    v->image_remove(image, "exif-data");
    v->image_remove(image, "xmp-data");
    v->image_remove(image, "iptc-data");
    v->image_remove(image, "icc-profile-data");
}

/// A new 8-bit image holding a copy of `data` (width x height x bands bytes).
static inline VipsImage *sk_image_from_uchar(const SKVips *v, const void *data, size_t size, int width, int height, int bands) {
    VipsImage *image = v->image_new_from_memory_copy(data, size, width, height, bands, VIPS_FORMAT_UCHAR);
    if (image && bands >= 3) image->Type = VIPS_INTERPRETATION_sRGB;
    return image;
}

/// Computes every pixel into a new buffer (free it with g_free).
static inline void *sk_image_write_to_memory(const SKVips *v, VipsImage *image, size_t *size) {
    return v->image_write_to_memory(image, size);
}

/// libvips' error text (shared by all threads), then cleared; free the copy with g_free.
static inline char *sk_error_take(const SKVips *v) {
    char *copy = g_strdup(v->error_buffer());
    v->error_clear();
    return copy;
}

static inline void sk_object_unref(const SKVips *v, void *object) {
    if (object) v->object_unref(object);
}

#endif
