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
        let frame = pixelRect(text.frame)
        let style = l.style
        let blockHeight = l.lines.count * l.lineHeight
        let top = Int((Double(frame.midY) - Double(blockHeight) / 2).rounded())
        let color = text.color.multiplyingAlpha(opacity)
        var caret: (x: Int, y: Int)?
        var remaining = text.caretOffset
        for (i, line) in l.lines.enumerated() {
            let w = fonts.width(line, pixels: l.pixels, style: style)
            let x: Int
            switch text.alignment {
            case .left: x = Int(Double(frame.minX).rounded())
            case .center: x = Int((Double(frame.midX) - Double(w) / 2).rounded())
            case .right: x = Int(Double(frame.maxX).rounded()) - w
            }
            let y = top + i * l.lineHeight
            fonts.draw(line, x: x, y: y, pixels: l.pixels, style: style, color: color, into: &canvas, clip: clip)
            if let r = remaining {
                if r <= line.count || i == l.lines.count - 1 {
                    caret = (x + fonts.width(String(line.prefix(r)), pixels: l.pixels, style: style), y)
                    remaining = nil
                } else {
                    remaining = r - line.count
                }
            }
        }
        if let caret, let c = text.caretColor {
            let w = max(1.0, 2 * scale)
            let r = CGRect(x: Double(caret.x), y: Double(caret.y) + Double(l.lineHeight) * 0.1, width: w, height: Double(l.lineHeight) * 0.85)
            fill([Self.roundedRect(r, radius: w / 2)], evenOdd: false, c.multiplyingAlpha(opacity), into: &canvas, clip: clip)
        }
    }
}

extension SDLRenderer {
    /// The lines `text` is drawn in at this scale (broken and truncated as `layout` says).
    public func lines(of text: RenderText) -> [String] { layout(text).lines }
}
