import Foundation
import UIKitEngine

// Text runs: breaking into lines, truncating with "…", placing and drawing them.

extension SDLRenderer {
    /// A text run's lines and metrics at this scale.
    struct TextLayout {
        var lines: [String]
        var lineHeight: Int
        var pixels: Int
    }

    /// Breaks `text` into the lines its frame holds: one line when `numberOfLines` is 1
    /// (hard breaks as spaces), else at word boundaries (CJK between any two characters),
    /// at most `numberOfLines` (0: as many as the frame's height holds, at least one); the
    /// last line shown ends with "…" when text is left over or it is too wide.
    func layout(_ text: RenderText) -> TextLayout {
        let px = max(1, Int((text.font.pointSize * scale).rounded()))
        let bold = text.font.isBold, italic = text.font.isItalic
        let lineHeight = fonts.lineHeight(pixels: px, bold: bold)
        let maxWidth = Int((Double(text.frame.width) * scale).rounded())
        func width(_ s: String) -> Int { fonts.width(s, pixels: px, bold: bold, italic: italic) }
        func truncated(_ s: String) -> String {
            if width(s) <= maxWidth { return s }
            var chars = Array(s)
            while !chars.isEmpty && width(String(chars) + "…") > maxWidth { chars.removeLast() }
            return String(chars).trimmingCharacters(in: .whitespaces) + "…"
        }
        if text.numberOfLines == 1 {
            let flat = text.string.replacingOccurrences(of: "\n", with: " ")
            return TextLayout(lines: [truncated(flat)], lineHeight: lineHeight, pixels: px)
        }
        let fit = max(1, Int(Double(text.frame.height) * scale) / max(1, lineHeight))
        let limit = text.numberOfLines > 0 ? text.numberOfLines : fit
        var lines: [String] = []
        var leftOver = false
        for paragraph in text.string.components(separatedBy: "\n") {
            var line = ""
            for token in Self.breakTokens(paragraph) {
                if !line.isEmpty, width(line + token) > maxWidth {
                    lines.append(line.trimmingCharacters(in: .whitespaces))
                    line = token.trimmingCharacters(in: .whitespaces) == "" ? "" : String(token.drop { $0 == " " })
                } else {
                    line += token
                }
            }
            lines.append(line.trimmingCharacters(in: .whitespaces))
        }
        if lines.count > limit {
            leftOver = true
            lines = Array(lines.prefix(limit))
        }
        if let last = lines.last {
            lines[lines.count - 1] = leftOver ? truncated(last + "…").replacingOccurrences(of: "……", with: "…") : truncated(last)
        }
        return TextLayout(lines: lines, lineHeight: lineHeight, pixels: px)
    }

    /// Pieces a line may break between: words with their trailing spaces, and each CJK
    /// character on its own.
    static func breakTokens(_ s: String) -> [String] {
        var out: [String] = []
        var cur = ""
        for ch in s {
            let wide = ch.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false
            if wide {
                if !cur.isEmpty { out.append(cur); cur = "" }
                out.append(String(ch))
            } else if ch == " " {
                cur.append(ch)
            } else {
                if cur.last == " " { out.append(cur); cur = "" }
                cur.append(ch)
            }
        }
        if !cur.isEmpty { out.append(cur) }
        return out
    }

    func drawText(_ text: RenderText, opacity: Double, into canvas: inout PixelCanvas, clip: PixelCanvas.Box) {
        let l = layout(text)
        let frame = pixelRect(text.frame)
        let bold = text.font.isBold, italic = text.font.isItalic
        let blockHeight = l.lines.count * l.lineHeight
        let top = Int((Double(frame.midY) - Double(blockHeight) / 2).rounded())
        let color = text.color.multiplyingAlpha(opacity)
        var caret: (x: Int, y: Int)?
        var remaining = text.caretOffset
        for (i, line) in l.lines.enumerated() {
            let w = fonts.width(line, pixels: l.pixels, bold: bold, italic: italic)
            let x: Int
            switch text.alignment {
            case .left: x = Int(Double(frame.minX).rounded())
            case .center: x = Int((Double(frame.midX) - Double(w) / 2).rounded())
            case .right: x = Int(Double(frame.maxX).rounded()) - w
            }
            let y = top + i * l.lineHeight
            fonts.draw(line, x: x, y: y, pixels: l.pixels, bold: bold, italic: italic, color: color, into: &canvas, clip: clip)
            if let r = remaining {
                if r <= line.count || i == l.lines.count - 1 {
                    caret = (x + fonts.width(String(line.prefix(r)), pixels: l.pixels, bold: bold, italic: italic), y)
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
