import Foundation
import UIKitEngine

/// One item of a collection view, as `UICollectionViewCell` (Apple: "UICollectionViewCell").
///
/// Put content in `contentView`. `backgroundView` sits behind it; `selectedBackgroundView`
/// replaces it while the cell is selected or highlighted.
///
/// **Terminal rendering.** A cell draws what its views draw. A selected cell without a
/// `selectedBackgroundView` is shown in reverse video and a highlighted one (pressed, or
/// the collection view's keyboard item) in reverse video and bold, as table rows are
/// (docs/DECISIONS.md, "Collection views on a terminal").
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view custom content goes into; it fills the cell.
    public let contentView = UIView()

    /// A view behind the content (nil by default).
    open var backgroundView: UIView? {
        didSet { _replace(oldValue, with: backgroundView) }
    }

    /// A view shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { _replace(oldValue, with: selectedBackgroundView) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _addContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _addContentView()
    }

    private func _addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func _replace(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new {
            new.frame = bounds
            new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(new, at: 0)
        }
        _updateBackgroundViews()
    }

    private func _updateBackgroundViews() {
        let showsSelected = (isSelected || isHighlighted) && selectedBackgroundView != nil
        selectedBackgroundView?.isHidden = !showsSelected
        if let s = selectedBackgroundView, let b = backgroundView, s.superview === self, b.superview === self {
            // The selected background sits above the plain one, both below the content.
            insertSubview(s, aboveSubview: b)
        }
        setNeedsDisplay()
    }

    // MARK: State

    /// Whether the cell shows as selected (the collection view sets it from its selection).
    open var isSelected = false {
        didSet { if isSelected != oldValue { _updateBackgroundViews() } }
    }

    /// Whether the cell shows as highlighted (pressed, or the keyboard item).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { _updateBackgroundViews() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.frame = bounds }
    }

    // MARK: Drawing

    @_spi(CellRendering) open override func drawOverlay(in context: UIRenderContext) {
        guard selectedBackgroundView == nil, isSelected || isHighlighted else { return }
        context.apply(attributes: isHighlighted ? [.reverse, .bold] : [.reverse],
                      in: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height))
    }
}
