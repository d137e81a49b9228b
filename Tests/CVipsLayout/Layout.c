#include "CVipsLayout.h"
#include <vips/vips.h>
#include "../../Sources/CVips/shim.h"

// Each comparison of an entry counts itself (`__COUNTER__` goes up by one at each use), so the
// test can hold the number compared to the table's size.
enum { SK_COUNT_START = __COUNTER__ };
#define SK_JOIN(a, b) a##b
#define SK_NAME(a, b) SK_JOIN(a, b)
#define SK_COUNTED enum { SK_NAME(sk_compared_, __COUNTER__) = 0 }

// Each entry of the shim's table has the type of the function it is looked up as.
#define SK_SAME_TYPE(prefix, field) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(((SKVips *)0)->field), __typeof__(&prefix##field)), \
                   #field " is not declared as " #prefix #field " is"); \
    SK_COUNTED;
#define SK_SAME_VIPS_TYPE(field) SK_SAME_TYPE(vips_, field)
#define SK_SAME_GLIB_TYPE(field) SK_SAME_TYPE(g_, field)
SK_VIPS_FUNCTIONS(SK_SAME_VIPS_TYPE)
SK_VIPS_GLIB_FUNCTIONS(SK_SAME_GLIB_TYPE)
enum { SK_ENTRIES_COMPARED = __COUNTER__ - SK_COUNT_START - 1 };
_Static_assert(SK_ENTRIES_COMPARED == sizeof(SKVips) / sizeof(void *), "an entry of the table is compared with nothing");

// Each constant has the header's value, and each offset the field's.
#define SK_SAME_VALUE(ours, theirs) _Static_assert((long long)(ours) == (long long)(theirs), #ours " differs from " #theirs)
SK_SAME_VALUE(SK_VIPS_FORMAT_UCHAR, VIPS_FORMAT_UCHAR);
SK_SAME_VALUE(SK_VIPS_INTERPRETATION_MULTIBAND, VIPS_INTERPRETATION_MULTIBAND);
SK_SAME_VALUE(SK_VIPS_INTERPRETATION_sRGB, VIPS_INTERPRETATION_sRGB);
SK_SAME_VALUE(SK_VIPS_ACCESS_SEQUENTIAL, VIPS_ACCESS_SEQUENTIAL);
SK_SAME_VALUE(SK_VIPS_OPERATION_DEPRECATED, VIPS_OPERATION_DEPRECATED);
SK_SAME_VALUE(SK_VIPS_OPERATION_UNTRUSTED, VIPS_OPERATION_UNTRUSTED);
SK_SAME_VALUE(SK_VIPS_OPERATION_BLOCKED, VIPS_OPERATION_BLOCKED);
SK_SAME_VALUE(SK_G_LOG_LEVEL_WARNING, G_LOG_LEVEL_WARNING);
SK_SAME_VALUE(SK_G_LOG_LEVEL_MESSAGE, G_LOG_LEVEL_MESSAGE);
SK_SAME_VALUE(SK_G_LOG_LEVEL_INFO, G_LOG_LEVEL_INFO);
SK_SAME_VALUE(SK_G_LOG_LEVEL_DEBUG, G_LOG_LEVEL_DEBUG);
SK_SAME_VALUE(SK_VIPS_OBJECT_CLASS_NICKNAME_OFFSET, offsetof(VipsObjectClass, nickname));
SK_SAME_VALUE(SK_VIPS_OPERATION_CLASS_FLAGS_OFFSET, offsetof(VipsOperationClass, flags));
SK_SAME_VALUE(SK_VIPS_FOREIGN_LOAD_CLASS_IS_A_BUFFER_OFFSET, offsetof(VipsForeignLoadClass, is_a_buffer));
SK_SAME_VALUE(SK_VIPS_IMAGE_TYPE_OFFSET, offsetof(VipsImage, Type));
// Each field has the type it is read or written as.
_Static_assert(__builtin_types_compatible_p(__typeof__(((VipsObjectClass *)0)->nickname), const char *),
               "VipsObjectClass.nickname is not a const char *");
_Static_assert(__builtin_types_compatible_p(__typeof__(((VipsForeignLoadClass *)0)->is_a_buffer), SKVipsIsABuffer),
               "VipsForeignLoadClass.is_a_buffer is not an SKVipsIsABuffer");
_Static_assert(sizeof(((VipsOperationClass *)0)->flags) == sizeof(int), "VipsOperationClass.flags is not an int");
_Static_assert(sizeof(((VipsImage *)0)->Type) == sizeof(int), "VipsImage.Type is not an int");

SKVipsLayout sk_vips_layout(void) {
    SKVipsLayout layout = {
        .objectNickname = offsetof(VipsObjectClass, nickname),
        .declaredObjectNickname = SK_VIPS_OBJECT_CLASS_NICKNAME_OFFSET,
        .operationFlags = offsetof(VipsOperationClass, flags),
        .declaredOperationFlags = SK_VIPS_OPERATION_CLASS_FLAGS_OFFSET,
        .loadIsABuffer = offsetof(VipsForeignLoadClass, is_a_buffer),
        .declaredLoadIsABuffer = SK_VIPS_FOREIGN_LOAD_CLASS_IS_A_BUFFER_OFFSET,
        .imageType = offsetof(VipsImage, Type),
        .declaredImageType = SK_VIPS_IMAGE_TYPE_OFFSET,
        .entriesCompared = SK_ENTRIES_COMPARED,
        .entries = (int)(sizeof(SKVips) / sizeof(void *)),
    };
    return layout;
}
