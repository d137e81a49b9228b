// libvips, opened at run time, plus static inline wrappers around its variadic calls (Swift
// cannot call C variadics).
//
// Why not link libvips: linking it (and its ~100 dependencies) costs ~18 MB of resident memory
// in every process before any photo is touched, and the terminal interface, which only shows
// small thumbnails, must stay small. So nothing here refers to a vips symbol directly: the
// functions are looked up with dlopen/dlsym the first time a photo is read, into a table that
// the caller keeps.
//
// Why its header is not included: <vips/vips.h> needs glib's include folders, which only
// pkg-config gives, and pkg-config's flags link glib (and pcre2) into every command, 1.7-2.8 MB
// of resident memory each (BENCHMARKS.md, `lazylibs3`). So the few types, constants, functions
// and four field offsets used are declared here, and `Tests/CVipsLayout` holds each one to the real headers when the tests are
// built. glib's and GObject's functions are looked up through libvips' handle (it loads them).
#ifndef SCOREKEEPER_CVIPS_SHIM_H
#define SCOREKEEPER_CVIPS_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

// The table's pointers say they are never NULL but for one (so Swift calls them as they are);
// the other pointers say nothing either way, which clang would otherwise warn about.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

/// An image, under the name libvips' header gives it (so the layout test can compare the
/// table's types with the header's); only libvips' functions look inside.
typedef struct _VipsImage VipsImage;

// Constants of libvips' and glib's enums (vips/image.h, vips/operation.h, glib/gmessages.h).
enum { SK_VIPS_FORMAT_UCHAR = 0 };
enum { SK_VIPS_INTERPRETATION_MULTIBAND = 0, SK_VIPS_INTERPRETATION_sRGB = 22 };
enum { SK_VIPS_ACCESS_SEQUENTIAL = 1 };
enum { SK_VIPS_OPERATION_DEPRECATED = 8, SK_VIPS_OPERATION_UNTRUSTED = 16, SK_VIPS_OPERATION_BLOCKED = 32 };
enum { SK_G_LOG_LEVEL_WARNING = 1 << 4, SK_G_LOG_LEVEL_MESSAGE = 1 << 5, SK_G_LOG_LEVEL_INFO = 1 << 6, SK_G_LOG_LEVEL_DEBUG = 1 << 7 };

// Where four fields lie, for the places that read or write one: a loader class's nickname
// (`VipsObjectClass.nickname`), flags (`VipsOperationClass.flags`, a `VipsOperationFlags`) and test
// of bytes (`VipsForeignLoadClass.is_a_buffer`), and an image's interpretation (`VipsImage.Type`, a
// `VipsInterpretation`). Read directly: libvips' `vips_foreign_is_a_buffer` would find the class
// again by its name for every loader asked, half as slow again per file the picker lists.
enum {
    SK_VIPS_OBJECT_CLASS_NICKNAME_OFFSET = 248,
    SK_VIPS_OPERATION_CLASS_FLAGS_OFFSET = 344,
    SK_VIPS_FOREIGN_LOAD_CLASS_IS_A_BUFFER_OFFSET = 384,
    SK_VIPS_IMAGE_TYPE_OFFSET = 100,
};

/// `VipsForeignLoadClass.is_a_buffer`'s type: whether a loader recognises these bytes.
typedef int (*SKVipsIsABuffer)(const void *data, size_t size);

/// The libvips functions Scorekeeper uses, then glib's and GObject's, looked up once by
/// `sk_vips_load`; every entry but `block_untrusted_set` is there once the table is returned.
/// Enums are `int`s (libvips' have negative members), a gboolean an `int`.
typedef struct SKVips {
    int (*_Nonnull init)(const char *argv0);
    void (*_Nonnull concurrency_set)(int concurrency);
    void (*_Nonnull cache_set_max)(int max);
    void *(*_Nonnull foreign_map)(const char *base, void *(*fn)(void *, void *, void *), void *a, void *b);
    const char *(*_Nonnull error_buffer)(void);
    void (*_Nonnull error_clear)(void);
    int (*_Nonnull thumbnail_buffer)(void *buf, size_t len, VipsImage **out, int width, ...);
    VipsImage *(*_Nonnull image_new_from_buffer)(const void *buf, size_t len, const char *option_string, ...);
    VipsImage *(*_Nonnull image_new_from_memory_copy)(const void *data, size_t size, int width, int height,
                                                       int bands, int format);
    int (*_Nonnull image_get_width)(const VipsImage *image);
    int (*_Nonnull image_get_height)(const VipsImage *image);
    int (*_Nonnull image_get_bands)(const VipsImage *image);
    int (*_Nonnull image_get_format)(const VipsImage *image);
    int (*_Nonnull image_get_interpretation)(const VipsImage *image);
    void (*_Nonnull image_set_int)(VipsImage *image, const char *name, int i);
    int (*_Nonnull image_remove)(VipsImage *image, const char *name);
    int (*_Nonnull colourspace)(VipsImage *in, VipsImage **out, int space, ...);
    int (*_Nonnull cast)(VipsImage *in, VipsImage **out, int format, ...);
    int (*_Nonnull bandjoin_const1)(VipsImage *in, VipsImage **out, double c, ...);
    int (*_Nonnull extract_band)(VipsImage *in, VipsImage **out, int band, ...);
    int (*_Nonnull avg)(VipsImage *in, double *out, ...);
    void *(*_Nonnull image_write_to_memory)(VipsImage *in, size_t *size);
    int (*_Nonnull image_write_to_buffer)(VipsImage *in, const char *suffix, void **buf, size_t *size, ...);
    // GObject's and glib's (libvips loads both). Linking libgobject would start its type system
    // in every process, about 0.5 ms before any command runs; linking glib costs memory (above).
    void (*_Nonnull object_unref)(void *object);
    unsigned int (*_Nonnull log_set_handler)(const char *log_domain, int log_levels,
                                             void (*log_func)(const char *, int, const char *, void *), void *user_data);
    char *(*_Nonnull strdup)(const char *text);
    void (*_Nonnull free)(void *memory);
    // libvips >= 8.13; NULL before.
    void (*_Nullable block_untrusted_set)(int state);
} SKVips;

/// The table's entries that are libvips functions of the same name and of the header's types:
/// `X(field)` is looked up as `vips_<field>`, and `Tests/CVipsLayout` compares its type with that
/// function's, so an entry cannot be looked up under another function's name.
#define SK_VIPS_FUNCTIONS(X) \
    X(init) X(concurrency_set) X(cache_set_max) X(foreign_map) \
    X(error_buffer) X(error_clear) X(thumbnail_buffer) X(image_new_from_buffer) X(image_new_from_memory_copy) \
    X(image_get_width) X(image_get_height) X(image_get_bands) X(image_get_format) X(image_get_interpretation) \
    X(image_set_int) X(image_remove) X(colourspace) X(cast) X(bandjoin_const1) X(extract_band) X(avg) \
    X(image_write_to_memory) X(image_write_to_buffer) X(block_untrusted_set)

/// The entries that are glib's or GObject's: `X(field)` is looked up as `g_<field>`, and compared
/// the same way.
#define SK_VIPS_GLIB_FUNCTIONS(X) X(object_unref) X(log_set_handler) X(strdup) X(free)

/// Opens libvips and fills a table of its functions; NULL when libvips is not installed or
/// too old. Call once per process (the table is never freed) and keep the pointer.
static inline const SKVips *_Nullable sk_vips_load(void) {
    void *lib = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = dlopen("libvips.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return NULL;
    SKVips *v = (SKVips *)calloc(1, sizeof(SKVips));
    if (!v) {
        dlclose(lib);
        return NULL;
    }
#define SK_LOOKUP(field) *(void **)(&v->field) = dlsym(lib, "vips_" #field);
    SK_VIPS_FUNCTIONS(SK_LOOKUP)
#undef SK_LOOKUP
    // A handle's lookups search what the library needs, glib and GObject among it.
#define SK_LOOKUP(field) *(void **)(&v->field) = dlsym(lib, "g_" #field);
    SK_VIPS_GLIB_FUNCTIONS(SK_LOOKUP)
#undef SK_LOOKUP
    // Everything but the untrusted-loader switch is required.
    void **fields = (void **)v;
    for (size_t i = 0; i < sizeof(SKVips) / sizeof(void *); i++) {
        if (!fields[i] && (void *)&fields[i] != (void *)&v->block_untrusted_set) {
            free(v);
            dlclose(lib);
            return NULL;
        }
    }
    return v;
}

static void sk_vips_ignore_log(const char *domain, int level, const char *message, void *data) {
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
    if (v->block_untrusted_set) v->block_untrusted_set(1);
    v->log_set_handler("VIPS", SK_G_LOG_LEVEL_WARNING | SK_G_LOG_LEVEL_MESSAGE | SK_G_LOG_LEVEL_INFO | SK_G_LOG_LEVEL_DEBUG,
                       sk_vips_ignore_log, NULL);
    return 0;
}

/// What `sk_find_loader_buffer` looks at: bytes in memory.
typedef struct SKFindLoader {
    const void *data;
    size_t size;
} SKFindLoader;

// Whether a loader class may be used: neither untrusted nor blocked nor deprecated.
static inline int sk_loader_is_allowed(const void *klass) {
    int flags = *(const int *)((const char *)klass + SK_VIPS_OPERATION_CLASS_FLAGS_OFFSET);
    return !(flags & (SK_VIPS_OPERATION_UNTRUSTED | SK_VIPS_OPERATION_BLOCKED | SK_VIPS_OPERATION_DEPRECATED));
}

// Like vips_foreign_find_load_buffer, but only among allowed loaders (there is deliberately no
// version taking a file name: libvips would open the file itself, past the door that keeps
// Scorekeeper from opening its own database file). libvips 8.14 still asks blocked loaders
// (ImageMagick takes ~50 ms to say no to a text file), and a file is recognised by its content,
// never by its suffix.
static void *sk_find_loader_sub(void *klass, void *a, void *b) {
    const SKFindLoader *state = (const SKFindLoader *)a;
    (void)b;
    if (!sk_loader_is_allowed(klass)) return NULL;
    const char *nickname = *(const char *const *)((const char *)klass + SK_VIPS_OBJECT_CLASS_NICKNAME_OFFSET);
    if (!nickname) return NULL;
    size_t length = strlen(nickname);
    if (length < 7 || strcmp(nickname + length - 7, "_buffer") != 0) return NULL;
    SKVipsIsABuffer is_a_buffer = *(const SKVipsIsABuffer *)((const char *)klass + SK_VIPS_FOREIGN_LOAD_CLASS_IS_A_BUFFER_OFFSET);
    if (is_a_buffer && is_a_buffer(state->data, state->size)) return (void *)nickname;
    return NULL;
}

/// The nickname of the trusted loader that recognises these bytes ("jpegload_buffer"...), or NULL.
static inline const char *_Nullable sk_find_loader_buffer(const SKVips *v, const void *data, size_t size) {
    SKFindLoader state = { data, size };
    return (const char *)v->foreign_map("VipsForeignLoad", sk_find_loader_sub, &state, NULL);
}

/// Opens an image in memory lazily (header only until pixels are asked for), decoding
/// sequentially; `load_options` such as "fail_on=error" go to the loader.
static inline VipsImage *_Nullable sk_image_new_from_buffer(const SKVips *v, const void *buf, size_t len, const char *load_options) {
    return v->image_new_from_buffer(buf, len, load_options, "access", SK_VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// Shrink-on-load thumbnail fitting `width` x `height`, EXIF orientation applied;
/// `load_options` such as "fail_on=error" go to the loader.
static inline int sk_thumbnail_buffer(const SKVips *v, void *buf, size_t len, VipsImage *_Nullable *_Nonnull out, int width, int height,
                                      const char *load_options) {
    return v->thumbnail_buffer(buf, len, out, width, "height", height, "option_string", load_options, NULL);
}

static inline int sk_colourspace_srgb(const SKVips *v, VipsImage *in, VipsImage *_Nullable *_Nonnull out) {
    return v->colourspace(in, out, SK_VIPS_INTERPRETATION_sRGB, NULL);
}

static inline int sk_cast_uchar(const SKVips *v, VipsImage *in, VipsImage *_Nullable *_Nonnull out) {
    return v->cast(in, out, SK_VIPS_FORMAT_UCHAR, NULL);
}

static inline int sk_bandjoin_const1(const SKVips *v, VipsImage *in, VipsImage *_Nullable *_Nonnull out, double c) {
    return v->bandjoin_const1(in, out, c, NULL);
}

static inline int sk_extract_bands(const SKVips *v, VipsImage *in, VipsImage *_Nullable *_Nonnull out, int band, int n) {
    return v->extract_band(in, out, band, "n", n, NULL);
}

static inline int sk_avg(const SKVips *v, VipsImage *in, double *out) {
    return v->avg(in, out, NULL);
}

/// Encodes an image by format suffix with options, e.g. ".webp[Q=75,strip]".
static inline int sk_image_write_to_buffer(const SKVips *v, VipsImage *in, const char *suffix, void *_Nullable *_Nonnull buf, size_t *size) {
    return v->image_write_to_buffer(in, suffix, buf, size, NULL);
}

static inline int sk_image_width(const SKVips *v, VipsImage *image) { return v->image_get_width(image); }
static inline int sk_image_height(const SKVips *v, VipsImage *image) { return v->image_get_height(image); }
static inline int sk_image_bands(const SKVips *v, VipsImage *image) { return v->image_get_bands(image); }
static inline int sk_image_is_uchar(const SKVips *v, VipsImage *image) { return v->image_get_format(image) == SK_VIPS_FORMAT_UCHAR; }
static inline int sk_image_is_srgb_or_multiband(const SKVips *v, VipsImage *image) {
    int i = v->image_get_interpretation(image);
    return i == SK_VIPS_INTERPRETATION_sRGB || i == SK_VIPS_INTERPRETATION_MULTIBAND;
}
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

/// A new 8-bit image holding a copy of `data` (width x height x bands bytes), sRGB when it has
/// three bands or more.
static inline VipsImage *_Nullable sk_image_from_uchar(const SKVips *v, const void *data, size_t size, int width, int height, int bands) {
    VipsImage *image = v->image_new_from_memory_copy(data, size, width, height, bands, SK_VIPS_FORMAT_UCHAR);
    if (image && bands >= 3) *(int *)((char *)image + SK_VIPS_IMAGE_TYPE_OFFSET) = SK_VIPS_INTERPRETATION_sRGB;
    return image;
}

/// Computes every pixel into a new buffer (free it with `sk_free`).
static inline void *_Nullable sk_image_write_to_memory(const SKVips *v, VipsImage *image, size_t *size) {
    return v->image_write_to_memory(image, size);
}

/// libvips' error text (shared by all threads), then cleared; free the copy with `sk_free`.
static inline char *_Nullable sk_error_take(const SKVips *v) {
    char *copy = v->strdup(v->error_buffer());
    v->error_clear();
    return copy;
}

/// Frees what libvips or glib allocated (g_free).
static inline void sk_free(const SKVips *v, void *_Nullable memory) {
    v->free(memory);
}

/// Drops a reference to an image (g_object_unref).
static inline void sk_image_unref(const SKVips *v, VipsImage *_Nullable image) {
    if (image) v->object_unref(image);
}

#pragma clang diagnostic pop
#endif
