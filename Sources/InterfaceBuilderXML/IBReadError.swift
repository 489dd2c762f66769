import Foundation

/// Why an Interface Builder file could not be read at all. Problems inside a readable
/// file are `IBDiagnostic`s instead.
public enum IBReadError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The XML is not well formed (the parser's line and reason).
    case malformed(file: String, line: Int, reason: String)
    /// The file is not XML at all: its first character (after a byte-order mark and white
    /// space), at `line` and `column` (1-based, in characters), is not `<`. `reason` says
    /// what was found there.
    case notXML(file: String, line: Int, column: Int, reason: String)
    /// The legacy IB 3 `<archive>` format (Xcode 4 and earlier), which Xcode 5 and later
    /// convert on save; UIKit loads only compiled nibs, and this reader only the document format.
    case legacyArchive(file: String, line: Int, version: String?)
    /// The root is not an Interface Builder `<document>` for Cocoa Touch.
    case notInterfaceBuilder(file: String, line: Int, reason: String)
    /// The file could not be read from disk.
    case unreadable(file: String, reason: String)
    /// An attribute Interface Builder writes as a number holds something else
    /// (`<rect key="frame" width="abc">`): the first such attribute in the file, with
    /// its element (`<rect key="frame">`), its value and what was expected; `others`
    /// counts the further ones. See `IBNumericAttributes`.
    case invalidNumber(file: String, line: Int, element: String, attribute: String, value: String,
                       expected: String, others: Int)

    public var description: String {
        switch self {
        case .malformed(let file, let line, let reason):
            return "\(file):\(line): error: malformed Interface Builder file: \(reason)"
        case .notXML(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): error: not an XML file: \(reason)"
        case .legacyArchive(let file, let line, let version):
            return "\(file):\(line): error: legacy Interface Builder 3 <archive> format\(version.map { " (version \($0))" } ?? "") is not supported; open the file in Xcode 5 or later and save it to convert it to the document format"
        case .notInterfaceBuilder(let file, let line, let reason):
            return "\(file):\(line): error: not a Cocoa Touch Interface Builder document: \(reason)"
        case .unreadable(let file, let reason):
            return "\(file): error: cannot read file: \(reason)"
        case .invalidNumber(let file, let line, let element, let attribute, let value, let expected, let others):
            let more = others == 0 ? "" : " (and \(others) more attribute\(others == 1 ? "" : "s") like it)"
            return "\(file):\(line): error: attribute \(attribute)=\"\(IBNumericAttributes.printable(value))\" of \(element) is not \(expected)\(more)"
        }
    }

    /// The one-line reason without the file and line prefix.
    public var reason: String {
        let d = description
        guard let r = d.range(of: "error: ") else { return d }
        return String(d[r.upperBound...])
    }
}
