#include "CLibXML2Layout.h"
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

SKLibXML2Layout sk_libxml2_layout(void) {
    SKLibXML2Layout layout = {
        .saxHandlerSize = sizeof(xmlSAXHandler),
        .internalSubset = offsetof(xmlSAXHandler, internalSubset),
        .resolveEntity = offsetof(xmlSAXHandler, resolveEntity),
        .getEntity = offsetof(xmlSAXHandler, getEntity),
        .entityDecl = offsetof(xmlSAXHandler, entityDecl),
        .notationDecl = offsetof(xmlSAXHandler, notationDecl),
        .attributeDecl = offsetof(xmlSAXHandler, attributeDecl),
        .elementDecl = offsetof(xmlSAXHandler, elementDecl),
        .unparsedEntityDecl = offsetof(xmlSAXHandler, unparsedEntityDecl),
        .characters = offsetof(xmlSAXHandler, characters),
        .ignorableWhitespace = offsetof(xmlSAXHandler, ignorableWhitespace),
        .getParameterEntity = offsetof(xmlSAXHandler, getParameterEntity),
        .cdataBlock = offsetof(xmlSAXHandler, cdataBlock),
        .externalSubset = offsetof(xmlSAXHandler, externalSubset),
        .initialized = offsetof(xmlSAXHandler, initialized),
        .startElementNs = offsetof(xmlSAXHandler, startElementNs),
        .endElementNs = offsetof(xmlSAXHandler, endElementNs),
        .serror = offsetof(xmlSAXHandler, serror),
        .errorCode = offsetof(xmlError, code),
        .errorLevel = offsetof(xmlError, level),
        .errorLine = offsetof(xmlError, line),
        .sax2Magic = XML_SAX2_MAGIC,
        .noNetwork = XML_PARSE_NONET,
        .ignoreEncoding = XML_PARSE_IGNORE_ENC,
        .fatal = XML_ERR_FATAL,
        .documentEmpty = XML_ERR_DOCUMENT_EMPTY,
        .documentEnd = XML_ERR_DOCUMENT_END,
    };
    return layout;
}
