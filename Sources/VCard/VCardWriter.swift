// Writing vCard 3.0 (RFC 2426) and 4.0 (RFC 6350).
//
// Output is UTF-8 with CRLF line ends. Lines longer than 75 octets are
// folded (RFC 6350 section 3.2): the break goes before a UTF-8 lead byte,
// never inside a character, and the continuation line starts with a space.
// Values are written in the escaped form the model keeps (RFC 6350 section
// 3.4), with any raw line break escaped as `\n`. Parameter values that hold
// `,` `;` or `:` are quoted; `^`, `"` and line breaks in them use RFC 6868
// caret encoding in both versions (RFC 6868 is written for 4.0; ez-vcard and
// others apply it to 3.0 too, and without it 3.0 cannot carry them at all).
//
// Conversions between versions, so that what is written is valid for the
// version chosen and reads back to the same contact data:
//   - binary values: 3.0 `ENCODING=b;TYPE=JPEG:<base64>`, 4.0
//     `data:image/jpeg;base64,<base64>` (RFC 6350 section 6.2.4);
//   - preference: 3.0 `TYPE=pref`, 4.0 `PREF=1` (RFC 6350 section 5.3);
//     in 3.0 a 4.0 ranking becomes the order of the properties, the most
//     preferred marked `pref` (``VCardWriter/inPreferenceOrder(_:)``);
//   - dates without a year: 3.0 `1604-MM-DD` with `X-APPLE-OMIT-YEAR=1604`,
//     4.0 `--MMDD`;
//   - 4.0 `TEL;VALUE=uri:tel:…` becomes a 3.0 text TEL without the scheme;
//   - 3.0 requires N and FN: an empty N (`;;;;`) and an FN from
//     ``VCard/displayName`` are added if missing; 4.0 requires FN only.
// The transfer parameters CHARSET and ENCODING=QUOTED-PRINTABLE/7BIT/8BIT
// are never written (output is UTF-8 text).

import Foundation

/// Writes cards as vCard 3.0 or 4.0 text.
public struct VCardWriter: Sendable {
    /// The versions that can be written.
    public enum Version: String, Hashable, Sendable, CaseIterable {
        /// vCard 3.0, RFC 2426.
        case v3_0 = "3.0"
        /// vCard 4.0, RFC 6350.
        case v4_0 = "4.0"
    }

    /// The version every card is written as, whatever version it was read as.
    public var version: Version

    /// A writer for one output version.
    public init(version: Version) {
        self.version = version
    }

    /// The cards as one UTF-8 vCard file.
    public func data(for cards: [VCard]) -> Data {
        var out = [UInt8]()
        out.reserveCapacity(cards.count * 256)
        for card in cards { write(card, into: &out) }
        return Data(out)
    }

    /// The cards as text.
    public func string(for cards: [VCard]) -> String {
        String(decoding: data(for: cards), as: UTF8.self)
    }

    /// One card as text.
    public func string(for card: VCard) -> String { string(for: [card]) }

    // MARK: -

    func write(_ card: VCard, into out: inout [UInt8]) {
        appendLine(Array("BEGIN:VCARD".utf8), into: &out)
        appendLine(Array("VERSION:\(version.rawValue)".utf8), into: &out)
        let hasFN = card.properties.contains { $0.name == "FN" }
        let hasN = card.properties.contains { $0.name == "N" }
        if !hasFN {
            writeProperty(VCardProperty(name: "FN", text: card.displayName), into: &out)
        }
        if !hasN && version == .v3_0 {
            writeProperty(VCardProperty(name: "N", value: ";;;;"), into: &out)
        }
        let properties = version == .v3_0 ? Self.inPreferenceOrder(card.properties) : card.properties
        for original in properties {
            let p = Self.sanitized(original)
            switch p.name {
            case "BEGIN", "END", "VERSION": continue
            default: writeProperty(convert(p), into: &out)
            }
        }
        appendLine(Array("END:VCARD".utf8), into: &out)
    }

    /// vCard 3.0 has only a yes/no `TYPE=pref`, so a 4.0 ranking (`PREF=1`
    /// … `PREF=100`, RFC 6350 section 5.3: lower is preferred, none is least
    /// preferred) is kept as order: among the properties of one name that
    /// carry a PREF, the places they hold are refilled in PREF order (ties
    /// and properties without PREF keep theirs), and only the most
    /// preferred keep PREF, which ``convert(_:)`` turns into `TYPE=pref`.
    static func inPreferenceOrder(_ properties: [VCardProperty]) -> [VCardProperty] {
        func rank(_ p: VCardProperty) -> Int? {
            guard let text = p.parameterValues("PREF").first else { return nil }
            return Int(text.trimmingSpaces).map { min(max($0, 1), 100) } ?? 100
        }
        var positions: [String: [Int]] = [:]
        for (index, p) in properties.enumerated() where rank(p) != nil { positions[p.name, default: []].append(index) }
        guard positions.values.contains(where: { $0.count > 1 }) else { return properties }
        var result = properties
        for (_, places) in positions where places.count > 1 {
            let ranked = places.map { (properties[$0], rank(properties[$0]) ?? 100) }
            let sorted = ranked.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
            let best = sorted[0].1
            for (place, entry) in zip(places, sorted) {
                var p = entry.0
                if entry.1 != best { p.parameters.removeAll { $0.name == "PREF" } }
                result[place] = p
            }
        }
        return result
    }

    /// Adapts one property to the output version (see the file comment).
    func convert(_ original: VCardProperty) -> VCardProperty {
        var p = original
        p.parameters.removeAll { param in
            switch param.name {
            case "CHARSET": return true
            case "ENCODING":
                let v = param.values.first?.asciiUppercased ?? ""
                return v == "QUOTED-PRINTABLE" || v == "7BIT" || v == "8BIT" || v.isEmpty
            default: return false
            }
        }

        // Binary values.
        if let data = original.binaryData, isBinaryCarrier(original) {
            let media = original.mediaType ?? (original.name == "PHOTO" || original.name == "LOGO"
                                               ? VCardLabels.imageType(data).map { "image/" + $0.asciiLowercased } : nil)
            switch version {
            case .v3_0:
                if let i = p.parameters.firstIndex(where: { $0.name == "ENCODING" }) {
                    // Already inline base64 (2.1 or 3.0): only the encoding name changes.
                    p.parameters[i].values = ["b"]
                } else {
                    // A 4.0 data: URI.
                    p.parameters.removeAll { $0.name == "VALUE" || $0.name == "MEDIATYPE" }
                    removeMediaTypes(&p)
                    p.parameters.insert(VCardParameter(name: "ENCODING", values: ["b"]), at: 0)
                    if let media { p.parameters.insert(VCardParameter(name: "TYPE", values: [Self.typeName(forMediaType: media)]), at: 1) }
                }
                p.value = data.base64EncodedString()
            case .v4_0:
                p.parameters.removeAll { $0.name == "ENCODING" || $0.name == "VALUE" || $0.name == "MEDIATYPE" }
                removeMediaTypes(&p)
                p.value = "data:" + (media ?? "application/octet-stream") + ";base64," + data.base64EncodedString()
            }
        }

        // Preference.
        switch version {
        case .v4_0:
            if p.types.contains("pref") {
                removeType("pref", from: &p)
                if !p.parameters.contains(where: { $0.name == "PREF" }) {
                    p.parameters.append(VCardParameter(name: "PREF", values: ["1"]))
                }
            }
        case .v3_0:
            if p.parameters.contains(where: { $0.name == "PREF" }) {
                p.parameters.removeAll { $0.name == "PREF" }
                if !p.types.contains("pref") { addType("pref", to: &p) }
            }
        }

        // Dates.
        if p.name == "BDAY" || p.name == "ANNIVERSARY",
           !p.parameterValues("VALUE").contains(where: { $0.asciiLowercased == "text" }),
           !p.value.contains("T"),
           let date = VCardDate.parse(p.text, omitYear: p.parameterValues("X-APPLE-OMIT-YEAR").first),
           let f = VCardDate.format(date, for: version) {
            p.value = f.value
            p.parameters.removeAll { $0.name == "X-APPLE-OMIT-YEAR" || $0.name == "VALUE" }
            if f.omitYear {
                p.parameters.append(VCardParameter(name: "X-APPLE-OMIT-YEAR", values: [String(VCardDate.appleNoYear)]))
            }
        }

        // tel: URIs in 3.0.
        if version == .v3_0, p.name == "TEL", p.value.asciiLowercased.hasPrefix("tel:") {
            p.value = VCardText.escape(String(p.text.dropFirst(4)))
            p.parameters.removeAll { $0.name == "VALUE" }
        }
        return p
    }

    /// The vCard 2.1/3.0 TYPE word for a media type (`image/jpeg` → `JPEG`).
    static func typeName(forMediaType media: String) -> String {
        switch media {
        case "application/pkix-cert": return "X509"
        case "application/pgp-keys": return "PGP"
        case "audio/wav": return "WAVE"
        default: return String(media.split(separator: "/").last ?? Substring(media)).asciiUppercased
        }
    }

    func isBinaryCarrier(_ p: VCardProperty) -> Bool {
        let encoding = p.parameterValues("ENCODING").first?.asciiUppercased
        if encoding == "B" || encoding == "BASE64" { return true }
        return p.value.hasPrefix("data:") && p.value.contains(";base64,")
    }

    func removeMediaTypes(_ p: inout VCardProperty) {
        let media: Set<String> = ["jpeg", "jpg", "png", "gif", "bmp", "tiff", "wave", "wav", "x509", "pgp"]
        for i in p.parameters.indices where p.parameters[i].name == "TYPE" {
            p.parameters[i].values.removeAll { media.contains($0.asciiLowercased) || $0.contains("/") }
        }
        p.parameters.removeAll { $0.name == "TYPE" && $0.values.isEmpty }
    }

    func removeType(_ type: String, from p: inout VCardProperty) {
        for i in p.parameters.indices where p.parameters[i].name == "TYPE" {
            var kept: [String] = []
            for v in p.parameters[i].values {
                let parts = v.split(separator: ",").map { String($0) }
                let rest = parts.filter { $0.trimmingSpaces.asciiLowercased != type }
                if rest.count == parts.count { kept.append(v) } else if !rest.isEmpty { kept.append(rest.joined(separator: ",")) }
            }
            p.parameters[i].values = kept
        }
        p.parameters.removeAll { $0.name == "TYPE" && $0.values.isEmpty }
    }

    func addType(_ type: String, to p: inout VCardProperty) {
        if let i = p.parameters.firstIndex(where: { $0.name == "TYPE" }) {
            p.parameters[i].values.append(type)
        } else {
            p.parameters.append(VCardParameter(name: "TYPE", values: [type]))
        }
    }

    // MARK: Serialising

    func writeProperty(_ p: VCardProperty, into out: inout [UInt8]) {
        var line = [UInt8]()
        line.reserveCapacity(p.value.utf8.count + 32)
        if let g = p.group {
            line.append(contentsOf: g.utf8)
            line.append(0x2E)
        }
        line.append(contentsOf: p.name.utf8)
        for param in p.parameters {
            line.append(0x3B)
            line.append(contentsOf: param.name.utf8)
            line.append(0x3D)  // a parameter without values is written `NAME=`
            for (k, v) in param.values.enumerated() {
                if k > 0 { line.append(0x2C) }
                appendParameterValue(v, into: &line)
            }
        }
        line.append(0x3A)
        for b in p.value.utf8 {
            // The model never holds raw line breaks, but a value built by hand might.
            if b == 0x0A { line.append(0x5C); line.append(0x6E) } else if b != 0x0D { line.append(b) }
        }
        appendLine(line, into: &out)
    }

    /// Group, property and parameter names with only the characters
    /// RFC 6350 section 3.3 allows (ALPHA, DIGIT, "-"; "_" is kept too, as
    /// vCard 2.1 exporters use it; groups keep "."), so that what a damaged file put there
    /// cannot break the output. A name left empty becomes `X-UNNAMED`
    /// (property), no group, or is dropped (parameter).
    static func sanitized(_ p: VCardProperty) -> VCardProperty {
        func clean(_ s: String) -> String {
            let u = s.utf8
            if u.allSatisfy(isNameByte) { return s }
            return String(decoding: u.filter(isNameByte), as: UTF8.self)
        }
        var q = p
        q.name = clean(p.name)
        if q.name.isEmpty { q.name = "X-UNNAMED" }
        if let g = p.group {
            // vCard 2.1 allows nested groups (`a.b.TEL`), so dots stay.
            let cg = g.utf8.allSatisfy({ isNameByte($0) || $0 == 0x2E }) ? g
                : String(decoding: g.utf8.filter { isNameByte($0) || $0 == 0x2E }, as: UTF8.self)
            q.group = cg.isEmpty ? nil : cg
        }
        if !p.parameters.allSatisfy({ $0.name.utf8.allSatisfy(isNameByte) && !$0.name.isEmpty }) {
            q.parameters = p.parameters.compactMap { param in
                let n = clean(param.name)
                return n.isEmpty ? nil : VCardParameter(name: n, values: param.values)
            }
        }
        return q
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F
    }

    func appendParameterValue(_ raw: String, into line: inout [UInt8]) {
        // RFC 6868 caret encoding for both versions: it is the only way to
        // carry `"` or a line break in a parameter value, and readers that
        // do not know it still see plain text.
        let v = VCardText.encodeCaret(raw)
        let u = v.utf8
        let needsQuotes = u.contains { $0 == 0x2C || $0 == 0x3B || $0 == 0x3A || $0 < 0x20 }
            || u.first == 0x20 || u.last == 0x20 || u.first == 0x09 || u.last == 0x09
        if needsQuotes { line.append(0x22) }
        line.append(contentsOf: v.utf8)
        if needsQuotes { line.append(0x22) }
    }

    /// Appends a content line, folded at 75 octets without splitting a
    /// UTF-8 sequence, and CRLF.
    func appendLine(_ line: [UInt8], into out: inout [UInt8]) {
        line.withUnsafeBufferPointer { Self.appendFolded($0, into: &out) }
    }

    /// ``appendLine(_:into:)`` for any bytes of one content line.
    static func appendFolded(_ line: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let limit = 75
        if line.count <= limit {
            out.append(contentsOf: line)
            out.append(0x0D); out.append(0x0A)
            return
        }
        var start = 0
        var room = limit
        while start < line.count {
            var end = min(line.count, start + room)
            if end < line.count {
                // Back up to the start of a character.
                while end > start + 1 && line[end] & 0xC0 == 0x80 { end -= 1 }
            }
            if start > 0 { out.append(0x20) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<end]))
            out.append(0x0D); out.append(0x0A)
            start = end
            room = limit - 1
        }
    }
}

extension VCard {
    /// This card as vCard text of the given version (see ``VCardWriter``).
    public func serialized(as version: VCardWriter.Version) -> String {
        VCardWriter(version: version).string(for: self)
    }
}
