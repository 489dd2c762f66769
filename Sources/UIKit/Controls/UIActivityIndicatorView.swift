import Foundation
import UIKitEngine

/// A view that shows that a task is in progress, as `UIActivityIndicatorView`.
///
/// Terminal rendering: one spinner cell centred in the bounds, stepping through the
/// braille frames ⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏ every `frameInterval` seconds of the application's clock.
/// The frames are driven by `UIApplication.schedule(after:)` only while the indicator is
/// animating and in a window, so an idle application has no timers. With
/// `hidesWhenStopped` (the default) the view is hidden while stopped, as in UIKit.
///
/// Source: Apple's UIActivityIndicatorView documentation.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Styles, as `UIActivityIndicatorView.Style` (all draw one spinner cell; `.large`
    /// draws it bold).
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    /// The spinner's frames, in order.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Seconds between frames.
    public static let frameInterval: TimeInterval = 0.1

    open var style: Style = .medium { didSet { setNeedsDisplay() } }
    open var color: UIColor! = .label { didSet { setNeedsDisplay() } }
    open var hidesWhenStopped: Bool = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    public private(set) var isAnimating = false
    /// Index of the frame shown (advances while animating).
    public private(set) var frameIndex = 0

    private weak var _timerApp: UIApplication?
    private var _timerID: Int?

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    /// An indicator of `style`, sized to its one cell, as `init(style:)`.
    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        self.style = style
    }

    /// Starts the spinner (shows the view), as `startAnimating()`.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        _scheduleFrame()
        setNeedsDisplay()
    }

    /// Stops the spinner (hides the view when `hidesWhenStopped`), as `stopAnimating()`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        _cancelFrame()
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { _scheduleFrame() } else { _cancelFrame() }
    }

    private func _scheduleFrame() {
        guard isAnimating, _timerID == nil, let app = window?._application else { return }
        _timerApp = app
        _timerID = app.schedule(after: UIActivityIndicatorView.frameInterval) { [weak self] in
            self?._advance()
        }
    }

    private func _cancelFrame() {
        if let id = _timerID { _timerApp?.cancelTimer(id) }
        _timerID = nil
        _timerApp = nil
    }

    private func _advance() {
        _timerID = nil
        guard isAnimating, window != nil else { return }
        frameIndex = (frameIndex + 1) % UIActivityIndicatorView.frames.count
        setNeedsDisplay()
        _scheduleFrame()
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0, isAnimating || !hidesWhenStopped else { return }
        var style = CellStyle(foreground: context.cellColor(color ?? .label))
        if self.style == .large || self.style == .whiteLarge { style.attributes.insert(.bold) }
        let frame = UIActivityIndicatorView.frames[frameIndex]
        context.drawText(String(frame), at: CGPoint(x: (width - 1) / 2, y: (height - 1) / 2), style: style)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 1, height: 1) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 1, height: 1) }
}
