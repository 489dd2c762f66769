import Foundation
import UIKitEngine

// A text field's size on a point device, measured by the device's `TextMeasurer`.

extension UITextField {
    /// `sizeThatFits(_:)` in points: the wider of the text (bullets when secure) and the
    /// placeholder on one line, plus 7 points each side inside a border and 24 for a clear
    /// button that can show; one line high, plus 17 points for a rounded-rect border
    /// (iOS 13 and later: a 14-point field is 34 high, where iOS 7–12's was 30, the line
    /// plus 13) and 13 for a bezel, rounded up to the device's pixels.
    func _pointSizeThatFits() -> CGSize {
        let measurer = _textMeasurer
        let f = (font ?? .systemFont(ofSize: 17))._renderFont()
        let text = isSecureTextEntry ? String(repeating: "•", count: _buffer.text.count) : TextSanitizer.sanitize(_buffer.text)
        let placeholderText = TextSanitizer.sanitize(attributedPlaceholder?.string ?? placeholder ?? "")
        var w = max(measurer.width(of: text, font: f), measurer.width(of: placeholderText, font: f))
        if borderStyle != .none { w += 14 }
        if clearButtonMode != .never { w += 24 }
        var h = measurer.lineMetrics(of: f).lineHeight
        if borderStyle == .roundedRect { h += 17 } else if borderStyle == .bezel { h += 13 }
        return _ceilToPixels(CGSize(width: w, height: h))
    }
}
