// Typed access to the contact fields of a card. Getters read the
// properties; setters replace them (keeping the position of the first one
// replaced) and leave every other property alone.

import Foundation

extension VCardProperty {
    /// The values of the parameter with this name (any case), across all
    /// parameters of that name, in order.
    public func parameterValues(_ name: String) -> [String] {
        let upper = name.asciiUppercased
        var out: [String] = []
        for p in parameters where p.name == upper { out.append(contentsOf: p.values) }
        return out
    }

    /// TYPE values, lower-cased and split on commas (so the RFC 6350
    /// example `TYPE="work,voice"` gives `work`, `voice`), in file order.
    public var types: [String] {
        var out: [String] = []
        for v in parameterValues("TYPE") {
            for part in v.split(separator: ",") {
                let t = String(part).trimmingSpaces.asciiLowercased
                if !t.isEmpty { out.append(t) }
            }
        }
        return out
    }

    /// True for `TYPE=pref` (vCard 2.1/3.0) or any `PREF` parameter (4.0,
    /// RFC 6350 section 5.3; 1 is most preferred).
    public var isPreferred: Bool {
        if parameters.contains(where: { $0.name == "PREF" }) { return true }
        return types.contains("pref")
    }

    /// The whole value unescaped (`\,` → `,`, `\n` → line feed).
    public var text: String { VCardText.unescape(value) }

    /// The value split on unescaped `;`, each part unescaped (N, ADR, ORG).
    public var components: [String] { VCardText.components(value) }

    /// The value split on unescaped `,`, each part unescaped (CATEGORIES, NICKNAME).
    public var listValues: [String] { VCardText.listValues(value) }

    /// The media type of a binary value: from a `data:` URI, a MEDIATYPE
    /// parameter, or a TYPE such as `JPEG` (vCard 2.1/3.0); nil if unknown.
    public var mediaType: String? {
        if value.hasPrefix("data:") {
            let body = value.dropFirst(5)
            let end = body.firstIndex(where: { $0 == ";" || $0 == "," }) ?? body.endIndex
            let type = String(body[..<end])
            if !type.isEmpty { return type.asciiLowercased }
        }
        if let m = parameterValues("MEDIATYPE").first { return m.asciiLowercased }
        for t in types {
            if t.contains("/") { return t }
            switch t {
            case "jpeg", "jpg": return name == "KEY" ? nil : "image/jpeg"
            case "png": return "image/png"
            case "gif": return "image/gif"
            case "bmp": return "image/bmp"
            case "tiff": return "image/tiff"
            case "wave", "wav": return "audio/wav"
            case "x509": return "application/pkix-cert"
            case "pgp": return "application/pgp-keys"
            default: continue
            }
        }
        return nil
    }

    /// The bytes of a binary value: base64 text with `ENCODING=b`/`BASE64`,
    /// or a `data:…;base64,` URI (RFC 2397). nil for other values or bad base64.
    public var binaryData: Data? {
        let encoding = parameterValues("ENCODING").first?.asciiUppercased
        if encoding == "B" || encoding == "BASE64" {
            return Data(base64Encoded: value, options: .ignoreUnknownCharacters)
        }
        if value.hasPrefix("data:"), let comma = value.firstIndex(of: ",") {
            let header = value[value.startIndex..<comma]
            let body = String(value[value.index(after: comma)...])
            if header.hasSuffix(";base64") {
                return Data(base64Encoded: body, options: .ignoreUnknownCharacters)
            }
            return body.removingPercentEncoding.map { Data($0.utf8) }
        }
        return nil
    }
}

extension StructuredName {
    /// N components from N's value (missing trailing components are empty).
    init(components c: [String]) {
        func at(_ i: Int) -> String { i < c.count ? c[i] : "" }
        self.init(familyName: at(0), givenName: at(1), additionalNames: at(2), prefixes: at(3), suffixes: at(4))
    }

    /// A best guess of N from a display name: the last word is the family
    /// name, the first the given name, words between are additional names;
    /// a single word is a given name.
    public init(derivedFrom formattedName: String) {
        let words = formattedName.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        switch words.count {
        case 0: self.init()
        case 1: self.init(givenName: words[0])
        default:
            self.init(familyName: words[words.count - 1], givenName: words[0],
                      additionalNames: words[1..<(words.count - 1)].joined(separator: " "))
        }
    }
}

extension VCard {
    /// All properties with this name (any case), in order.
    public func properties(named name: String) -> [VCardProperty] {
        let upper = name.asciiUppercased
        return properties.filter { $0.name == upper }
    }

    /// The first property with this name (any case).
    public func firstProperty(named name: String) -> VCardProperty? {
        let upper = name.asciiUppercased
        return properties.first { $0.name == upper }
    }

    /// Replaces every property named `name` with `replacements`, placed where
    /// the first old one was (or at the end), and removes the `X-ABLabel`
    /// properties that labelled the removed ones.
    public mutating func replaceProperties(named name: String, with replacements: [VCardProperty]) {
        let upper = name.asciiUppercased
        let groups = Set(properties.filter { $0.name == upper }.compactMap { $0.group?.asciiLowercased })
        let stillUsed = Set(properties.filter { $0.name != upper && $0.name != "X-ABLABEL" }.compactMap { $0.group?.asciiLowercased })
        var insertAt: Int? = nil
        var kept: [VCardProperty] = []
        kept.reserveCapacity(properties.count + replacements.count)
        for p in properties {
            if p.name == upper {
                if insertAt == nil { insertAt = kept.count }
                continue
            }
            if p.name == "X-ABLABEL", let g = p.group?.asciiLowercased, groups.contains(g), !stillUsed.contains(g) {
                continue
            }
            kept.append(p)
        }
        kept.insert(contentsOf: replacements, at: insertAt ?? kept.count)
        properties = kept
    }

    /// The `X-ABLabel` text for a property group, Apple's `_$!<…>!$_`
    /// markers read as words; nil if the group has none or it is empty.
    public func groupLabel(_ group: String?) -> String? {
        guard let g = group?.asciiLowercased else { return nil }
        for p in properties where p.name == "X-ABLABEL" && p.group?.asciiLowercased == g {
            let t = VCardLabels.readable(p.text)
            if !t.isEmpty { return t }
        }
        return nil
    }

    /// FN, unescaped; nil when the card has none. Setting nil removes FN.
    public var formattedName: String? {
        get { firstProperty(named: "FN")?.text }
        set { replaceProperties(named: "FN", with: newValue.map { [VCardProperty(name: "FN", text: $0)] } ?? []) }
    }

    /// N as its five components; nil when the card has no N.
    public var name: StructuredName? {
        get { firstProperty(named: "N").map { StructuredName(components: $0.components) } }
        set { replaceProperties(named: "N", with: newValue.map { [VCardProperty(name: "N", components: $0.components)] } ?? []) }
    }

    /// The name to show for this card: FN, else the formatted N, else the
    /// organisation, nickname, first e-mail or first telephone; "" if none.
    /// A value that draws nothing (``VCardText/isInvisible(_:)``: only
    /// zero-width or blank characters) counts as none.
    public var displayName: String {
        func shown(_ text: String?) -> String? {
            guard let text, !text.isEmpty, !VCardText.isInvisible(text) else { return nil }
            return text
        }
        if let fn = shown(formattedName?.trimmingSpaces) { return fn }
        if let n = name, !n.isEmpty, let formatted = shown(n.formatted) { return formatted }
        if let org = shown(organization) { return org }
        if let nick = shown(firstProperty(named: "NICKNAME")?.listValues.first) { return nick }
        if let e = shown(emails.first?.value) { return e }
        if let t = shown(telephones.first?.value) { return t }
        return ""
    }

    /// TEL properties in order. A `tel:` URI (4.0 `VALUE=uri`) is given
    /// without its scheme. Setting replaces all TEL properties.
    public var telephones: [LabeledValue] {
        get { labeledValues(named: "TEL", dropScheme: "tel:") }
        set { setLabeledValues(newValue, named: "TEL") }
    }

    /// EMAIL properties in order (a `mailto:` prefix removed). Setting
    /// replaces all EMAIL properties.
    public var emails: [LabeledValue] {
        get { labeledValues(named: "EMAIL", dropScheme: "mailto:") }
        set { setLabeledValues(newValue, named: "EMAIL") }
    }

    /// URL properties in order. Setting replaces all URL properties.
    public var urls: [LabeledValue] {
        get { labeledValues(named: "URL", dropScheme: nil) }
        set { setLabeledValues(newValue, named: "URL") }
    }

    func labeledValues(named name: String, dropScheme: String?) -> [LabeledValue] {
        var out: [LabeledValue] = []
        for p in properties where p.name == name {
            var v = p.text.trimmingSpaces
            // The scheme is ASCII: bytes count as characters.
            if let scheme = dropScheme, v.utf8.count > scheme.utf8.count, v.hasASCIIPrefixIgnoringCase(scheme) {
                v = String(Substring(v.utf8.dropFirst(scheme.utf8.count)))
            }
            // TYPE is split once for the label and for `isPreferred`.
            let all = p.types
            let types = all.filter { $0 != "pref" }
            let label = groupLabel(p.group) ?? VCardLabels.label(forTypes: types)
            let preferred = all.count != types.count || p.parameters.contains { $0.name == "PREF" }
            out.append(LabeledValue(value: v, label: label, types: types, isPreferred: preferred))
        }
        return out
    }

    mutating func setLabeledValues(_ values: [LabeledValue], named name: String) {
        var used = Set(properties.compactMap { $0.group?.asciiLowercased })
        var counter = 1
        var replacements: [VCardProperty] = []
        for lv in values {
            var types = lv.types.filter { $0.asciiLowercased != "pref" }
            var group: String? = nil
            var customLabel: String? = nil
            if types.isEmpty, let label = lv.label, !label.isEmpty {
                if let t = VCardLabels.types(forLabel: label) { types = t } else { customLabel = label }
            }
            if lv.isPreferred { types.append("pref") }
            var params: [VCardParameter] = []
            if !types.isEmpty { params.append(VCardParameter(name: "TYPE", values: types)) }
            if let customLabel {
                while used.contains("item\(counter)") { counter += 1 }
                group = "item\(counter)"
                used.insert("item\(counter)")
                replacements.append(VCardProperty(group: group, name: name, parameters: params, text: lv.value))
                replacements.append(VCardProperty(group: group, name: "X-ABLabel", text: customLabel))
            } else {
                replacements.append(VCardProperty(name: name, parameters: params, text: lv.value))
            }
        }
        replaceProperties(named: name, with: replacements)
    }

    /// The first NOTE, unescaped. Setting replaces all NOTE properties.
    public var note: String? {
        get { firstProperty(named: "NOTE")?.text }
        set { replaceProperties(named: "NOTE", with: newValue.map { [VCardProperty(name: "NOTE", text: $0)] } ?? []) }
    }

    /// Every NOTE, unescaped, in order.
    public var notes: [String] { properties(named: "NOTE").map(\.text) }

    /// The organisation name: the first component of ORG. Setting replaces
    /// ORG with a single component (nil removes it).
    public var organization: String? {
        get { firstProperty(named: "ORG")?.components.first }
        set { replaceProperties(named: "ORG", with: newValue.map { [VCardProperty(name: "ORG", components: [$0])] } ?? []) }
    }

    /// The organisational units: ORG components after the first.
    public var organizationUnits: [String] {
        Array((firstProperty(named: "ORG")?.components ?? []).dropFirst())
    }

    /// BDAY as year (nil when the card gives none — `--MMDD`, Apple's 1604,
    /// `X-APPLE-OMIT-YEAR`), month and day. nil when there is no BDAY or it
    /// is not a date (e.g. `VALUE=text:circa 1800`). Setting writes the
    /// 4.0 form (`YYYYMMDD` or `--MMDD`); the writer converts per version.
    public var birthday: DateComponents? {
        get {
            guard let p = firstProperty(named: "BDAY") else { return nil }
            if p.parameterValues("VALUE").contains(where: { $0.asciiLowercased == "text" }) { return nil }
            return VCardDate.parse(p.text, omitYear: p.parameterValues("X-APPLE-OMIT-YEAR").first)
        }
        set {
            guard let newValue, let f = VCardDate.format(newValue, for: .v4_0) else {
                replaceProperties(named: "BDAY", with: [])
                return
            }
            replaceProperties(named: "BDAY", with: [VCardProperty(name: "BDAY", value: f.value)])
        }
    }

    /// UID, unescaped. Setting replaces it.
    public var uid: String? {
        get { firstProperty(named: "UID")?.text }
        set { replaceProperties(named: "UID", with: newValue.map { [VCardProperty(name: "UID", text: $0)] } ?? []) }
    }

    /// The bytes of the first PHOTO with inline data; nil when there is none
    /// (a PHOTO that is a URL has no bytes here). Setting stores base64 with
    /// `ENCODING=b` and a TYPE sniffed from the bytes (JPEG, PNG, GIF).
    public var photoData: Data? {
        get {
            for p in properties where p.name == "PHOTO" { if let d = p.binaryData { return d } }
            return nil
        }
        set {
            guard let data = newValue else { replaceProperties(named: "PHOTO", with: []); return }
            var params = [VCardParameter(name: "ENCODING", values: ["b"])]
            if let t = VCardLabels.imageType(data) { params.append(VCardParameter(name: "TYPE", values: [t])) }
            replaceProperties(named: "PHOTO",
                              with: [VCardProperty(name: "PHOTO", parameters: params, value: data.base64EncodedString())])
        }
    }
}

/// Readable labels from TYPE values and Apple's X-ABLabel markers.
enum VCardLabels {
    /// Type words that carry no label on their own.
    static let silent: Set<String> = ["pref", "voice", "internet", "x400"]
    static let places: [String] = ["home", "work", "other"]

    /// `cell` → mobile; place words first (`fax,home` → `home fax`); nil if nothing is left.
    static func label(forTypes types: [String]) -> String? {
        var words: [String] = []
        for p in places where types.contains(p) { words.append(p) }
        for t in types where !places.contains(t) && !silent.contains(t) {
            let w: String
            switch t {
            case "cell", "mobile": w = "mobile"
            case "iphone": w = "iPhone"
            default: w = t.hasPrefix("x-") ? String(t.dropFirst(2)) : t
            }
            if !words.contains(w) { words.append(w) }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The TYPE values for a label made of known type words, or nil for a custom label.
    static func types(forLabel label: String) -> [String]? {
        let known: Set<String> = ["home", "work", "other", "fax", "pager", "main", "video", "text", "cell"]
        var out: [String] = []
        for word in label.asciiLowercased.split(separator: " ") {
            let w = word == "mobile" ? "cell" : String(word)
            guard known.contains(w) else { return nil }
            out.append(w)
        }
        return out.isEmpty ? nil : out
    }

    /// `_$!<HomePage>!$_` → `home page`, `_$!<HomeFAX>!$_` → `home fax`;
    /// other text is returned trimmed.
    static func readable(_ label: String) -> String {
        let t = label.trimmingSpaces
        guard t.hasPrefix("_$!<"), t.hasSuffix(">!$_"), t.count > 8 else { return t }
        let inner = String(t.dropFirst(4).dropLast(4))
        if inner == "iPhone" { return "iPhone" }
        var words: [String] = []
        var current = ""
        var previous: Character? = nil
        for ch in inner {
            if ch.isUppercase, let prev = previous, prev.isLowercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(ch)
            previous = ch
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.asciiLowercased }.joined(separator: " ")
    }

    /// TYPE value for image bytes, from their signature.
    static func imageType(_ data: Data) -> String? {
        let b = [UInt8](data.prefix(4))
        if b.count >= 2, b[0] == 0xFF, b[1] == 0xD8 { return "JPEG" }
        if b.count >= 4, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 { return "PNG" }
        if b.count >= 3, b[0] == 0x47, b[1] == 0x49, b[2] == 0x46 { return "GIF" }
        return nil
    }
}
