import Foundation
import UIKitEngine

// Nodes seen in perspective (`RenderNode.projection`: a flip, a page turn): the node's
// subtree is drawn flat twice, on black and on white, which gives each pixel's colour and
// coverage exactly (on black a pixel is α·C, on white α·C + (1 − α)); then every screen
// pixel the projected picture covers is mapped back through the inverse perspective,
// sampled bilinearly (premultiplied, so edges stay smooth) and blended over the canvas.

extension SDLRenderer {
    func drawProjected(_ node: RenderNode, _ projection: RenderProjection, into canvas: inout PixelCanvas) {
        var flat = node
        flat.projection = nil
        flat.clip = nil
        guard let inverse = projection.inverse, let flatExtent = flat.extent else { return }
        // The flat picture: only the box the subtree draws in, offset to the origin.
        let src = box(flatExtent, in: canvas)
        let sw = src.x1 - src.x0, sh = src.y1 - src.y0
        guard sw > 0, sh > 0, sw * sh <= 64 * 1024 * 1024 else { return }
        let saved = limit
        limit = nil
        defer { limit = saved }
        let offset = CGPoint(x: -Double(src.x0) / scale, y: -Double(src.y0) / scale)
        let moved = Self.translated(flat, by: offset)
        var onBlack = PixelCanvas(width: sw, height: sh, color: 0xFF00_0000)
        var onWhite = PixelCanvas(width: sw, height: sh, color: 0xFFFF_FFFF)
        draw(moved, into: &onBlack)
        draw(moved, into: &onWhite)
        limit = saved

        // Screen pixels the projected picture may cover.
        guard let screenRect = projection.bounds(of: flatExtent) else { return }
        var area = box(screenRect, in: canvas).intersection(canvas.bounds)
        area.x0 -= 1; area.y0 -= 1; area.x1 += 1; area.y1 += 1
        area = area.intersection(box(node.clip, in: canvas)).intersection(limit ?? canvas.bounds).intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let m = inverse.matrix
        let s = scale
        let ox = Double(src.x0), oy = Double(src.y0)
        for py in area.y0..<area.y1 {
            let y = (Double(py) + 0.5) / s
            for px in area.x0..<area.x1 {
                let x = (Double(px) + 0.5) / s
                let w = m[6] * x + m[7] * y + m[8]
                guard w > 1e-9 else { continue }
                // The flat picture's pixel coordinates (centres at +0.5).
                let fx = (m[0] * x + m[1] * y + m[2]) / w * s - ox - 0.5
                let fy = (m[3] * x + m[4] * y + m[5]) / w * s - oy - 0.5
                guard fx > -1, fy > -1, fx < Double(sw), fy < Double(sh) else { continue }
                let sample = Self.bilinear(onBlack, onWhite, fx, fy)
                guard sample.alpha > 0.002 else { continue }
                canvas.blendPremultiplied(x: px, y: py, r: sample.r, g: sample.g, b: sample.b, alpha: sample.alpha)
            }
        }
    }

    /// Premultiplied colour (0…1) and coverage at (`x`, `y`) between pixel centres; outside
    /// the picture counts as uncovered. The four neighbours are read without allocating.
    @inline(__always)
    static func bilinear(_ black: PixelCanvas, _ white: PixelCanvas, _ x: Double, _ y: Double)
        -> (r: Double, g: Double, b: Double, alpha: Double) {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let tx = x - Double(x0), ty = y - Double(y0)
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        @inline(__always) func tap(_ sx: Int, _ sy: Int, _ weight: Double) {
            guard weight > 0, sx >= 0, sy >= 0, sx < black.width, sy < black.height else { return }
            let i = sy * black.width + sx
            let k = black.pixels[i], wpx = white.pixels[i]
            let kr = Double((k >> 16) & 0xFF), kg = Double((k >> 8) & 0xFF), kb = Double(k & 0xFF)
            // On white the uncovered part adds (1 − α)·255 to every channel.
            let spread = Double((wpx >> 16) & 0xFF) - kr + Double((wpx >> 8) & 0xFF) - kg + Double(wpx & 0xFF) - kb
            let coverage = max(0, min(1, 1 - spread / (3 * 255)))
            r += weight * kr; g += weight * kg; b += weight * kb
            a += weight * coverage
        }
        tap(x0, y0, (1 - tx) * (1 - ty))
        tap(x0 + 1, y0, tx * (1 - ty))
        tap(x0, y0 + 1, (1 - tx) * ty)
        tap(x0 + 1, y0 + 1, tx * ty)
        return (r / 255, g / 255, b / 255, a)
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

extension PixelCanvas {
    /// Blends a premultiplied colour (`r`, `g`, `b` already times `alpha`, 0…1) over the pixel.
    @inline(__always)
    mutating func blendPremultiplied(x: Int, y: Int, r: Double, g: Double, b: Double, alpha: Double) {
        let i = y * width + x
        let d = pixels[i]
        let k = 1 - min(1, alpha)
        let nr = r * 255 + Double((d >> 16) & 0xFF) * k
        let ng = g * 255 + Double((d >> 8) & 0xFF) * k
        let nb = b * 255 + Double(d & 0xFF) * k
        pixels[i] = 0xFF00_0000 | (UInt32(max(0, min(255, nr + 0.5))) << 16) | (UInt32(max(0, min(255, ng + 0.5))) << 8)
            | UInt32(max(0, min(255, nb + 0.5)))
    }
}
