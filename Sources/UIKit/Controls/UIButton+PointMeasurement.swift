import Foundation
import UIKitEngine

// A button's size on a point device, measured by the device's `TextMeasurer`.

extension UIButton {
    /// `sizeThatFits(_:)` in points, as a system button sizes itself: the title's width
    /// on one line plus the image's width beside it, and the taller of the title's line and
    /// the image plus 6 points above and below (a 15-point "Button" is 30 high on iOS; a
    /// title-less button is its image's size; the symbol types' glyph is a 22-point
    /// square), rounded up to the device's pixels.
    func _pointSizeThatFits() -> CGSize {
        let title = currentTitle.map(TextSanitizer.sanitize)
        let image = currentImage
        if title == nil || title == "" {
            if let image { return image.size }
            return buttonType.symbol == nil ? .zero : CGSize(width: 22, height: 22)
        }
        let measurer = _textMeasurer
        let f = (titleLabel?.font ?? .systemFont(ofSize: 17))._renderFont()
        let textWidth = measurer.width(of: (title ?? "").replacingOccurrences(of: "\n", with: " "), font: f)
        let lineHeight = measurer.lineMetrics(of: f).lineHeight
        let imageSize = image?.size ?? .zero
        return _ceilToPixels(CGSize(width: textWidth + imageSize.width, height: max(lineHeight, imageSize.height) + 12))
    }
}
