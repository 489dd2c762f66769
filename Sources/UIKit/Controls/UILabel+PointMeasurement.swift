import Foundation
import UIKitEngine

// A label's size on a point device: its text measured by the device's `TextMeasurer`
// (the pixel backend's fonts, or the headless approximation), as UIKit sizes a label.

extension UILabel {
    /// The font the label's text is measured and drawn in: the attributed text's first
    /// font, else `font`.
    var _measuringFont: UIFont {
        if let a = attributedText, a.length > 0, let f = a.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { return f }
        return font ?? .systemFont(ofSize: 17)
    }

    /// `sizeThatFits(_:)` in points: a single-line label is as wide as its text on one
    /// line (hard breaks as spaces; never narrowed to `size`) and one line high; a
    /// multi-line label wraps to `size.width` (when finite and positive), keeps at most
    /// `numberOfLines` lines (0: all), and is as wide as its widest line and as tall as
    /// its lines, each size rounded up to the device's pixels.
    func _pointSizeThatFits(_ size: CGSize, text: String) -> CGSize {
        let measurer = _textMeasurer
        let f = _measuringFont._renderFont()
        if numberOfLines == 1 {
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            return _ceilToPixels(CGSize(width: measurer.width(of: flat, font: f), height: measurer.lineMetrics(of: f).lineHeight))
        }
        let maxWidth: CGFloat? = size.width > 0 && size.width < CGFloat(Int32.max) ? size.width : nil
        let fitted = measurer.boundingSize(of: text, font: f, maxWidth: maxWidth, maxLines: numberOfLines,
                                           byCharacter: lineBreakMode == .byCharWrapping)
        return _ceilToPixels(fitted)
    }
}
