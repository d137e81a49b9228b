import Foundation

// A report's bytes as text. TRF-16 reports are UTF-8 by the 2016 rules, and older ones are often
// Latin-1 (one byte a letter). A byte that is neither is refused at its line and column: read as
// Latin-1 anyway, bytes 0x80-0x9F would be control characters, and a file that is UTF-8 but for a
// stray byte would turn every accented letter into two wrong ones.
extension TRF {
    /// The text of a report's `bytes`: UTF-8 when they are; else Latin-1 when no byte of them
    /// is UTF-8 beyond ASCII and none is a Latin-1 control; else refused where the first bad byte is.
    public static func text(of bytes: Data) throws(TRFError) -> String {
        let bytes = [UInt8](bytes)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var place = Place()
        var offset = 0
        var hasUTF8Letters = false
        var firstBad: (place: Place, byte: UInt8)?
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count > 1 { hasUTF8Letters = true }
                place.advance(over: bytes[offset])
                offset += encoded.count
            case .error(let length):
                if firstBad == nil { firstBad = (place, bytes[offset]) }
                place.advance(over: bytes[offset])
                offset += length
            case .emptyInput:
                break parsing
            }
        }
        if hasUTF8Letters, let firstBad {
            throw TRFError(line: firstBad.place.line, column: firstBad.place.column,
                           problem: "byte \(hex(firstBad.byte)) is not UTF-8, though the report's other letters are: save the report as UTF-8 again")
        }
        // Latin-1: a byte a character, so a line's columns are its bytes.
        var latin1 = Place()
        for byte in bytes {
            if (0x80...0x9F).contains(byte) {
                throw TRFError(line: latin1.line, column: latin1.column,
                               problem: "byte \(hex(byte)) is not a letter in UTF-8 nor in Latin-1: save the report as UTF-8")
            }
            latin1.advance(over: byte)
        }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// A place in a report's bytes, by the reader's lines (ended by CR, LF or CRLF) and columns.
    struct Place {
        var line = 1
        var column = 1
        private var afterCR = false

        /// Moves past a character that starts with `byte` (one column, or a line ending).
        mutating func advance(over byte: UInt8) {
            defer { afterCR = byte == 0x0D }
            if byte == 0x0A && afterCR { return }
            if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}
