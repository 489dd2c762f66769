import Foundation
import UIKitEngine

extension NSLayoutConstraint {
    /// Options of the visual format language, as `NSLayoutConstraint.FormatOptions`:
    /// `alignAll…` adds a constraint aligning that attribute of every pair of neighbouring
    /// views; the direction options choose leading/trailing or left/right for `H:`.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// Constraints described by a visual format string, as
    /// `constraints(withVisualFormat:options:metrics:views:)` (Apple's "Visual Format
    /// Language" grammar: `H:|-(>=8)-[name(==40@750)]-[other(name)]-|`). `views` and
    /// `metrics` name the views and numbers the string uses; `-` alone is the standard
    /// spacing (`DeviceMetrics.systemSpacing` between views, `superviewEdgeSpacing` to the
    /// superview). The constraints are returned inactive. A malformed string raises UIKit's
    /// `NSInvalidArgumentException` ("Unable to parse constraint format: …") and returns [].
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let ex = UIKitException(name: UIKitException.invalidArgument,
                                    reason: "Unable to parse constraint format: \n\(error.message)\n\(format)\n\(String(repeating: " ", count: error.offset))^")
            let anyView = views.values.compactMap { $0 as? UIView }.first
            if let app = anyView?.window?._application ?? UIApplication._current { app.diagnostics.raise(ex) }
            else { preconditionFailure(ex.description) }
            return []
        }
    }
}

struct VisualFormatError: Error { let message: String; let offset: Int }

/// A recursive-descent reader of the visual format language.
@MainActor
struct VisualFormatParser {
    let chars: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var pos = 0
    var horizontal = true
    var result: [NSLayoutConstraint] = []

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        chars = Array(format.filter { !$0.isWhitespace })
        self.options = options; self.metrics = metrics; self.views = views
    }

    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal; var constant: CGFloat = 0; var view: UIView?; var priority: Float = 1000
        /// The constant is the device's standard spacing (`-`), not a number of the app's.
        var isStandard = false
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        if peek("H:") { pos += 2 } else if peek("V:") { pos += 2; horizontal = false }
        var leadingEdge: [Predicate]? = nil
        if peek("|") {
            pos += 1
            leadingEdge = try connection(toSuperview: true) ?? []
        }
        var views: [UIView] = []
        var previous: UIView?
        var pending: [Predicate]? = leadingEdge
        var pendingIsEdge = leadingEdge != nil
        while true {
            let v = try view()
            views.append(v)
            if let preds = pending {
                for p in preds {
                    if pendingIsEdge {
                        guard let sv = v.superview else { throw VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: pos) }
                        spacing(v, leadingAttr, p.relation, sv, leadingAttr, p.constant, p.priority, device: p.isStandard)
                    } else if let prev = previous {
                        spacing(v, leadingAttr, p.relation, prev, trailingAttr, p.constant, p.priority, device: p.isStandard)
                    }
                }
            }
            previous = v
            pendingIsEdge = false
            if pos >= chars.count { break }
            if peek("|") {
                // `[v]|`: flush with the superview's trailing (bottom) edge.
                pos += 1
                guard let sv = v.superview else { throw VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: pos - 1) }
                spacing(sv, trailingAttr, .equal, v, trailingAttr, 0, 1000)
                break
            }
            if peek("[") { pending = [Predicate()]; continue }
            // A connection, then a view or the superview.
            let conn = try connection(toSuperview: false)
            if peek("|") {
                pos += 1
                let preds = conn ?? [Predicate(constant: standardSpacing(edge: true), isStandard: true)]
                guard let sv = v.superview else { throw VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: pos - 1) }
                for p in preds { spacing(sv, trailingAttr, p.relation, v, trailingAttr, p.constant, p.priority, device: p.isStandard) }
                break
            }
            pending = conn ?? [Predicate(constant: standardSpacing(edge: false), isStandard: true)]
            guard peek("[") else { throw VisualFormatError(message: "Expected a view", offset: pos) }
        }
        if pos < chars.count { throw VisualFormatError(message: "Expected the end of the format string", offset: pos) }
        alignments(views)
        return result
    }

    /// The direction option (`directionLeadingToTrailing` when none is given).
    var direction: NSLayoutConstraint.FormatOptions { options.intersection(.directionMask) }
    /// `H:` with `directionRightToLeft`: the first view is the rightmost.
    var reversed: Bool { horizontal && direction == .directionRightToLeft }

    /// The edge a chain starts from: leading (the default, flipping in a right-to-left
    /// layout), left, or right for `directionRightToLeft`; top for `V:`.
    var leadingAttr: NSLayoutConstraint.Attribute {
        guard horizontal else { return .top }
        switch direction {
        case .directionLeftToRight: return .left
        case .directionRightToLeft: return .right
        default: return .leading
        }
    }
    var trailingAttr: NSLayoutConstraint.Attribute {
        guard horizontal else { return .bottom }
        switch direction {
        case .directionLeftToRight: return .right
        case .directionRightToLeft: return .left
        default: return .trailing
        }
    }

    /// A gap of the chain, `v1.a1 (r) v2.a2 + c` read along the chain's direction. Right to
    /// left the x axis runs the other way, so the same gap is `v2.a2 (r) v1.a1 + c`.
    mutating func spacing(_ v1: UIView, _ a1: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
                          _ v2: UIView, _ a2: NSLayoutConstraint.Attribute, _ c: CGFloat, _ priority: Float, device: Bool = false) {
        if reversed { add(v2, a2, r, v1, a1, 1, c, priority, device: device) } else { add(v1, a1, r, v2, a2, 1, c, priority, device: device) }
    }

    func standardSpacing(edge: Bool) -> CGFloat {
        let m = UIView._metrics(of: views.values.compactMap { $0 as? UIView }.first)
        return edge ? m.superviewEdgeSpacing : m.systemSpacing
    }

    /// After `|` or a view: `-`, `-N-`, `-(preds)-`, or nothing (adjacent, 0). Returns nil
    /// for a bare `-` (standard spacing, decided by what follows).
    mutating func connection(toSuperview: Bool) throws(VisualFormatError) -> [Predicate]? {
        guard peek("-") else { return [Predicate()] }
        pos += 1
        if peek("[") || peek("|") {
            return toSuperview ? [Predicate(constant: standardSpacing(edge: true), isStandard: true)] : nil
        }
        var preds: [Predicate]
        if peek("(") { preds = try predicateList() } else { preds = [Predicate(constant: try number())] }
        guard peek("-") else { throw VisualFormatError(message: "Expected '-'", offset: pos) }
        pos += 1
        return preds
    }

    /// `[name]` or `[name(preds)]`, adding the size predicates.
    mutating func view() throws(VisualFormatError) -> UIView {
        guard peek("[") else { throw VisualFormatError(message: "Expected a view", offset: pos) }
        pos += 1
        let start = pos
        let name = identifier()
        guard !name.isEmpty, let v = views[name] as? UIView else {
            throw VisualFormatError(message: name.isEmpty ? "Expected a view" : "\(name) is not a key in the views dictionary.", offset: start)
        }
        if peek("(") {
            for p in try predicateList() {
                let attr: NSLayoutConstraint.Attribute = horizontal ? .width : .height
                if let other = p.view { add(v, attr, p.relation, other, attr, 1, p.constant, p.priority, device: p.isStandard) }
                else { add(v, attr, p.relation, nil, .notAnAttribute, 1, p.constant, p.priority, device: p.isStandard) }
            }
        }
        guard peek("]") else { throw VisualFormatError(message: "Expected ']'", offset: pos) }
        pos += 1
        return v
    }

    mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        pos += 1   // (
        var list: [Predicate] = []
        while true {
            var p = Predicate()
            if peek("==") { pos += 2 } else if peek("<=") { pos += 2; p.relation = .lessThanOrEqual }
            else if peek(">=") { pos += 2; p.relation = .greaterThanOrEqual }
            if let c = chars[safe: pos], c.isLetter || c == "_" {
                let at = pos
                let name = identifier()
                if let n = metricValue(name) { p.constant = n }
                else if let v = views[name] as? UIView { p.view = v }
                else { throw VisualFormatError(message: "\(name) is not a key in the metrics or views dictionaries.", offset: at) }
            } else {
                p.constant = try number()
            }
            if peek("@") {
                pos += 1
                if let c = chars[safe: pos], c.isLetter {
                    let at = pos
                    let name = identifier()
                    guard let n = metricValue(name) else { throw VisualFormatError(message: "\(name) is not a key in the metrics dictionary.", offset: at) }
                    p.priority = Float(n)
                } else {
                    p.priority = Float(try number())
                }
            }
            list.append(p)
            if peek(",") { pos += 1; continue }
            guard peek(")") else { throw VisualFormatError(message: "Expected ')' or ','", offset: pos) }
            pos += 1
            return list
        }
    }

    func metricValue(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let d as Double: return CGFloat(d)
        case let f as CGFloat: return f
        case let i as Int: return CGFloat(i)
        case let f as Float: return CGFloat(f)
        case let n as NSNumber: return CGFloat(n.doubleValue)
        default: return nil
        }
    }

    mutating func number() throws(VisualFormatError) -> CGFloat {
        let start = pos
        if peek("-") || peek("+") { pos += 1 }
        while let c = chars[safe: pos], c.isNumber || c == "." { pos += 1 }
        if let c = chars[safe: start], c.isLetter {
            let name = identifier()
            if let n = metricValue(name) { return n }
            throw VisualFormatError(message: "\(name) is not a key in the metrics dictionary.", offset: start)
        }
        guard pos > start, let v = Double(String(chars[start..<pos])) else {
            throw VisualFormatError(message: "Expected a number or key from the metrics dictionary", offset: start)
        }
        return CGFloat(v)
    }

    mutating func identifier() -> String {
        let start = pos
        while let c = chars[safe: pos], c.isLetter || c.isNumber || c == "_" { pos += 1 }
        return String(chars[start..<pos])
    }

    func peek(_ s: String) -> Bool {
        let a = Array(s)
        guard pos + a.count <= chars.count else { return false }
        return Array(chars[pos..<pos + a.count]) == a
    }

    mutating func add(_ v1: UIView, _ a1: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
                      _ v2: UIView?, _ a2: NSLayoutConstraint.Attribute, _ m: CGFloat, _ c: CGFloat, _ priority: Float, device: Bool = false) {
        let k = NSLayoutConstraint(item: v1, attribute: a1, relatedBy: r, toItem: v2, attribute: a2, multiplier: m, constant: c)
        k.priority = UILayoutPriority(priority)
        // Numbers in the format are the app's (converted like any constant); `-` is the device's.
        k._constantIsInDeviceUnits = device
        result.append(k)
    }

    mutating func alignments(_ views: [UIView]) {
        let map: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attr) in map where options.contains(option) {
            for i in views.indices.dropFirst() { add(views[i - 1], attr, .equal, views[i], attr, 1, 0, 1000) }
        }
    }
}

fileprivate extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
