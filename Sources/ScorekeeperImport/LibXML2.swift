#if canImport(Glibc)
import Glibc
#endif

/// libxml2's SAX parser, opened at run time (`dlopen("libxml2.so.2")`) the first time an XML file
/// is read.
///
/// Why not link it: libxml2 brings ICU and liblzma, and a linked library is loaded and bound at
/// every start of every command (about 0.4 ms of each, a third of what `--version` cost beyond a
/// Swift program that loads nothing), for the two imports that read XML. Foundation's
/// `XMLParser` (FoundationXML) links it, so `XMLTree` drives libxml2 as `XMLParser` did: a push
/// parser given the whole file, with a SAX handler of its own. No header is read at build time (a
/// module that includes libxml2's headers through pkg-config links the library): the functions
/// are declared here as libxml2 2.9 and later export them, and `xmlSAXHandler` and `xmlError` are
/// laid out at their C offsets. `LibXML2LayoutTests` holds every offset, size and constant here
/// to the headers.
struct LibXML2: @unchecked Sendable {
    typealias Context = OpaquePointer

    let createPushParser: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32,
                                          UnsafePointer<CChar>?) -> Context?
    let useOptions: @convention(c) (Context?, Int32) -> Int32
    let parseChunk: @convention(c) (Context?, UnsafePointer<CChar>?, Int32, Int32) -> Int32
    let stop: @convention(c) (Context?) -> Void
    let free: @convention(c) (Context?) -> Void
    /// `xmlSAX2GetLineNumber`: the line the parser stands on (counted whole, unlike a node's).
    let line: @convention(c) (Context?) -> Int32

    /// `xmlParserOption`s: never reach the network (no external entity is loaded anyway), and
    /// read the bytes as UTF-8 whatever the declaration says (they were checked to be UTF-8; a
    /// conversion's errors would go to standard error, past the handler).
    static let options: Int32 = noNetwork | ignoreEncoding
    static let noNetwork: Int32 = 1 << 11
    static let ignoreEncoding: Int32 = 1 << 21

    /// libxml2, or nil when it is not installed. Opened once a process; `xmlInitParser` runs here,
    /// once, because libxml2 2.9 does not make its first start safe from several threads.
    static let shared: LibXML2? = load()

    private static func load() -> LibXML2? {
        guard let library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<Function>(_ name: String) -> Function? {
            dlsym(library, name).map { unsafeBitCast($0, to: Function.self) }
        }
        guard let start: @convention(c) () -> Void = symbol("xmlInitParser"),
              let createPushParser: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafePointer<CChar>?,
                                                    Int32, UnsafePointer<CChar>?) -> Context? = symbol("xmlCreatePushParserCtxt"),
              let useOptions: @convention(c) (Context?, Int32) -> Int32 = symbol("xmlCtxtUseOptions"),
              let parseChunk: @convention(c) (Context?, UnsafePointer<CChar>?, Int32, Int32) -> Int32 = symbol("xmlParseChunk"),
              let stop: @convention(c) (Context?) -> Void = symbol("xmlStopParser"),
              let free: @convention(c) (Context?) -> Void = symbol("xmlFreeParserCtxt"),
              let line: @convention(c) (Context?) -> Int32 = symbol("xmlSAX2GetLineNumber")
        else { return nil }
        start()
        return LibXML2(createPushParser: createPushParser, useOptions: useOptions, parseChunk: parseChunk, stop: stop,
                       free: free, line: line)
    }
}

/// `xmlSAXHandler`, laid out as C lays it out: 27 function pointers, `unsigned int initialized`,
/// then `_private`, `startElementNs`, `endElementNs` and `serror`, each a pointer's width apart.
/// Only the slots Scorekeeper fills are named; every other slot is NULL.
enum SAXHandlerLayout {
    static let pointer = MemoryLayout<UnsafeRawPointer>.size
    static let size = 32 * pointer

    // The slots, by their place in the struct.
    static let internalSubset = 0, resolveEntity = 4, getEntity = 5, entityDecl = 6, notationDecl = 7
    static let attributeDecl = 8, elementDecl = 9, unparsedEntityDecl = 10
    static let characters = 17, ignorableWhitespace = 18, getParameterEntity = 24, cdataBlock = 25, externalSubset = 26
    static let initialized = 27, startElementNs = 29, endElementNs = 30, serror = 31

    /// `XML_SAX2_MAGIC` in `initialized`: the handler has the version 2 fields (`startElementNs`,
    /// `serror`), as `XMLParser`'s had.
    static let sax2Magic: UInt32 = 0xDEED_BEAF

    static func offset(of slot: Int) -> Int { slot * pointer }
}

/// What an `xmlError` says, read from its fields at their C offsets (`int domain; int code;
/// char *message; int level; char *file; int line; char *str1; ...`), unchanged since libxml2 2.0.
struct LibXML2Error {
    /// `xmlParserErrors`, e.g. 5 for what follows the root or a document that ends too soon.
    var code: Int
    /// 1 a warning, 2 an error, 3 a fatal error (the document is not well-formed).
    var level: Int
    var line: Int

    static let codeOffset = 4
    static let levelOffset = 8 + MemoryLayout<UnsafeRawPointer>.size
    static let lineOffset = 8 + 3 * MemoryLayout<UnsafeRawPointer>.size
    static let fatal = 3
    /// `XML_ERR_DOCUMENT_EMPTY`: no content at all.
    static let documentEmpty = 4
    /// `XML_ERR_DOCUMENT_END`: something after the root, or the bytes end before the root does.
    static let documentEnd = 5

    init(_ error: UnsafeRawPointer) {
        code = Int(error.load(fromByteOffset: Self.codeOffset, as: Int32.self))
        level = Int(error.load(fromByteOffset: Self.levelOffset, as: Int32.self))
        line = Int(error.load(fromByteOffset: Self.lineOffset, as: Int32.self))
    }
}
