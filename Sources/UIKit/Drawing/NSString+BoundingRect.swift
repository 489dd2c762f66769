import Foundation
import UIKitEngine

// `boundingRect(with:options:attributes:context:)`, and the point-device measurement of
// `size(withAttributes:)`: text measured by the running application's `TextMeasurer`
// (cells on a terminal, the pixel backend's fonts, the headless approximation).
//
// Source: Apple's UIKit documentation, "NSString UIKit Additions", boundingRect(with:options:attributes:context:).

extension TextDrawing {
    /// The measurer of the application whose code runs, else cells.
    @MainActor static var measurer: any TextMeasurer { UIApplication._current?.textMeasurer ?? _CellTextMeasurer.shared }

    /// `string`'s one-line-per-hard-break size in points on a point device, on the main
    /// thread (where the running application's measurer is); nil on a character-cell
    /// device (the cell rules apply) or off the main thread.
    static func pointSize(_ string: NSAttributedString) -> CGSize? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated {
            let m = measurer
            return m is _CellTextMeasurer ? nil : pointSize(string, width: nil, measurer: m)
        }
    }

    /// The lines of `string` (one per hard break) as runs of text with their fonts.
    static func runLines(_ string: NSAttributedString) -> [[(text: String, font: UIFont)]] {
        var lines: [[(text: String, font: UIFont)]] = [[]]
        let ns = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attrs, range, _ in
            let f = attrs[.font] as? UIFont ?? .systemFont(ofSize: 12)
            let parts = TextSanitizer.sanitize(ns.substring(with: range)).components(separatedBy: "\n")
            for (i, part) in parts.enumerated() {
                if i > 0 { lines.append([]) }
                if !part.isEmpty { lines[lines.count - 1].append((part, f)) }
            }
        }
        return lines
    }

    /// The size of `string` measured in points by `m`, one line per hard break, or with
    /// each paragraph wrapped to `width` (a run-by-run wrap is approximated by the
    /// first font of the paragraph). At most `maxLines` lines (0: all).
    @MainActor static func pointSize(_ string: NSAttributedString, width: CGFloat?, maxLines: Int = 0,
                                     measurer m: any TextMeasurer) -> CGSize {
        var w: CGFloat = 0, h: CGFloat = 0, count = 0
        for line in runLines(string) {
            if maxLines > 0 && count >= maxLines { break }
            let fallback = UIFont.systemFont(ofSize: 12)
            let lineHeight = (line.isEmpty ? [fallback] : line.map(\.font)).map { m.lineMetrics(of: $0._renderFont()).lineHeight }.max() ?? 0
            if let width {
                let f = (line.first?.font ?? fallback)._renderFont()
                let text = line.map(\.text).joined()
                let wrapped = text.isEmpty ? [""] : m.lines(of: text, font: f, maxWidth: width, maxLines: 0, truncates: false)
                for l in wrapped where maxLines == 0 || count < maxLines {
                    w = max(w, min(width, m.width(of: l, font: f)))
                    h += lineHeight
                    count += 1
                }
            } else {
                w = max(w, line.reduce(0) { $0 + m.width(of: $1.text, font: $1.font._renderFont()) })
                h += lineHeight
                count += 1
            }
        }
        return CGSize(width: w, height: h)
    }

    /// `boundingRect` for `string`: one line unless `.usesLineFragmentOrigin`; at most as
    /// many lines as fit in `size.height` when it is finite; origin zero.
    @MainActor static func boundingRect(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                                        context: NSStringDrawingContext?) -> CGRect {
        let m = measurer
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width: CGFloat? = wraps && size.width > 0 && size.width < CGFloat(Int32.max) ? size.width : nil
        var result: CGSize
        if m is _CellTextMeasurer {
            let all = lines(styled(string), width: width)
            var kept = wraps ? all : Array(all.prefix(1))
            if wraps, size.height > 0, size.height < CGFloat(Int32.max) { kept = Array(kept.prefix(max(1, Int(size.height)))) }
            result = self.size(of: kept)
        } else {
            result = pointSize(wraps ? string : string.attributedSubstring(from: firstLineRange(string)), width: width, measurer: m)
        }
        let rect = CGRect(origin: .zero, size: result)
        context?.totalBounds = rect
        return rect
    }

    static func firstLineRange(_ string: NSAttributedString) -> NSRange {
        let ns = string.string as NSString
        let nl = ns.range(of: "\n")
        return NSRange(location: 0, length: nl.location == NSNotFound ? ns.length : nl.location)
    }
}

extension NSString {
    /// The rectangle the string takes drawn in `size` with `attributes`, as UIKit's
    /// `boundingRect(with:options:attributes:context:)`: origin zero, fractional sizes
    /// (round up before sizing a view with them, as Apple's documentation says).
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                        context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension String {
    /// As `NSString.boundingRect(with:options:attributes:context:)`.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                        context: NSStringDrawingContext?) -> CGRect {
        TextDrawing.boundingRect(NSAttributedString(string: self, attributes: attributes), size: size, options: options, context: context)
    }
}

extension NSAttributedString {
    /// As `NSString.boundingRect(with:options:attributes:context:)`, each run in its font.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        context: NSStringDrawingContext?) -> CGRect {
        TextDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}
