import Foundation
import UIKitEngine

/// A view that shows the progress of a task over time, as `UIProgressView`.
///
/// Terminal rendering: a bar across the bounds' width on the middle row, filled with "█"
/// for the completed fraction (rounded to whole cells) and "░" for the rest, coloured
/// with `progressTintColor` / `trackTintColor` when set.
///
/// Source: Apple's UIProgressView documentation.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// Styles, as `UIProgressView.Style` (both draw the same bar).
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle: Style = .default
    /// Completed fraction, clamped to 0…1.
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }
    private var _progress: Float = 0
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Kept for source compatibility (UIKit's `observedProgress` is a Foundation `Progress`).
    open var observedProgress: Progress?

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A progress view of `style`, as `init(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets `progress` (clamped to 0…1; NaN counts as 0). The terminal bar moves at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        let v = progress.isNaN ? 0 : max(0, min(1, progress))
        guard v != _progress else { return }
        _progress = v
        setNeedsDisplay()
    }

    /// Number of filled cells in a bar `width` cells wide.
    func _filledCells(width: Int) -> Int {
        Int((Double(_progress) * Double(width)).rounded())
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0 else { return }
        let y = CGFloat((height - 1) / 2)
        let filled = _filledCells(width: width)
        let done = CellStyle(foreground: progressTintColor.map { context.cellColor($0) } ?? .default)
        let track = CellStyle(foreground: trackTintColor.map { context.cellColor($0) } ?? .default)
        if filled > 0 {
            context.drawText(String(repeating: "█", count: filled), at: CGPoint(x: 0, y: y), style: done)
        }
        if filled < width {
            context.drawText(String(repeating: "░", count: width - filled), at: CGPoint(x: CGFloat(filled), y: y), style: track)
        }
    }

    /// As wide as offered, one row high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 1) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 1) }
}
