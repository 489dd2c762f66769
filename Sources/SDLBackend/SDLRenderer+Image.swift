import Foundation
import UIKitEngine

// Bitmap images: a PNG file decoded once (libpng, `PNGFile.readWithAlpha`), scaled into
// its rectangle by bilinear sampling, blended with its alpha times the node's opacity, or
// as a template in its tint colour.

extension SDLRenderer {
    /// The decoded file at `path`, from the cache or read now.
    func decoded(_ path: String) -> PixelCanvas? {
        if let cached = images[path] { return cached }
        let image = try? PNGFile.readWithAlpha(path)
        images[path] = image
        return image
    }

    func drawImage(_ image: RenderImage, opacity: Double, into canvas: inout PixelCanvas, clip: PixelCanvas.Box) {
        guard let src = decoded(image.path), src.width > 0, src.height > 0 else { return }
        let dest = pixelRect(image.frame)
        guard dest.width > 0, dest.height > 0 else { return }
        let box = PixelCanvas.Box(x0: Int(Double(dest.minX).rounded(.down)), y0: Int(Double(dest.minY).rounded(.down)),
                                  x1: Int(Double(dest.maxX).rounded(.up)), y1: Int(Double(dest.maxY).rounded(.up)))
            .intersection(clip).intersection(canvas.bounds)
        guard !box.isEmpty else { return }
        let sx = Double(src.width) / Double(dest.width), sy = Double(src.height) / Double(dest.height)
        for y in box.y0..<box.y1 {
            let v = (Double(y) + 0.5 - Double(dest.minY)) * sy - 0.5
            for x in box.x0..<box.x1 {
                let u = (Double(x) + 0.5 - Double(dest.minX)) * sx - 0.5
                let (a, r, g, b) = Self.sample(src, u, v)
                guard a > 0.002 else { continue }
                if let t = image.tint {
                    canvas.blend(x: x, y: y, r: t.red, g: t.green, b: t.blue, alpha: a * t.alpha * opacity)
                } else {
                    canvas.blend(x: x, y: y, r: r, g: g, b: b, alpha: a * opacity)
                }
            }
        }
    }

    /// Bilinear sample of `src` at (`u`, `v`) source pixels: alpha and the colour (weighted
    /// by alpha, so transparent pixels lend no colour), each 0…1.
    static func sample(_ src: PixelCanvas, _ u: Double, _ v: Double) -> (Double, Double, Double, Double) {
        let x0 = max(0, min(src.width - 1, Int(u.rounded(.down)))), y0 = max(0, min(src.height - 1, Int(v.rounded(.down))))
        let x1 = min(src.width - 1, x0 + 1), y1 = min(src.height - 1, y0 + 1)
        let fx = max(0, min(1, u - Double(x0))), fy = max(0, min(1, v - Double(y0)))
        var a = 0.0, r = 0.0, g = 0.0, b = 0.0
        for (px, py, w) in [(x0, y0, (1 - fx) * (1 - fy)), (x1, y0, fx * (1 - fy)), (x0, y1, (1 - fx) * fy), (x1, y1, fx * fy)] where w > 0 {
            let p = src.pixels[py * src.width + px]
            let pa = Double(p >> 24) / 255 * w
            a += pa
            r += Double((p >> 16) & 0xFF) / 255 * pa
            g += Double((p >> 8) & 0xFF) / 255 * pa
            b += Double(p & 0xFF) / 255 * pa
        }
        guard a > 0 else { return (0, 0, 0, 0) }
        return (a, r / a, g / a, b / a)
    }
}
