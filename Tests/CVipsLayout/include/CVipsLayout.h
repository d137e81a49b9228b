// What libvips' headers say of what Sources/CVips/shim.h declares by hand, for the test that
// holds one to the other. The function types, the constants and the four field offsets are
// compared when this target is compiled (a difference fails the build of the tests); the counts
// and offsets are given to the test as well.
#ifndef SCOREKEEPER_CVIPSLAYOUT_H
#define SCOREKEEPER_CVIPSLAYOUT_H

#include <stddef.h>

/// The four fields the shim reaches by offset, where the C compiler lays them out and where the
/// shim says they are, and how many of the shim's table's entries the build compared.
typedef struct SKVipsLayout {
    size_t objectNickname, declaredObjectNickname;
    size_t operationFlags, declaredOperationFlags;
    size_t loadIsABuffer, declaredLoadIsABuffer;
    size_t imageType, declaredImageType;
    /// How many of the table's entries the compile-time comparison covers.
    int entriesCompared;
    /// The table's size in pointers.
    int entries;
} SKVipsLayout;

SKVipsLayout sk_vips_layout(void);

#endif
