import Foundation

/// Real image files for tests of `UIImage` loading: PNGs written byte by byte (PNG
/// specification, ISO/IEC 15948: signature, IHDR, one stored-deflate IDAT, IEND, each
/// chunk with its CRC-32), and folders that act as app bundles.
public enum ImageFixtures {
    /// A `width` × `height` opaque grey PNG (8-bit greyscale).
    public static func png(width: Int, height: Int) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = Data()
        ihdr.append(be32(width)); ihdr.append(be32(height))
        ihdr.append(contentsOf: [8, 0, 0, 0, 0])   // depth 8, greyscale, deflate, filter 0, no interlace
        out.append(chunk("IHDR", ihdr))
        var raw = Data()
        for _ in 0..<height { raw.append(0); raw.append(Data(repeating: 0x80, count: width)) }
        out.append(chunk("IDAT", zlibStored(raw)))
        out.append(chunk("IEND", Data()))
        return out
    }

    /// A temporary folder holding `files` (name → contents), opened as a `Bundle`, and its URL.
    public static func bundle(_ files: [String: Data]) throws -> (Bundle, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-images-\(UUID().uuidString)")
        for (name, data) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        guard let bundle = Bundle(path: dir.path) else { throw CocoaError(.fileReadUnknown) }
        return (bundle, dir)
    }

    private static func be32(_ v: Int) -> Data { Data([UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var typed = Data(type.utf8)
        typed.append(body)
        var out = be32(body.count)
        out.append(typed)
        out.append(be32(Int(crc32(typed))))
        return out
    }

    /// zlib (RFC 1950) around stored deflate blocks (RFC 1951 §3.2.4), Adler-32 last.
    private static func zlibStored(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        let bytes = [UInt8](data)
        var i = 0
        repeat {
            let n = min(65535, bytes.count - i)
            let final: UInt8 = i + n >= bytes.count ? 1 : 0
            out.append(final)
            out.append(contentsOf: [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)])
            out.append(contentsOf: bytes[i..<(i + n)])
            i += n
        } while i < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        out.append(be32(Int(b << 16 | a)))
        return out
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}
