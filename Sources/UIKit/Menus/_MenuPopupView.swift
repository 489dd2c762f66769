import Foundation
import UIKitEngine

/// The terminal's picture of a presented menu: a box of rows over the window, placed
/// below the view it came from (above when there is no room below), modal while shown.
///
/// Rows: the menu's visible elements; an inline submenu's children in place between
/// separators; a submenu as "Title ›", which opens in place with a "‹ Title" row to go
/// back; a deferred element as "Loading…" until its provider answers. An `.on` element has
/// "✓" before it, its image's glyph after the title; `.disabled` rows are dim and cannot
/// be chosen, `.destructive` ones red.
///
/// Keys: Up/Down move (skipping what cannot be chosen), Enter/Space choose, Right opens a
/// submenu, Left goes back, Esc goes back or closes. Mouse: a click on a row chooses it, a
/// click outside the box closes the menu. Choosing an action closes the menu (unless
/// `.keepsMenuPresented`), then runs the action with the source view as its sender.
@MainActor
final class _MenuPopupView: UIView {
    enum RowKind {
        case action(UIAction)
        case submenu(UIMenu)
        case back
        case loading
        case separator
    }

    struct Row {
        let kind: RowKind
        let title: String
        let attributes: UIMenuElement.Attributes
        let state: UIMenuElement.State
        let glyph: String?
        var isChoosable: Bool {
            switch kind {
            case .action, .submenu, .back: return !attributes.contains(.disabled)
            case .loading, .separator: return false
            }
        }
    }

    private var stack: [UIMenu]
    private weak var source: UIView?
    /// The source's frame in window coordinates.
    private let anchor: CGRect
    private(set) var rows: [Row] = []
    private(set) var selected: Int?
    private weak var previousFirstResponder: UIResponder?
    private weak var previousFocus: UIView?
    /// Loaded elements of uncached deferred elements, for this presentation.
    private var loaded: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var asked: Set<ObjectIdentifier> = []
    /// Called once the menu has gone (closed or chosen).
    var onDismiss: (() -> Void)?

    /// `anchor` is the rect in `source` the menu is placed against (its bounds when nil).
    init(menu: UIMenu, source: UIView, anchor: CGRect? = nil, in window: UIWindow) {
        stack = [menu]
        self.source = source
        self.anchor = source.convert(anchor ?? source.bounds, to: window)
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        previousFirstResponder = window.firstResponder
        previousFocus = window.focusedView
        rebuild()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows `menu` from `source` in its window; nil when the source is not in one.
    @discardableResult
    static func present(_ menu: UIMenu, from source: UIView, anchor: CGRect? = nil) -> _MenuPopupView? {
        guard let window = source.window else { return nil }
        let popup = _MenuPopupView(menu: menu, source: source, anchor: anchor, in: window)
        window.addSubview(popup)
        _ = popup.becomeFirstResponder()
        return popup
    }

    override var canBecomeFirstResponder: Bool { true }

    // MARK: Rows

    private func rebuild() {
        var out: [Row] = []
        let menu = stack[stack.count - 1]
        if stack.count > 1 {
            out.append(Row(kind: .back, title: "‹ " + menu.title, attributes: [], state: .off, glyph: nil))
            out.append(Row(kind: .separator, title: "", attributes: [], state: .off, glyph: nil))
        }
        append(menu.children, destructive: menu.options.contains(.destructive), to: &out)
        // No separator first, last or twice in a row.
        var cleaned: [Row] = []
        for row in out {
            if case .separator = row.kind {
                if cleaned.isEmpty { continue }
                if case .separator = cleaned[cleaned.count - 1].kind { continue }
            }
            cleaned.append(row)
        }
        while let last = cleaned.last, case .separator = last.kind { cleaned.removeLast() }
        rows = cleaned
        setNeedsDisplay()
        if let s = selected, rows.indices.contains(s), rows[s].isChoosable { return }
        selected = rows.firstIndex { $0.isChoosable && !($0.kind.isBack) } ?? rows.firstIndex { $0.isChoosable }
    }

    private func append(_ elements: [UIMenuElement], destructive: Bool, to out: inout [Row]) {
        for element in elements {
            var attributes = element._menuAttributes
            if attributes.contains(.hidden) { continue }
            if destructive { attributes.insert(.destructive) }
            let glyph = element.image.map { String($0._terminalName.prefix(1)) }
            switch element {
            case let action as UIAction:
                out.append(Row(kind: .action(action), title: action.title, attributes: attributes, state: action.state, glyph: glyph))
            case let menu as UIMenu where menu.options.contains(.displayInline):
                out.append(Row(kind: .separator, title: "", attributes: [], state: .off, glyph: nil))
                append(menu.children, destructive: destructive || menu.options.contains(.destructive), to: &out)
                out.append(Row(kind: .separator, title: "", attributes: [], state: .off, glyph: nil))
            case let menu as UIMenu:
                out.append(Row(kind: .submenu(menu), title: menu.title, attributes: attributes, state: .off, glyph: glyph))
            case let deferred as UIDeferredMenuElement:
                if let elements = deferred._loaded ?? loaded[ObjectIdentifier(deferred)] {
                    append(elements, destructive: destructive, to: &out)
                } else {
                    out.append(Row(kind: .loading, title: "Loading…", attributes: [.disabled], state: .off, glyph: nil))
                    load(deferred)
                }
            default:
                continue
            }
        }
    }

    private func load(_ deferred: UIDeferredMenuElement) {
        let id = ObjectIdentifier(deferred)
        guard !asked.contains(id) else { return }
        asked.insert(id)
        deferred._provider { [weak self, weak deferred] elements in
            guard let deferred else { return }
            if deferred._cached { deferred._loaded = elements }
            guard let self else { return }
            self.loaded[id] = elements
            self.rebuild()
        }
    }

    // MARK: Choosing

    private func move(_ step: Int) {
        guard !rows.isEmpty else { return }
        var i = (selected ?? (step > 0 ? -1 : rows.count)) + step
        while rows.indices.contains(i), !rows[i].isChoosable { i += step }
        if rows.indices.contains(i) { selected = i; setNeedsDisplay() }
    }

    private func choose(_ index: Int) {
        guard rows.indices.contains(index), rows[index].isChoosable else { return }
        switch rows[index].kind {
        case .action(let action):
            if !action.attributes.contains(.keepsMenuPresented) { dismiss() }
            action.perform(sender: source)
        case .submenu(let menu):
            stack.append(menu)
            selected = nil
            rebuild()
        case .back:
            goBack()
        case .loading, .separator:
            break
        }
    }

    private func goBack() {
        guard stack.count > 1 else { dismiss(); return }
        stack.removeLast()
        selected = nil
        rebuild()
    }

    /// Closes the menu and gives the keyboard back.
    func dismiss() {
        guard superview != nil else { return }
        let window = self.window
        _ = resignFirstResponder()
        removeFromSuperview()
        if let r = previousFirstResponder, r.canBecomeFirstResponder { _ = r.becomeFirstResponder() }
        else if let f = previousFocus, f.window === window { window?.focusedView = f }
        onDismiss?()
        onDismiss = nil
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return }
        switch key.keyCode {
        case .keyboardUpArrow: move(-1)
        case .keyboardDownArrow: move(1)
        case .keyboardReturnOrEnter, .keyboardSpacebar: if let s = selected { choose(s) }
        case .keyboardRightArrow:
            if let s = selected, case .submenu = rows[s].kind { choose(s) }
        case .keyboardLeftArrow: if stack.count > 1 { goBack() }
        case .keyboardEscape: goBack()
        default: break
        }
    }

    // MARK: Geometry and drawing

    /// The box in this view's coordinates.
    var box: CGRect {
        let inner = rows.map { row -> Int in
            TextWidth.width(of: TextSanitizer.sanitize(row.title)) + (row.glyph == nil ? 0 : 2)
                + { if case .submenu = row.kind { return 2 } else { return 0 } }()
        }.max() ?? 0
        let width = min(bounds.width, CGFloat(inner + 6))
        let height = min(bounds.height, CGFloat(rows.count + 2))
        var y = anchor.maxY
        if y + height > bounds.height { y = max(0, anchor.minY - height) }
        let x = max(0, min(anchor.minX, bounds.width - width))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self) else { return }
        let b = box
        guard b.contains(p) else { dismiss(); return }
        let row = Int(p.y - b.minY) - 1
        if rows.indices.contains(row), rows[row].isChoosable {
            selected = row
            choose(row)
        }
    }

    override func draw(in context: UIRenderContext) {
        let b = box
        context.fill(b, color: .secondarySystemBackground)
        context.drawBox(b)
        let inner = Int(b.width) - 2
        for (i, row) in rows.enumerated() {
            let y = b.minY + CGFloat(i + 1)
            guard y < b.maxY - 1 else { break }
            if case .separator = row.kind {
                context.drawText("├" + String(repeating: "─", count: inner) + "┤", at: CGPoint(x: b.minX, y: y))
                continue
            }
            var style = CellStyle()
            if row.attributes.contains(.disabled) { style.attributes.insert(.dim) }
            if row.attributes.contains(.destructive) { style.foreground = context.cellColor(.systemRed) }
            if i == selected { style.attributes.insert(.reverse) }
            let check = row.state == .on ? "✓ " : row.state == .mixed ? "– " : "  "
            var trailing = row.glyph.map { " " + $0 } ?? ""
            if case .submenu = row.kind { trailing += " ›" }
            // The check column, the title, the trailing glyphs, one blank before the border.
            let room = max(0, inner - 3 - TextWidth.width(of: trailing))
            let title = TextWidth.truncate(TextSanitizer.sanitize(row.title), toWidth: room)
            let pad = max(0, room - TextWidth.width(of: title))
            context.drawText(check + title + String(repeating: " ", count: pad) + trailing + " ",
                             at: CGPoint(x: b.minX + 1, y: y), style: style, maxWidth: inner)
        }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        bounds.contains(point) ? self : nil
    }
}

extension _MenuPopupView.RowKind {
    var isBack: Bool { if case .back = self { return true } else { return false } }
}
