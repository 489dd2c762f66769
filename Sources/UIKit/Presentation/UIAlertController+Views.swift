import Foundation
import UIKitEngine

// The alert controller's views: the root that lays out the boxes and buttons, a box,
// a button, and the word wrapping they share.

/// The alert controller's root view: transparent, the size of the screen; lays out the
/// box(es), the text fields and the buttons.
@MainActor
final class _AlertRootView: UIView {
    weak var controller: UIAlertController?
    var boxes: [_AlertBoxView] = []
    var _buttons: [_AlertButtonView] = []

    override func layoutSubviews() {
        // Rebuilt on each layout; the focused action's button keeps the focus.
        let focusedAction = (window?.focusedView as? _AlertButtonView).flatMap { b in _buttons.contains { $0 === b } ? b.action : nil }
        for b in boxes { b.removeFromSuperview() }
        boxes.removeAll()
        _buttons.removeAll()
        guard let c = controller else { return }
        if !_measuresTextInCells { c.preferredStyle == .alert ? _layoutAlertInPoints(c) : _layoutSheetInPoints(c) }
        else if c.preferredStyle == .alert { _layoutAlert(c) } else { _layoutSheet(c) }
        if let focusedAction, let window, let b = _buttons.first(where: { $0.action === focusedAction }) {
            window.focusedView = b
        }
    }

    func _button(_ action: UIAlertAction, preferred: Bool, frame: CGRect, in box: UIView) {
        let b = _AlertButtonView(action: action, preferred: preferred)
        b.frame = frame
        b.onChoose = { [weak controller] a in controller?._choose(a) }
        box.addSubview(b)
        _buttons.append(b)
    }

    private func _layoutAlert(_ c: UIAlertController) {
        let screen = bounds
        let actions = c._displayActions
        let fields = c.textFields ?? []
        let maxInner = max(8, min(Int(screen.width) - 6, 44))
        let widest = actions.map { TextWidth.width(of: $0.title ?? "") }.max() ?? 0
        var inner = max(24, TextWidth.width(of: c.title ?? ""), TextWidth.width(of: c.message ?? ""))
        inner = max(inner, widest + 2)
        if !fields.isEmpty { inner = max(inner, 28) }
        inner = min(inner, maxInner)
        let boxWidth = inner + 4
        let titleLines = _wrap(c.title ?? "", width: inner)
        let messageLines = _wrap(c.message ?? "", width: inner)
        // Two actions share a row when each title fits in half the box (UIKit: cancel left).
        let half = (boxWidth - 3) / 2
        var ordered = actions
        let inRow = actions.count == 2 && actions.allSatisfy { TextWidth.width(of: $0.title ?? "") + 2 <= half }
        if inRow, let i = ordered.firstIndex(where: { $0.style == .cancel }), i == 1 { ordered.swapAt(0, 1) }
        let buttonRows = actions.isEmpty ? 0 : (inRow ? 1 : actions.count)
        var textRows = titleLines.count + messageLines.count + fields.count
        let fixed = 2 + (actions.isEmpty ? 0 : 1 + buttonRows)
        let maxHeight = Int(screen.height)
        // Too tall: drop message lines (then title lines) that do not fit.
        var msg = messageLines, ttl = titleLines
        while fixed + textRows > maxHeight, !msg.isEmpty { msg.removeLast(); textRows -= 1 }
        while fixed + textRows > maxHeight, !ttl.isEmpty { ttl.removeLast(); textRows -= 1 }
        let boxHeight = fixed + textRows
        let box = _AlertBoxView()
        box.frame = CGRect(x: (Int(screen.width) - boxWidth) / 2, y: max(0, (maxHeight - boxHeight) / 2),
                           width: boxWidth, height: boxHeight)
        box.titleLines = ttl
        box.messageLines = msg
        box.separatorRow = actions.isEmpty ? nil : boxHeight - 2 - buttonRows
        box.columnSplit = inRow ? 1 + half : nil
        addSubview(box)
        boxes.append(box)
        // Text fields live in the root view (not the rebuilt box) so editing survives a
        // new layout.
        var y = Int(box.frame.minY) + 1 + ttl.count + msg.count
        for f in fields {
            f.frame = CGRect(x: Int(box.frame.minX) + 2, y: y, width: inner, height: 1)
            if f.superview !== self { addSubview(f) } else { bringSubviewToFront(f) }
            y += 1
        }
        guard let sep = box.separatorRow else { return }
        let preferred = c.preferredAction
        if inRow {
            _button(ordered[0], preferred: ordered[0] === preferred,
                    frame: CGRect(x: 1, y: sep + 1, width: half, height: 1), in: box)
            _button(ordered[1], preferred: ordered[1] === preferred,
                    frame: CGRect(x: 2 + half, y: sep + 1, width: boxWidth - 3 - half, height: 1), in: box)
        } else {
            for (i, a) in ordered.enumerated() {
                _button(a, preferred: a === preferred, frame: CGRect(x: 1, y: sep + 1 + i, width: boxWidth - 2, height: 1), in: box)
            }
        }
    }

    private func _layoutSheet(_ c: UIAlertController) {
        let screen = bounds
        let popover = c._isPopover
        let main = c._displayActions.filter { $0.style != .cancel }
        let cancel = c.actions.first { $0.style == .cancel }
        let widest = c.actions.map { TextWidth.width(of: $0.title ?? "") }.max() ?? 0
        let boxWidth: Int
        if popover {
            boxWidth = min(Int(screen.width) - 2, max(30, widest + 6, TextWidth.width(of: c.title ?? "") + 4,
                                                      min(48, TextWidth.width(of: c.message ?? "") + 4)))
        } else {
            boxWidth = max(10, min(Int(screen.width) - 4, 60))
        }
        let inner = boxWidth - 4
        let titleLines = _wrap(c.title ?? "", width: inner)
        let messageLines = _wrap(c.message ?? "", width: inner)
        let hasText = !titleLines.isEmpty || !messageLines.isEmpty
        let textRows = titleLines.count + messageLines.count
        let mainHeight = 2 + textRows + (hasText && !main.isEmpty ? 1 : 0) + main.count
        let showCancel = cancel != nil && !popover
        let cancelHeight = showCancel ? 3 : 0
        let x = (Int(screen.width) - boxWidth) / 2
        var mainY = Int(screen.height) - cancelHeight - mainHeight
        var mainX = x
        if popover, let window, let anchor = c.popoverPresentationController?._anchorRect(in: window) {
            let local = convert(anchor, from: nil)
            let below = Int(local.maxY)
            mainY = below + mainHeight <= Int(screen.height) ? below : max(0, Int(local.minY) - mainHeight)
            mainX = max(0, min(Int(screen.width) - boxWidth, Int(local.midX) - boxWidth / 2))
        }
        let box = _AlertBoxView()
        box.frame = CGRect(x: mainX, y: max(0, mainY), width: boxWidth, height: mainHeight)
        box.titleLines = titleLines
        box.messageLines = messageLines
        box.titleIsDim = true
        box.separatorRow = hasText && !main.isEmpty ? 1 + textRows : nil
        addSubview(box)
        boxes.append(box)
        let first = 1 + textRows + (box.separatorRow == nil ? 0 : 1)
        for (i, a) in main.enumerated() {
            _button(a, preferred: false, frame: CGRect(x: 1, y: first + i, width: boxWidth - 2, height: 1), in: box)
        }
        if showCancel, let cancel {
            let cbox = _AlertBoxView()
            cbox.frame = CGRect(x: x, y: Int(screen.height) - 3, width: boxWidth, height: 3)
            addSubview(cbox)
            boxes.append(cbox)
            _button(cancel, preferred: false, frame: CGRect(x: 1, y: 1, width: boxWidth - 2, height: 1), in: cbox)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A click outside the boxes: action sheets cancel; alerts ignore it.
        guard let c = controller, c.preferredStyle == .actionSheet else { return }
        c._cancelFromOutside()
    }
}

/// A bordered box of an alert: title and message lines, a rule above the buttons (with
/// a junction where a two-button row is split).
@MainActor
final class _AlertBoxView: UIView {
    var titleLines: [String] = []
    var messageLines: [String] = []
    var titleIsDim = false
    var separatorRow: Int?
    var columnSplit: Int?
    /// On a point device (`_layOutAlertInPoints`): where the title and message are drawn,
    /// their fonts, and the hairlines between the text and the buttons, in the box's bounds.
    var pointTitle: (frame: CGRect, font: UIFont)?
    var pointMessage: (frame: CGRect, font: UIFont)?
    var pointHairlines: [CGRect] = []

    override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width), h = Int(bounds.height)
        guard w >= 2, h >= 2 else { return }
        // Blank the inside so the dimmed screen does not show through.
        for row in 0..<h {
            context.drawText(String(repeating: " ", count: w), at: CGPoint(x: 0, y: row), style: CellStyle())
        }
        context.drawBox(bounds)
        var y = 1
        let inner = w - 4
        for line in titleLines {
            let lw = TextWidth.width(of: line)
            var style = CellStyle(attributes: [.bold])
            if titleIsDim { style.attributes.insert(.dim) }
            context.drawText(line, at: CGPoint(x: 2 + max(0, (inner - lw) / 2), y: y), style: style, maxWidth: inner)
            y += 1
        }
        for line in messageLines {
            let lw = TextWidth.width(of: line)
            var style = CellStyle()
            if titleIsDim { style.attributes.insert(.dim) }
            context.drawText(line, at: CGPoint(x: 2 + max(0, (inner - lw) / 2), y: y), style: style, maxWidth: inner)
            y += 1
        }
        if let sep = separatorRow {
            var rule = "├" + String(repeating: "─", count: w - 2) + "┤"
            if let split = columnSplit, split > 0, split < w - 1 {
                var chars = Array(rule)
                chars[split] = "┬"
                rule = String(chars)
                context.drawText("│", at: CGPoint(x: split, y: sep + 1))
                var bottom = Array("└" + String(repeating: "─", count: w - 2) + "┘")
                bottom[split] = "┴"
                context.drawText(String(bottom), at: CGPoint(x: 0, y: h - 1))
            }
            context.drawText(rule, at: CGPoint(x: 0, y: sep))
        }
    }
}

/// One action's button: its title centred; focusable; Enter or a click chooses it.
@MainActor
final class _AlertButtonView: UIView {
    let action: UIAlertAction
    let preferred: Bool
    var onChoose: ((UIAlertAction) -> Void)?

    init(action: UIAlertAction, preferred: Bool) {
        self.action = action
        self.preferred = preferred
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("use init(action:preferred:)") }

    override var canBecomeFocused: Bool { action.isEnabled }

    override func draw(in context: UIRenderContext) {
        let w = Int(bounds.width)
        var style = CellStyle()
        if action.style == .destructive {
            style.foreground = context.cellColor(.systemRed)
            style.attributes.insert(.underline)
        }
        if action.style == .cancel || preferred { style.attributes.insert(.bold) }
        if !action.isEnabled { style.attributes.insert(.dim) }
        if isFocused {
            style.attributes.insert(.reverse)
            context.drawText(String(repeating: " ", count: w), at: .zero, style: CellStyle(attributes: [.reverse]))
        }
        let text = TextWidth.truncate(TextSanitizer.sanitize(action.title ?? ""), toWidth: max(0, w - 2))
        let tw = TextWidth.width(of: text)
        context.drawText(text, at: CGPoint(x: max(0, (w - tw) / 2), y: 0), style: style)
    }

    override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar else { return false }
        if action.isEnabled { onChoose?(action) }
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if action.isEnabled { onChoose?(action) }
    }
}

/// Word-wraps `text` to lines of at most `width` cells (hard line breaks kept; a word
/// longer than a line is cut).
@MainActor
func _wrap(_ text: String, width: Int) -> [String] {
    guard width > 0, !text.isEmpty else { return [] }
    var out: [String] = []
    for paragraph in TextSanitizer.sanitize(text.replacingOccurrences(of: "\r\n", with: "\n"))
        .split(separator: "\n", omittingEmptySubsequences: false) {
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var w = String(word)
            var ww = TextWidth.width(of: w)
            if lineWidth > 0 && lineWidth + 1 + ww <= width {
                line += " " + w
                lineWidth += 1 + ww
                continue
            }
            if lineWidth > 0 { out.append(line); line = ""; lineWidth = 0 }
            while ww > width {
                var head = "", hw = 0
                var rest = Substring(w)
                while let ch = rest.first, hw + TextWidth.width(of: ch) <= width {
                    head.append(ch); hw += TextWidth.width(of: ch); rest = rest.dropFirst()
                }
                if head.isEmpty { break }
                out.append(head)
                w = String(rest)
                ww = TextWidth.width(of: w)
            }
            line = w
            lineWidth = ww
        }
        out.append(line)
    }
    while let last = out.last, last.isEmpty { out.removeLast() }
    return out
}
