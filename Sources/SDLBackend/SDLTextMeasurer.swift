import Foundation
import UIKitEngine

/// Text measured with the fonts the pixel backend draws in (`SDLFontSet`) at its scale:
/// the backend's `textMeasurer`, so UIKit sizes a label to exactly the pixels its text
/// will cover. A font of `p` points is opened at `p × scale` pixels (rounded); widths and
/// heights are those pixels divided by the scale.
@MainActor
public final class SDLTextMeasurer: TextMeasurer {
    let fonts: SDLFontSet
    let scale: Double

    public init(fonts: SDLFontSet, scale: Double) {
        self.fonts = fonts
        self.scale = max(0.01, scale)
    }

    func pixels(_ font: RenderFont) -> Int { max(1, Int((font.pointSize * scale).rounded())) }

    public func width(of string: String, font: RenderFont) -> CGFloat {
        CGFloat(Double(fonts.width(string, pixels: pixels(font), style: SDLFontSet.Style(font))) / scale)
    }

    public func lineMetrics(of font: RenderFont) -> TextLineMetrics {
        let px = pixels(font), style = SDLFontSet.Style(font)
        let (ascent, descent) = fonts.ascentDescent(pixels: px, style: style)
        return TextLineMetrics(ascender: CGFloat(Double(ascent) / scale), descender: CGFloat(Double(descent) / scale),
                               lineHeight: CGFloat(Double(fonts.lineHeight(pixels: px, style: style)) / scale))
    }
}
