// What libchafa's header says of what Sources/CChafa/shim.h declares by hand, for the test that
// holds one to the other. The function types and the constants are compared when this target
// is compiled (a difference fails the build of the tests); sizes and offsets are given to the
// test.
#ifndef SCOREKEEPER_CCHAFALAYOUT_H
#define SCOREKEEPER_CCHAFALAYOUT_H

#include <stddef.h>

/// glib's GString as the C compiler lays it out, beside the shim's `SKChafaString`, and how many
/// of the shim's table's entries the build compared with the header.
typedef struct SKChafaLayout {
    size_t stringSize, stringText, stringLength, stringAllocated;
    size_t declaredSize, declaredText, declaredLength, declaredAllocated;
    /// How many of the table's entries the compile-time comparison covers.
    int entriesCompared;
    /// The table's size in pointers.
    int entries;
} SKChafaLayout;

SKChafaLayout sk_chafa_layout(void);

#endif
