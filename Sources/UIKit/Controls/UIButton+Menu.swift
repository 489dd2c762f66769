import Foundation
import UIKitEngine

extension UIButton {
    /// Shows `menu` as the tap's action when `showsMenuAsPrimaryAction`: sends
    /// `.menuActionTriggered` first (UIKit's event "prior to the menu being presented"),
    /// then presents the menu below the button. True when it did.
    func _showMenuIfPrimary() -> Bool {
        guard showsMenuAsPrimaryAction, let menu else { return false }
        _presentMenu(menu)
        return true
    }

    func _presentMenu(_ menu: UIMenu) {
        guard _presentedMenu == nil else { return }
        sendActions(for: .menuActionTriggered)
        _presentedMenu = _MenuPopupView.present(menu, from: self)
    }

    /// A button with a menu that a tap does not show gets a long press that shows it.
    func _menuDidChange() {
        if menu != nil, _menuLongPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: Selector(UIButton._menuLongPressed, name: "_menuLongPressed:"))
            _menuLongPress = press
            addGestureRecognizer(press)
        } else if menu == nil, let press = _menuLongPress {
            removeGestureRecognizer(press)
            _menuLongPress = nil
        }
    }

    func _menuLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, !showsMenuAsPrimaryAction, let menu, isEnabled else { return }
        _presentMenu(menu)
    }
}
