import CZlib
import Foundation

/// Expands a gzip file a piece at a time, and stops as soon as what it has expanded passes the
/// limit: a small file that would expand into gigabytes (a "gzip bomb") is refused after at most
/// `limit` bytes, never expanded whole first.
enum GzipExpansion {
    static let magic: [UInt8] = [0x1F, 0x8B]

    static func isGzip(_ data: Data) -> Bool {
        data.count >= 2 && data.prefix(2).elementsEqual(magic)
    }

    static func expand(_ data: Data, path: String, limit: Int) throws -> Data {
        func failure(_ problem: String) -> ImportReadError {
            ImportReadError(path: path, problem: problem)
        }
        var stream = z_stream()
        guard czlib_inflate_init_gzip(&stream) == Z_OK else { throw failure("zlib could not start expanding the file") }
        defer { inflateEnd(&stream) }

        let chunkSize = 1 << 16
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var input = [UInt8](data)
        var finished = false
        try input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while !finished {
                let result = chunk.withUnsafeMutableBufferPointer { chunkBuffer -> Int32 in
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = uInt(chunkSize)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunkSize - Int(stream.avail_out)
                guard output.count + produced <= limit else {
                    throw failure("it expands to more than \(limit / (1024 * 1024)) MB: refused")
                }
                output.append(contentsOf: chunk[0..<produced])
                switch result {
                case Z_STREAM_END:
                    finished = true
                case Z_OK:
                    continue
                case Z_BUF_ERROR where stream.avail_in == 0:
                    throw failure("the gzip file stops before its end: is it cut short?")
                case Z_DATA_ERROR:
                    throw failure("the gzip data is damaged (after \(output.count) expanded bytes)")
                default:
                    throw failure("zlib could not expand the file (error \(result))")
                }
            }
        }
        return output
    }
}
