// Reading a content line's group, name and parameters.

import Foundation

extension ParseSession {
    // MARK: Header

    struct Header {
        var group: String?
        var name: String
        var parameters: [VCardParameter]
        var quotedPrintable = false
        var base64 = false
        var charset: String?
        var sawNamelessParameter = false
        var sawCaret = false
        var badParameterName = false
    }

    /// Upper-cases ASCII letters; other bytes are decoded as UTF-8.
    func upperString(_ b: UnsafeBufferPointer<UInt8>) -> String {
        var hasLower = false
        for x in b where x >= 0x61 && x <= 0x7A { hasLower = true; break }
        if !hasLower { return String(decoding: b, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: b.count) { out in
            for k in 0..<b.count {
                let x = b[k]
                out[k] = (x >= 0x61 && x <= 0x7A) ? x - 0x20 : x
            }
            return b.count
        }
    }

    func text(_ b: UnsafeBufferPointer<UInt8>) -> String {
        var ascii = true
        for x in b where x >= 0x80 { ascii = false; break }
        if ascii || UTF8Check(buffer: b).isValid { return String(decoding: b, as: UTF8.self) }
        return String(bytes: b, encoding: .windowsCP1252) ?? String(bytes: b, encoding: .isoLatin1) ?? ""
    }

    static let encodingTokens: Set<String> = ["7BIT", "8BIT", "QUOTED-PRINTABLE", "BASE64", "B"]
    static let valueTokens: Set<String> = ["INLINE", "URL", "URI", "CONTENT-ID", "CID"]

    mutating func parseHeader(_ h: UnsafeBufferPointer<UInt8>, line: Int) -> Header {
        // Name (and group): up to the first ';'.
        var nameEnd = 0
        while nameEnd < h.count && h[nameEnd] != 0x3B { nameEnd += 1 }
        var nameStart = 0
        var t = nameEnd
        while t > 0 && (h[t - 1] == 0x20 || h[t - 1] == 0x09) { t -= 1 }
        while nameStart < t && (h[nameStart] == 0x20 || h[nameStart] == 0x09) { nameStart += 1 }
        var dot = -1
        var k = t - 1
        while k >= nameStart { if h[k] == 0x2E { dot = k; break }; k -= 1 }
        var header = Header(group: nil, name: "", parameters: [])
        if dot >= 0 {
            let group = text(UnsafeBufferPointer(rebasing: h[nameStart..<dot])).trimmingSpaces
            header.group = group.isEmpty ? nil : group
            header.name = upperString(UnsafeBufferPointer(rebasing: h[(dot + 1)..<t])).trimmingSpaces
        } else {
            header.name = upperString(UnsafeBufferPointer(rebasing: h[nameStart..<t]))
        }
        if !header.name.utf8.allSatisfy(VCardWriter.isNameByte)
            || header.group.map({ !$0.utf8.allSatisfy { VCardWriter.isNameByte($0) || $0 == 0x2E } }) == true {
            let before = (header.group.map { $0 + "." } ?? "") + header.name
            let clean = VCardWriter.sanitized(VCardProperty(group: header.group, upperName: header.name, parameters: [], value: ""))
            header.group = clean.group
            header.name = header.name.isEmpty ? "" : clean.name
            diag(line, "Property name \(VCardDiagnostic.quote(before)) has characters a name cannot have; read as \(VCardDiagnostic.quote((header.group.map { $0 + "." } ?? "") + header.name)).", .warning)
        }
        if nameEnd >= h.count { return header }

        // Parameters: ';'-separated, quotes protect ';' ',' ':'.
        var i = nameEnd + 1
        var namelessTypeIndex = -1
        while i <= h.count {
            // One parameter [i, j).
            var j = i
            var quoted = false
            while j < h.count {
                let b = h[j]
                if b == 0x22 { quoted.toggle() } else if b == 0x3B && !quoted { break }
                j += 1
            }
            parseParameter(UnsafeBufferPointer(rebasing: h[i..<j]), into: &header, namelessTypeIndex: &namelessTypeIndex)
            i = j + 1
        }
        if header.badParameterName {
            diag(line, "A parameter of \(VCardDiagnostic.name(header.name)) has an empty name or characters a name cannot have; cleaned or dropped.", .warning)
        }
        return header
    }

    mutating func parseParameter(_ p: UnsafeBufferPointer<UInt8>, into header: inout Header, namelessTypeIndex: inout Int) {
        var s = 0, e = p.count
        while s < e && (p[s] == 0x20 || p[s] == 0x09) { s += 1 }
        while e > s && (p[e - 1] == 0x20 || p[e - 1] == 0x09) { e -= 1 }
        if s == e { return }  // `ADR;HOME;PREF;:` — an empty parameter
        var eq = -1
        var q = s
        while q < e { if p[q] == 0x3D { eq = q; break }; if p[q] == 0x22 { break }; q += 1 }
        if eq < 0 {
            // vCard 2.1 parameter without a name.
            header.sawNamelessParameter = true
            let token = text(UnsafeBufferPointer(rebasing: p[s..<e]))
            let upper = token.asciiUppercased
            if Self.encodingTokens.contains(upper) {
                header.parameters.append(VCardParameter(name: "ENCODING", values: [upper]))
                applyEncoding(upper, to: &header)
            } else if Self.valueTokens.contains(upper) {
                header.parameters.append(VCardParameter(name: "VALUE", values: [upper]))
            } else if upper.contains(where: { $0.isNumber }) || upper.contains("JIS"),
                      VCardCharset.encoding(named: token) != nil {
                header.parameters.append(VCardParameter(name: "CHARSET", values: [token]))
                header.charset = token
            } else if namelessTypeIndex >= 0 {
                header.parameters[namelessTypeIndex].values.append(token)
            } else {
                namelessTypeIndex = header.parameters.count
                header.parameters.append(VCardParameter(name: "TYPE", values: [token]))
            }
            return
        }
        var ne = eq
        while ne > s && (p[ne - 1] == 0x20 || p[ne - 1] == 0x09) { ne -= 1 }
        var name = upperString(UnsafeBufferPointer(rebasing: p[s..<ne]))
        if !name.utf8.allSatisfy(VCardWriter.isNameByte) {
            name = String(decoding: name.utf8.filter(VCardWriter.isNameByte), as: UTF8.self)
            header.badParameterName = true
        }
        if name.isEmpty { header.badParameterName = true; return }
        // Values: ','-separated; a quoted value is taken whole.
        var values: [String] = []
        var i = eq + 1
        while i <= e {
            while i < e && (p[i] == 0x20 || p[i] == 0x09) { i += 1 }
            var j = i
            var value: String
            if i < e && p[i] == 0x22 {
                var close = i + 1
                while close < e && p[close] != 0x22 { close += 1 }
                value = text(UnsafeBufferPointer(rebasing: p[(i + 1)..<close]))
                j = close + 1
                while j < e && p[j] != 0x2C { j += 1 }  // ignore anything between the quote and the comma
            } else {
                while j < e && p[j] != 0x2C { j += 1 }
                var ve = j
                while ve > i && (p[ve - 1] == 0x20 || p[ve - 1] == 0x09) { ve -= 1 }
                value = text(UnsafeBufferPointer(rebasing: p[i..<ve]))
            }
            if value.utf8.contains(0x5E) { header.sawCaret = true }
            if !value.isEmpty { values.append(value) }
            i = j + 1
        }
        switch name {
        case "ENCODING":
            if let v = values.first { applyEncoding(v.asciiUppercased, to: &header) }
        case "CHARSET":
            header.charset = values.first
        default:
            break
        }
        if !values.isEmpty || name.hasPrefix("X-") {
            header.parameters.append(VCardParameter(upperName: name, values: values))
        }
    }

    func applyEncoding(_ upper: String, to header: inout Header) {
        switch upper {
        case "QUOTED-PRINTABLE", "QP": header.quotedPrintable = true
        case "BASE64", "B": header.base64 = true
        default: break
        }
    }
}
