import Foundation

/// One element of an XML file as the readers need it: its name, attributes, child elements and
/// text, and the line it starts on (for messages).
struct XMLItem: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLItem]
    /// The element's own text (its children's text not included), entities replaced.
    var text: String
    var line: Int

    /// The first child of that name.
    func child(_ name: String) -> XMLItem? {
        children.first { $0.name == name }
    }

    /// The text without the spaces and line breaks that indent it.
    var trimmedText: String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every child of that name, in order.
    func children(named name: String) -> [XMLItem] {
        children.filter { $0.name == name }
    }
}

/// Reads the plain documents other apps write into `XMLItem`s with libxml2's SAX parser
/// (`LibXML2`, opened when the first XML file is read), as Foundation's `XMLParser` did. Any
/// document type declaration is refused, before parsing (in the bytes before the first element)
/// and while parsing (every DTD callback stops it): with no DTD there is nothing to expand, so
/// neither external entities (XXE) nor entities that expand into each other (a billion laughs)
/// can be read; an entity other than XML's own is refused where it stands. Nesting and the number
/// of elements are limited as the elements come.
enum XMLTree {
    /// Deeper than any file the formats write; a file past it is refused rather than walked.
    static let maximumDepth = 64
    static let maximumNameLength = 100
    /// Each element takes some hundred bytes once read: a file of 200 MB of `<a/>` would take
    /// gigabytes. Far more than any play log or backup holds.
    static let maximumElements = 2_000_000

    /// How much of the file libxml2 is given at a time.
    static let piece = 1 << 16

    static let doctypeRefused = "the file declares a document type (<!DOCTYPE>): refused, as no DTD or entity declaration is read"

    /// The root element of `data`, or an error naming the line where reading stopped.
    /// `piece`: how many bytes libxml2 is given at a time (the tests give it fewer).
    static func root(of data: Data, path: String, maximumElements: Int = XMLTree.maximumElements,
                     piece: Int = XMLTree.piece) throws -> XMLItem {
        if let doctype = doctypeOffset(in: data) {
            throw ImportReadError(path: path, record: "line \(line(at: doctype, in: data))", problem: doctypeRefused)
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw ImportReadError(path: path, problem: "text that is not UTF-8")
        }
        // XML never holds a NUL. It is refused here, before libxml2 guesses from NULs among the
        // first bytes that the file is UTF-16 or UTF-32 (and converts it, writing its conversion
        // errors to standard error).
        if let nul = data.firstIndex(of: 0) {
            throw ImportReadError(path: path, record: "line \(line(at: nul - data.startIndex, in: data))",
                                  problem: "a NUL byte, which XML does not allow")
        }
        guard let xml = LibXML2.shared else {
            throw ImportReadError(path: path, problem: "reading XML needs libxml2 (libxml2.so.2), which is not installed")
        }
        guard data.count < Int(Int32.max) else { throw ImportReadError(path: path, problem: "the file is too large to read as XML") }
        let builder = TreeBuilder(path: path, xml: xml, maximumElements: maximumElements, lastLine: line(at: data.count, in: data),
                                  hasElement: firstElementOffset(in: data) != nil,
                                  endsWhole: data.last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }.map { $0 == UInt8(ascii: ">") } ?? true)
        try withUnsafeTemporaryAllocation(byteCount: SAXHandlerLayout.size, alignment: SAXHandlerLayout.pointer) { handler in
            TreeBuilder.fill(handler)
            let context = Unmanaged.passUnretained(builder).toOpaque()
            // libxml2 copies the handler; the builder comes back to each callback as its context.
            guard let parser = xml.createPushParser(handler.baseAddress, context, nil, 0, nil) else {
                throw ImportReadError(path: path, problem: "libxml2 could not start reading the file")
            }
            defer { xml.free(parser) }
            builder.parser = parser
            _ = xml.useOptions(parser, LibXML2.options)
            // In pieces: libxml2 refuses to look ahead in one input of more than 10 MB ("Huge
            // input lookup"), which a whole large file given at once is.
            data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) else { return }
                var start = 0
                repeat {
                    // A piece never ends on `]`: libxml2 2.9's push parser misses a `]]>` in text
                    // (which XML forbids there) when a piece ends after its first `]`.
                    var end = min(start + max(piece, 1), bytes.count)
                    while end < bytes.count, base[end - 1] == CChar(UInt8(ascii: "]")) { end += 1 }
                    let last = end == bytes.count
                    _ = xml.parseChunk(parser, base + start, Int32(end - start), last ? 1 : 0)
                    start = end
                } while start < bytes.count && builder.refusal == nil && builder.parseError == nil
            }
        }
        if let refusal = builder.refusal { throw refusal }
        if let parseError = builder.parseError { throw parseError }
        guard let root = builder.root else {
            throw ImportReadError(path: path, record: "line \(builder.lastLine)", problem: "no element: not XML")
        }
        return root
    }

    /// Where `<!DOCTYPE` stands before the first element, if it does.
    static func doctypeOffset(in data: Data) -> Int? {
        let firstElement = firstElementOffset(in: data).map { data.startIndex + $0 } ?? data.endIndex
        return data[data.startIndex..<firstElement].range(of: Data("<!DOCTYPE".utf8)).map { $0.lowerBound - data.startIndex }
    }

    /// Where the first `<` that is neither `<!` nor `<?` stands (an element's start, in a file
    /// that is XML), if one does.
    static func firstElementOffset(in data: Data) -> Int? {
        var index = data.startIndex
        while let open = data[index...].firstIndex(of: UInt8(ascii: "<")) {
            let next = data.index(after: open)
            if next < data.endIndex, data[next] != UInt8(ascii: "!"), data[next] != UInt8(ascii: "?") {
                return open - data.startIndex
            }
            index = next
        }
        return nil
    }

    static func line(at offset: Int, in data: Data) -> Int {
        data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}

/// Builds the tree as libxml2's SAX parser reports it, and stops the parser at the first DTD,
/// the limits, or an entity no DTD declares.
private final class TreeBuilder {
    let path: String
    let xml: LibXML2
    /// The parser reporting to this builder (set once it is made, before it reads anything).
    var parser: LibXML2.Context?
    var elementsLeft: Int
    var stack: [XMLItem] = []
    var root: XMLItem?
    /// Why the builder stopped the parsing (wins over the parser's own error, which may follow).
    var refusal: ImportReadError?
    var parseError: ImportReadError?

    /// The file's last line: an error there is where a file cut short ends.
    let lastLine: Int
    /// Whether an element starts anywhere in the file (`<` and neither `!` nor `?`).
    let hasElement: Bool

    /// Whether the file's last byte but spaces is a `>`, or there is none.
    let endsWhole: Bool

    init(path: String, xml: LibXML2, maximumElements: Int, lastLine: Int, hasElement: Bool, endsWhole: Bool) {
        self.path = path
        self.xml = xml
        self.lastLine = lastLine
        self.hasElement = hasElement
        self.endsWhole = endsWhole
        self.elementsLeft = maximumElements
    }

    /// The line the parser stands on.
    var line: Int { Int(xml.line(parser)) }

    private func refuse(_ problem: String) {
        guard refusal == nil else { return }
        refusal = ImportReadError(path: path, record: "line \(line)", problem: problem)
        xml.stop(parser)
    }

    private static func builder(_ context: UnsafeMutableRawPointer?) -> TreeBuilder? {
        context.map { Unmanaged<TreeBuilder>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func text(_ bytes: UnsafePointer<UInt8>?) -> String {
        bytes.map { String(cString: $0) } ?? ""
    }

    /// Writes the callbacks into a zeroed `xmlSAXHandler`.
    static func fill(_ handler: UnsafeMutableRawBufferPointer) {
        handler.initializeMemory(as: UInt8.self, repeating: 0)
        typealias Name = UnsafePointer<UInt8>?
        func put<Function>(_ function: Function, at slot: Int) {
            handler.storeBytes(of: function, toByteOffset: SAXHandlerLayout.offset(of: slot), as: Function.self)
        }
        handler.storeBytes(of: SAXHandlerLayout.sax2Magic, toByteOffset: SAXHandlerLayout.offset(of: SAXHandlerLayout.initialized),
                           as: UInt32.self)
        let start: @convention(c) (UnsafeMutableRawPointer?, Name, Name, Name, Int32, UnsafeMutablePointer<Name>?, Int32, Int32,
                                   UnsafeMutablePointer<Name>?) -> Void = { context, name, prefix, _, namespaceCount, namespaces,
                                                                            attributeCount, _, attributes in
            TreeBuilder.builder(context)?.start(name: name, prefix: prefix, namespaces: namespaces, count: Int(namespaceCount),
                                                attributes: attributes, count: Int(attributeCount))
        }
        put(start, at: SAXHandlerLayout.startElementNs)
        let end: @convention(c) (UnsafeMutableRawPointer?, Name, Name, Name) -> Void = { context, _, _, _ in
            TreeBuilder.builder(context)?.end()
        }
        put(end, at: SAXHandlerLayout.endElementNs)
        let characters: @convention(c) (UnsafeMutableRawPointer?, Name, Int32) -> Void = { context, bytes, count in
            TreeBuilder.builder(context)?.characters(bytes, count: count)
        }
        put(characters, at: SAXHandlerLayout.characters)
        put(characters, at: SAXHandlerLayout.ignorableWhitespace)
        put(characters, at: SAXHandlerLayout.cdataBlock)
        let entity: @convention(c) (UnsafeMutableRawPointer?, Name) -> UnsafeMutableRawPointer? = { context, name in
            TreeBuilder.builder(context)?.refuse("the entity &\(TreeBuilder.text(name)); is not XML's own: refused, as no DTD is read")
            return nil
        }
        put(entity, at: SAXHandlerLayout.getEntity)
        put(entity, at: SAXHandlerLayout.getParameterEntity)
        // A DTD in any form stops the parsing: nothing it declares is read.
        let subset: @convention(c) (UnsafeMutableRawPointer?, Name, Name, Name) -> Void = { context, _, _, _ in
            TreeBuilder.builder(context)?.refuse(XMLTree.doctypeRefused)
        }
        put(subset, at: SAXHandlerLayout.internalSubset)
        put(subset, at: SAXHandlerLayout.externalSubset)
        put(subset, at: SAXHandlerLayout.notationDecl)
        let resolve: @convention(c) (UnsafeMutableRawPointer?, Name, Name) -> UnsafeMutableRawPointer? = { context, _, _ in
            TreeBuilder.builder(context)?.refuse(XMLTree.doctypeRefused)
            return nil
        }
        put(resolve, at: SAXHandlerLayout.resolveEntity)
        let entityDecl: @convention(c) (UnsafeMutableRawPointer?, Name, Int32, Name, Name, Name) -> Void = { context, _, _, _, _, _ in
            TreeBuilder.builder(context)?.refuse(XMLTree.doctypeRefused)
        }
        put(entityDecl, at: SAXHandlerLayout.entityDecl)
        let attributeDecl: @convention(c) (UnsafeMutableRawPointer?, Name, Name, Int32, Int32, Name, UnsafeMutableRawPointer?)
            -> Void = { context, _, _, _, _, _, _ in TreeBuilder.builder(context)?.refuse(XMLTree.doctypeRefused) }
        put(attributeDecl, at: SAXHandlerLayout.attributeDecl)
        let elementDecl: @convention(c) (UnsafeMutableRawPointer?, Name, Int32, UnsafeMutableRawPointer?) -> Void = { context, _, _, _ in
            TreeBuilder.builder(context)?.refuse(XMLTree.doctypeRefused)
        }
        put(elementDecl, at: SAXHandlerLayout.elementDecl)
        let unparsedEntityDecl: @convention(c) (UnsafeMutableRawPointer?, Name, Name, Name, Name) -> Void = { context, _, _, _, _ in
            TreeBuilder.builder(context)?.refuse(XMLTree.doctypeRefused)
        }
        put(unparsedEntityDecl, at: SAXHandlerLayout.unparsedEntityDecl)
        let error: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void = { context, error in
            guard let error else { return }
            TreeBuilder.builder(context)?.libxml2Reported(LibXML2Error(error))
        }
        put(error, at: SAXHandlerLayout.serror)
    }

    /// An attribute's value as libxml2 gives it, each `&#38;` turned back into the `&` it stands
    /// for (most values hold none, and are read as they are).
    private static func ampersandsTurnedBack(_ value: String) -> String {
        value.utf8.contains(UInt8(ascii: "&")) ? value.replacingOccurrences(of: "&#38;", with: "&") : value
    }

    /// A name as the file writes it: with its prefix, as no namespace is resolved.
    private static func qualified(_ name: UnsafePointer<UInt8>?, prefix: UnsafePointer<UInt8>?) -> String {
        prefix.map { "\(String(cString: $0)):\(text(name))" } ?? text(name)
    }

    private func start(name localName: UnsafePointer<UInt8>?, prefix: UnsafePointer<UInt8>?,
                       namespaces: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, count namespaceCount: Int,
                       attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, count attributeCount: Int) {
        guard refusal == nil else { return }
        let name = Self.qualified(localName, prefix: prefix)
        elementsLeft -= 1
        guard elementsLeft >= 0 else {
            return refuse("more elements than a play log or backup holds (\(XMLTree.maximumElements))")
        }
        guard name.utf8.count <= XMLTree.maximumNameLength else {
            return refuse("a name longer than \(XMLTree.maximumNameLength) bytes")
        }
        guard root == nil else { return refuse("a second element after the document's root") }
        guard stack.count < XMLTree.maximumDepth else { return refuse("elements nested more than \(XMLTree.maximumDepth) deep") }
        // Namespace declarations are attributes like any other (`xmlns:p`), as nothing is resolved.
        var values: [String: String] = [:]
        for index in 0..<(namespaces == nil ? 0 : namespaceCount) {
            let declared = namespaces?[2 * index].map { "xmlns:\(String(cString: $0))" } ?? "xmlns"
            values[declared] = Self.ampersandsTurnedBack(Self.text(namespaces?[2 * index + 1]))
        }
        // Five pointers an attribute: its name, prefix and namespace, then where its value starts
        // and ends (not NUL-terminated). With entities left unreplaced (the default), libxml2
        // writes each `&` a reference stood for as `&#38;` (in a declaration's value too), which
        // is turned back here: every `&` in its value starts one. Every other reference is
        // already replaced.
        for index in 0..<(attributes == nil ? 0 : attributeCount) {
            guard let attributes, let start = attributes[5 * index + 3], let end = attributes[5 * index + 4] else { continue }
            values[Self.qualified(attributes[5 * index], prefix: attributes[5 * index + 1])] =
                Self.ampersandsTurnedBack(String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self))
        }
        stack.append(XMLItem(name: name, attributes: values, children: [], text: "", line: line))
    }

    private func end() {
        guard refusal == nil, let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    private func characters(_ bytes: UnsafePointer<UInt8>?, count: Int32) {
        guard refusal == nil, !stack.isEmpty, let bytes, count > 0 else { return }
        stack[stack.count - 1].text += String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
    }

    /// libxml2's first fatal error (what makes a document not well-formed; its warnings and
    /// recoverable errors are not), in one line naming where.
    private func libxml2Reported(_ error: LibXML2Error) {
        guard error.level >= LibXML2Error.fatal, refusal == nil, parseError == nil else { return }
        let problem: String
        if error.code == LibXML2Error.documentEnd, root != nil {
            problem = "a second element or text after the document's root"
        } else if !hasElement, endsWhole {
            // Not one element begins, and nothing is left open at the end: spaces, a declaration,
            // comments (a declaration or comment cut short is said to be).
            problem = "no element: not XML"
        } else if error.line >= lastLine {
            // The code is libxml2's (xmlParserErrors), which the message names for whoever looks it up.
            problem = "the file stops before the document's end: is it cut short? (libxml2 error \(error.code))"
        } else {
            problem = "not valid XML (libxml2 error \(error.code))"
        }
        parseError = ImportReadError(path: path, record: "line \(error.line)", problem: problem)
    }
}
