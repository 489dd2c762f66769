import Foundation

/// Rewrites one Swift file into the forms this UIKit accepts. Each rule is mechanical and
/// idempotent (its output never matches it again):
///
/// - `@UIApplicationMain` → `@main` (the attribute needs the Objective-C runtime; the Swift
///   compiler deprecates it for `@main`).
/// - `@objc`, `@objcMembers`, `@nonobjc`, `@IBInspectable`, `@IBDesignable` are removed (a line
///   left empty goes); `@objc(name:)` → `/* @objc(name:) */`, a marker by which this and later
///   runs give the method's selector (and storyboard action) the Objective-C name `name:`.
/// - A `#selector(` whose argument continues on later lines is joined into one line first.
/// - `@IBOutlet weak var x: T!` → `@Outlet var x: T!`; `@IBOutlet var xs: [T]!` →
///   `@OutletCollection var xs: [T]` (`weak`/`unowned` dropped: the wrapper holds the value).
/// - `@IBAction func f(…)` → `/* @IBAction */ func f(…)`; the marker keeps the action known to
///   later runs, which register it as `Selector(Type.f, name: "f:")`.
/// - `#selector(f)`, `#selector(self.f)`, `#selector(f(_:))`, `#selector(Type.f(_:))` →
///   `Selector(Type.f, name: "objcName")` (typed selectors, docs/DECISIONS.md 2026-11-29); the
///   type is the enclosing one unless written.
/// - `import UIKit.UIGestureRecognizerSubclass` → `import UIKit` (the subclass API — a settable
///   `state`, the `touches…` and `reset()` overrides — is part of the UIKit module here).
///
/// Text in strings and comments is never changed.
struct SourceRewriter {
    static let actionMarker = "/* @IBAction */"

    let index: SourceIndex
    let file: String

    struct Result {
        var lines: [String]
        var changes: [PortChange]
        var warnings: [PortChange]
    }

    func rewrite(_ lines: [String]) -> Result {
        var scanner = SwiftLineScanner()
        var out: [String] = []
        var changes: [PortChange] = []
        var warnings: [PortChange] = []
        var depth = 0
        var stack: [(name: String, depth: Int)] = []
        var pending: String?
        var i = 0
        while i < lines.count {
            let lineNumber = i + 1
            var line = lines[i]
            i += 1
            // A `#selector(` whose argument goes on: the lines up to its closing parenthesis
            // become one (joined by a space), so the expression is rewritten whole.
            while i < lines.count, Self.endsInsideSelector(line, scanner: scanner) {
                line += " " + lines[i].drop(while: { $0 == " " || $0 == "\t" })
                i += 1
            }
            let segments = scanner.segments(of: line)
            let code = segments.filter(\.isCode).map(\.text).joined()
            if let m = SourcePatterns.typeDeclaration.firstMatch(in: code) { pending = m[2] }
            let enclosing = stack.last?.name ?? pending
            var newSegments: [String] = []
            var notes: [String] = []
            for seg in segments {
                guard seg.isCode else { newSegments.append(seg.text); continue }
                var text = seg.text
                text = rewriteAttributes(text, notes: &notes)
                text = rewriteSelectors(text, enclosing: enclosing, notes: &notes, warn: { msg in
                    warnings.append(PortChange(file: file, line: lineNumber, message: "warning: " + msg))
                })
                newSegments.append(text)
            }
            let newLine = newSegments.joined()
            for n in notes { changes.append(PortChange(file: file, line: lineNumber, message: n)) }
            if newLine != line && newLine.trimmingCharacters(in: .whitespaces).isEmpty
                && !line.trimmingCharacters(in: .whitespaces).isEmpty {
                // An attribute alone on its line: the line goes.
            } else {
                out.append(newLine)
            }
            let opens = code.filter { $0 == "{" }.count, closes = code.filter { $0 == "}" }.count
            if let p = pending, opens > 0 { stack.append((p, depth)); pending = nil }
            depth += opens - closes
            while let top = stack.last, depth <= top.depth { stack.removeLast() }
        }
        return Result(lines: out, changes: changes, warnings: warnings)
    }

    private static let mainAttribute = Pattern(#"@UIApplicationMain\b"#)
    private static let subclassImport = Pattern(#"\bimport\s+UIKit\.UIGestureRecognizerSubclass\b"#)
    private static let removedAttribute = Pattern(#"(?<!/\* )@(objcMembers|objc|nonobjc|IBInspectable|IBDesignable)\b(\([^)]*\))?\s*"#)
    /// `@objc(name)`: kept as a comment marker, so later runs still give the selector that name.
    private static let renameAttribute = Pattern(#"(?<!/\* )@objc\(\s*([A-Za-z_][\w:]*)\s*\)\s*"#)

    /// Whether `line` (read with the scanner's state at its start) ends in code with a
    /// `#selector(` still open.
    static func endsInsideSelector(_ line: String, scanner: SwiftLineScanner) -> Bool {
        var probe = scanner
        let segments = probe.segments(of: line)
        guard let last = segments.last, last.isCode else { return false }
        let code = segments.filter(\.isCode).map(\.text).joined()
        var searchFrom = code.startIndex
        while let r = code.range(of: "#selector(", range: searchFrom..<code.endIndex) {
            var depth = 1
            var j = r.upperBound
            while j < code.endIndex, depth > 0 {
                if code[j] == "(" { depth += 1 } else if code[j] == ")" { depth -= 1 }
                j = code.index(after: j)
            }
            if depth > 0 { return true }
            searchFrom = j
        }
        return false
    }
    private static let outlet = Pattern(#"@IBOutlet\s+((?:(?:weak|unowned(?:\((?:safe|unsafe)\))?|private|fileprivate|internal|public|open|lazy|private\(set\)|fileprivate\(set\)|internal\(set\)|public\(set\))\s+)*)var\s+([A-Za-z_]\w*)\s*:\s*(\[[^\]]*\])\s*[!?]?"#)
    private static let outletSingle = Pattern(#"@IBOutlet\s+((?:(?:weak|unowned(?:\((?:safe|unsafe)\))?|private|fileprivate|internal|public|open|lazy|private\(set\)|fileprivate\(set\)|internal\(set\)|public\(set\))\s+)*)var\s+"#)
    private static let action = Pattern(#"(?<!/\* )@IBAction\s+"#)

    private func rewriteAttributes(_ input: String, notes: inout [String]) -> String {
        var text = input
        if let m = Self.mainAttribute.firstMatch(in: text) {
            text = text.replacingOccurrences(of: m[0], with: "@main")
            notes.append("@UIApplicationMain -> @main")
        }
        if let m = Self.subclassImport.firstMatch(in: text) {
            text = text.replacingFirst(m[0], with: "import UIKit")
            notes.append("import UIKit.UIGestureRecognizerSubclass -> import UIKit")
        }
        while let m = Self.renameAttribute.firstMatch(in: text) {
            text = text.replacingFirst(m[0], with: "/* @objc(\(m[1])) */ ")
            notes.append("@objc(\(m[1])) -> /* @objc(\(m[1])) */ (the selector keeps the name)")
            if text.hasSuffix("*/ ") { text.removeLast() }
        }
        while let m = Self.removedAttribute.firstMatch(in: text) {
            text = text.replacingFirst(m[0], with: "")
            notes.append("@\(m[1])\(m[2]) removed")
        }
        while let m = Self.outlet.firstMatch(in: text) {
            let modifiers = Self.keptModifiers(m[1])
            let replacement = "@OutletCollection \(modifiers)var \(m[2]): \(m[3])"
            text = text.replacingFirst(m[0], with: replacement)
            notes.append("@IBOutlet var \(m[2]) -> @OutletCollection")
        }
        while let m = Self.outletSingle.firstMatch(in: text) {
            text = text.replacingFirst(m[0], with: "@Outlet \(Self.keptModifiers(m[1]))var ")
            notes.append("@IBOutlet -> @Outlet")
        }
        while let m = Self.action.firstMatch(in: text) {
            text = text.replacingFirst(m[0], with: Self.actionMarker + " ")
            notes.append("@IBAction -> \(Self.actionMarker) (registered as an action)")
        }
        return text
    }

    /// Modifiers of an outlet without the ownership ones.
    private static func keptModifiers(_ text: String) -> String {
        text.split(separator: " ").filter { !($0 == "weak" || $0.hasPrefix("unowned")) }.map { $0 + " " }.joined()
    }

    private func rewriteSelectors(_ input: String, enclosing: String?, notes: inout [String], warn: (String) -> Void) -> String {
        var text = input
        var searchFrom = text.startIndex
        while let r = text.range(of: "#selector(", range: searchFrom..<text.endIndex) {
            // Balanced parentheses from the opening one.
            var depth = 0
            var end: String.Index?
            var j = text.index(before: r.upperBound)
            while j < text.endIndex {
                if text[j] == "(" { depth += 1 } else if text[j] == ")" { depth -= 1; if depth == 0 { end = j; break } }
                j = text.index(after: j)
            }
            guard let close = end else { warn("unbalanced #selector( left as is"); break }
            let inner = String(text[r.upperBound..<close]).trimmingCharacters(in: .whitespaces)
            guard let replacement = selector(for: inner, enclosing: enclosing, warn: warn) else {
                searchFrom = text.index(after: close)
                continue
            }
            let original = String(text[r.lowerBound...close])
            text.replaceSubrange(r.lowerBound...close, with: replacement)
            notes.append("\(original) -> \(replacement)")
            searchFrom = text.index(r.lowerBound, offsetBy: replacement.count)
        }
        return text
    }

    /// `Selector(Type.method, name: "objc:")` for the inside of `#selector(…)`, or nil.
    private func selector(for inner: String, enclosing: String?, warn: (String) -> Void) -> String? {
        if inner.hasPrefix("getter:") || inner.hasPrefix("setter:") {
            warn("#selector(\(inner)) names a property accessor, which has no typed form; left as is")
            return nil
        }
        var expr = inner
        var labels: [String]?
        if let open = expr.firstIndex(of: "("), expr.hasSuffix(")") {
            let list = expr[expr.index(after: open)..<expr.index(before: expr.endIndex)]
            labels = list.split(separator: ":", omittingEmptySubsequences: true).map { String($0) }
            expr = String(expr[..<open])
        }
        var parts = expr.split(separator: ".").map { String($0).trimmingCharacters(in: .whitespaces) }
        guard let method = parts.popLast(), !method.isEmpty else { return nil }
        var type = parts.joined(separator: ".")
        if type.isEmpty || type == "self" || type == "Self" {
            guard let enclosing else { warn("#selector(\(inner)) outside a type; left as is"); return nil }
            type = enclosing
        }
        let known = labels ?? index.methods[type]?[method] ?? index.methods[type.split(separator: ".").last.map(String.init) ?? type]?[method]
        if known == nil { warn("#selector(\(inner)): no method \(method) found in \(type); its selector name assumes no parameters") }
        let renamed = index.objcNames[type]?[method] ?? index.objcNames[type.split(separator: ".").last.map(String.init) ?? type]?[method]
        let name = renamed ?? SourcePatterns.objcName(method, labels: known ?? [])
        let reference = labels.flatMap { ls in ls.isEmpty ? nil : "\(type).\(method)(\(ls.map { $0 + ":" }.joined()))" } ?? "\(type).\(method)"
        return "Selector(\(reference), name: \"\(name)\")"
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        var s = self
        s.replaceSubrange(r, with: replacement)
        return s
    }
}
