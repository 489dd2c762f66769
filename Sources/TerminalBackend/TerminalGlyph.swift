#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNCursesW
import UIKit

/// What the backend writes for one grid cell: one or two ncurses cells (`cchar_t`s) and
/// possibly a padding blank.
public struct TerminalGlyph: Equatable, Sendable {
    /// The ncurses cells written left to right, each the scalars of one `cchar_t`: a
    /// spacing character first, then what rides with it (combining marks, joiners and
    /// the emoji they join, variation selectors, a skin tone, tags), at most
    /// `CCHARW_MAX` (5) in all. ncurses advances each cell by `wcwidth` of its first
    /// scalar. Only a flag takes two cells, one regional indicator each.
    public var cells: [[Unicode.Scalar]]
    /// Columns ncurses advances for `cells` (1 or 2), before any padding.
    public var columns: Int
    /// True when the grid gave the cell two columns but the glyph takes one: the backend
    /// writes a blank in the second column so terminal and grid stay aligned.
    public var padsWithBlank: Bool

    public init(cells: [[Unicode.Scalar]], columns: Int, padsWithBlank: Bool = false) {
        self.cells = cells
        self.columns = columns
        self.padsWithBlank = padsWithBlank
    }

    /// A glyph of one ncurses cell.
    public init(scalars: [Unicode.Scalar], columns: Int, padsWithBlank: Bool = false) {
        self.init(cells: [scalars], columns: columns, padsWithBlank: padsWithBlank)
    }

    /// Every scalar written, in order.
    public var scalars: [Unicode.Scalar] { cells.flatMap { $0 } }
    public var string: String { String(String.UnicodeScalarView(scalars)) }
}
