// Handling one property: BEGIN/END, values, charsets.

import Foundation

extension ParseSession {
    // MARK: Properties

    mutating func handle(header: Header, value: UnsafeBufferPointer<UInt8>, line: Int) {
        switch header.name {
        case "BEGIN":
            if isVCardWord(value) {
                if let parent = stack.last {
                    diag(line, "Card nested inside the card that begins at line \(parent.startLine) (vCard 2.1 AGENT); read as a card of its own.", .info)
                }
                stack.append(CardBuilder(startLine: line, slot: slotBase + cards.count,
                                         startOffset: consumedBefore + logicalStart))
                cardOrigins.append(CardOrigin(line: line))
                cards.append(nil)
                return
            }
        case "END":
            if isVCardWord(value) {
                if let builder = stack.popLast() {
                    finish(builder)
                } else {
                    diag(line, "END:VCARD without a matching BEGIN:VCARD; ignored.", .warning)
                }
                return
            }
        default:
            break
        }
        if header.name.isEmpty {
            diag(line, "Line has no property name before its ':'; ignored.", .warning)
            return
        }
        guard stack.count > 0 else {
            diag(line, "Property \(VCardDiagnostic.name(header.name)) outside any BEGIN:VCARD … END:VCARD; ignored.", .warning)
            return
        }
        let top = stack.count - 1
        if header.name == "VERSION" {
            stack[top].versionText = text(value).trimmingSpaces
            return
        }
        if header.sawNamelessParameter || header.quotedPrintable { stack[top].saw21Features = true }
        if header.sawCaret { stack[top].sawCaret = true }

        var parameters = header.parameters
        var flags: UInt8 = 0
        let stringValue: String?
        var pendingBytes: [UInt8]? = nil

        if header.base64 {
            // Keep the base64 text, without the white space of folding.
            flags |= CardBuilder.binary
            var kept = [UInt8]()
            kept.reserveCapacity(value.count)
            for b in value where b != 0x20 && b != 0x09 && b != 0x0D && b != 0x0A { kept.append(b) }
            stringValue = String(decoding: kept, as: UTF8.self)
            if !VCardText.isWellFormedBase64(kept) {
                diag(line, "\(VCardDiagnostic.name(header.name)) base64 data is damaged (bad characters or a length that is not a multiple of 4); kept as read.", .warning)
            }
        } else if header.quotedPrintable {
            let decoded = VCardText.decodeQuotedPrintable(value)
            if parameters.contains(where: { $0.name == "ENCODING" || $0.name == "CHARSET" }) {
                parameters.removeAll { $0.name == "ENCODING" || $0.name == "CHARSET" }
            }
            let r = decoded.withUnsafeBufferPointer { decodeText($0, copyFrom: decoded, header: header, line: line) }
            stringValue = r.string
            pendingBytes = r.pending
            flags |= r.flags
        } else {
            if header.charset != nil { parameters.removeAll { $0.name == "CHARSET" } }
            let r = decodeText(value, copyFrom: nil, header: header, line: line)
            stringValue = r.string
            pendingBytes = r.pending
            flags |= r.flags
        }
        if !transcoded, let cs = header.charset, let enc = VCardCharset.encoding(named: cs), enc != .utf8,
           enc != .utf16, enc != .utf16BigEndian, enc != .utf16LittleEndian {
            if !stack[top].charsets.contains(enc) { stack[top].charsets.append(enc) }
            if !fileCharsets.contains(enc) { fileCharsets.append(enc) }
        }
        let property = VCardProperty(group: header.group, upperName: header.name, parameters: parameters,
                                     value: stringValue ?? "")
        if let pendingBytes {
            stack[top].pending.append((stack[top].properties.count, pendingBytes))
        }
        stack[top].append(property, flags: flags, line: line)
    }

    /// The value `VCARD` in any case, white space around it allowed.
    func isVCardWord(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let word: [UInt8] = [0x56, 0x43, 0x41, 0x52, 0x44]
        var s = 0, e = b.count
        while s < e && (b[s] == 0x20 || b[s] == 0x09) { s += 1 }
        while e > s && (b[e - 1] == 0x20 || b[e - 1] == 0x09) { e -= 1 }
        guard e - s == 5 else { return false }
        for k in 0..<5 where b[s + k] & 0xDF != word[k] { return false }
        return true
    }

    /// Decodes value bytes to a String, or leaves them pending for the
    /// card-level fallback ladder. `flags` tells which escaping work the
    /// value may need once the card's version is known.
    mutating func decodeText(_ bytes: UnsafeBufferPointer<UInt8>, copyFrom: [UInt8]?, header: Header,
                    line: Int) -> (string: String?, pending: [UInt8]?, flags: UInt8) {
        // One pass: ASCII? Any byte the escaping rules care about?
        var flags: UInt8 = 0
        var high = false
        for b in bytes {
            if b >= 0x80 { high = true } else if b == 0x5C || b == 0x2C { flags |= CardBuilder.hasEscapable } else if b == 0x0D || b == 0x0A { flags |= CardBuilder.hasLineBreak }
        }
        if !high { return (String(decoding: bytes, as: UTF8.self), nil, flags) }

        func note(_ s: String) -> (String?, [UInt8]?, UInt8) {
            var f = flags
            for b in s.utf8 where b == 0x5C || b == 0x2C || b == 0x0D || b == 0x0A {
                f |= (b == 0x0D || b == 0x0A) ? CardBuilder.hasLineBreak : CardBuilder.hasEscapable
            }
            return (s, nil, f)
        }

        if !transcoded, let cs = header.charset {
            if let enc = VCardCharset.encoding(named: cs) {
                if enc != .utf8 {
                    if let s = String(bytes: bytes, encoding: enc) { return note(s) }
                    diag(line, "\(VCardDiagnostic.name(header.name)) value does not decode as its declared CHARSET=\(VCardDiagnostic.name(cs)).", .warning)
                }
            } else {
                diag(line, "\(VCardDiagnostic.name(header.name)) declares unknown CHARSET=\(VCardDiagnostic.name(cs)); decoded by the fallback rules.", .warning)
            }
        }
        let check = UTF8Check(buffer: bytes)
        if check.isValid { return (String(decoding: bytes, as: UTF8.self), nil, flags) }
        if transcoded || check.looksLikeDamagedUTF8 {
            diag(line, "\(VCardDiagnostic.name(header.name)) value is damaged UTF-8 (\(check.invalidBytes) bad byte(s)); each replaced by U+FFFD.", .error)
            return note(String(decoding: bytes, as: UTF8.self))
        }
        return (nil, copyFrom ?? Array(bytes), flags)
    }
}
