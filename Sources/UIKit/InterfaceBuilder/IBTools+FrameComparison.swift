import Foundation
internal import InterfaceBuilderXML

@_spi(InterfaceBuilderTools)
extension IBTools {
    /// One view of a file: the frame Xcode wrote for it and the one `frames` computes.
    public struct FrameComparison {
        public var id: String
        /// The IB element (`label`, `tableViewCell`) and, when set, its custom class.
        public var element: String
        public var written: Frame
        /// nil when `frames` made no such view.
        public var computed: Frame?
        /// Why the two differ, when they do (`MissCause`).
        public var cause: MissCause?
        /// Whether Xcode marks the view `misplaced="YES"` (its rect disagrees with its
        /// constraints) or `ambiguous="YES"` (its constraints do not decide it): the rect
        /// written is then no solution to compare with, and the view is left out of the
        /// file's count.
        public var markedByXcode = false
        /// Within `tolerance` on every edge.
        public var matches: Bool { cause == nil }
    }

    /// The views a file's count is over: those Xcode does not mark misplaced or ambiguous.
    public static func counted(_ rows: [FrameComparison]) -> [FrameComparison] {
        rows.filter { !$0.markedByXcode }
    }

    /// Why a computed frame differs from Xcode's, as far as the file tells.
    public enum MissCause: String, CaseIterable {
        /// The view is text (a label, button, text field) and its own size differs: the
        /// width or height of its text as measured here.
        case textSize = "text size"
        /// The view holds no text itself, but its frame follows a text view's size (a
        /// constraint to a label, a stack of labels, a cell sized from its label).
        case dependsOnText = "depends on text"
        /// A bar a container controller owns (navigation bar, tab bar, toolbar): Interface
        /// Builder keeps the frame it wrote in an earlier layout.
        case containerBar = "container bar"
        /// A table's cell, its content view or a view in it: the table's layout of rows,
        /// sections and accessories.
        case tableCell = "table cell"
        /// Not made by `frames`.
        case missing = "not made"
        /// Xcode marks the view misplaced or ambiguous: its written rect is not where its
        /// constraints put it (`FrameComparison.markedByXcode`).
        case markedByXcode = "misplaced or ambiguous in Xcode"
        /// Anything else: placement by constraints, autoresizing or the simulated screen.
        case layout = "layout"
    }

    /// Largest difference in points, on any of x, y, width and height, that counts as equal.
    public static let frameTolerance = 0.5

    /// Every view with a written frame, in document order, with the frame `frames`
    /// computes and the likely cause of a difference (`uikit-ib frames --compare`). Runs on
    /// the current application, as `frames` does.
    public static func compareFrames(_ path: String) throws -> [FrameComparison] {
        let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path)
        var computed: [String: Frame] = [:]
        for f in try frames(path) where computed[f.id] == nil { computed[f.id] = f }
        var out: [FrameComparison] = []
        var seen = Set<String>()
        var byID: [String: FrameComparison] = [:]
        for (o, context) in Self.viewsWithContext(doc) {
            guard let id = o.id, let r = o.frame, seen.insert(id).inserted else { continue }
            let written = Frame(id: id, x: r.x, y: r.y, width: r.width, height: r.height)
            let got = computed[id]
            var c = FrameComparison(id: id, element: o.element + (o.customClass.map { "(\($0))" } ?? ""),
                                    written: written, computed: got, cause: nil)
            c.markedByXcode = o.bool("misplaced") == true || o.bool("ambiguous") == true
            if let got {
                if !close(written, got) {
                    c.cause = c.markedByXcode ? .markedByXcode : cause(o, context: context, written: written, computed: got, doc: doc, byID: byID)
                }
            } else {
                c.cause = .missing
            }
            byID[id] = c
            out.append(c)
        }
        return out
    }

    /// `MATCH`/`MISS` lines and a closing count, as `uikit-ib frames --compare` prints them.
    public static func comparisonReport(_ path: String, _ rows: [FrameComparison], missesOnly: Bool = false) -> [String] {
        var lines: [String] = []
        for r in rows where !(missesOnly && r.matches) {
            var l = "\(r.matches ? "ok  " : "MISS") \(r.id) \(r.element) written \(format(r.written).split(separator: " ").dropFirst().joined(separator: " "))"
            if let c = r.computed { l += " computed \(format(c).split(separator: " ").dropFirst().joined(separator: " "))" }
            if let cause = r.cause { l += " [\(cause.rawValue)]" }
            lines.append(printable(l))
        }
        let counted = counted(rows)
        let ok = counted.filter(\.matches).count
        var tally = MissCause.allCases.compactMap { c -> String? in
            let n = counted.filter { $0.cause == c }.count
            return n == 0 ? nil : "\(n) \(c.rawValue)"
        }
        if tally.isEmpty { tally = ["no misses"] }
        let marked = rows.count - counted.count
        let percent = counted.isEmpty ? 100 : 100 * Double(ok) / Double(counted.count)
        var line = "\(path): \(ok)/\(counted.count) views within \(IBRect.format(frameTolerance)) pt (\(String(format: "%.1f", percent))%); misses: \(tally.joined(separator: ", "))"
        if marked > 0 { line += "; \(marked) marked misplaced or ambiguous by Xcode, not counted" }
        lines.append(line)
        return lines
    }

    /// `s` with control and other invisible characters (C0 and C1 controls, DEL, format
    /// characters such as bidi overrides, line and paragraph separators) shown as
    /// `\u{…}`, so a report never sends a file's text to a terminal raw; with `quoted`,
    /// quotes (single and double) and backslashes escaped too (text shown between quotes).
    static func printable(_ s: String, quoted: Bool = false) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if quoted && (u == "\"" || u == "'" || u == "\\") { out += "\\" + String(u); continue }
            let category = u.properties.generalCategory
            let invisible = u.value < 0x20 || (0x7F...0x9F).contains(u.value) || category == .format
                || category == .lineSeparator || category == .paragraphSeparator
            if invisible { out += "\\u{\(String(u.value, radix: 16))}" } else { out.unicodeScalars.append(u) }
        }
        return out
    }

    static func close(_ a: Frame, _ b: Frame) -> Bool {
        let t = frameTolerance
        return abs(a.x - b.x) <= t && abs(a.y - b.y) <= t && abs(a.width - b.width) <= t && abs(a.height - b.height) <= t
    }

    /// What a view sits in: its ancestors' elements (nearest first).
    struct ViewContext { var ancestors: [IBObject] }

    /// Every object of the document with its ancestors, depth first in document order.
    static func viewsWithContext(_ doc: IBDocument) -> [(IBObject, ViewContext)] {
        var out: [(IBObject, ViewContext)] = []
        func walk(_ o: IBObject, _ ancestors: [IBObject]) {
            out.append((o, ViewContext(ancestors: ancestors)))
            let inner = [o] + ancestors
            for k in o.keyed.keys.sorted() { walk(o.keyed[k]!, inner) }
            for k in o.lists.keys.sorted() { for c in o.lists[k]! { walk(c, inner) } }
            for s in o.subviews { walk(s, inner) }
        }
        for s in doc.scenes { for o in s.objects { walk(o, []) } }
        for o in doc.objects { walk(o, []) }
        return out
    }

    static let textElements: Set<String> = ["label", "button", "textField", "textView", "segmentedControl"]

    /// The likely cause of a miss, from the element, where it is and what it is tied to.
    private static func cause(_ o: IBObject, context: ViewContext, written: Frame, computed: Frame,
                              doc: IBDocument, byID: [String: FrameComparison]) -> MissCause {
        if ["navigationBar", "tabBar", "toolbar"].contains(o.element), context.ancestors.first.map({ IBLoader.controllerElements.contains($0.element) }) == true {
            return .containerBar
        }
        let sizeDiffers = abs(written.width - computed.width) > frameTolerance || abs(written.height - computed.height) > frameTolerance
        if textElements.contains(o.element) && sizeDiffers && !hasFixedSize(o) { return .textSize }
        // Tied by a constraint to a text view that itself misses.
        let partners = constraintPartners(of: o, in: context, doc: doc)
        if partners.contains(where: { p in textElements.contains(p.element) && (byID[p.id ?? ""].map { !$0.matches } ?? true) && !hasFixedSize(p) }) {
            return .dependsOnText
        }
        if o.element == "stackView", o.subviews.contains(where: { textElements.contains($0.element) }) { return .dependsOnText }
        if o.element == "tableViewCell" || o.element == "tableViewCellContentView"
            || context.ancestors.contains(where: { $0.element == "tableViewCell" }) {
            return .tableCell
        }
        return .layout
    }

    /// Whether `o`'s width and height are both fixed by its own constant constraints.
    private static func hasFixedSize(_ o: IBObject) -> Bool {
        let own = o.constraints.filter { $0.secondItem == nil && ($0.firstItem == nil || $0.firstItem == o.id) && $0.relation != "lessThanOrEqual" && $0.relation != "greaterThanOrEqual" }
        return own.contains { $0.firstAttribute == "width" } && own.contains { $0.firstAttribute == "height" }
    }

    /// The views `o` is tied to by the constraints of its superview and ancestors.
    private static func constraintPartners(of o: IBObject, in context: ViewContext, doc: IBDocument) -> [IBObject] {
        guard let id = o.id else { return [] }
        var ids = Set<String>()
        for holder in [o] + context.ancestors {
            for c in holder.constraints where c.firstItem == id || c.secondItem == id {
                for other in [c.firstItem, c.secondItem] { if let other, other != id { ids.insert(other) } }
                if c.firstItem == nil || c.secondItem == nil, let hid = holder.id, hid != id { ids.insert(hid) }
            }
        }
        return ids.compactMap { doc.object(withID: $0) }
    }
}
