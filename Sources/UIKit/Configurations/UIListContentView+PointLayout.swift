import Foundation
import UIKitEngine

// A list content view on a point device, laid out as iOS lays out `UIListContentView`:
// the configuration's `directionalLayoutMargins` around the content; the image first (its
// `reservedLayoutSize`, else its own size within `maximumSize`; a symbol as high as the
// text's line), `imageToTextPadding` before the texts; stacked texts one under the other
// `textToSecondaryTextVerticalPadding` apart, each wrapping to its `numberOfLines` (0:
// as many as it needs); side-by-side texts on one line, the secondary text at the
// trailing margin, `textToSecondaryTextHorizontalPadding` from the text, which is cut
// first; the whole block centred vertically in the view. Widths and heights come from
// the device's `TextMeasurer`.

extension UIListContentView {
    /// Where each part of the content goes, in the view's bounds coordinates.
    struct _PointLayout {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
        /// Lines each text may take when drawn (1 for side-by-side texts).
        var textLines = 1
        var secondaryLines = 1
        /// The height the content needs, margins included.
        var height: CGFloat
    }

    /// The layout of the configuration in a view `width` points wide and `height` high
    /// (nil: as high as the content needs).
    func _pointLayout(width: CGFloat, height: CGFloat?) -> _PointLayout {
        let c = _listConfiguration
        let measurer = _textMeasurer
        let margins = c.directionalLayoutMargins
        let text = c._shownText ?? "", secondary = c._shownSecondaryText ?? ""
        let textFont = c.textProperties.font._renderFont(), secondaryFont = c.secondaryTextProperties.font._renderFont()
        var x = margins.leading
        let end = max(x, width - margins.trailing)
        var imageSize = CGSize.zero, imageBox = CGSize.zero
        if let image = c.image {
            imageSize = _imageSize(image, textLine: measurer.lineMetrics(of: textFont).lineHeight)
            imageBox = CGSize(width: max(imageSize.width, c.imageProperties.reservedLayoutSize.width),
                              height: max(imageSize.height, c.imageProperties.reservedLayoutSize.height))
            x += imageBox.width + (text.isEmpty && secondary.isEmpty ? 0 : c.imageToTextPadding)
        }
        let available = max(0, end - x)
        var layout = _PointLayout(height: 0)
        var textSize = CGSize.zero, secondarySize = CGSize.zero
        var sideBySide = false
        if c.prefersSideBySideTextAndSecondaryText, !secondary.isEmpty {
            sideBySide = true
            let tw = text.isEmpty ? 0 : measurer.width(of: TextSanitizer.sanitize(text), font: textFont)
            let sw = measurer.width(of: TextSanitizer.sanitize(secondary), font: secondaryFont)
            let pad = text.isEmpty ? 0 : c.textToSecondaryTextHorizontalPadding
            // The value keeps its width up to two thirds of the row; the text is cut first.
            let shown = min(sw, max(available * 2 / 3, available - tw - pad), available)
            textSize = CGSize(width: max(0, available - shown - pad), height: text.isEmpty ? 0 : measurer.lineMetrics(of: textFont).lineHeight)
            secondarySize = CGSize(width: shown, height: measurer.lineMetrics(of: secondaryFont).lineHeight)
        } else {
            if !text.isEmpty {
                let lines = c.textProperties.numberOfLines
                textSize = measurer.boundingSize(of: TextSanitizer.sanitize(text), font: textFont, maxWidth: available, maxLines: lines)
                layout.textLines = lines
            }
            if !secondary.isEmpty {
                let lines = c.secondaryTextProperties.numberOfLines
                secondarySize = measurer.boundingSize(of: TextSanitizer.sanitize(secondary), font: secondaryFont, maxWidth: available, maxLines: lines)
                layout.secondaryLines = lines
            }
        }
        let stackedGap = !sideBySide && textSize.height > 0 && secondarySize.height > 0 ? c.textToSecondaryTextVerticalPadding : 0
        let textsHeight = sideBySide ? max(textSize.height, secondarySize.height) : textSize.height + stackedGap + secondarySize.height
        let content = max(textsHeight, imageBox.height)
        layout.height = _ceilToPixels(margins.top + content + margins.bottom)
        let h = height ?? layout.height
        let top = margins.top + ((h - margins.top - margins.bottom) - content) / 2
        if c.image != nil {
            let bx = margins.leading, by = top + (content - imageBox.height) / 2
            layout.image = CGRect(x: bx + (imageBox.width - imageSize.width) / 2, y: by + (imageBox.height - imageSize.height) / 2,
                                  width: imageSize.width, height: imageSize.height)
        }
        let textsTop = top + (content - textsHeight) / 2
        if sideBySide {
            if textSize.height > 0 { layout.text = CGRect(x: x, y: textsTop, width: textSize.width, height: textsHeight) }
            layout.secondaryText = CGRect(x: end - secondarySize.width, y: textsTop, width: secondarySize.width, height: textsHeight)
        } else {
            if textSize.height > 0 { layout.text = CGRect(x: x, y: textsTop, width: available, height: textSize.height) }
            if secondarySize.height > 0 {
                layout.secondaryText = CGRect(x: x, y: textsTop + textSize.height + stackedGap, width: available, height: secondarySize.height)
            }
        }
        return layout
    }

    /// The size an image is drawn at: a symbol as a square as high as the text's line; a
    /// picture at its own size, scaled down to fit `maximumSize` (a zero side: no limit).
    private func _imageSize(_ image: UIImage, textLine: CGFloat) -> CGSize {
        var size = image.isSymbolImage ? CGSize(width: textLine, height: textLine) : image.size
        let limit = _listConfiguration.imageProperties.maximumSize
        var factor: CGFloat = 1
        if limit.width > 0, size.width > limit.width { factor = min(factor, limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { factor = min(factor, limit.height / size.height) }
        size = CGSize(width: size.width * factor, height: size.height * factor)
        return size
    }
}
