// What libxml2's headers say of the structs and constants `LibXML2` (ScorekeeperImport) lays out
// by hand, for the test that holds one to the other. Only the headers are read: nothing here
// calls libxml2, so nothing links it.
#ifndef SCOREKEEPER_CLIBXML2LAYOUT_H
#define SCOREKEEPER_CLIBXML2LAYOUT_H

#include <stddef.h>

/// Offsets and sizes in bytes, and constants' values, as the C compiler lays them out.
typedef struct SKLibXML2Layout {
    size_t saxHandlerSize;
    size_t internalSubset, resolveEntity, getEntity, entityDecl, notationDecl, attributeDecl, elementDecl;
    size_t unparsedEntityDecl, characters, ignorableWhitespace, getParameterEntity, cdataBlock, externalSubset;
    size_t initialized, startElementNs, endElementNs, serror;
    size_t errorCode, errorLevel, errorLine;
    unsigned int sax2Magic;
    int noNetwork, ignoreEncoding, fatal, documentEmpty, documentEnd;
} SKLibXML2Layout;

SKLibXML2Layout sk_libxml2_layout(void);

#endif
