import Foundation
import Testing
import TestSupport

/// The project's rules for its public face, checked over the shipped sources (issue #16):
/// no public or open declaration is named with a leading underscore (the framework's own
/// helpers are internal, `package` or SPI, so an iOS developer sees Apple's names only),
/// and each public type lives in a file named after it (`scripts/check-public-types.py`).
@Suite struct SourceRulesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A `public` or `open` declaration (after attributes and modifiers) whose name starts
    /// with `_`. `package` access and SPI are other spellings, so they do not match.
    static let underscoredPublicDeclaration = try! NSRegularExpression(pattern: #"""
        ^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\
        (?:\s+(?:static|class|final|override|mutating|nonisolated|convenience|required|indirect|dynamic|lazy|weak|unowned|\w+\(set\)))*\
        \s+(?:func|var|let|class|struct|enum|protocol|actor|typealias|case|subscript|init)\s+`?_
        """#.replacingOccurrences(of: "\\\n", with: ""), options: [])

    /// The lines of `text` that declare a public or open name starting with `_`.
    static func underscoredPublicLines(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
            underscoredPublicDeclaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    @Test func theCheckFindsUnderscoredPublicAndOpenDeclarationsOnly() {
        let sample = """
            public func _hidden() {}
            open var _state = 0
            @MainActor public internal(set) var _frame = 0
            public static let _shared = 1
            public func visible() {}
            package func _engineOnly() {}
            func _internalHelper() {}
            @_spi(CellRendering) public func draw(in context: Int) {}
            """
        #expect(Self.underscoredPublicLines(in: sample) == [
            "public func _hidden() {}", "open var _state = 0",
            "@MainActor public internal(set) var _frame = 0", "public static let _shared = 1",
        ])
    }

    @Test func noPublicOrOpenDeclarationInTheSourcesStartsWithAnUnderscore() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(Self.packageRoot.path.count + 1))
            found += Self.underscoredPublicLines(in: text).map { "\(relative): \($0.trimmingCharacters(in: .whitespaces))" }
        }
        #expect(found == [], "make these internal, package or SPI")
    }

    @Test func everyPublicTypeIsInAFileNamedAfterIt() throws {
        let python = try TestTools.require("python3", package: "python3")
        let script = Self.packageRoot.appendingPathComponent("scripts/check-public-types.py").path
        let result = try TestTools.runMerged(python, [script, Self.packageRoot.appendingPathComponent("Sources").path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "")
    }
}
