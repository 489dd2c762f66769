import Foundation
import UIKitEngine

extension UIControl {
    /// Raises UIKit's exception `name` with `reason` through the application that
    /// dispatches this control (its diagnostics decide: crash or record); with no
    /// application the process stops, as an uncaught exception does on iOS.
    func _raise(_ name: String, _ reason: String) {
        let ex = UIKitException(name: name, reason: reason)
        if let app = _controlApplication { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
    }

    /// The control's chrome style with `accent` as the foreground when enabled (a value
    /// control's filled part: `tintColor` unless an app colour is given).
    func _accentStyle(_ accent: UIColor?, in context: UIRenderContext) -> CellStyle {
        var style = _chromeStyle
        if isEnabled { style.foreground = context.cellColor(accent ?? tintColor ?? .systemBlue) }
        return style
    }

    /// True when `key` lowers a value control: Left or "-" (Up and Down stay free to
    /// move focus between the controls of a form).
    static func _isDecrementKey(_ key: UIKey) -> Bool {
        key.keyCode == .keyboardLeftArrow || key.characters == "-"
    }

    /// True when `key` raises a value control: Right, "+" or "=" (the unshifted "+").
    static func _isIncrementKey(_ key: UIKey) -> Bool {
        key.keyCode == .keyboardRightArrow || key.characters == "+" || key.characters == "="
    }
}
