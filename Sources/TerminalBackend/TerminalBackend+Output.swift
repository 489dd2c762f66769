import CNCursesW
import Foundation
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

// Output: the cells an update names, written through ncursesw with colour pairs and
// the hardware cursor.

extension TerminalBackend {
    /// Shows `update`: writes the cells it names (all of them when `isFull`), places the
    /// hardware cursor (or hides it when `cursor` is nil), and flushes once. A grid of
    /// another size than the terminal (a resize in flight) is clipped to the terminal.
    public func present(_ update: ScreenUpdate) {
        guard isActive, !update.changes.isEmpty || update.cursorMoved else { return }
        let grid = update.visibleGrid
        set_term(screen)
        let win = cn_stdscr()
        for p in update.changes where p.x < columns && p.y < rows {
            writeCell(grid[p.x, p.y], x: p.x, y: p.y, window: win)
        }
        cellsWritten += update.changes.count
        placeCursor(update.cursor, window: win)
        wnoutrefresh(win)
        doupdate()
        refreshCount += 1
    }

    /// Shows `grid` for a program that drives the terminal without an application (the
    /// smoke program, the byte benchmark): the engine's `ScreenPresenter` diffs it against
    /// what this method presented before and `present(_:)` writes the difference; nothing
    /// is written when nothing looks different. Do not mix with an application's updates.
    public func present(_ grid: ScreenGrid, cursor: CursorPosition?) {
        if let update = directPresenter.update(for: grid, cursor: cursor) { present(update) }
    }

    private func placeCursor(_ cursor: CursorPosition?, window win: UnsafeMutablePointer<WINDOW>?) {
        if let c = cursor, c.x >= 0, c.y >= 0, c.x < columns, c.y < rows {
            leaveok(win, false)
            wmove(win, Int32(c.y), Int32(c.x))
            if cursorVisible != true { curs_set(1); cursorVisible = true }
        } else {
            leaveok(win, true)
            if cursorVisible != false { curs_set(0); cursorVisible = false }
        }
    }

    private func style(_ s: CellStyle) -> (attributes: attr_t, pair: Int16) {
        if let cached = styleCache[s] { return cached }
        var attrs: attr_t = 0
        if s.attributes.contains(.bold) { attrs |= cn_attr_bold() }
        if s.attributes.contains(.dim) { attrs |= cn_attr_dim() }
        if s.attributes.contains(.reverse) { attrs |= cn_attr_reverse() }
        if s.attributes.contains(.underline) { attrs |= cn_attr_underline() }
        if s.attributes.contains(.italic) { attrs |= cn_attr_italic() }
        var pair: Int16 = 0
        if let colors = colorMapper.pair(for: s) {
            pair = pairs.pair(foreground: colors.foreground, background: colors.background) { p, fg, bg in
                init_pair(p, fg, bg) == OK
            }
        }
        let result = (attrs, pair)
        styleCache[s] = result
        return result
    }

    private func writeCell(_ cell: ScreenCell, x: Int, y: Int, window win: UnsafeMutablePointer<WINDOW>?) {
        let st = style(cell.style)
        var width = Int(cell.width)
        var character = cell.character
        if width == 2 && x + 1 >= columns { character = " "; width = 1 }
        let glyph = TerminalGlyphMapper.glyph(for: character, cellWidth: width, widths: graphemeWidths)
        if glyph.cells.count > 1 && graphemeWidths == .clusters && emitsPartly(glyph.cells, x: x, y: y, window: win) {
            // ncurses would send only the half that changed, and a terminal that joins a
            // flag's two indicators as they arrive would show it broken: the row is
            // redrawn whole (rare: a flag replaced by another sharing a letter).
            wredrawln(win, Int32(y), 1)
        }
        var column = x
        let struck = cell.style.attributes.contains(.strikethrough)
        for var piece in glyph.cells where column < columns {
            // ncurses has no strikethrough rendition: a combining long stroke overlay
            // (U+0336) draws the line through the character on terminals that compose it.
            if struck && piece.count < Int(CCHARW_MAX) { piece.append("\u{0336}") }
            put(piece, attributes: st.attributes, pair: st.pair, x: column, y: y, window: win)
            column += max(1, TerminalGlyphMapper.columns(of: piece[0]))
        }
        if glyph.padsWithBlank && column < columns {
            put([" "], attributes: st.attributes, pair: st.pair, x: column, y: y, window: win)
        }
    }

    /// True when exactly some of `cells` already stand where they are about to be written
    /// (ncurses compares cell by cell and would send only the others).
    private func emitsPartly(_ cells: [[Unicode.Scalar]], x: Int, y: Int, window win: UnsafeMutablePointer<WINDOW>?) -> Bool {
        var same = 0
        var column = x
        for piece in cells where column < columns {
            var current = cchar_t()
            if mvwin_wch(win, Int32(y), Int32(column), &current) == OK && Self.scalars(of: current) == piece { same += 1 }
            column += max(1, TerminalGlyphMapper.columns(of: piece[0]))
        }
        return same > 0 && same < cells.count
    }

    /// The characters of a `cchar_t`, up to its first NUL.
    static func scalars(of cell: cchar_t) -> [Unicode.Scalar] {
        var copy = cell
        return withUnsafeBytes(of: &copy.chars) { raw in
            raw.bindMemory(to: wchar_t.self).prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        }
    }

    /// Writes one ncurses cell. `setcchar(3X)` keeps only the characters up to the first
    /// spacing one after the base (a flag's second indicator, an emoji after a joiner, a
    /// skin tone), so it sets the rendition from the base alone and the whole cluster is
    /// then stored in the cell's `chars` (`TerminalGlyph` keeps it within `CCHARW_MAX`).
    /// ncurses writes every stored character and advances by the base's width.
    private func put(_ scalars: [Unicode.Scalar], attributes: attr_t, pair: Int16, x: Int, y: Int,
                     window win: UnsafeMutablePointer<WINDOW>?) {
        guard let base = scalars.first else { return }
        var cc = cchar_t()
        let head: [wchar_t] = [wchar_t(bitPattern: base.value), 0]
        _ = setcchar(&cc, head, attributes, pair, nil)
        withUnsafeMutableBytes(of: &cc.chars) { raw in
            let chars = raw.bindMemory(to: wchar_t.self)
            for i in 0..<chars.count {
                chars[i] = i < scalars.count ? wchar_t(bitPattern: scalars[i].value) : 0
            }
        }
        _ = mvwadd_wch(win, Int32(y), Int32(x), &cc)
    }

    /// Repaints the whole terminal from ncurses' copy of the screen (after the tty was
    /// used by someone else: resumed from suspension, or scribbled on).
    public func repaint() {
        guard isActive else { return }
        set_term(screen)
        clearok(cn_curscr(), true)
        wnoutrefresh(cn_stdscr())
        doupdate()
        refreshCount += 1
    }
}
