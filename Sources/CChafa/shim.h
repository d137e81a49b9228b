// libchafa: turns an RGBA pixel buffer into terminal cells (symbols with colors) or a terminal
// graphics protocol's image, opened at run time.
//
// Why not link it: a linked library is loaded and bound at every start of every command, and
// only drawing a photo uses this one. Nothing here refers to a chafa symbol: the functions are
// looked up with dlopen/dlsym the first time a photo is drawn, into a table the caller keeps.
//
// Why its header is not included: <chafa.h> needs glib's include folders and chafa's own
// configuration folder, which only pkg-config gives, and pkg-config's flags would link it. So the
// few types, constants and functions used are declared here, and `Tests/CChafaLayout` holds each
// one to the real header when the tests are built.
#ifndef SCOREKEEPER_CCHAFA_SHIM_H
#define SCOREKEEPER_CCHAFA_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// The table's pointers say they are never NULL (so Swift calls them as they are); the header's
// other pointers say nothing either way, which clang would otherwise warn about.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

// The objects chafa hands out, under the names its header gives them (so the layout test can
// compare the table's types with the header's).
/// A canvas: cells drawn from pixels.
typedef struct ChafaCanvas ChafaCanvas;
/// How a canvas draws: its size, colors, symbols or pixel protocol.
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
/// The symbols a canvas may draw with.
typedef struct ChafaSymbolMap ChafaSymbolMap;
/// chafa's database of terminals' escape sequences.
typedef struct ChafaTermDb ChafaTermDb;
/// One terminal's escape sequences.
typedef struct ChafaTermInfo ChafaTermInfo;

/// glib's GString, which `chafa_canvas_print` returns.
typedef struct SKChafaString {
    char *str;
    size_t len;
    size_t allocated_len;
} SKChafaString;

// Constants of chafa's enums (chafa-canvas-config.h, chafa-common.h, chafa-symbol-map.h).
enum {
    SK_CHAFA_CANVAS_MODE_TRUECOLOR = 0,
    SK_CHAFA_CANVAS_MODE_INDEXED_240 = 2,
    SK_CHAFA_CANVAS_MODE_FGBG = 5,
    SK_CHAFA_CANVAS_MODE_INDEXED_8 = 6,
};
enum { SK_CHAFA_DITHER_MODE_DIFFUSION = 2 };
enum {
    SK_CHAFA_PIXEL_MODE_SIXELS = 1,
    SK_CHAFA_PIXEL_MODE_KITTY = 2,
    SK_CHAFA_PIXEL_MODE_ITERM2 = 3,
};
enum { SK_CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4 };
enum {
    SK_CHAFA_SYMBOL_TAG_SPACE = 1 << 0,
    SK_CHAFA_SYMBOL_TAG_BLOCK = 1 << 3,
    SK_CHAFA_SYMBOL_TAG_BORDER = 1 << 4,
    SK_CHAFA_SYMBOL_TAG_INVERTED = 1 << 10,
    SK_CHAFA_SYMBOL_TAG_WIDE = 1 << 18,
    SK_CHAFA_SYMBOL_TAG_AMBIGUOUS = 1 << 19,
    SK_CHAFA_SYMBOL_TAG_UGLY = 1 << 20,
    SK_CHAFA_SYMBOL_TAG_LEGACY = 1 << 21,
    SK_CHAFA_SYMBOL_TAG_SEXTANT = 1 << 22,
};

/// The chafa functions Scorekeeper uses (and glib's `g_string_free`, for what
/// `canvas_print` returns), looked up once by `sk_chafa_load`; every entry is there once the
/// table is returned. chafa's enums are unsigned but for the symbol tags, which are signed.
typedef struct SKChafa {
    ChafaSymbolMap *(*_Nonnull symbol_map_new)(void);
    void (*_Nonnull symbol_map_unref)(ChafaSymbolMap *symbol_map);
    void (*_Nonnull symbol_map_add_by_tags)(ChafaSymbolMap *symbol_map, int tags);
    void (*_Nonnull symbol_map_remove_by_tags)(ChafaSymbolMap *symbol_map, int tags);
    ChafaCanvasConfig *(*_Nonnull canvas_config_new)(void);
    void (*_Nonnull canvas_config_unref)(ChafaCanvasConfig *config);
    void (*_Nonnull canvas_config_set_geometry)(ChafaCanvasConfig *config, int width, int height);
    void (*_Nonnull canvas_config_set_cell_geometry)(ChafaCanvasConfig *config, int cell_width, int cell_height);
    void (*_Nonnull canvas_config_set_canvas_mode)(ChafaCanvasConfig *config, unsigned int mode);
    void (*_Nonnull canvas_config_set_pixel_mode)(ChafaCanvasConfig *config, unsigned int pixel_mode);
    void (*_Nonnull canvas_config_set_dither_mode)(ChafaCanvasConfig *config, unsigned int dither_mode);
    void (*_Nonnull canvas_config_set_symbol_map)(ChafaCanvasConfig *config, const ChafaSymbolMap *symbol_map);
    void (*_Nonnull canvas_config_set_work_factor)(ChafaCanvasConfig *config, float work_factor);
    ChafaCanvas *(*_Nonnull canvas_new)(const ChafaCanvasConfig *config);
    void (*_Nonnull canvas_unref)(ChafaCanvas *canvas);
    void (*_Nonnull canvas_draw_all_pixels)(ChafaCanvas *canvas, unsigned int src_pixel_type, const uint8_t *src_pixels,
                                            int src_width, int src_height, int src_rowstride);
    uint32_t (*_Nonnull canvas_get_char_at)(ChafaCanvas *canvas, int x, int y);
    void (*_Nonnull canvas_get_colors_at)(ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
    void (*_Nonnull canvas_get_raw_colors_at)(ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
    SKChafaString *(*_Nonnull canvas_print)(ChafaCanvas *canvas, ChafaTermInfo *term_info);
    ChafaTermDb *(*_Nonnull term_db_get_default)(void);
    ChafaTermInfo *(*_Nonnull term_db_get_fallback_info)(ChafaTermDb *term_db);
    void (*_Nonnull term_info_unref)(ChafaTermInfo *term_info);
    char *(*_Nonnull string_free)(SKChafaString *string, int free_segment);
} SKChafa;

/// The table's entries that are chafa functions of the same name and of types the header's:
/// `X(field)` is looked up as `chafa_<field>`, and `Tests/CChafaLayout` compares its type with that
/// function's, so an entry cannot be looked up under another function's name. The other two,
/// `canvas_print` and `string_free`, take or give a GString and are written out below.
#define SK_CHAFA_FUNCTIONS(X) \
    X(symbol_map_new) X(symbol_map_unref) X(symbol_map_add_by_tags) X(symbol_map_remove_by_tags) \
    X(canvas_config_new) X(canvas_config_unref) X(canvas_config_set_geometry) X(canvas_config_set_cell_geometry) \
    X(canvas_config_set_canvas_mode) X(canvas_config_set_pixel_mode) X(canvas_config_set_dither_mode) \
    X(canvas_config_set_symbol_map) X(canvas_config_set_work_factor) X(canvas_new) X(canvas_unref) \
    X(canvas_draw_all_pixels) X(canvas_get_char_at) X(canvas_get_colors_at) X(canvas_get_raw_colors_at) \
    X(term_db_get_default) X(term_db_get_fallback_info) X(term_info_unref)

/// Opens libchafa (which brings glib) and fills a table of what Scorekeeper uses; NULL when it
/// is not installed or lacks an entry (the newest, `canvas_get_char_at` and the colors', came in
/// 1.8). Call once per process (the table is never freed) and keep the pointer.
static inline const SKChafa *_Nullable sk_chafa_load(void) {
    void *lib = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return NULL;
    SKChafa *c = (SKChafa *)calloc(1, sizeof(SKChafa));
    if (!c) {
        dlclose(lib);
        return NULL;
    }
#define SK_LOOKUP(field) *(void **)(&c->field) = dlsym(lib, "chafa_" #field);
    SK_CHAFA_FUNCTIONS(SK_LOOKUP)
#undef SK_LOOKUP
    *(void **)(&c->canvas_print) = dlsym(lib, "chafa_canvas_print");
    // glib's, found through chafa's handle (a handle's lookups search what the library needs).
    *(void **)(&c->string_free) = dlsym(lib, "g_string_free");
    void **fields = (void **)c;
    for (size_t i = 0; i < sizeof(SKChafa) / sizeof(void *); i++) {
        if (!fields[i]) {
            free(c);
            dlclose(lib);
            return NULL;
        }
    }
    return c;
}

#pragma clang diagnostic pop
#endif
