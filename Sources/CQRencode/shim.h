// libqrencode: text into a QR code's modules (Debian's libqrencode-dev), opened at run time.
//
// Why not link it: a linked library is loaded and bound at every start of every command, and
// only drawing a shared page's address uses this one. Nothing here refers to a libqrencode
// symbol: the functions are looked up with dlopen/dlsym the first time a code is drawn, into a
// table the caller keeps; the header gives their types.
#ifndef SCOREKEEPER_CQRENCODE_SHIM_H
#define SCOREKEEPER_CQRENCODE_SHIM_H

#include <dlfcn.h>
#include <stdlib.h>
#include <qrencode.h>

/// The libqrencode functions Scorekeeper uses, looked up once by `sk_qrencode_load`.
typedef struct SKQRencode {
    __typeof__(&QRcode_encodeData) encode_data;
    __typeof__(&QRcode_free) free;
} SKQRencode;

/// Opens libqrencode and fills a table of its functions; NULL when it is not installed. Call
/// once per process (the table is never freed) and keep the pointer.
static inline const SKQRencode *sk_qrencode_load(void) {
    void *lib = dlopen("libqrencode.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return NULL;
    SKQRencode *q = (SKQRencode *)calloc(1, sizeof(SKQRencode));
    if (!q) return NULL;
    *(void **)(&q->encode_data) = dlsym(lib, "QRcode_encodeData");
    *(void **)(&q->free) = dlsym(lib, "QRcode_free");
    if (!q->encode_data || !q->free) {
        free(q);
        return NULL;
    }
    return q;
}

#endif
