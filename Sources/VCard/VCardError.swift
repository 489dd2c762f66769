import Foundation

/// The only failures of reading: input with no card in it at all. Anything
/// less is read as well as possible and reported as ``VCardDiagnostic``s.
public enum VCardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is empty or holds only whitespace.
    case empty
    /// The input has text but no `BEGIN:VCARD` line. `firstLine` is the
    /// first line that has content; `diagnostics` tells what was seen.
    case noCard(firstLine: Int, diagnostics: [VCardDiagnostic])

    public var description: String {
        switch self {
        case .empty:
            return "The file is empty: it holds no vCard."
        case .noCard(let line, _):
            return "No vCard found: there is no BEGIN:VCARD line (text starts at line \(line))."
        }
    }
}
