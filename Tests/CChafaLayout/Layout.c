#include "CChafaLayout.h"
#include <chafa.h>
#include "../../Sources/CChafa/shim.h"

// Each comparison of an entry counts itself (`__COUNTER__` goes up by one at each use), so the
// test can hold the number compared to the table's size.
enum { SK_COUNT_START = __COUNTER__ };
#define SK_JOIN(a, b) a##b
#define SK_NAME(a, b) SK_JOIN(a, b)
#define SK_COUNTED enum { SK_NAME(sk_compared_, __COUNTER__) = 0 }

// Each entry of the shim's table has the type of the function it is looked up as.
#define SK_SAME_TYPE(field) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(((SKChafa *)0)->field), __typeof__(&chafa_##field)), \
                   #field " is not declared as chafa_" #field " is"); \
    SK_COUNTED;
SK_CHAFA_FUNCTIONS(SK_SAME_TYPE)

// The two that take or give a GString, which the shim calls `SKChafaString` (its layout is
// compared below): the rest of each type is the header's.
_Static_assert(__builtin_types_compatible_p(__typeof__(&chafa_canvas_print), GString *(*)(ChafaCanvas *, ChafaTermInfo *)),
               "chafa_canvas_print");
_Static_assert(__builtin_types_compatible_p(__typeof__(((SKChafa *)0)->canvas_print), SKChafaString *(*)(ChafaCanvas *, ChafaTermInfo *)),
               "canvas_print");
SK_COUNTED;
_Static_assert(__builtin_types_compatible_p(__typeof__(&g_string_free), gchar *(*)(GString *, gboolean)), "g_string_free");
_Static_assert(__builtin_types_compatible_p(__typeof__(((SKChafa *)0)->string_free), char *(*)(SKChafaString *, int)),
               "string_free");
SK_COUNTED;
enum { SK_ENTRIES_COMPARED = __COUNTER__ - SK_COUNT_START - 1 };
_Static_assert(SK_ENTRIES_COMPARED == sizeof(SKChafa) / sizeof(void *), "an entry of the table is compared with nothing");
_Static_assert(sizeof(SKChafaString) == sizeof(GString) && offsetof(SKChafaString, str) == offsetof(GString, str)
                   && offsetof(SKChafaString, len) == offsetof(GString, len)
                   && offsetof(SKChafaString, allocated_len) == offsetof(GString, allocated_len),
               "SKChafaString is not laid out as GString");

// Each constant has the header's value.
#define SK_SAME_VALUE(ours, theirs) _Static_assert((long long)(ours) == (long long)(theirs), #ours " differs from " #theirs)
SK_SAME_VALUE(SK_CHAFA_CANVAS_MODE_TRUECOLOR, CHAFA_CANVAS_MODE_TRUECOLOR);
SK_SAME_VALUE(SK_CHAFA_CANVAS_MODE_INDEXED_240, CHAFA_CANVAS_MODE_INDEXED_240);
SK_SAME_VALUE(SK_CHAFA_CANVAS_MODE_FGBG, CHAFA_CANVAS_MODE_FGBG);
SK_SAME_VALUE(SK_CHAFA_CANVAS_MODE_INDEXED_8, CHAFA_CANVAS_MODE_INDEXED_8);
SK_SAME_VALUE(SK_CHAFA_DITHER_MODE_DIFFUSION, CHAFA_DITHER_MODE_DIFFUSION);
SK_SAME_VALUE(SK_CHAFA_PIXEL_MODE_SIXELS, CHAFA_PIXEL_MODE_SIXELS);
SK_SAME_VALUE(SK_CHAFA_PIXEL_MODE_KITTY, CHAFA_PIXEL_MODE_KITTY);
SK_SAME_VALUE(SK_CHAFA_PIXEL_MODE_ITERM2, CHAFA_PIXEL_MODE_ITERM2);
SK_SAME_VALUE(SK_CHAFA_PIXEL_RGBA8_UNASSOCIATED, CHAFA_PIXEL_RGBA8_UNASSOCIATED);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_SPACE, CHAFA_SYMBOL_TAG_SPACE);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_BLOCK, CHAFA_SYMBOL_TAG_BLOCK);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_BORDER, CHAFA_SYMBOL_TAG_BORDER);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_INVERTED, CHAFA_SYMBOL_TAG_INVERTED);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_WIDE, CHAFA_SYMBOL_TAG_WIDE);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_AMBIGUOUS, CHAFA_SYMBOL_TAG_AMBIGUOUS);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_UGLY, CHAFA_SYMBOL_TAG_UGLY);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_LEGACY, CHAFA_SYMBOL_TAG_LEGACY);
SK_SAME_VALUE(SK_CHAFA_SYMBOL_TAG_SEXTANT, CHAFA_SYMBOL_TAG_SEXTANT);

SKChafaLayout sk_chafa_layout(void) {
    SKChafaLayout layout = {
        .stringSize = sizeof(GString),
        .stringText = offsetof(GString, str),
        .stringLength = offsetof(GString, len),
        .stringAllocated = offsetof(GString, allocated_len),
        .declaredSize = sizeof(SKChafaString),
        .declaredText = offsetof(SKChafaString, str),
        .declaredLength = offsetof(SKChafaString, len),
        .declaredAllocated = offsetof(SKChafaString, allocated_len),
        .entriesCompared = SK_ENTRIES_COMPARED,
        .entries = (int)(sizeof(SKChafa) / sizeof(void *)),
    };
    return layout;
}
