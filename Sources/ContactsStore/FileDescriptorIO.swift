#if canImport(Glibc)
import Glibc
#endif

/// Whole writes and single-byte reads on a file descriptor, retried after
/// `EINTR` (write(2), read(2)): the one loop every file and stream of the
/// store and the command line goes through.
package enum FileDescriptorIO {
    /// Writes every byte of `bytes` to `descriptor`, however many write(2)
    /// calls that takes.
    /// - Returns: 0 when all was written, else the `errno` of the failed call.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// The next byte of `descriptor`; nil at end of input or on an error.
    package static func readByte(_ descriptor: Int32) -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            return count == 1 ? byte : nil
        }
    }
}
