import CZlib
import Foundation

/// Gzip files made for the tests with zlib: a fixture zipped, or a bomb (a small file of a great
/// many zeros).
enum Gzip {
    /// `data` gzipped.
    static func compress(_ data: Data) -> Data {
        compress(count: data.count) { _ in data }
    }

    /// `count` zero bytes gzipped, fed to zlib a megabyte at a time so the test never holds them.
    static func zeros(count: Int) -> Data {
        let block = Data(count: 1 << 20)
        return compress(count: count) { remaining in block.prefix(remaining) }
    }

    private static func compress(count: Int, next: (Int) -> Data) -> Data {
        var stream = z_stream()
        precondition(czlib_deflate_init_gzip(&stream, 9) == Z_OK)
        defer { deflateEnd(&stream) }
        var output = Data()
        var out = [UInt8](repeating: 0, count: 1 << 16)
        var remaining = count
        repeat {
            var input = [UInt8](next(remaining))
            remaining -= input.count
            let flush = remaining == 0 ? Z_FINISH : Z_NO_FLUSH
            input.withUnsafeMutableBufferPointer { inputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                repeat {
                    out.withUnsafeMutableBufferPointer { outBuffer in
                        stream.next_out = outBuffer.baseAddress
                        stream.avail_out = uInt(outBuffer.count)
                        _ = deflate(&stream, flush)
                        output.append(outBuffer.baseAddress!, count: outBuffer.count - Int(stream.avail_out))
                    }
                } while stream.avail_out == 0
            }
        } while remaining > 0
        return output
    }
}
