import Foundation

/// The attributes Interface Builder writes as numbers, by element, and their check.
///
/// Xcode writes every length, count, colour component, priority and multiplier as a
/// decimal number (`width="414"`, `alpha="0.5"`, `tag="-1"`, `multiplier="4:3"`). A value
/// that is not one (`width="abc"`) is a damaged file: Xcode's own compiler (ibtool)
/// refuses it, so reading refuses it too (`IBReadError.invalidNumber`, with the line, the
/// element and the attribute) instead of reading it as 0. docs/DECISIONS.md, "A number
/// attribute that is not a number fails the file".
///
/// The table lists each attribute the reader or the loader reads as a number; an
/// attribute it does not list is left alone.
public enum IBNumericAttributes {
    /// What a numeric attribute holds.
    public enum Kind: Sendable, Equatable {
        /// A finite decimal number (`12`, `-0.5`, `1e3`).
        case real
        /// A whole number (`3`, `-1`; `3.0` is accepted as 3).
        case integer
        /// A decimal number or a ratio `A:B` with B not zero (constraint multipliers).
        case ratio

        /// How messages describe the expected value.
        public var expectation: String {
            switch self {
            case .real: return "a number"
            case .integer: return "a whole number"
            case .ratio: return "a number or a ratio such as 4:3"
            }
        }
    }

    /// Attributes that are numbers on every element (views, items, colours).
    static let everywhere: [String: Kind] = [
        "tag": .integer, "alpha": .real,
        "horizontalHuggingPriority": .real, "verticalHuggingPriority": .real,
        "horizontalCompressionResistancePriority": .real, "verticalCompressionResistancePriority": .real,
    ]

    /// Attributes that are numbers on one element.
    static let byElement: [String: [String: Kind]] = {
        func reals(_ names: String...) -> [String: Kind] { Dictionary(uniqueKeysWithValues: names.map { ($0, Kind.real) }) }
        func integers(_ names: String...) -> [String: Kind] { Dictionary(uniqueKeysWithValues: names.map { ($0, Kind.integer) }) }
        let tableHeights = reals("rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
                                 "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight")
        return [
            "rect": reals("x", "y", "width", "height"),
            "size": reals("width", "height"),
            "point": reals("x", "y"),
            "inset": reals("minX", "minY", "maxX", "maxY"),
            "edgeInsets": reals("top", "left", "bottom", "right"),
            "directionalEdgeInsets": reals("top", "leading", "bottom", "trailing"),
            "offsetWrapper": reals("horizontal", "vertical"),
            "range": integers("location", "length"),
            "color": reals("red", "green", "blue", "white"),
            "fontDescription": reals("pointSize"),
            "font": reals("pointSize"),
            "constraint": reals("constant", "priority").merging(["multiplier": .ratio]) { a, _ in a },
            "real": reals("value"),
            "integer": integers("value"),
            "tableView": tableHeights,
            "tableViewCell": reals("rowHeight", "indentationWidth").merging(integers("indentationLevel")) { a, _ in a },
            "label": integers("numberOfLines").merging(reals("minimumFontSize", "minimumScaleFactor", "preferredMaxLayoutWidth")) { a, _ in a },
            "textField": reals("minimumFontSize"),
            "stackView": reals("spacing"),
            "progressView": reals("progress"),
            "segmentedControl": integers("selectedSegmentIndex"),
            "slider": reals("value", "minValue", "maxValue"),
            "stepper": reals("value", "minimumValue", "maximumValue", "stepValue"),
            "pageControl": integers("numberOfPages", "currentPage"),
            "collectionViewFlowLayout": reals("minimumLineSpacing", "minimumInteritemSpacing"),
            "datePicker": integers("minuteInterval").merging(reals("countDownDuration")) { a, _ in a },
            "searchBar": integers("selectedScopeButtonIndex"),
            "date": reals("timeIntervalSinceReferenceDate"),
        ]
    }()

    /// The kind of `attribute` on `element` (nil: not a numeric attribute). A
    /// user-defined runtime attribute's `value` is a number when its type is `number`.
    public static func kind(of attribute: String, on element: IBElement) -> Kind? {
        if element.name == "userDefinedRuntimeAttribute" {
            return attribute == "value" && element["type"] == "number" ? .real : nil
        }
        return byElement[element.name]?[attribute] ?? everywhere[attribute]
    }

    /// Whether `value` is a valid `kind`.
    public static func isValid(_ value: String, as kind: Kind) -> Bool {
        let s = value.trimmingCharacters(in: .whitespaces)
        func real(_ t: Substring) -> Double? {
            // Decimal notation only: Double("0x1p3"), "inf" and "nan" parse, but are not what IB writes.
            guard !t.isEmpty, t.allSatisfy({ "0123456789+-.eE".contains($0) }), let d = Double(t), d.isFinite else { return nil }
            return d
        }
        switch kind {
        case .real:
            return real(Substring(s)) != nil
        case .integer:
            guard let d = real(Substring(s)) else { return false }
            return d == d.rounded() && abs(d) < 9e15
        case .ratio:
            if real(Substring(s)) != nil { return true }
            let parts = s.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, real(parts[0]) != nil, let b = real(parts[1]) else { return false }
            return b != 0
        }
    }

    /// One numeric attribute whose value is not a number.
    public struct Problem: Sendable, Equatable {
        public var line: Int
        /// `<rect key="frame">`: the element and its key.
        public var element: String
        public var attribute: String
        public var value: String
        public var kind: Kind
    }

    /// Every numeric attribute below `root` (itself included) that does not hold its kind,
    /// in document order (within an element, by attribute name: the XML parser does not
    /// keep the attributes' order).
    public static func problems(in root: IBElement) -> [Problem] {
        var out: [Problem] = []
        func visit(_ e: IBElement) {
            for name in e.attributes.keys.sorted() {
                guard let kind = kind(of: name, on: e), let v = e.attributes[name], !isValid(v, as: kind) else { continue }
                let tag = "<\(e.name)\(e["key"].map { " key=\"\(printable($0))\"" } ?? "")>"
                out.append(Problem(line: e.line, element: tag, attribute: name, value: v, kind: kind))
            }
            for c in e.children { visit(c) }
        }
        visit(root)
        return out
    }

    /// `s` safe to print on a terminal: control and other invisible characters as `\u{…}`,
    /// quotes and backslashes escaped, cut to 40 characters with `…`.
    public static func printable(_ s: String) -> String {
        var out = ""
        var count = 0
        for ch in s.unicodeScalars {
            if count == 40 { out += "…"; break }
            count += 1
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                let visible = ch.value >= 0x20 && ch.value != 0x7F && !(0x80..<0xA0).contains(ch.value)
                    && ch.properties.generalCategory != .format && ch.properties.generalCategory != .lineSeparator
                    && ch.properties.generalCategory != .paragraphSeparator
                out += visible ? String(ch) : "\\u{\(String(ch.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }
}
