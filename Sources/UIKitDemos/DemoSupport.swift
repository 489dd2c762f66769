import Foundation
import UIKit

extension UIViewController {
    /// Writes `text` to the demo's log pane, where the seed tutorials call `NSLog`.
    ///
    /// The log belongs to the `DemoShell` whose window shows this controller; a controller
    /// whose view is not in a window yet (inside `viewDidLoad`) reaches it through its
    /// parent, its presenter, or the application's key window.
    func demoNote(_ text: String) {
        var vc: UIViewController? = self
        while let cur = vc {
            if let w = cur.viewIfLoaded?.window as? DemoWindow, let shell = w.shell { shell.log.note(text); return }
            vc = cur.parent ?? cur.presentingViewController
        }
        if let w = UIApplication.shared.keyWindow as? DemoWindow, let shell = w.shell { shell.log.note(text) }
    }
}

/// A plain view whose subviews always fill it: a child controller's view added to it
/// (by `addSubview` or by `transition(from:to:)`, which inserts the new child's view next
/// to the old one) takes the container's bounds and follows its size, as a view from a
/// nib with flexible width and height would.
@MainActor
final class FillingContainerView: UIView {
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        subview.frame = bounds
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}

extension UIView {
    /// Whether the view's device counts in character cells (a terminal, where the demos
    /// place their views on the grid) rather than in a phone's points, where they lay out
    /// as an iOS app does (16-point margins, 44-point rows, iOS's control sizes). Told by
    /// the view's own layout margins, which UIKit takes from the device: a column on a
    /// terminal, 8 points or more on a phone (the demos never set margins).
    var demoLaysOutInCells: Bool { directionalLayoutMargins.leading < 4 }

    /// A caption placed on the grid (`DemoViews.centeredLabel`) moved, on a phone, to
    /// where an iOS screen puts its first line: 24 points under the safe area's top,
    /// inside the 16-point margins, wrapping onto up to two 22-point lines.
    func demoPlaceCaption(_ label: UILabel) {
        guard !demoLaysOutInCells else { return }
        label.numberOfLines = 2
        let frame = CGRect(x: 16, y: safeAreaInsets.top + 24, width: max(0, bounds.width - 32), height: 44)
        if label.frame != frame { label.frame = frame }
    }
}

/// Small factories for the labels and buttons the demos lay out by hand (1 point = 1 cell).
@MainActor
enum DemoViews {
    /// A label with `text` spanning `width` cells at (`x`, `y`), centred, growing with its
    /// superview's width.
    static func centeredLabel(_ text: String?, y: CGFloat, in bounds: CGRect, height: CGFloat = 1) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: y, width: bounds.width, height: height))
        label.text = text
        label.textAlignment = .center
        label.numberOfLines = height > 1 ? 0 : 1
        label.autoresizingMask = [.flexibleWidth]
        return label
    }

    /// A system button sized to its title at (`x`, `y`).
    static func button(_ title: String, x: CGFloat, y: CGFloat, tag: Int = 0) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.tag = tag
        let size = button.sizeThatFits(.zero)
        button.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        return button
    }

    /// A system button sized to its title, centred horizontally in `bounds` on row `y`.
    static func centeredButton(_ title: String, y: CGFloat, in bounds: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        let size = button.sizeThatFits(.zero)
        button.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(.down), y: y,
                              width: size.width, height: size.height)
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        return button
    }
}

/// A child controller whose view is a colour with its text centred in it: the seed
/// tutorials' xib children, which differ only in colour and text. Subclasses override
/// `text` and `color`.
@MainActor
class ColoredChildViewController: UIViewController {
    var text: String { "" }
    var color: UIColor { .clear }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel(frame: view.bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.numberOfLines = 0
        label.text = text
        view.addSubview(label)
    }
}

/// Colours of the demos' screens (the tutorials' backgrounds).
enum DemoColors {
    /// The tutorials' sky blue (23, 180, 237), used for bars and the user info text.
    static let skyBlue = UIColor(red: 23.0 / 255, green: 180.0 / 255, blue: 237.0 / 255, alpha: 1)
    static let blue = UIColor(red: 0.15, green: 0.35, blue: 0.85, alpha: 1)
    static let yellow = UIColor(red: 0.95, green: 0.85, blue: 0.2, alpha: 1)
    static let green = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
    static let brown = UIColor(red: 0.55, green: 0.35, blue: 0.2, alpha: 1)
    static let orange = UIColor(red: 0.9, green: 0.5, blue: 0.15, alpha: 1)
    static let red = UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1)
}
