import Foundation
import UIKitEngine

/// Text measured in character cells, as a terminal shows it: a string is as wide as its
/// `wcwidth` columns (`TextWidth`) and every line is one row, whatever the font's size.
/// UIKit's own cell layout (labels, buttons, fields on a terminal) keeps its exact cell
/// rules; this measurer gives the same widths to code that asks through the
/// `TextMeasurer` contract.
@MainActor
final class _CellTextMeasurer: TextMeasurer {
    static let shared = _CellTextMeasurer()

    func width(of string: String, font: RenderFont) -> CGFloat { CGFloat(TextWidth.width(of: string)) }

    func lineMetrics(of font: RenderFont) -> TextLineMetrics {
        TextLineMetrics(ascender: 1, descender: 0, lineHeight: 1)
    }
}
