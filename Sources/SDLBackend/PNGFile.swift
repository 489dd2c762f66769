import CPNG
import Foundation

/// Reading and writing PNG files with libpng's simplified API (8-bit RGBA; the canvas's
/// pixels are `0xAARRGGBB`, which is B, G, R, A in memory on the little-endian machines
/// this runs on).
public enum PNGFile {
    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes `canvas` to `path` as a PNG. The file is written beside the target and
    /// renamed over it, so a failure leaves no half-written file. Throws `Error` with
    /// libpng's message.
    public static func write(_ canvas: PixelCanvas, to path: String) throws {
        var image = png_image()
        image.version = cpng_image_version()
        image.width = png_uint_32(canvas.width)
        image.height = png_uint_32(canvas.height)
        image.format = cpng_format_bgra()
        let tmp = path + ".tmp-\(getpid())"
        let ok = canvas.pixels.withUnsafeBytes { buf in
            png_image_write_to_file(&image, tmp, 0, buf.baseAddress, png_int_32(canvas.width * 4), nil)
        }
        defer { png_image_free(&image) }
        guard ok != 0 else {
            unlink(tmp)
            throw Error(description: "cannot write \(path): \(message(of: image))")
        }
        guard rename(tmp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tmp)
            throw Error(description: "cannot write \(path): \(reason)")
        }
    }

    /// Reads the PNG at `path` into a canvas (any PNG format, converted to 8-bit BGRA and
    /// composed over black where it is not opaque).
    public static func read(_ path: String) throws -> PixelCanvas {
        var canvas = try readWithAlpha(path)
        for i in canvas.pixels.indices {
            let p = canvas.pixels[i], a = p >> 24
            if a == 255 { continue }
            // Over black: each channel times alpha.
            func ch(_ s: UInt32) -> UInt32 { (((p >> s) & 0xFF) * a + 127) / 255 }
            canvas.pixels[i] = 0xFF00_0000 | ch(16) << 16 | ch(8) << 8 | ch(0)
        }
        return canvas
    }

    /// Reads the PNG at `path` with its alpha kept: each pixel `0xAARRGGBB`, not
    /// premultiplied (an image to draw, not a picture to compare).
    public static func readWithAlpha(_ path: String) throws -> PixelCanvas {
        var image = png_image()
        image.version = cpng_image_version()
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw Error(description: "cannot read \(path): \(message(of: image))")
        }
        image.format = cpng_format_bgra()
        var canvas = PixelCanvas(width: Int(image.width), height: Int(image.height))
        let ok = canvas.pixels.withUnsafeMutableBytes { buf in
            png_image_finish_read(&image, nil, buf.baseAddress, png_int_32(canvas.width * 4), nil)
        }
        png_image_free(&image)
        guard ok != 0 else { throw Error(description: "cannot read \(path): \(message(of: image))") }
        return canvas
    }

    private static func message(of image: png_image) -> String {
        var m = image.message
        return withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
