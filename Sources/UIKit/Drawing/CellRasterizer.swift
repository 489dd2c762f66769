import Foundation
import UIKitEngine

/// Draws a display list on a character-cell screen (terminal, headless), the way
/// docs/DECISIONS.md ("Custom drawing on a character-cell screen") records:
///
/// - a fill covers every cell whose centre is inside the path (and the clip): the cell
///   becomes a blank with the fill colour as background;
/// - a stroke becomes box-drawing characters in the stroke colour on the cells the path
///   runs through, joined by which neighbours it runs to (`─ │ ┌ ┐ └ ┘ ├ ┤ ┬ ┴ ┼`; curves
///   turn with rounded corners `╭ ╮ ╰ ╯`; lines 1.5 cells wide or more are heavy, `━ ┃ ┏ …`);
///   a straight line that slopes between the axes is drawn with `╱`/`╲`. A line on a cell
///   boundary goes to the cell inside its closed shape, so a stroked rectangle lies on the
///   cells its fill covers. Strokes crossing earlier box characters join them;
/// - text starts at the cell nearest its top-left point, one cell per column;
/// - a clear restores what lay beneath the view's drawing.
@MainActor
struct CellRasterizer {
    let target: UIRenderContext.Target
    /// Layer coordinates → screen cell coordinates.
    let layerToScreen: CGAffineTransform
    /// Screen rectangle (cells) outside which nothing is drawn.
    let screenClip: CGRect
    let dimmed: Bool

    /// The grid, to read; writes go through `target.grid` so they mutate it in place.
    private var grid: ScreenGrid { target.grid }

    func draw(_ commands: [DrawingCommand]) {
        guard !commands.isEmpty else { return }
        var beneath: [Int: ScreenCell]? = nil
        if commands.contains(where: { if case .clear = $0 { return true }; return false }) {
            beneath = snapshot()
        }
        for command in commands {
            switch command {
            case .fill(let path, let rule, let color, let clip):
                fill(path, rule: rule, color: color, clip: ClipTest(clip, layerToScreen: layerToScreen))
            case .stroke(let path, let style, let color, let clip):
                stroke(path, style: style, color: color, clip: ClipTest(clip, layerToScreen: layerToScreen))
            case .clear(let rect, let transform, let clip):
                clear(rect, transform: transform, clip: ClipTest(clip, layerToScreen: layerToScreen), beneath: beneath ?? [:])
            case .text(let line, let origin, let transform, let font, let color, let clip):
                text(line, origin: origin.applying(transform).applying(layerToScreen), font: font, color: color,
                     clip: ClipTest(clip, layerToScreen: layerToScreen))
            }
        }
    }

    // MARK: Cells

    private var clipBox: (x0: Int, y0: Int, x1: Int, y1: Int) {
        (max(0, Int(screenClip.minX.rounded(.down))), max(0, Int(screenClip.minY.rounded(.down))),
         min(grid.width, Int(screenClip.maxX.rounded(.down))), min(grid.height, Int(screenClip.maxY.rounded(.down))))
    }

    /// Cells (x0..<x1, y0..<y1) of `box` (screen coordinates) inside the screen clip.
    private func cellRange(_ box: CGRect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
        let c = clipBox
        let x0 = max(c.x0, Int((box.minX - 0.5).rounded(.down))), x1 = min(c.x1, Int((box.maxX + 0.5).rounded(.up)))
        let y0 = max(c.y0, Int((box.minY - 0.5).rounded(.down))), y1 = min(c.y1, Int((box.maxY + 0.5).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0, y0, x1, y1)
    }

    private func snapshot() -> [Int: ScreenCell] {
        var out: [Int: ScreenCell] = [:]
        let c = clipBox
        guard c.x0 < c.x1, c.y0 < c.y1 else { return out }
        for y in c.y0..<c.y1 { for x in c.x0..<c.x1 { out[y * grid.width + x] = grid[x, y] } }
        return out
    }

    private func inScreenClip(_ x: Int, _ y: Int) -> Bool {
        let c = clipBox
        return x >= c.x0 && x < c.x1 && y >= c.y0 && y < c.y1
    }

    // MARK: Fill and clear

    private func fill(_ path: [PathElement], rule: CGPathFillRule, color: DrawingColor, clip: ClipTest) {
        guard color.alpha > 0.01 else { return }
        let flat = PathGeometry.flatten(path, transform: layerToScreen, tolerance: 0.05)
        guard let r = cellRange(bounds(of: flat)) else { return }
        for y in r.y0..<r.y1 {
            for x in r.x0..<r.x1 {
                let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                guard PathGeometry.contains(centre, in: flat, rule: rule), clip.contains(centre) else { continue }
                var style = CellStyle(foreground: .default, background: blend(color, over: grid[x, y].style.background))
                if dimmed { style.attributes.insert(.dim) }
                target.grid.set(ScreenCell(character: " ", width: 1, style: style), x: x, y: y)
            }
        }
    }

    private func clear(_ rect: CGRect, transform: CGAffineTransform, clip: ClipTest, beneath: [Int: ScreenCell]) {
        let flat = PathGeometry.flatten(PathGeometry.rect(rect), transform: transform.concatenating(layerToScreen))
        guard let r = cellRange(bounds(of: flat)) else { return }
        for y in r.y0..<r.y1 {
            for x in r.x0..<r.x1 {
                let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                guard PathGeometry.contains(centre, in: flat, rule: .winding), clip.contains(centre),
                      let old = beneath[y * grid.width + x] else { continue }
                target.grid.set(old.width == 1 ? old : ScreenCell(character: " ", width: 1, style: old.style), x: x, y: y)
            }
        }
    }

    private func blend(_ color: DrawingColor, over existing: CellColor) -> CellColor {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let a = min(1, color.alpha)
        if a < 0.999, case .rgb(let r, let g, let b) = existing {
            func mix(_ top: Double, _ below: UInt8) -> UInt8 { byte(top * a + Double(below) / 255 * (1 - a)) }
            return .rgb(mix(color.red, r), mix(color.green, g), mix(color.blue, b))
        }
        return .rgb(byte(color.red), byte(color.green), byte(color.blue))
    }

    private func bounds(of flat: [FlatSubpath]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for s in flat { for p in s.points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Text

    private func text(_ line: String, origin: CGPoint, font: DrawingFont, color: DrawingColor?, clip: ClipTest) {
        if let color, color.alpha <= 0.01 { return }
        let row = Int(origin.y.rounded())
        var x = Int(origin.x.rounded())
        guard row >= 0, row < grid.height else { return }
        for ch in TextSanitizer.sanitize(line) {
            let w = TextWidth.width(of: ch)
            if w == 0 { continue }
            defer { x += w }
            let fits = (x..<(x + w)).allSatisfy { cx in
                inScreenClip(cx, row) && clip.contains(CGPoint(x: CGFloat(cx) + 0.5, y: CGFloat(row) + 0.5))
            }
            guard fits else { continue }
            var style = grid[x, row].style
            style.attributes = []
            if let color { style.foreground = blend(color, over: style.background) } else {
                style.foreground = readableForeground(on: style.background)
            }
            if font.isBold { style.attributes.insert(.bold) }
            if dimmed { style.attributes.insert(.dim) }
            target.grid.set(ScreenCell(character: ch, width: UInt8(w), style: style), x: x, y: row)
        }
    }

    /// The terminal's own foreground, or black/white for legibility on a coloured background.
    private func readableForeground(on background: CellColor) -> CellColor {
        guard case .rgb(let r, let g, let b) = background else { return .default }
        let lum = 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
        return lum > 140 ? .rgb(0, 0, 0) : .rgb(255, 255, 255)
    }

    // MARK: Strokes

    private func stroke(_ path: [PathElement], style: StrokeStyle, color: DrawingColor, clip: ClipTest) {
        guard color.alpha > 0.01 else { return }
        let flat = PathGeometry.flatten(path, transform: layerToScreen, tolerance: 0.05)
        let m = style.transform.concatenating(layerToScreen)
        let scale = abs(m.a * m.d - m.b * m.c).squareRoot()
        let heavy = style.lineWidth * scale >= 1.5
        var trace = StrokeTrace()
        if style.dashLengths.contains(where: { $0 > 0 }) {
            trace.dashes = style.dashLengths.map { max(0, $0) * scale }
            trace.dashPhase = style.dashPhase * scale
        }
        for subpath in flat { trace.add(subpath) }
        let fg = blend(color, over: .default)
        for (key, cell) in trace.cells {
            let x = key.x, y = key.y
            let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
            guard grid.contains(x: x, y: y), inScreenClip(x, y), clip.contains(centre) else { continue }
            var existing = grid[x, y]
            var mask = cell.mask
            if let old = BoxGlyphs.mask(of: existing.character, heavy: heavy) { mask |= old }
            let ch = BoxGlyphs.character(mask: mask, cell: cell, heavy: heavy)
            existing.style.foreground = fg
            existing.style.attributes.remove(.reverse)
            if dimmed { existing.style.attributes.insert(.dim) }
            target.grid.set(ScreenCell(character: ch, width: 1, style: existing.style), x: x, y: y)
        }
    }
}

/// Whether a screen point lies inside a command's clip.
struct ClipTest {
    private var rects: [CGRect] = []
    private var paths: [(flat: [FlatSubpath], rule: CGPathFillRule)] = []
    private let screenToLayer: CGAffineTransform

    init(_ clip: DrawingClip, layerToScreen: CGAffineTransform) {
        screenToLayer = layerToScreen.inverted()
        for p in clip.paths {
            if let r = p.rect { rects.append(r) } else {
                paths.append((PathGeometry.flatten(p.elements, transform: layerToScreen), p.rule))
            }
        }
    }

    func contains(_ screenPoint: CGPoint) -> Bool {
        if !rects.isEmpty {
            let p = screenPoint.applying(screenToLayer)
            for r in rects where !(p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY) { return false }
        }
        for c in paths where !PathGeometry.contains(screenPoint, in: c.flat, rule: c.rule) { return false }
        return true
    }
}
