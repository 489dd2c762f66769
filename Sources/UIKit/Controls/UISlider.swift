import Foundation
import UIKitEngine

/// A control for choosing one value from a continuous range, as `UISlider`.
///
/// - `value` is kept within `minimumValue…maximumValue` (defaults 0 and 1); moving a bound
///   past the value moves the value, and moving one bound past the other moves the other
///   bound with it. Changing any of them in code sends nothing, as in UIKit.
/// - Touches: a press on the thumb (or the cell either side of it) starts tracking and the
///   thumb follows the pointer; a press elsewhere on the track does not move it (UIKit's
///   slider does not jump to a tap either). With `isContinuous` (the default) each change
///   sends `.valueChanged` as the thumb moves, before that move's drag event; without,
///   one `.valueChanged` when the touch ends, if the value changed, before `.touchUpInside`.
/// - Keyboard (focused): Left/"-" and Right/"+" move the thumb one track cell, Home and
///   End to the ends; each change sends `.valueChanged`.
///
/// Terminal rendering: `minimumValueImage` and `maximumValueImage` (their names) at the
/// ends with a space, between them the track: "━" up to the thumb in
/// `minimumTrackTintColor` (else the tint colour), "●" the thumb (`thumbTintColor`), "─"
/// after it in `maximumTrackTintColor`. Focused: thumb reversed; tracking: bold too;
/// disabled: dim.
///
/// Source: Apple's UISlider documentation.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var _range = _BoundedValue<Float>(minimum: 0, maximum: 1)
    private var _value: Float { _range.value }
    private var _minimumValue: Float { _range.minimum }
    private var _maximumValue: Float { _range.maximum }
    /// The value when the tracked touch began (a non-continuous slider compares at the end).
    private var _valueAtTrackingStart: Float = 0
    /// The pointer's offset from the thumb's cell when tracking began.
    private var _grabOffset: CGFloat = 0

    /// Whether changes are sent while the thumb moves (true) or once when it is released,
    /// as `isContinuous`.
    open var isContinuous: Bool = true
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    private var _thumbImages: [UIControl.State: UIImage] = [:]

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// The slider's value, kept within the bounds. Setting it sends no event.
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped; NaN is ignored), as `setValue(_:animated:)`. The thumb
    /// moves at once on a terminal. Sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        if _range.set(value) { setNeedsDisplay() }
    }

    /// The value at the leading end; a value below it is raised to it.
    open var minimumValue: Float {
        get { _minimumValue }
        set { if _range.setMinimum(newValue) { setNeedsDisplay() } }
    }

    /// The value at the trailing end; a value above it is lowered to it.
    open var maximumValue: Float {
        get { _maximumValue }
        set { if _range.setMaximum(newValue) { setNeedsDisplay() } }
    }

    /// Sets the thumb's image for `state`, as `setThumbImage(_:for:)` (a terminal draws its name's first character).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        _thumbImages[state] = image
        setNeedsDisplay()
    }
    open func thumbImage(for state: UIControl.State) -> UIImage? { _thumbImages[state] }
    open var currentThumbImage: UIImage? { _thumbImages[isHighlighted ? .highlighted : .normal] ?? _thumbImages[.normal] }

    // MARK: Geometry

    /// The cells of the track in a slider `width` cells wide (after the value images).
    func _trackRange(width: Int) -> Range<Int> {
        let lead = minimumValueImage.map { TextWidth.width(of: TextSanitizer.sanitize($0._terminalName)) + 1 } ?? 0
        let trail = maximumValueImage.map { TextWidth.width(of: TextSanitizer.sanitize($0._terminalName)) + 1 } ?? 0
        let start = min(lead, width)
        return start..<max(start, width - trail)
    }

    /// The value's fraction of the range, 0…1.
    private var _fraction: Float {
        let span = _maximumValue - _minimumValue
        return span > 0 ? (_value - _minimumValue) / span : 0
    }

    /// The thumb's cell on a track of `count` cells (0-based within the track).
    func _thumbCell(count: Int) -> Int {
        guard count > 1 else { return 0 }
        return Int((Double(_fraction) * Double(count - 1)).rounded())
    }

    /// The value the thumb has at `cell` of a track of `count` cells.
    private func _value(atCell cell: Int, count: Int) -> Float {
        guard count > 1 else { return _minimumValue }
        let f = Float(max(0, min(cell, count - 1))) / Float(count - 1)
        return _minimumValue + f * (_maximumValue - _minimumValue)
    }

    /// A user's change to `newValue`: sets it and, when `send`, sends `.valueChanged`.
    private func _userSetValue(_ newValue: Float, send: Bool) {
        let old = _value
        setValue(newValue, animated: false)
        if send, _value != old { sendActions(for: .valueChanged) }
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = _trackRange(width: Int(bounds.width))
        let thumbX = track.lowerBound + _thumbCell(count: track.count)
        let x = touch.location(in: self).x.rounded(.down)
        guard !track.isEmpty, abs(Int(x) - thumbX) <= 1 else { return false }
        _grabOffset = x - CGFloat(thumbX)
        _valueAtTrackingStart = _value
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = _trackRange(width: Int(bounds.width))
        let cell = Int((touch.location(in: self).x - _grabOffset).rounded(.down)) - track.lowerBound
        _userSetValue(_value(atCell: cell, count: track.count), send: isContinuous)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, _value != _valueAtTrackingStart { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, _value != _valueAtTrackingStart { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    // MARK: Keyboard

    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard isEnabled else { return false }
        let track = _trackRange(width: Int(bounds.width))
        let cell = _thumbCell(count: track.count)
        if UIControl._isDecrementKey(key) {
            _userSetValue(cell > 0 ? _value(atCell: cell - 1, count: track.count) : _minimumValue, send: true)
        } else if UIControl._isIncrementKey(key) {
            _userSetValue(track.count > 1 ? _value(atCell: cell + 1, count: track.count) : _maximumValue, send: true)
        } else if key.keyCode == .keyboardHome {
            _userSetValue(_minimumValue, send: true)
        } else if key.keyCode == .keyboardEnd {
            _userSetValue(_maximumValue, send: true)
        } else {
            return false
        }
        return true
    }

    // MARK: Drawing

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0 else { return }
        let y = CGFloat((height - 1) / 2)
        var plain = CellStyle()
        if !isEnabled { plain.attributes.insert(.dim) }
        if let image = minimumValueImage {
            context.drawText(image._terminalName, at: CGPoint(x: 0, y: y), style: plain)
        }
        let track = _trackRange(width: width)
        if let image = maximumValueImage {
            context.drawText(image._terminalName, at: CGPoint(x: CGFloat(track.upperBound + 1), y: y), style: plain)
        }
        guard !track.isEmpty else { return }
        let thumb = _thumbCell(count: track.count)
        let filled = _accentStyle(minimumTrackTintColor, in: context)
        var rest = plain
        if isEnabled { rest.foreground = context.cellColor(maximumTrackTintColor ?? .systemGray) }
        if thumb > 0 {
            context.drawText(String(repeating: "━", count: thumb), at: CGPoint(x: CGFloat(track.lowerBound), y: y),
                             style: filled.removingChrome)
        }
        if thumb + 1 < track.count {
            context.drawText(String(repeating: "─", count: track.count - thumb - 1),
                             at: CGPoint(x: CGFloat(track.lowerBound + thumb + 1), y: y), style: rest)
        }
        var thumbStyle = _chromeStyle
        if isTracking { thumbStyle.attributes.formUnion([.reverse, .bold]) }
        if let tint = thumbTintColor, isEnabled { thumbStyle.foreground = context.cellColor(tint) }
        let glyph = currentThumbImage.map { String($0._terminalName.prefix(1)) } ?? "●"
        context.drawText(glyph, at: CGPoint(x: CGFloat(track.lowerBound + thumb), y: y), style: thumbStyle)
    }

    /// As wide as offered (a default of 20 cells when nothing is offered), one row high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 20, height: 1)
    }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 1) }
}

extension CellStyle {
    /// The style without the focus and highlight attributes (reverse, bold), keeping dim.
    var removingChrome: CellStyle {
        var s = self
        s.attributes.subtract([.reverse, .bold])
        return s
    }
}
