import Foundation
import UIKitEngine

/// The strip of swipe-action buttons shown at one edge of a swiped row: each button is its
/// action's label between two blanks on the action's background colour. The strip is as
/// wide as the swipe has revealed; past the buttons' own width the first action's button
/// (the one at the edge) takes the extra columns, as UIKit's first action grows in a long
/// swipe. The button of the action chosen by the keyboard is drawn reversed and bold.
@MainActor
final class _UISwipeActionsView: UIView {
    let actions: [UIContextualAction]
    /// Whether the strip is at the row's right edge (its first action rightmost).
    let trailing: Bool
    private(set) var buttons: [_UISwipeActionButton] = []
    /// The keyboard's action (index into `actions`), or nil.
    var focusedIndex: Int? { didSet { for (i, b) in buttons.enumerated() { b.isChosen = i == focusedIndex } } }

    init(actions: [UIContextualAction], trailing: Bool) {
        self.actions = actions
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for a in actions {
            let b = _UISwipeActionButton(action: a)
            buttons.append(b)
            addSubview(b)
        }
    }
    required init?(coder: NSCoder) { fatalError("use init(actions:trailing:)") }

    /// Width of a button for `action`: its label and a blank on each side.
    static func naturalWidth(of action: UIContextualAction) -> Int {
        TextWidth.width(of: TextSanitizer.sanitize(action._terminalLabel)) + 2
    }

    /// The buttons' own total width.
    var naturalWidth: Int { actions.reduce(0) { $0 + Self.naturalWidth(of: $1) } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = Int(bounds.width), h = Int(bounds.height)
        var widths = actions.map(Self.naturalWidth(of:))
        let total = widths.reduce(0, +)
        if w > total, !widths.isEmpty { widths[0] += w - total }
        // Trailing: the first action at the right edge; leading: at the left edge. A strip
        // narrower than the buttons shows the part nearest the row's content.
        if trailing {
            var x = 0
            for i in actions.indices.reversed() {
                buttons[i].frame = CGRect(x: x, y: 0, width: widths[i], height: h)
                x += widths[i]
            }
        } else {
            var x = min(0, w - total)
            for i in actions.indices {
                buttons[i].frame = CGRect(x: x, y: 0, width: widths[i], height: h)
                x += widths[i]
            }
        }
    }

    /// The index of the action whose button covers `x` (strip coordinates), or nil.
    func actionIndex(atX x: CGFloat) -> Int? {
        buttons.firstIndex { $0.frame.minX <= x && x < $0.frame.maxX }
    }
}

/// One swipe action's button (the `sourceView` its handler receives).
@MainActor
final class _UISwipeActionButton: UIView {
    let action: UIContextualAction
    var isChosen = false { didSet { if oldValue != isChosen { setNeedsDisplay() } } }

    init(action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { fatalError("use init(action:)") }

    override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width), h = Int(bounds.height)
        guard w > 0, h > 0 else { return }
        context.fill(bounds, color: action.backgroundColor ?? .systemGray)
        let label = TextSanitizer.sanitize(action._terminalLabel)
        let lw = min(TextWidth.width(of: label), max(0, w - 2))
        // The label sits one blank in from the button's inner side, centred when wider.
        let x = max(1, (w - lw) / 2)
        context.drawText(label, at: CGPoint(x: x, y: max(0, h - 1) / 2), maxWidth: max(0, w - 2))
        if isChosen { context.apply(attributes: [.reverse, .bold], in: bounds) }
    }
}
