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
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !SafeXML.isWhitespace($0) }),
              let last = bytes.lastIndex(where: { !SafeXML.isWhitespace($0) }) else { return "" }
        if first == 0 && last == bytes.count - 1 { return text }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Every child of that name, in order.
    func children(named name: String) -> [XMLItem] {
        children.filter { $0.name == name }
    }
}

/// A small XML reader for the plain documents other apps write (elements, attributes, text,
/// comments, CDATA, XML's five named entities and character references). It refuses any
/// document type declaration: with no DTD there is nothing to expand, so neither external
/// entities (XXE) nor entities that expand into each other (a billion laughs) can be read. It
/// keeps its own stack (no recursion), so a deeply nested file cannot overflow the call stack.
struct SafeXML {
    /// Deeper than any file the formats write; a file past it is refused rather than walked.
    static let maximumDepth = 64
    static let maximumNameLength = 100
    /// Each element takes some hundred bytes once read: a file of 200 MB of `<a/>` would take
    /// gigabytes. Far more than any play log or backup holds.
    static let maximumElements = 2_000_000

    let path: String
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var elementsLeft: Int

    init(_ data: Data, path: String, maximumElements: Int) {
        self.path = path
        self.bytes = [UInt8](data)
        self.elementsLeft = maximumElements
    }

    /// The root element of `data`, or an error naming the line where reading stopped.
    static func root(of data: Data, path: String, maximumElements: Int = SafeXML.maximumElements) throws -> XMLItem {
        var reader = SafeXML(data, path: path, maximumElements: maximumElements)
        return try reader.document()
    }

    private func failure(_ problem: String, line: Int? = nil) -> ImportReadError {
        ImportReadError(path: path, record: "line \(line ?? self.line)", problem: problem)
    }

    private mutating func document() throws -> XMLItem {
        // A byte order mark may open the file.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var stack: [XMLItem] = []
        var root: XMLItem?
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                let text = try readText()
                if stack.isEmpty {
                    if text.utf8.contains(where: { !Self.isWhitespace($0) }) {
                        throw failure(root == nil ? "text before the first element: not XML"
                                                  : "text after the document's last element")
                    }
                } else {
                    stack[stack.count - 1].text += text
                }
                continue
            }
            if hasPrefix("<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if hasPrefix("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if hasPrefix("<![CDATA[") {
                let start = index + 9
                try skip(past: "]]>", what: "a CDATA section")
                guard !stack.isEmpty else { throw failure("a CDATA section outside every element") }
                stack[stack.count - 1].text += try string(bytes[start..<(index - 3)])
            } else if hasPrefix("<!") {
                // <!DOCTYPE ...>, <!ENTITY ...>: a DTD, where entities would be declared.
                throw failure("the file declares a document type (<!DOCTYPE>): refused, "
                              + "as no DTD or entity declaration is read")
            } else if hasPrefix("</") {
                index += 2
                let name = try readName()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw failure(index < bytes.count ? "</\(name) is not closed by >" : "the file stops inside </\(name)>")
                }
                index += 1
                guard let open = stack.popLast() else { throw failure("</\(name)> closes no element") }
                guard open.name == name else {
                    throw failure("</\(name)> closes <\(open.name)> opened on line \(open.line)")
                }
                if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(open) }
            } else {
                guard root == nil || !stack.isEmpty else { throw failure("a second element after the document's root") }
                let (element, closed) = try readStartTag()
                if closed {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    guard stack.count < Self.maximumDepth else {
                        throw failure("elements nested more than \(Self.maximumDepth) deep")
                    }
                    stack.append(element)
                }
            }
        }
        if let open = stack.last {
            throw failure("the file stops before <\(open.name)> (line \(open.line)) is closed: is it cut short?")
        }
        guard let root else { throw failure("no element: not XML") }
        return root
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { prefix in
            var offset = 0
            while offset < count {
                if bytes[index + offset] != prefix[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Moves past the next `end`, counting lines.
    private mutating func skip(past end: StaticString, what: String) throws {
        let startLine = line
        while index < bytes.count {
            if hasPrefix(end) {
                index += end.utf8CodeUnitCount
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        throw failure("the file stops inside \(what) opened here", line: startLine)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        // Letters, digits, `_ - . :` and every byte of a multi-byte UTF-8 character.
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    private mutating func readName() throws -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else {
            throw failure(index < bytes.count ? "a name was expected" : "the file stops where a name was expected")
        }
        // Names are quoted in messages: one of megabytes is no element of these formats.
        guard index - start <= Self.maximumNameLength else { throw failure("a name longer than \(Self.maximumNameLength) bytes") }
        return try string(bytes[start..<index])
    }

    /// `<name a="1" b='2'>` or `<name/>`; whether it closed itself.
    private mutating func readStartTag() throws -> (XMLItem, Bool) {
        let startLine = line
        elementsLeft -= 1
        guard elementsLeft >= 0 else { throw failure("more elements than a play log or backup holds (\(Self.maximumElements))") }
        index += 1
        let name = try readName()
        var attributes: [String: String] = [:]
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw failure("the file stops inside <\(name)>", line: startLine) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (XMLItem(name: name, attributes: attributes, children: [], text: "", line: startLine), false)
            }
            if hasPrefix("/>") {
                index += 2
                return (XMLItem(name: name, attributes: attributes, children: [], text: "", line: startLine), true)
            }
            let attribute = try readName()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw failure(index < bytes.count ? "attribute \(attribute) of <\(name)> has no value"
                                                  : "the file stops inside <\(name)>", line: startLine)
            }
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw failure("attribute \(attribute) of <\(name)> is not quoted")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == 0x0A { line += 1 }
                if bytes[index] == UInt8(ascii: "<") { throw failure("a < inside attribute \(attribute) of <\(name)>") }
                index += 1
            }
            guard index < bytes.count else { throw failure("the file stops inside attribute \(attribute) of <\(name)>", line: startLine) }
            let value = try replacingEntities(in: bytes[start..<index])
            index += 1
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw failure("attribute \(attribute) appears twice in <\(name)>")
            }
        }
    }

    /// Text up to the next `<`, entities replaced.
    private mutating func readText() throws -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        return try replacingEntities(in: bytes[start..<index])
    }

    private func string(_ slice: ArraySlice<UInt8>) throws -> String {
        guard let text = String(validating: slice, as: UTF8.self) else { throw failure("text that is not UTF-8") }
        return text
    }

    /// XML's five named entities and character references; any other entity is refused (only a
    /// DTD could declare it, and none is read).
    private func replacingEntities(in slice: ArraySlice<UInt8>) throws -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return try string(slice) }
        var result = ""
        var rest = slice[...]
        while let ampersand = rest.firstIndex(of: UInt8(ascii: "&")) {
            result += try string(rest[rest.startIndex..<ampersand])
            guard let semicolon = rest[ampersand...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw failure("an & that starts no entity (write &amp;)")
            }
            let entity = try string(rest[(ampersand + 1)..<semicolon])
            switch entity {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let scalar: Unicode.Scalar?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                } else {
                    throw failure("the entity &\(entity); is not XML's own: refused, as no DTD is read")
                }
                guard let scalar, scalar.value != 0 else { throw failure("&\(entity); is not a character") }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[(semicolon + 1)...]
        }
        result += try string(rest)
        return result
    }
}
