import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ScorekeeperImport

/// The reader XML imports had until libxml2 was opened at run time: Foundation's `XMLParser`
/// (FoundationXML, which links libxml2), as it was, kept as the oracle `XMLTree` is held to. It read
/// `XMLItem`s. Any document type declaration is refused, before parsing (in the bytes before the
/// first element) and while parsing (every DTD callback aborts): with no DTD there is nothing to
/// expand, so neither external entities (XXE) nor entities that expand into each other (a
/// billion laughs) can be read; external entities are never resolved either. Nesting and the
/// number of elements are limited as the elements come.
enum FoundationXMLTree {
    /// Deeper than any file the formats write; a file past it is refused rather than walked.
    static let maximumDepth = 64
    static let maximumNameLength = 100
    /// Each element takes some hundred bytes once read: a file of 200 MB of `<a/>` would take
    /// gigabytes. Far more than any play log or backup holds.
    static let maximumElements = 2_000_000

    static let doctypeRefused = "the file declares a document type (<!DOCTYPE>): refused, as no DTD or entity declaration is read"

    /// The root element of `data`, or an error naming the line where reading stopped.
    static func root(of data: Data, path: String, maximumElements: Int = FoundationXMLTree.maximumElements) throws -> XMLItem {
        if let doctype = doctypeOffset(in: data) {
            throw ImportReadError(path: path, record: "line \(line(at: doctype, in: data))", problem: doctypeRefused)
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw ImportReadError(path: path, problem: "text that is not UTF-8")
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = ReferenceTreeBuilder(path: path, maximumElements: maximumElements, lastLine: line(at: data.count, in: data))
        parser.delegate = builder
        let parsed = parser.parse()
        if let refusal = builder.refusal { throw refusal }
        guard parsed, let root = builder.root else {
            if let parseError = builder.parseError { throw parseError }
            if let error = parser.parserError { builder.parser(parser, parseErrorOccurred: error) }
            throw builder.parseError ?? ImportReadError(path: path, record: "line \(parser.lineNumber)", problem: "no element: not XML")
        }
        // libxml2 ends the document at the root's end without telling Foundation's parser of
        // what follows: a second element or text after it is refused here.
        if let end = builder.rootEnd, let after = offset(line: end.line, column: end.column, in: data) {
            let rest = data[after...].drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            if !rest.isEmpty, !rest.starts(with: Data("<!--".utf8)), !rest.starts(with: Data("<?".utf8)) {
                throw ImportReadError(path: path, record: "line \(line(at: rest.startIndex - data.startIndex, in: data))",
                                      problem: "a second element or text after the document's root")
            }
        }
        return root
    }

    /// The offset just past the `>` that ends the root, from where the parser said it ended.
    private static func offset(line: Int, column: Int, in data: Data) -> Int? {
        var start = data.startIndex
        for _ in 1..<max(line, 1) {
            guard let newline = data[start...].firstIndex(of: 0x0A) else { return nil }
            start = newline + 1
        }
        let from = min(data.endIndex, start + max(column - 2, 0))
        return data[from...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
    }

    /// Where `<!DOCTYPE` stands before the first element, if it does.
    static func doctypeOffset(in data: Data) -> Int? {
        var firstElement = data.endIndex
        var index = data.startIndex
        while let open = data[index...].firstIndex(of: UInt8(ascii: "<")) {
            let next = data.index(after: open)
            if next < data.endIndex, data[next] != UInt8(ascii: "!"), data[next] != UInt8(ascii: "?") {
                firstElement = open
                break
            }
            index = next
        }
        return data[data.startIndex..<firstElement].range(of: Data("<!DOCTYPE".utf8)).map { $0.lowerBound - data.startIndex }
    }

    static func line(at offset: Int, in data: Data) -> Int {
        data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}

/// Builds the tree as `XMLParser` reports it, and stops it at the first DTD, the limits, or an
/// entity no DTD declares.
private final class ReferenceTreeBuilder: NSObject, XMLParserDelegate {
    let path: String
    var elementsLeft: Int
    var stack: [XMLItem] = []
    var root: XMLItem?
    /// Why the delegate stopped the parsing (wins over the parser's own error, which follows it).
    var refusal: ImportReadError?
    var parseError: ImportReadError?
    /// Where the parser was when the root ended.
    var rootEnd: (line: Int, column: Int)?

    /// The file's last line: an error there is where a file cut short ends.
    let lastLine: Int

    init(path: String, maximumElements: Int, lastLine: Int) {
        self.path = path
        self.lastLine = lastLine
        self.elementsLeft = maximumElements
    }

    private func refuse(_ parser: XMLParser, _ problem: String) {
        guard refusal == nil else { return }
        refusal = ImportReadError(path: path, record: "line \(parser.lineNumber)", problem: problem)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard refusal == nil else { return }
        elementsLeft -= 1
        guard elementsLeft >= 0 else {
            return refuse(parser, "more elements than a play log or backup holds (\(FoundationXMLTree.maximumElements))")
        }
        guard elementName.utf8.count <= FoundationXMLTree.maximumNameLength else {
            return refuse(parser, "a name longer than \(FoundationXMLTree.maximumNameLength) bytes")
        }
        // libxml2 stops at a second root without saying so to Foundation's parser.
        guard root == nil else { return refuse(parser, "a second element after the document's root") }
        guard stack.count < FoundationXMLTree.maximumDepth else { return refuse(parser, "elements nested more than \(FoundationXMLTree.maximumDepth) deep") }
        stack.append(XMLItem(name: elementName, attributes: attributes, children: [], text: "", line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard refusal == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
            rootEnd = (parser.lineNumber, parser.columnNumber)
        } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard refusal == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard refusal == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard refusal == nil, self.parseError == nil else { return }
        let code = (parseError as NSError).code
        // The code is libxml2's (xmlParserErrors), which the message names for whoever looks it up.
        var problem = "not valid XML (libxml2 error \(code))"
        if parser.lineNumber >= lastLine {
            problem = "the file stops before the document's end: is it cut short? (libxml2 error \(code))"
        }
        self.parseError = ImportReadError(path: path, record: "line \(parser.lineNumber)", problem: problem)
    }

    // A DTD in any form stops the parsing: nothing it declares is read.
    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        refuse(parser, FoundationXMLTree.doctypeRefused)
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse(parser, FoundationXMLTree.doctypeRefused)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser, FoundationXMLTree.doctypeRefused)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refuse(parser, "the entity &\(name); is not XML's own: refused, as no DTD is read")
        return nil
    }

    func parser(_ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser, FoundationXMLTree.doctypeRefused)
    }

    func parser(_ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?,
                systemID: String?, notationName: String?) {
        refuse(parser, FoundationXMLTree.doctypeRefused)
    }
}
