import Foundation
import UIKitEngine

// Nodes seen in perspective (`RenderNode.projection`: a flip, a page turn): the node's
// subtree is drawn flat twice, on black and on white, which gives each pixel's colour and
// coverage exactly (on black a pixel is α·C, on white α·C + (1 − α)); then every screen
// pixel the projected picture covers is mapped back through the inverse perspective,
// sampled bilinearly (premultiplied, so edges stay smooth) and blended over the canvas.
// The flat picture is kept while the subtree stays the same (a flip changes only the
// projection from frame to frame), so a frame of a flip costs one pass over the pixels it
// covers.

extension SDLRenderer {
    /// A subtree drawn flat for a projection, premultiplied (`0xAARRGGBB`, each colour
    /// channel already times alpha), with what it was drawn from: a flip or a page turn
    /// changes only its projection from frame to frame, so the flat picture is drawn once.
    struct FlatPicture {
        let node: RenderNode
        let box: PixelCanvas.Box
        let scale: Double
        let width: Int, height: Int
        let pixels: [UInt32]
    }

    /// `node` (projection and clip removed) drawn flat in `src` (pixels), from the cache
    /// when it is the picture drawn last time.
    func flatPicture(of flat: RenderNode, in src: PixelCanvas.Box) -> FlatPicture {
        if let cached = flatPictures.first(where: { $0.box == src && $0.scale == scale && $0.node == flat }) { return cached }
        let sw = src.x1 - src.x0, sh = src.y1 - src.y0
        let saved = limit
        limit = nil
        defer { limit = saved }
        let offset = CGPoint(x: -Double(src.x0) / scale, y: -Double(src.y0) / scale)
        let moved = Self.translated(flat, by: offset)
        var onBlack = PixelCanvas(width: sw, height: sh, color: 0xFF00_0000)
        var onWhite = PixelCanvas(width: sw, height: sh, color: 0xFFFF_FFFF)
        draw(moved, into: &onBlack)
        draw(moved, into: &onWhite)
        var out = [UInt32](repeating: 0, count: sw * sh)
        for i in out.indices {
            let k = onBlack.pixels[i], w = onWhite.pixels[i]
            let kr = (k >> 16) & 0xFF, kg = (k >> 8) & 0xFF, kb = k & 0xFF
            // On white the uncovered part adds (1 − α)·255 to every channel.
            let spread = Int((w >> 16) & 0xFF) - Int(kr) + Int((w >> 8) & 0xFF) - Int(kg) + Int(w & 0xFF) - Int(kb)
            let a = UInt32(max(0, min(255, 255 - (spread + 1) / 3)))
            out[i] = a << 24 | min(a, kr) << 16 | min(a, kg) << 8 | min(a, kb)
        }
        let picture = FlatPicture(node: flat, box: src, scale: scale, width: sw, height: sh, pixels: out)
        // Two kept: a flip shows two views (the one leaving, the one arriving).
        flatPictures.insert(picture, at: 0)
        if flatPictures.count > 2 { flatPictures.removeLast() }
        return picture
    }

    func drawProjected(_ node: RenderNode, _ projection: RenderProjection, into canvas: inout PixelCanvas) {
        var flat = node
        flat.projection = nil
        flat.clip = nil
        guard let inverse = projection.inverse, let flatExtent = flat.extent else { return }
        // The flat picture: only the box the subtree draws in, offset to the origin.
        let src = box(flatExtent, in: canvas)
        let sw = src.x1 - src.x0, sh = src.y1 - src.y0
        guard sw > 0, sh > 0, sw * sh <= 64 * 1024 * 1024 else { return }
        let picture = flatPicture(of: flat, in: src)

        // Screen pixels the projected picture may cover.
        guard let screenRect = projection.bounds(of: flatExtent) else { return }
        var area = box(screenRect, in: canvas).intersection(canvas.bounds)
        area.x0 -= 1; area.y0 -= 1; area.x1 += 1; area.y1 += 1
        area = area.intersection(box(node.clip, in: canvas)).intersection(limit ?? canvas.bounds).intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let m = inverse.matrix
        picture.pixels.withUnsafeBufferPointer { flatBuf in
            canvas.pixels.withUnsafeMutableBufferPointer { dest in
                let target = Target(flat: flatBuf, width: sw, height: sh, originX: Double(src.x0), originY: Double(src.y0),
                                    dest: dest.baseAddress!, destWidth: canvas.width, area: area, scale: scale)
                switch projectionShortcuts ? Self.separability(of: m) : .none {
                case .columns: Self.projectByColumns(m, target)
                case .rows: Self.projectByRows(m, target)
                case .none: Self.projectByPixels(m, target)
                }
            }
        }
    }

    /// Where a projection is drawn: the flat picture (`width × height`, its pixel (0, 0) at
    /// (`originX`, `originY`) on the canvas) and the canvas pixels of `area`.
    struct Target {
        let flat: UnsafeBufferPointer<UInt32>
        let width: Int, height: Int
        let originX: Double, originY: Double
        let dest: UnsafeMutablePointer<UInt32>
        let destWidth: Int
        let area: PixelCanvas.Box
        let scale: Double
    }

    /// How the screen-to-picture mapping `m` splits. A turn about a vertical line sends each
    /// screen column to one picture column (x and w do not depend on the screen's y), at
    /// one vertical scale; a turn about a horizontal line (a curl) sends each screen row to
    /// one picture row. Anything else is mapped pixel by pixel.
    enum Separability { case columns, rows, none }

    static func separability(of m: [Double]) -> Separability {
        if m[1] == 0, m[7] == 0 { return .columns }
        if m[3] == 0, m[6] == 0 { return .rows }
        return .none
    }

    /// Screen column by column: each column's picture x and the linear map from the screen
    /// row to the picture row are worked out once, then every pixel costs one multiply-add
    /// and a bilinear sample (`m[1]` and `m[7]` are zero).
    static func projectByColumns(_ m: [Double], _ t: Target) {
        let s = t.scale, a = t.area, n = a.x1 - a.x0
        // Per column: picture x, and picture y = rowBase + rowStep · screen row (pixels).
        var fx = [Double](repeating: -2, count: n), rowBase = [Double](repeating: 0, count: n), rowStep = [Double](repeating: 0, count: n)
        var first = n, last = -1
        for i in 0..<n {
            let x = (Double(a.x0 + i) + 0.5) / s
            let w = m[6] * x + m[8]
            guard w > 1e-9 else { continue }
            let px = (m[0] * x + m[2]) / w * s - t.originX - 0.5
            guard px > -1, px < Double(t.width) else { continue }
            let step = m[4] / w
            fx[i] = px
            rowStep[i] = step
            rowBase[i] = (m[3] * x + m[5]) / w * s + 0.5 * step - t.originY - 0.5
            first = min(first, i); last = max(last, i)
        }
        guard first <= last else { return }
        fx.withUnsafeBufferPointer { fx in
            rowBase.withUnsafeBufferPointer { base in
                rowStep.withUnsafeBufferPointer { step in
                    for py in a.y0..<a.y1 {
                        let row = t.dest + py * t.destWidth + a.x0
                        let y = Double(py)
                        for i in first...last where fx[i] > -1 {
                            sample(t, fx[i], base[i] + step[i] * y, over: row + i)
                        }
                    }
                }
            }
        }
    }

    /// Screen row by row (`m[3]` and `m[6]` zero): the row's picture y once, and a picture
    /// x that steps evenly along the row.
    static func projectByRows(_ m: [Double], _ t: Target) {
        let s = t.scale, a = t.area
        for py in a.y0..<a.y1 {
            let y = (Double(py) + 0.5) / s
            let w = m[7] * y + m[8]
            guard w > 1e-9 else { continue }
            let fy = (m[4] * y + m[5]) / w * s - t.originY - 0.5
            guard fy > -1, fy < Double(t.height) else { continue }
            let step = m[0] / w
            let base = (m[1] * y + m[2]) / w * s + 0.5 * step - t.originX - 0.5
            // The columns whose picture x lies in (−1, width).
            var lo = a.x0, hi = a.x1
            if step > 1e-12 {
                lo = max(lo, Int(((-1 - base) / step).rounded(.down)))
                hi = min(hi, Int(((Double(t.width) - base) / step).rounded(.up)) + 1)
            } else if step < -1e-12 {
                lo = max(lo, Int(((Double(t.width) - base) / step).rounded(.down)))
                hi = min(hi, Int(((-1 - base) / step).rounded(.up)) + 1)
            }
            guard lo < hi else { continue }
            let row = t.dest + py * t.destWidth
            var fx = base + step * Double(lo)
            for px in lo..<hi {
                sample(t, fx, fy, over: row + px)
                fx += step
            }
        }
    }

    /// The general perspective: pixel by pixel through the inverse, whose numerators and
    /// denominator are linear along a row.
    static func projectByPixels(_ m: [Double], _ t: Target) {
        let s = t.scale, a = t.area
        for py in a.y0..<a.y1 {
            let y = (Double(py) + 0.5) / s
            let row = t.dest + py * t.destWidth
            let x0 = (Double(a.x0) + 0.5) / s, dx = 1 / s
            var nu = m[0] * x0 + m[1] * y + m[2], nv = m[3] * x0 + m[4] * y + m[5], nw = m[6] * x0 + m[7] * y + m[8]
            let du = m[0] * dx, dv = m[3] * dx, dw = m[6] * dx
            for px in a.x0..<a.x1 {
                defer { nu += du; nv += dv; nw += dw }
                guard nw > 1e-9 else { continue }
                // The flat picture's pixel coordinates (centres at +0.5).
                sample(t, nu / nw * s - t.originX - 0.5, nv / nw * s - t.originY - 0.5, over: row + px)
            }
        }
    }

    /// Blends the flat picture sampled bilinearly at (`x`, `y`) (picture pixels, between
    /// centres) over `pixel`. Inside the picture the four neighbours are read unchecked and
    /// mixed in packed 8-bit fixed point; at its edges (and just outside, where it fades to
    /// uncovered) `blendBilinear` checks each one.
    @inline(__always)
    static func sample(_ t: Target, _ x: Double, _ y: Double, over pixel: UnsafeMutablePointer<UInt32>) {
        let w = t.width
        if x >= 0, y >= 0, x < Double(w - 1), y < Double(t.height - 1) {
            let xi = Int(x * 256), yi = Int(y * 256)
            let tx = UInt32(truncatingIfNeeded: xi & 255), ty = UInt32(truncatingIfNeeded: yi & 255)
            let p = t.flat.baseAddress! + ((yi >> 8) * w + (xi >> 8))
            blendOver(lerp(lerp(p[0], p[1], tx), lerp(p[w], p[w + 1], tx), ty), pixel)
        } else if x > -1, y > -1, x < Double(w), y < Double(t.height) {
            blendBilinear(t.flat, w, t.height, x, y, over: &pixel.pointee)
        }
    }

    /// `a` + (`b` − `a`) · `t` / 256 for each channel of two packed premultiplied pixels
    /// (two channels at a time in one 32-bit word, each with 8 bits of headroom).
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        if a == b || t == 0 { return a }
        let u = 256 - t
        let rb = (((a & 0x00FF_00FF) &* u &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* u &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ag
    }

    /// A premultiplied pixel over an opaque one. Each colour channel is at most the alpha
    /// (premultiplied, and mixing keeps it so), and the destination's share rounds down, so
    /// no channel overflows into the next.
    @inline(__always)
    static func blendOver(_ s: UInt32, _ pixel: UnsafeMutablePointer<UInt32>) {
        let a = s >> 24
        if a == 255 { pixel.pointee = s; return }
        if a == 0 { return }
        let k = 255 - a, k256 = k + (k >> 7), d = pixel.pointee
        let rb = (((d & 0x00FF_00FF) &* k256) >> 8) & 0x00FF_00FF
        let g = (((d & 0x0000_FF00) &* k256) >> 8) & 0x0000_FF00
        pixel.pointee = 0xFF00_0000 | ((s & 0x00FF_FFFF) &+ rb &+ g)
    }

    /// Blends the premultiplied picture `flat` (`w × h`), sampled bilinearly at (`x`, `y`)
    /// between pixel centres, over `pixel`; outside the picture counts as uncovered.
    @inline(__always)
    static func blendBilinear(_ flat: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ x: Double, _ y: Double,
                              over pixel: inout UInt32) {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        // 8-bit fixed-point weights.
        let tx = UInt32((x - Double(x0)) * 256), ty = UInt32((y - Double(y0)) * 256)
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        @inline(__always) func tap(_ sx: Int, _ sy: Int, _ weight: UInt32) {
            guard weight > 0, sx >= 0, sy >= 0, sx < w, sy < h else { return }
            let p = flat[sy * w + sx]
            a += (p >> 24) * weight; r += ((p >> 16) & 0xFF) * weight
            g += ((p >> 8) & 0xFF) * weight; b += (p & 0xFF) * weight
        }
        tap(x0, y0, (256 - tx) * (256 - ty))
        tap(x0 + 1, y0, tx * (256 - ty))
        tap(x0, y0 + 1, (256 - tx) * ty)
        tap(x0 + 1, y0 + 1, tx * ty)
        // Sums are in 1/65,536ths of a level.
        let sa = (a + 32768) >> 16
        guard sa > 0 else { return }
        let sr = (r + 32768) >> 16, sg = (g + 32768) >> 16, sb = (b + 32768) >> 16
        if sa >= 255 { pixel = 0xFF00_0000 | min(255, sr) << 16 | min(255, sg) << 8 | min(255, sb); return }
        let k = 255 - sa, d = pixel
        let nr = sr + (((d >> 16) & 0xFF) * k + 127) / 255
        let ng = sg + (((d >> 8) & 0xFF) * k + 127) / 255
        let nb = sb + ((d & 0xFF) * k + 127) / 255
        pixel = 0xFF00_0000 | min(255, nr) << 16 | min(255, ng) << 8 | min(255, nb)
    }

    /// `node` moved by `offset` points, with everything it draws.
    static func translated(_ node: RenderNode, by offset: CGPoint) -> RenderNode {
        func p(_ q: CGPoint) -> CGPoint { CGPoint(x: q.x + offset.x, y: q.y + offset.y) }
        func r(_ q: CGRect) -> CGRect { q.offsetBy(dx: offset.x, dy: offset.y) }
        var n = node
        n.frame = r(n.frame)
        n.clip = n.clip.map(r)
        n.items = n.items.map { item in
            switch item {
            case .fill(let subpaths, let evenOdd, let color): return .fill(subpaths: subpaths.map { $0.map(p) }, evenOdd: evenOdd, color: color)
            case .stroke(let subpaths, let width, let color): return .stroke(subpaths: subpaths.map { $0.map(p) }, lineWidth: width, color: color)
            case .text(var t): t.frame = r(t.frame); return .text(t)
            case .image(var i): i.frame = r(i.frame); return .image(i)
            }
        }
        n.children = n.children.map { translated($0, by: offset) }
        if let projection = n.projection {
            // A projection inside: conjugate it by the move (back, project, forward).
            let m = projection.matrix, dx = Double(offset.x), dy = Double(offset.y)
            let pre = [1, 0, -dx, 0, 1, -dy, 0, 0, 1.0], post = [1, 0, dx, 0, 1, dy, 0, 0, 1.0]
            n.projection = RenderProjection(matrix: multiply(post, multiply(m, pre)))
        }
        return n
    }

    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<9).map { i in
            let row = i / 3, col = i % 3
            return a[row * 3] * b[col] + a[row * 3 + 1] * b[3 + col] + a[row * 3 + 2] * b[6 + col]
        }
    }
}
