import Foundation
import UIKitEngine

/// A control for incrementing or decrementing a value, as `UIStepper`.
///
/// - `value` (default 0) stays within `minimumValue…maximumValue` (defaults 0 and 100);
///   setting a bound past the other sets both to the new value, as Apple's overview
///   describes. `stepValue` (default 1) must be above 0: 0 or less raises UIKit's
///   `NSInvalidArgumentException`. Setting any of them in code sends nothing.
/// - A press on "−" or "+" changes the value at once; while it is held (`autorepeat`, the
///   default) the value changes again after 0.5 s and then every 0.1 s of the
///   application's clock, pausing while the pointer is off that button. Past a bound the
///   value stops at the bound, or with `wraps` goes to the other bound (Apple: "incrementing
///   beyond maximumValue sets value to minimumValue"). With `isContinuous`
///   (the default) each change sends `.valueChanged` (the first before `.touchDown`, as
///   the stepper changes while it begins tracking); without, one `.valueChanged` when the
///   touch ends, if the value changed.
/// - Keyboard (focused): Left/"-" decrements, Right/"+" increments, each sending
///   `.valueChanged`.
///
/// Terminal rendering: `[ − │ + ]`, 9 × 1 cells (UIKit also fixes a stepper's size); a
/// button that cannot change the value (at its bound, not wrapping) dim, the pressed one
/// reversed and bold; focused: the brackets reversed; disabled: all dim.
///
/// Source: Apple's UIStepper documentation.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size on a terminal: `[ − │ + ]`.
    public static let terminalSize = CGSize(width: 9, height: 1)
    /// Seconds a button is held before it repeats.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// Seconds between repeats.
    public static let autorepeatInterval: TimeInterval = 0.1

    private var _range = _BoundedValue<Double>(minimum: 0, maximum: 100)
    private var _value: Double { _range.value }
    private var _minimumValue: Double { _range.minimum }
    private var _maximumValue: Double { _range.maximum }
    private var _stepValue: Double = 1
    /// The button under the tracked touch: -1 decrement, +1 increment.
    var _pressedDirection: Int?
    /// The direction the tracked touch began on.
    private var _trackedDirection = 0
    private var _valueAtTrackingStart: Double = 0
    private weak var _timerApp: UIApplication?
    private var _timerID: Int?

    open var isContinuous: Bool = true
    /// Whether holding a button keeps changing the value, as `autorepeat`.
    open var autorepeat: Bool = true
    /// Whether the value goes round from one bound to the other, as `wraps`.
    open var wraps: Bool = false { didSet { setNeedsDisplay() } }
    private var _images: [String: UIImage] = [:]

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: frame.origin, size: UIStepper.terminalSize)
    }

    /// A stepper at `frame.origin`; the size is always `terminalSize`.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.terminalSize))
    }

    /// The stepper's value, kept within the bounds. Setting it sends no event.
    open var value: Double {
        get { _value }
        set { if _range.set(newValue) { setNeedsDisplay() } }
    }

    open var minimumValue: Double {
        get { _minimumValue }
        set { if _range.setMinimum(newValue) { setNeedsDisplay() } }
    }

    open var maximumValue: Double {
        get { _maximumValue }
        set { if _range.setMaximum(newValue) { setNeedsDisplay() } }
    }

    /// The amount one press changes the value; must be above 0.
    open var stepValue: Double {
        get { _stepValue }
        set {
            guard newValue > 0 else {
                _raise(UIKitException.invalidArgument, "stepValue must be greater than 0")
                return
            }
            _stepValue = newValue
        }
    }

    /// Images for the buttons, divider and background (a terminal draws its own glyphs;
    /// they are kept for the app), as `setIncrementImage(_:for:)` and its siblings.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { _images["+\(state.rawValue)"] = image }
    open func incrementImage(for state: UIControl.State) -> UIImage? { _images["+\(state.rawValue)"] }
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { _images["-\(state.rawValue)"] = image }
    open func decrementImage(for state: UIControl.State) -> UIImage? { _images["-\(state.rawValue)"] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _images["b\(state.rawValue)"] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _images["b\(state.rawValue)"] }
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState left: UIControl.State,
                              rightSegmentState right: UIControl.State) { _images["d\(left.rawValue),\(right.rawValue)"] = image }
    open func dividerImage(forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State) -> UIImage? {
        _images["d\(left.rawValue),\(right.rawValue)"]
    }

    // MARK: Stepping

    /// Whether a step in `direction` changes anything (a bound stops it unless wrapping).
    func _canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? _value > _minimumValue : _value < _maximumValue)
    }

    /// One step in `direction`: the value moves by `stepValue`, stopping at a bound or,
    /// with `wraps`, going round to the other one. Sends `.valueChanged` when `send`.
    func _step(_ direction: Int, send: Bool) {
        var v = _value + Double(direction) * _stepValue
        if v > _maximumValue { v = wraps ? _minimumValue : _maximumValue }
        if v < _minimumValue { v = wraps ? _maximumValue : _minimumValue }
        guard _range.set(v) else { return }
        setNeedsDisplay()
        if send { sendActions(for: .valueChanged) }
    }

    /// The button at x: -1 for "−", +1 for "+", nil on the divider.
    func _direction(atX x: CGFloat) -> Int? {
        let mid = Int(bounds.width) / 2
        let cx = Int(x.rounded(.down))
        if cx < mid { return -1 }
        if cx > mid { return 1 }
        return nil
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let direction = _direction(atX: touch.location(in: self).x), _canStep(direction) else { return false }
        _trackedDirection = direction
        _pressedDirection = direction
        _valueAtTrackingStart = _value
        _step(direction, send: isContinuous)
        _scheduleRepeat(after: UIStepper.autorepeatDelay)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let over = bounds.contains(touch.location(in: self)) ? _direction(atX: touch.location(in: self).x) : nil
        let pressed = over == _trackedDirection ? _trackedDirection : nil
        if pressed != _pressedDirection {
            _pressedDirection = pressed
            setNeedsDisplay()
            if pressed == nil { _cancelRepeat() } else { _scheduleRepeat(after: UIStepper.autorepeatDelay) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { _finishTracking() }
    open override func cancelTracking(with event: UIEvent?) { _finishTracking() }

    private func _finishTracking() {
        _cancelRepeat()
        _pressedDirection = nil
        setNeedsDisplay()
        if !isContinuous, _value != _valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    private func _scheduleRepeat(after delay: TimeInterval) {
        _cancelRepeat()
        guard autorepeat, let app = window?._application else { return }
        _timerApp = app
        _timerID = app.schedule(after: delay) { [weak self] in self?._repeat() }
    }

    private func _cancelRepeat() {
        if let id = _timerID { _timerApp?.cancelTimer(id) }
        _timerID = nil
        _timerApp = nil
    }

    private func _repeat() {
        _timerID = nil
        guard isTracking, let direction = _pressedDirection, window != nil else { return }
        _step(direction, send: isContinuous)
        _scheduleRepeat(after: UIStepper.autorepeatInterval)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { _cancelRepeat() }
    }

    // MARK: Keyboard

    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard isEnabled else { return false }
        if UIControl._isDecrementKey(key) { _step(-1, send: true); return true }
        if UIControl._isIncrementKey(key) { _step(1, send: true); return true }
        return false
    }

    // MARK: Drawing

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let height = Int(bounds.height)
        guard height > 0 else { return }
        let y = CGFloat((height - 1) / 2)
        var chrome = CellStyle()
        if !isEnabled { chrome.attributes.insert(.dim) } else if isFocused { chrome.attributes.insert(.reverse) }
        func button(_ direction: Int) -> CellStyle {
            var s = _accentStyle(nil, in: context).removingChrome
            if !_canStep(direction) { s.attributes.insert(.dim); s.foreground = .default }
            if _pressedDirection == direction { s.attributes.formUnion([.reverse, .bold]) }
            return s
        }
        context.drawText("[", at: CGPoint(x: 0, y: y), style: chrome)
        context.drawText(" − ", at: CGPoint(x: 1, y: y), style: button(-1))
        context.drawText("│", at: CGPoint(x: 4, y: y), style: isEnabled ? CellStyle() : chrome)
        context.drawText(" + ", at: CGPoint(x: 5, y: y), style: button(1))
        context.drawText("]", at: CGPoint(x: 8, y: y), style: chrome)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.terminalSize }
    open override var intrinsicContentSize: CGSize { UIStepper.terminalSize }
}
