import Foundation
import UIKitEngine

/// A control that starts a refresh of a scroll view's content when the user pulls the
/// content down past its top, as `UIRefreshControl`.
///
/// Put it on a scroll view with `UIScrollView.refreshControl` (or a table view
/// controller's `refreshControl`): it sits above the content. When the user drags the
/// content down past the top by the pull threshold (130 iPhone points: four rows on a
/// terminal) or, on a terminal, turns the mouse wheel up while the content is at its top,
/// the control starts refreshing (`isRefreshing` true) and sends `.valueChanged`; the
/// content then rests below the control (its height is added to the scroll view's
/// `adjustedContentInset.top`) until the app calls `endRefreshing()`. `beginRefreshing()`
/// starts it from code without sending `.valueChanged` and without scrolling, as UIKit's.
///
/// Terminal rendering: one row with a spinner glyph and `attributedTitle`, centred
/// (docs/DECISIONS.md "Refresh control").
/// Source: https://developer.apple.com/documentation/uikit/uirefreshcontrol
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// The text shown under the spinner (next to it on a terminal).
    open var attributedTitle: NSAttributedString? { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The scroll view the control belongs to.
    weak var _scrollView: UIScrollView?

    /// Starts refreshing from code: no `.valueChanged`, no scrolling.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        _scrollView?._refreshStateDidChange(showing: false)
        setNeedsDisplay()
    }

    /// Ends the refresh: the content goes back to its top (animated when it showed the
    /// control).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        _scrollView?._refreshStateDidChange(showing: false)
        setNeedsDisplay()
    }

    /// A pull past the threshold (or a wheel turn up at the top): start and tell the app.
    func _userDidPull() {
        guard !isRefreshing, isEnabled else { return }
        isRefreshing = true
        _scrollView?._refreshStateDidChange(showing: true)
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    /// The control's height: 60 points (UIKit's) on a point device, one row on a terminal.
    var _height: CGFloat {
        let m = layoutMetrics
        return m.measuresTextInCells ? 1 : 60
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        guard bounds.height >= 1, bounds.width >= 1 else { return }
        var text = isRefreshing ? "⟳" : "↓"
        if let t = attributedTitle?.string, !t.isEmpty { text += " " + t }
        let width = Int(bounds.width)
        let shown = String(text.prefix(width))
        let x = max(0, (width - shown.count) / 2)
        var style = CellStyle()
        style.foreground = context.cellColor(.secondaryLabel)
        context.drawText(shown, at: CGPoint(x: CGFloat(x), y: CGFloat((Int(bounds.height) - 1) / 2)), style: style, maxWidth: width - x)
    }
}
