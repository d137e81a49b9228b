import CLibXML2Layout
@testable import ScorekeeperImport
import Testing

/// `LibXML2` declares libxml2's functions and lays out `xmlSAXHandler` and `xmlError` by hand (the
/// program reads no libxml2 header, so as not to link it): every offset, size and constant it
/// uses is the one the C compiler gives from the headers of the libxml2 it builds against.
@Suite struct LibXML2LayoutTests {
    let c = sk_libxml2_layout()

    @Test func theSAXHandlersSlotsAreWhereCPutsThem() {
        #expect(SAXHandlerLayout.size == c.saxHandlerSize)
        let slots: [(Int, Int, String)] = [
            (SAXHandlerLayout.internalSubset, c.internalSubset, "internalSubset"),
            (SAXHandlerLayout.resolveEntity, c.resolveEntity, "resolveEntity"),
            (SAXHandlerLayout.getEntity, c.getEntity, "getEntity"),
            (SAXHandlerLayout.entityDecl, c.entityDecl, "entityDecl"),
            (SAXHandlerLayout.notationDecl, c.notationDecl, "notationDecl"),
            (SAXHandlerLayout.attributeDecl, c.attributeDecl, "attributeDecl"),
            (SAXHandlerLayout.elementDecl, c.elementDecl, "elementDecl"),
            (SAXHandlerLayout.unparsedEntityDecl, c.unparsedEntityDecl, "unparsedEntityDecl"),
            (SAXHandlerLayout.characters, c.characters, "characters"),
            (SAXHandlerLayout.ignorableWhitespace, c.ignorableWhitespace, "ignorableWhitespace"),
            (SAXHandlerLayout.getParameterEntity, c.getParameterEntity, "getParameterEntity"),
            (SAXHandlerLayout.cdataBlock, c.cdataBlock, "cdataBlock"),
            (SAXHandlerLayout.externalSubset, c.externalSubset, "externalSubset"),
            (SAXHandlerLayout.initialized, c.initialized, "initialized"),
            (SAXHandlerLayout.startElementNs, c.startElementNs, "startElementNs"),
            (SAXHandlerLayout.endElementNs, c.endElementNs, "endElementNs"),
            (SAXHandlerLayout.serror, c.serror, "serror"),
        ]
        for (slot, offset, name) in slots {
            #expect(SAXHandlerLayout.offset(of: slot) == offset, "\(name)")
        }
        #expect(SAXHandlerLayout.sax2Magic == c.sax2Magic)
    }

    @Test func theErrorsFieldsAndTheConstantsAreCs() {
        #expect(LibXML2Error.codeOffset == c.errorCode)
        #expect(LibXML2Error.levelOffset == c.errorLevel)
        #expect(LibXML2Error.lineOffset == c.errorLine)
        #expect(LibXML2Error.fatal == Int(c.fatal))
        #expect(LibXML2Error.documentEmpty == Int(c.documentEmpty))
        #expect(LibXML2Error.documentEnd == Int(c.documentEnd))
        #expect(LibXML2.noNetwork == c.noNetwork)
        #expect(LibXML2.ignoreEncoding == c.ignoreEncoding)
    }

    /// The library the program opens is there, with every function it looks up.
    @Test func libxml2OpensWithEveryFunction() {
        #expect(LibXML2.shared != nil)
    }
}
