import Foundation
import UIKitEngine

/// Draws a `RenderTree` into pixels at a scale (1, 2, or fractional pixels per point): the
/// software renderer of the pixel backend, used for windows and for `--screenshot`.
///
/// Each node: its background (a rounded rectangle when it has a corner radius), its items
/// (polygons filled with anti-aliasing, strokes as the union of segment quads and round
/// joins, text through `SDLFontSet`), its children, then its border, all multiplied by
/// its opacity and limited to its clip. A node with a perspective (`projection`) is drawn
/// flat and mapped onto the screen (`+Projection`).
@MainActor
public final class SDLRenderer {
    public let fonts: SDLFontSet
    /// Pixels per point.
    public var scale: Double { didSet { measurer = SDLTextMeasurer(fonts: fonts, scale: scale) } }
    /// Measures text as this renderer draws it (the backend's `textMeasurer`).
    public private(set) var measurer: SDLTextMeasurer
    /// While set, nothing is drawn outside this pixel box (a damaged region being redrawn).
    var limit: PixelCanvas.Box?
    /// Decoded image files by path (nil: the file could not be read).
    var images: [String: PixelCanvas?] = [:]
    /// Whether the last `update(_:from:to:)` moved a scrolled view's rows (then the last
    /// box it returned is the region moved; the others were drawn).
    public internal(set) var lastUpdateMovedRows = false
    /// The subtrees last drawn flat for a projection (`+Projection`), newest first.
    var flatPictures: [FlatPicture] = []
    /// Whether a turn about a vertical or horizontal line is mapped column by column or row
    /// by row (`+Projection`); off, every projection goes pixel by pixel (tests compare).
    var projectionShortcuts = true

    public init(fonts: SDLFontSet, scale: Double) {
        self.fonts = fonts
        self.scale = scale
        measurer = SDLTextMeasurer(fonts: fonts, scale: scale)
    }

    /// The pixel size of a screen of `size` points.
    public func pixelSize(of size: CGSize) -> (width: Int, height: Int) {
        (Int((Double(size.width) * scale).rounded()), Int((Double(size.height) * scale).rounded()))
    }

    /// A new canvas with `tree` drawn on it.
    public func render(_ tree: RenderTree) -> PixelCanvas {
        let (w, h) = pixelSize(of: tree.size)
        var canvas = PixelCanvas(width: w, height: h, color: Self.argb(tree.backgroundColor))
        for window in tree.windows { draw(window, into: &canvas) }
        return canvas
    }

    static func argb(_ c: RenderColor) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        return 0xFF00_0000 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
    }

    func box(_ r: CGRect?, in canvas: PixelCanvas) -> PixelCanvas.Box {
        guard let r else { return canvas.bounds }
        return PixelCanvas.Box(x0: Int((Double(r.minX) * scale).rounded()), y0: Int((Double(r.minY) * scale).rounded()),
                               x1: Int((Double(r.maxX) * scale).rounded()), y1: Int((Double(r.maxY) * scale).rounded()))
    }

    func pixels(_ p: CGPoint) -> CGPoint { CGPoint(x: Double(p.x) * scale, y: Double(p.y) * scale) }

    func pixelRect(_ r: CGRect) -> CGRect {
        CGRect(x: Double(r.minX) * scale, y: Double(r.minY) * scale, width: Double(r.width) * scale, height: Double(r.height) * scale)
    }

    /// Redraws `tree` on `canvas` (which shows an earlier frame of the same size) only in
    /// `rects` (screen points, e.g. `RenderTree.damage(since:)`): each is cleared to the
    /// backdrop and everything that draws there is drawn again, limited to it. Returns
    /// the pixel boxes redrawn.
    @discardableResult
    public func redraw(_ tree: RenderTree, on canvas: inout PixelCanvas, in rects: [CGRect]) -> [PixelCanvas.Box] {
        var boxes: [PixelCanvas.Box] = []
        let bg = tree.backgroundColor
        for r in rects {
            let b = PixelCanvas.Box(x0: Int((Double(r.minX) * scale).rounded(.down)), y0: Int((Double(r.minY) * scale).rounded(.down)),
                                    x1: Int((Double(r.maxX) * scale).rounded(.up)), y1: Int((Double(r.maxY) * scale).rounded(.up)))
                .intersection(canvas.bounds)
            guard !b.isEmpty else { continue }
            canvas.fillRect(x0: Double(b.x0), y0: Double(b.y0), x1: Double(b.x1), y1: Double(b.y1),
                            r: bg.red, g: bg.green, b: bg.blue, alpha: 1, clip: b)
            limit = b
            for window in tree.windows { draw(window, into: &canvas) }
            limit = nil
            boxes.append(b)
        }
        return boxes
    }

    func draw(_ node: RenderNode, into canvas: inout PixelCanvas) {
        let clip = box(node.clip, in: canvas).intersection(limit ?? canvas.bounds)
        guard !clip.isEmpty else { return }
        if let projection = node.projection {
            drawProjected(node, projection, into: &canvas)
            return
        }
        let frame = pixelRect(node.frame)
        let radius = node.cornerRadius * scale
        if let bg = node.backgroundColor, bg.alpha > 0 {
            fill([Self.roundedRect(frame, radius: radius)], evenOdd: false, bg.multiplyingAlpha(node.opacity), into: &canvas, clip: clip)
        }
        for item in node.items { draw(item, opacity: node.opacity, into: &canvas, clip: clip) }
        for child in node.children { draw(child, into: &canvas) }
        if node.borderWidth > 0, let bc = node.borderColor {
            let w = node.borderWidth * scale
            let inner = frame.insetBy(dx: w, dy: w)
            var rings = [Self.roundedRect(frame, radius: radius)]
            if inner.width > 0, inner.height > 0 { rings.append(Self.roundedRect(inner, radius: max(0, radius - w))) }
            fill(rings, evenOdd: true, bc.multiplyingAlpha(node.opacity), into: &canvas, clip: clip)
        }
    }

    func fill(_ polys: [[CGPoint]], evenOdd: Bool, _ c: RenderColor, into canvas: inout PixelCanvas, clip: PixelCanvas.Box) {
        if polys.count == 1, let r = Self.axisAlignedRect(polys[0]) {
            canvas.fillRect(x0: Double(r.minX), y0: Double(r.minY), x1: Double(r.maxX), y1: Double(r.maxY),
                            r: c.red, g: c.green, b: c.blue, alpha: c.alpha, clip: clip)
            return
        }
        canvas.fill(polys, evenOdd: evenOdd, r: c.red, g: c.green, b: c.blue, alpha: c.alpha, clip: clip)
    }

    /// The rectangle `poly` is when it is four corners of an axis-aligned rectangle.
    static func axisAlignedRect(_ p: [CGPoint]) -> CGRect? {
        guard p.count == 4 else { return nil }
        let xs = Set(p.map(\.x)), ys = Set(p.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return nil }
        for i in 0..<4 {
            let a = p[i], b = p[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return nil }
        }
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func draw(_ item: RenderItem, opacity: Double, into canvas: inout PixelCanvas, clip: PixelCanvas.Box) {
        switch item {
        case .fill(let subpaths, let evenOdd, let color):
            fill(subpaths.map { $0.map(pixels) }, evenOdd: evenOdd, color.multiplyingAlpha(opacity), into: &canvas, clip: clip)
        case .stroke(let subpaths, let lineWidth, let color):
            let polys = Self.strokeOutline(subpaths.map { $0.map(pixels) }, width: max(0.5, lineWidth * scale))
            fill(polys, evenOdd: false, color.multiplyingAlpha(opacity), into: &canvas, clip: clip)
        case .text(let text):
            drawText(text, opacity: opacity, into: &canvas, clip: clip)
        case .image(let image):
            drawImage(image, opacity: opacity, into: &canvas, clip: clip)
        }
    }

    // MARK: Shapes

    /// A rectangle with circular corners of `radius` (pixels), clockwise on screen.
    static func roundedRect(_ r: CGRect, radius: Double) -> [CGPoint] {
        let rad = max(0, min(radius, Double(min(r.width, r.height)) / 2))
        if rad < 0.01 {
            return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        }
        let steps = max(3, Int(rad / 1.5))
        var pts: [CGPoint] = []
        let corners: [(Double, Double, Double)] = [
            (Double(r.maxX) - rad, Double(r.minY) + rad, -Double.pi / 2), (Double(r.maxX) - rad, Double(r.maxY) - rad, 0),
            (Double(r.minX) + rad, Double(r.maxY) - rad, Double.pi / 2), (Double(r.minX) + rad, Double(r.minY) + rad, Double.pi),
        ]
        for (cx, cy, start) in corners {
            for i in 0...steps {
                let a = start + Double(i) / Double(steps) * Double.pi / 2
                pts.append(CGPoint(x: cx + rad * cos(a), y: cy + rad * sin(a)))
            }
        }
        return pts
    }

    /// The outline of polylines stroked `width` pixels wide with round joins and caps: one
    /// quadrilateral per segment and a disc per vertex, all wound the same way so the
    /// non-zero rule fills their union.
    static func strokeOutline(_ lines: [[CGPoint]], width: Double) -> [[CGPoint]] {
        let h = width / 2
        var out: [[CGPoint]] = []
        func oriented(_ p: [CGPoint]) -> [CGPoint] {
            var area = 0.0
            for i in 0..<p.count { let a = p[i], b = p[(i + 1) % p.count]; area += Double(a.x * b.y - b.x * a.y) }
            return area < 0 ? p.reversed() : p
        }
        let discSteps = max(6, min(24, Int(width * 1.5)))
        for line in lines {
            guard line.count >= 2 else { continue }
            for i in 0..<(line.count - 1) {
                let a = line[i], b = line[i + 1]
                let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
                let len = (dx * dx + dy * dy).squareRoot()
                if len < 1e-9 { continue }
                let nx = -dy / len * h, ny = dx / len * h
                out.append(oriented([CGPoint(x: Double(a.x) + nx, y: Double(a.y) + ny), CGPoint(x: Double(b.x) + nx, y: Double(b.y) + ny),
                                     CGPoint(x: Double(b.x) - nx, y: Double(b.y) - ny), CGPoint(x: Double(a.x) - nx, y: Double(a.y) - ny)]))
            }
            if width > 1.5 {
                for p in line {
                    out.append(oriented((0..<discSteps).map { k in
                        let t = Double(k) / Double(discSteps) * 2 * Double.pi
                        return CGPoint(x: Double(p.x) + h * cos(t), y: Double(p.y) + h * sin(t))
                    }))
                }
            }
        }
        return out
    }
}
