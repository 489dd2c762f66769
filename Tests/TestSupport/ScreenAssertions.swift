import Foundation
import Testing
import UIKit
import UIKitEngine

/// Screen comparisons that say *where* two screens differ, cell by cell (as ratatui's
/// `TestBackend::assert_buffer` does), instead of printing the whole actual screen.
public enum ScreenAssertions {
    /// One differing cell: row and column in cells (0-based), what was expected, what is there.
    public struct Difference: Equatable, CustomStringConvertible, Sendable {
        public var row: Int
        public var column: Int
        public var expected: String
        public var actual: String
        public var description: String {
            "row \(row), column \(column): expected \(Self.show(expected)), found \(Self.show(actual))"
        }
        static func show(_ s: String) -> String { s.isEmpty ? "nothing" : "\"\(s)\"" }
    }

    /// The cells of `line` at their columns (a wide character takes two columns; the
    /// second is its continuation, shown as "").
    static func cells(_ line: String) -> [String] {
        var out: [String] = []
        for ch in line {
            out.append(String(ch))
            if TextWidth.width(of: ch) == 2 { out.append("") }
        }
        return out
    }

    /// Every differing cell between two screens given as text rows (trailing blanks do not
    /// count: a missing cell and a blank are the same).
    public static func differences(_ actual: [String], _ expected: [String]) -> [Difference] {
        var out: [Difference] = []
        for row in 0..<max(actual.count, expected.count) {
            let a = row < actual.count ? cells(actual[row]) : []
            let e = row < expected.count ? cells(expected[row]) : []
            for column in 0..<max(a.count, e.count) {
                let ac = column < a.count ? a[column] : " "
                let ec = column < e.count ? e[column] : " "
                if ac != ec { out.append(Difference(row: row, column: column, expected: ec, actual: ac)) }
            }
        }
        return out
    }

    /// A report of `differences`: one line per differing cell (at most `limit`), then, for
    /// each row that differs, the expected and the actual row.
    public static func report(_ actual: [String], _ expected: [String], limit: Int = 12) -> String? {
        let diffs = differences(actual, expected)
        guard !diffs.isEmpty else { return nil }
        var lines = ["screens differ in \(diffs.count) cell(s):"]
        lines += diffs.prefix(limit).map { "  " + $0.description }
        if diffs.count > limit { lines.append("  … and \(diffs.count - limit) more") }
        for row in Array(Set(diffs.map(\.row))).sorted().prefix(4) {
            lines.append("  row \(row) expected: \"\(row < expected.count ? expected[row] : "")\"")
            lines.append("  row \(row) actual:   \"\(row < actual.count ? actual[row] : "")\"")
        }
        return lines.joined(separator: "\n")
    }
}

/// Fails the test with a cell-level difference when `actual` is not `expected`; `label`
/// (which app, which step) heads the report.
public func expectScreen(_ actual: [String], equals expected: [String], label: String? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    if let report = ScreenAssertions.report(actual, expected) {
        Issue.record(Comment(rawValue: label.map { $0 + ": " + report } ?? report), sourceLocation: sourceLocation)
    }
}

/// Fails the test with a cell-level difference when rows `range` of `actual` are not `expected`.
public func expectScreen(_ actual: [String], rows range: Range<Int>, equal expected: [String],
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let slice = range.map { $0 < actual.count ? actual[$0] : "" }
    if let report = ScreenAssertions.report(slice, expected) {
        Issue.record(Comment(rawValue: "rows \(range.lowerBound)..<\(range.upperBound): " + report),
                     sourceLocation: sourceLocation)
    }
}

/// Fails the test unless `actual` equals `expected` exactly (a screen, a trace, a log):
/// the failure names the differing cells (and, when only trailing blanks or empty last
/// lines differ, says so) rather than printing the whole actual text to paste back.
public func expectLines(_ actual: [String], _ expected: [String], _ label: String = "",
                        sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let report = ScreenAssertions.report(actual, expected)
        ?? "lines differ only in trailing blanks or empty lines at the end (\(actual.count) lines, expected \(expected.count))"
    Issue.record(Comment(rawValue: label.isEmpty ? report : label + ": " + report), sourceLocation: sourceLocation)
}

/// Fails the test with a cell-level difference (characters and styles) between two grids.
public func expectGrid(_ actual: ScreenGrid, equals expected: ScreenGrid,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    if let report = ScreenAssertions.report(actual.lines, expected.lines) {
        Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        return
    }
    var styles: [String] = []
    for y in 0..<min(actual.height, expected.height) {
        for x in 0..<min(actual.width, expected.width) where actual[x, y].style != expected[x, y].style {
            styles.append("row \(y), column \(x): expected style \(expected[x, y].style), found \(actual[x, y].style)")
        }
    }
    if !styles.isEmpty {
        Issue.record(Comment(rawValue: "styles differ in \(styles.count) cell(s):\n  "
                             + styles.prefix(12).joined(separator: "\n  ")), sourceLocation: sourceLocation)
    }
}
