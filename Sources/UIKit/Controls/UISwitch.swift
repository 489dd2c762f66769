import Foundation

/// A control that offers a binary choice, as `UISwitch`.
///
/// Terminal rendering: `[ ON]` or `[OFF]` (5 × 1 cells, the switch's fixed size);
/// focused = reverse, highlighted = reverse + bold, disabled = dim; `onTintColor` colours
/// the "ON". A click released inside, or Space/Enter while focused, toggles the switch and
/// sends `.valueChanged` (with `.primaryActionTriggered`, in one dispatch). Setting `isOn`
/// or calling `setOn(_:animated:)` in code sends nothing, as in UIKit.
///
/// Source: Apple's UISwitch documentation.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size on a terminal: `[ ON]`.
    public static let terminalSize = CGSize(width: 5, height: 1)
    /// The switch's size on a point device, as iOS draws it.
    static let pointSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Changing it in code sends no events.
    open var isOn: Bool = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// A switch unarchived from an Interface Builder file, of `terminalSize`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: UISwitch.terminalSize)
    }

    /// A switch at `frame.origin`; the size is always `terminalSize` (UIKit also fixes a
    /// switch's size).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.terminalSize))
    }

    /// Sets the state, as `setOn(_:animated:)`. Sends no events.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A user toggle: flips `isOn` and sends `.valueChanged` + `.primaryActionTriggered`.
    func _toggleByUser() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    override var _defaultActionIsTap: Bool { true }

    override func _touchUpInside() {
        _toggleByUser()
        sendActions(for: .touchUpInside)
    }

    override func _performPrimaryAction() { _toggleByUser() }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) {
        let y = CGFloat((Int(bounds.height) - 1) / 2)
        var style = _chromeStyle
        if isOn, isEnabled, let tint = onTintColor { style.foreground = context.cellColor(tint) }
        context.drawText(isOn ? "[ ON]" : "[OFF]", at: CGPoint(x: 0, y: y), style: style, maxWidth: Int(bounds.width))
    }

    /// The switch's size: `terminalSize` on a terminal, iOS's 51 × 31 points on a point
    /// device (UIKit's switch has that fixed size whatever frame it is given).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _measuresTextInCells ? UISwitch.terminalSize : UISwitch.pointSize }
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
