import Foundation
import UIKitEngine

/// An object that displays an image, as `UIImageView` — a placeholder on a terminal,
/// which has no images: the image's name is drawn dim in brackets (`[name]`) centred in
/// the bounds, an SF Symbol as its character in the tint colour (the image's
/// `withTintColor` colour, else the view's `tintColor`), or nothing when there is no
/// image. Like UIKit's, it ignores touches.
///
/// Source: Apple's UIImageView documentation.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { if image != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    open var highlightedImage: UIImage? { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    /// Image views ignore touches unless told otherwise, as in UIKit.
    override class var _ignoresTouchesByDefault: Bool { true }
    /// An image view sized to `image`'s placeholder, as `init(image:)`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        frame.size = intrinsicContentSize.width < 0 ? .zero : intrinsicContentSize
    }
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    private var _shownImage: UIImage? { (isHighlighted ? highlightedImage : nil) ?? image }

    /// The placeholder text drawn for the current image, or nil.
    var _placeholder: String? { _shownImage.map(\._terminalText) }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        guard let text = _placeholder else { return }
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0 else { return }
        let shown = TextWidth.truncate(text, toWidth: width)
        let x = (width - TextWidth.width(of: shown)) / 2
        var style = CellStyle(attributes: [.dim])
        if let image = _shownImage, image._isTemplate {
            style = CellStyle(foreground: context.cellColor(image._tint ?? tintColor ?? .systemBlue))
        }
        context.drawText(shown, at: CGPoint(x: x, y: (height - 1) / 2), style: style)
    }

    /// The placeholder's size (`[name]`, one row), or no intrinsic size without an image.
    /// The shown image's size: in points on a point device (a symbol's from its point
    /// size, as iOS sizes it), the placeholder text's cells on a terminal.
    open override var intrinsicContentSize: CGSize {
        guard let image = _shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        if !_measuresTextInCells { return image.size }
        return CGSize(width: TextWidth.width(of: image._terminalText), height: 1)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = intrinsicContentSize
        return s.width < 0 ? .zero : s
    }
}
