import Foundation
import UIKitEngine

/// A control showing a row of page indicators, one of them current, as `UIPageControl`.
///
/// - `currentPage` stays within `0..<numberOfPages` (0 when there are none); setting it or
///   `numberOfPages` in code sends nothing.
/// - A click released before the current indicator goes one page back, after it one page
///   on (UIKit's tap on either side of the control), sending `.valueChanged`; so do
///   Left/"-" and Right/"+" while focused. At the first or last page nothing changes.
/// - `hidesForSinglePage`: with one page (or none) nothing is drawn and the control cannot
///   be focused.
///
/// Terminal rendering: the indicators "●" (current, `currentPageIndicatorTintColor`) and
/// "○" (`pageIndicatorTintColor`) with a space between, centred; when they do not fit,
/// the run of them around the current page that fits. Focused: the current one reversed.
///
/// Source: Apple's UIPageControl documentation.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The control's background, as `UIPageControl.BackgroundStyle` (iOS 14; the terminal
    /// draws none).
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// What the user is doing with the control, as `UIPageControl.InteractionState` (iOS 14).
    public enum InteractionState: Int, Sendable { case none, discrete, continuous }
    /// The direction pages run in, as `UIPageControl.Direction` (iOS 16).
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }

    private var _numberOfPages = 0
    private var _currentPage = 0
    private var _indicatorImages: [Int: UIImage] = [:]

    open var hidesForSinglePage: Bool = false { didSet { setNeedsDisplay() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction: Bool = true
    open var direction: Direction = .natural
    /// `.discrete` while a tap is being handled, else `.none`.
    public private(set) var interactionState: InteractionState = .none
    /// The image every indicator uses (its name's first character on a terminal), as
    /// `preferredIndicatorImage`.
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The image the current indicator uses, as `preferredCurrentPageIndicatorImage` (iOS 16).
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// When true, a tap changes `currentPage` but the indicators wait for
    /// `updateCurrentPageDisplay()`, as the deprecated `defersCurrentPageDisplay`.
    open var defersCurrentPageDisplay: Bool = false
    private var _displayedPage: Int?

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// The number of pages (negative counts as 0), as `numberOfPages`.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            _numberOfPages = max(0, newValue)
            _currentPage = max(0, min(_currentPage, _numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, kept within the pages, as `currentPage`.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = max(0, min(newValue, _numberOfPages - 1))
            _displayedPage = nil
            setNeedsDisplay()
        }
    }

    /// Shows the current page after a deferred tap, as `updateCurrentPageDisplay()`.
    open func updateCurrentPageDisplay() {
        _displayedPage = nil
        setNeedsDisplay()
    }

    /// Sets one page's indicator image, as `setIndicatorImage(_:forPage:)` (iOS 14).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        _indicatorImages[page] = image
        setNeedsDisplay()
    }
    open func indicatorImage(forPage page: Int) -> UIImage? { _indicatorImages[page] }

    /// The size the indicators of `pageCount` pages need: two cells each less one, one
    /// row, as `size(forNumberOfPages:)`.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, 2 * pageCount - 1)), height: 1)
    }

    /// Nothing is shown with one page or none when `hidesForSinglePage`.
    var _isShowingNothing: Bool { _numberOfPages == 0 || (hidesForSinglePage && _numberOfPages <= 1) }

    open override var canBecomeFocused: Bool { super.canBecomeFocused && !_isShowingNothing }

    // MARK: Changing page

    /// A user's move by `delta` pages: changes `currentPage` within the pages and sends
    /// `.valueChanged` when it changed.
    func _userMove(by delta: Int) {
        let target = max(0, min(_currentPage + delta, _numberOfPages - 1))
        guard target != _currentPage else { return }
        let shown = _displayedPage ?? _currentPage
        interactionState = .discrete
        _currentPage = target
        if defersCurrentPageDisplay { _displayedPage = shown }
        setNeedsDisplay()
        sendActions(for: .valueChanged)
        interactionState = .none
    }

    /// The first page drawn and the screen x of the first indicator, for `width` cells.
    func _visibleRun(width: Int) -> (first: Int, count: Int, x: Int) {
        let fit = max(1, (width + 1) / 2)
        let count = min(_numberOfPages, fit)
        let shown = _displayedPage ?? _currentPage
        let first = max(0, min(shown - count / 2, _numberOfPages - count))
        let x = max(0, (width - (2 * count - 1)) / 2)
        return (first, count, x)
    }

    override func _touchUpInside() {
        if let touch = _lastTouchX {
            let run = _visibleRun(width: Int(bounds.width))
            let currentX = run.x + 2 * ((_displayedPage ?? _currentPage) - run.first)
            if Int(touch.rounded(.down)) < currentX { _userMove(by: -1) }
            else if Int(touch.rounded(.down)) > currentX { _userMove(by: 1) }
        }
        sendActions(for: .touchUpInside)
    }

    private var _lastTouchX: CGFloat?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _lastTouchX = touch.location(in: self).x
        return !_isShowingNothing
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _lastTouchX = touch.location(in: self).x
        return true
    }

    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard isEnabled, !_isShowingNothing else { return false }
        if UIControl._isDecrementKey(key) { _userMove(by: -1); return true }
        if UIControl._isIncrementKey(key) { _userMove(by: 1); return true }
        return false
    }

    // MARK: Drawing

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0, !_isShowingNothing else { return }
        let y = CGFloat((height - 1) / 2)
        let run = _visibleRun(width: width)
        let shown = _displayedPage ?? _currentPage
        for k in 0..<run.count {
            let page = run.first + k
            let isCurrent = page == shown
            var style = CellStyle()
            if !isEnabled { style.attributes.insert(.dim) }
            let tint = isCurrent ? currentPageIndicatorTintColor : pageIndicatorTintColor
            if let tint, isEnabled { style.foreground = context.cellColor(tint) }
            if isCurrent, isFocused { style.attributes.insert(.reverse) }
            let image = isCurrent ? (preferredCurrentPageIndicatorImage ?? _indicatorImages[page] ?? preferredIndicatorImage)
                                  : (_indicatorImages[page] ?? preferredIndicatorImage)
            let glyph = image.map { String($0._terminalName.prefix(1)) } ?? (isCurrent ? "●" : "○")
            context.drawText(glyph, at: CGPoint(x: CGFloat(run.x + 2 * k), y: y), style: style, maxWidth: 1)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: _numberOfPages) }
    open override var intrinsicContentSize: CGSize { self.size(forNumberOfPages: _numberOfPages) }
}
