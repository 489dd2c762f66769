import Foundation
import UIKitEngine

// Which `TextMeasurer` lays out a view's text: its application's backend's, else the one
// the device's metrics call for (ARCHITECTURE.md, "Text measurement").

extension UIApplication {
    /// The backend's measurer, else cells on a character-cell device and the
    /// deterministic approximation on a point device without fonts.
    var textMeasurer: any TextMeasurer {
        if let m = backend.textMeasurer { return m }
        if backend.metrics.measuresTextInCells { return _CellTextMeasurer.shared }
        if let m = _approximateMeasurer { return m }
        let m = ApproximateTextMeasurer()
        _approximateMeasurer = m
        return m
    }
}

extension UIView {
    /// The measurer of the application showing this view (its window's, else the one
    /// whose code runs), else cells (no application: the headless default device).
    var _textMeasurer: any TextMeasurer {
        (window?._application ?? UIApplication._current)?.textMeasurer ?? _CellTextMeasurer.shared
    }

    /// Whether this view's text is laid out in cells (the terminal's rules) rather than
    /// measured in points.
    var _measuresTextInCells: Bool { _textMeasurer is _CellTextMeasurer }

    /// `value` rounded up to this device's pixels (UIKit rounds text sizes up so the
    /// last pixel column or row of a glyph is never cut).
    func _ceilToPixels(_ value: CGFloat) -> CGFloat {
        let app = window?._application ?? UIApplication._current
        let scale = max(1, app?._textPixelScale ?? layoutMetrics.scale)
        return (value * scale - 0.0001).rounded(.up) / scale
    }

    func _ceilToPixels(_ size: CGSize) -> CGSize {
        CGSize(width: _ceilToPixels(size.width), height: _ceilToPixels(size.height))
    }
}

extension UIFont {
    /// This font as the engine describes text to a measurer or a backend, at `scale`
    /// times its size (a transformed view's text).
    func _renderFont(scale: Double = 1) -> RenderFont {
        RenderFont(pointSize: Double(pointSize) * scale, isBold: _drawsBold, isItalic: _drawsItalic,
                   weight: Double(_face.weight.rawValue))
    }
}
