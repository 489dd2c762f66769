import Foundation

/// Measures text for layout in the device's points: what a label's, button's or text
/// field's `intrinsicContentSize` and `sizeThatFits(_:)`, and `NSString`'s
/// `size(withAttributes:)`/`boundingRect(with:…)`, are computed from, and what a pixel
/// backend draws with, so a view sized to its text shows all of it.
///
/// A backend provides one through `UIBackend.textMeasurer`; nil (the default) means UIKit
/// measures as the device's metrics say: in cells (`wcwidth`, one row a line) on a
/// character-cell device, with `ApproximateTextMeasurer` on a point device that has no
/// fonts of its own (the headless iPhone preset). The pixel backend measures with the
/// fonts it draws in (SDL_ttf).
///
/// Two primitives; line breaking and sizes are built on them (`TextMeasurer+Lines`):
/// - `width(of:font:)`: the advance width of one line of text, in points, no wrapping
///   (hard line breaks are the caller's business);
/// - `lineMetrics(of:)`: ascender, descender and the distance between baselines.
@MainActor
public protocol TextMeasurer: AnyObject {
    /// The advance width of `string` laid out on one line in `font`, in points (≥ 0).
    func width(of string: String, font: RenderFont) -> CGFloat
    /// The vertical metrics of `font` on this device, in points.
    func lineMetrics(of font: RenderFont) -> TextLineMetrics
}
