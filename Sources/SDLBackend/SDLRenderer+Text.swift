import Foundation
import UIKitEngine

// Text runs: breaking into lines, truncating with "…", placing and drawing them.

extension SDLRenderer {
    /// A text run's lines and metrics at this scale.
    struct TextLayout {
        var lines: [String]
        var lineHeight: Int
        var pixels: Int
        var style: SDLFontSet.Style
    }

    /// The lines `text` is drawn in: the engine's line breaking
    /// (`TextMeasurer.lines(of:font:maxWidth:maxLines:)`) over this renderer's measurer,
    /// the same UIKit sized the view with; `numberOfLines` 0 keeps as many lines as the
    /// frame's height holds (at least one).
    func layout(_ text: RenderText) -> TextLayout {
        let px = measurer.pixels(text.font), style = SDLFontSet.Style(text.font)
        let lineHeight = fonts.lineHeight(pixels: px, style: style)
        var limit = text.numberOfLines
        if limit != 1 {
            let fit = max(1, Int((Double(text.frame.height) * scale + 0.5) / Double(max(1, lineHeight))))
            limit = limit > 0 ? min(limit, fit) : fit
        }
        let lines = measurer.lines(of: text.string, font: text.font, maxWidth: text.frame.width + 0.5 / scale, maxLines: limit)
        return TextLayout(lines: lines, lineHeight: lineHeight, pixels: px, style: style)
    }

    func drawText(_ text: RenderText, opacity: Double, into canvas: inout PixelCanvas, clip: PixelCanvas.Box) {
        let l = layout(text)
        let color = text.color.multiplyingAlpha(opacity)
        for (i, line) in l.lines.enumerated() {
            let (x, y) = lineOrigin(text, l, i)
            fonts.draw(line, x: x, y: y, pixels: l.pixels, style: l.style, color: color, into: &canvas, clip: clip)
        }
        if let r = caretRect(text, l), let c = text.caretColor {
            fill([Self.roundedRect(r, radius: Double(r.width) / 2)], evenOdd: false, c.multiplyingAlpha(opacity), into: &canvas, clip: clip)
        }
    }

    /// Where line `i` of `text` starts (pixels): aligned in the frame, the block of lines
    /// centred vertically.
    func lineOrigin(_ text: RenderText, _ l: TextLayout, _ i: Int) -> (x: Int, y: Int) {
        let frame = pixelRect(text.frame)
        let top = Int((Double(frame.midY) - Double(l.lines.count * l.lineHeight) / 2).rounded())
        let w = fonts.width(l.lines[i], pixels: l.pixels, style: l.style)
        let x: Int
        switch text.alignment {
        case .left: x = Int(Double(frame.minX).rounded())
        case .center: x = Int((Double(frame.midX) - Double(w) / 2).rounded())
        case .right: x = Int(Double(frame.maxX).rounded()) - w
        }
        return (x, top + i * l.lineHeight)
    }

    /// The caret of `text` (pixels), when it has one: 2 points wide, most of a line high,
    /// after the first `caretOffset` characters.
    func caretRect(_ text: RenderText, _ l: TextLayout) -> CGRect? {
        guard var remaining = text.caretOffset, !l.lines.isEmpty else { return nil }
        for (i, line) in l.lines.enumerated() {
            if remaining <= line.count || i == l.lines.count - 1 {
                let (x, y) = lineOrigin(text, l, i)
                let cx = x + fonts.width(String(line.prefix(remaining)), pixels: l.pixels, style: l.style)
                let w = max(1.0, 2 * scale)
                return CGRect(x: Double(cx), y: Double(y) + Double(l.lineHeight) * 0.1, width: w, height: Double(l.lineHeight) * 0.85)
            }
            remaining -= line.count
        }
        return nil
    }

    /// The caret the tree shows (the first text with one, in drawing order), in window
    /// pixels: where an input method places its candidate window (`SDL_SetTextInputRect`).
    public func caretRect(in tree: RenderTree) -> CGRect? {
        func find(_ n: RenderNode) -> CGRect? {
            for item in n.items { if case .text(let t) = item, t.caretOffset != nil, let r = caretRect(t, layout(t)) { return r } }
            for c in n.children { if let r = find(c) { return r } }
            return nil
        }
        for w in tree.windows { if let r = find(w) { return r } }
        return nil
    }
}

extension SDLRenderer {
    /// The lines `text` is drawn in at this scale (broken and truncated as `layout` says).
    public func lines(of text: RenderText) -> [String] { layout(text).lines }
}
