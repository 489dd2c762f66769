import Foundation
import UIKitEngine

/// A view that applies a visual effect to what is behind it, as `UIVisualEffectView`:
/// subviews go in `contentView`, which fills the view's bounds (it resizes with it).
///
/// Drawing: there is no blur on a terminal or on pixels. With a `UIBlurEffect` the view
/// fills its bounds with the style's backdrop colour (`UIBlurEffect._backdropColor`) under
/// `contentView`; with a `UIVibrancyEffect` or none it draws nothing of its own, so what
/// is behind shows through (docs/DECISIONS.md, "Visual effect views drawn as a plain
/// backdrop").
///
/// Source: Apple's UIVisualEffectView documentation.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to (not the effect view itself), as `contentView`.
    public let contentView = UIView()

    /// The effect (nil: none), as `effect` (effects are immutable, so it is kept as given).
    open var effect: UIVisualEffect? {
        didSet { setNeedsDisplay() }
    }

    /// An effect view showing `effect`, as `init(effect:)`; a zero frame.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        _installContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _installContentView()
    }

    /// An effect view without an effect at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _installContentView()
    }

    private func _installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        guard let blur = effect as? UIBlurEffect else { return }
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        context.fill(b, color: blur._backdropColor)
    }
}
