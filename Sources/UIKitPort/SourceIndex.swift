import Foundation

/// What `uikit-port` learns about the app's types before rewriting: classes with their
/// inheritance lists and initialisers, methods by type (parameter labels, for Objective-C
/// selector names), actions (`@IBAction`), and the `@main` / `@UIApplicationMain` class.
struct SourceIndex {
    struct ClassInfo {
        var name: String
        var file: String
        var line: Int
        /// Superclass and protocols as written (`UIResponder`, `UIApplicationDelegate`).
        var inherits: [String]
        /// Parameter labels of each designated initialiser declared in the class body.
        var designatedInits: [[String]] = []
        var isMain = false
        var isPublic = false
        var isGeneric = false
    }
    struct Action: Equatable {
        var type: String
        var method: String
        var selectorName: String
    }

    var classes: [String: ClassInfo] = [:]
    var classOrder: [String] = []
    /// type → method name → labels of its first declaration.
    var methods: [String: [String: [String]]] = [:]
    /// type → method name → the Objective-C name its `@objc(name)` attribute gives (or the
    /// port's `/* @objc(name) */` marker, so later runs still know it).
    var objcNames: [String: [String: String]] = [:]
    var actions: [Action] = []

    /// Walks one file's lines, tracking the enclosing type by brace depth.
    mutating func add(file: String, lines: [String]) {
        var scanner = SwiftLineScanner()
        var depth = 0
        var stack: [(name: String, depth: Int)] = []
        var pending: (name: String, isClass: Bool)?
        var sawMainAttribute = false
        var sawAction = false
        var customName: String?
        for (index, line) in lines.enumerated() {
            let code = scanner.segments(of: line).filter(\.isCode).map(\.text).joined()
            let inType = stack.last?.name
            if code.contains("@main") || code.contains("@UIApplicationMain") { sawMainAttribute = true }
            if code.contains("@IBAction") || line.contains(SourceRewriter.actionMarker) { sawAction = true }
            if let m = SourcePatterns.objcRename.firstMatch(in: line) { customName = m[1].trimmingCharacters(in: .whitespaces) }
            if let m = SourcePatterns.typeDeclaration.firstMatch(in: code) {
                let kind = m[1], name = m[2]
                pending = (name, kind == "class")
                if kind == "class" {
                    let inherits = m[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        .map { $0.split(separator: "<").first.map(String.init) ?? $0 }.filter { !$0.isEmpty }
                    if classes[name] == nil { classOrder.append(name) }
                    classes[name] = ClassInfo(name: name, file: file, line: index + 1, inherits: inherits, isMain: sawMainAttribute,
                                              isPublic: m[0].contains("public ") || m[0].contains("open "),
                                              isGeneric: m[0].contains("<"))
                }
                sawMainAttribute = false
                customName = nil
            } else if let m = SourcePatterns.functionDeclaration.firstMatch(in: code), let type = inType {
                let labels = SourcePatterns.labels(ofParameters: m[2])
                if methods[type]?[m[1]] == nil { methods[type, default: [:]][m[1]] = labels }
                if let customName, objcNames[type]?[m[1]] == nil { objcNames[type, default: [:]][m[1]] = customName }
                if sawAction {
                    actions.append(Action(type: type, method: m[1], selectorName: customName ?? SourcePatterns.objcName(m[1], labels: labels)))
                }
                sawAction = false
                customName = nil
                sawMainAttribute = false
            } else if let m = SourcePatterns.initDeclaration.firstMatch(in: code), let type = inType, classes[type] != nil,
                      !m[1].contains("convenience") {
                classes[type]?.designatedInits.append(SourcePatterns.labels(ofParameters: m[2]))
            }
            let opens = code.filter { $0 == "{" }.count, closes = code.filter { $0 == "}" }.count
            if let p = pending, opens > 0 {
                stack.append((p.name, depth))
                pending = nil
            }
            depth += opens - closes
            while let top = stack.last, depth <= top.depth { stack.removeLast() }
        }
    }

    /// The chain of known superclasses of `name`, within the app and then the first UIKit
    /// (or other outside) class.
    func ancestry(of name: String) -> [String] {
        var out: [String] = []
        var current = classes[name]?.inherits.first
        while let c = current, !out.contains(c) {
            out.append(c)
            current = classes[c]?.inherits.first
        }
        return out
    }

    /// Whether the class, or a class it inherits from in the app, adopts `protocolName`.
    func adopts(_ name: String, _ protocolName: String) -> Bool {
        var current: String? = name
        var seen = Set<String>()
        while let c = current, seen.insert(c).inserted, let info = classes[c] {
            if info.inherits.contains(protocolName) { return true }
            current = info.inherits.first
        }
        return false
    }
}

/// The patterns the port matches in code (strings and comments removed).
enum SourcePatterns {
    /// `class Name: Super, Proto {`, `struct Name`, `extension Name`, …
    static let typeDeclaration = Pattern(#"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|private|fileprivate|final|indirect)\s+)*(class|struct|enum|extension|protocol|actor)\s+([A-Za-z_][\w.]*)\s*(?:<[^>]*>)?\s*(?::\s*([^{]*))?"#)
    /// `func name(params)` (name and parameter text up to the first `)` that closes).
    static let functionDeclaration = Pattern(#"\bfunc\s+([A-Za-z_]\w*)\s*(?:<[^>]*>)?\s*\(([^)]*)\)"#)
    /// `@objc(name:)`, or the port's marker `/* @objc(name:) */` left in its place.
    static let objcRename = Pattern(#"@objc\(\s*([A-Za-z_][\w:]*)\s*\)"#)
    /// `init(params)` with its modifiers.
    static let initDeclaration = Pattern(#"^\s*((?:(?:public|open|internal|private|fileprivate|override|required|convenience|@\w+)\s+)*)init[?!]?\s*\(([^)]*)\)"#)

    /// The argument labels of a parameter list `_ sender: UIButton, for event: UIEvent`.
    static func labels(ofParameters text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return [] }
        var parts: [String] = []
        var depth = 0, current = ""
        for c in trimmed {
            if "([<".contains(c) { depth += 1 } else if ")]>".contains(c) { depth -= 1 }
            if c == "," && depth == 0 { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        return parts.map { p in
            let names = p.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            let words = names.split(separator: " ").map(String.init)
            return words.first ?? "_"
        }
    }

    /// The Objective-C selector Swift gives a method: `f()` → `f`, `f(_:)` → `f:`,
    /// `f(with:)` → `fWith:`, `f(_:for:)` → `f:for:`.
    static func objcName(_ base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var out = base
        if first != "_" { out += first.prefix(1).uppercased() + first.dropFirst() }
        out += ":"
        for l in labels.dropFirst() { out += (l == "_" ? "" : l) + ":" }
        return out
    }
}

/// A compiled regular expression returning capture groups as strings ("" when absent).
struct Pattern {
    let regex: NSRegularExpression
    init(_ pattern: String) { regex = try! NSRegularExpression(pattern: pattern) }

    func firstMatch(in text: String) -> [String]? {
        let ns = text as NSString
        guard let m = regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (0..<m.numberOfRanges).map { i in
            let r = m.range(at: i)
            return r.location == NSNotFound ? "" : ns.substring(with: r)
        }
    }
}
