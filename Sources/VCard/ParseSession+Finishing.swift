// Finishing a card: version, charset fallback, escapes, derived names, UID, dates.

import Foundation

extension ParseSession {
    // MARK: Finishing a card

    mutating func finish(_ builderIn: CardBuilder) {
        var b = builderIn
        let version: VCardVersion
        if let t = b.versionText, let v = VCardVersion(versionText: t) {
            version = v
        } else {
            version = b.saw21Features ? .v2_1 : .v3_0
            diag(b.startLine, b.versionText == nil
                 ? "Card has no VERSION; read as \(version.rawValue)."
                 : "Card has an unknown VERSION \(VCardDiagnostic.quote(b.versionText ?? "")); read as \(version.rawValue).",
                 .warning)
        }

        // Values in no declared charset and not UTF-8: the fallback ladder.
        for (index, bytes) in b.pending {
            var ladder: [(String.Encoding, String)] = []
            for e in b.charsets { ladder.append((e, "declared elsewhere in the card")) }
            for e in fileCharsets where !b.charsets.contains(e) { ladder.append((e, "declared elsewhere in the file")) }
            for e in options.fallbackEncodings { ladder.append((e, "the fallback encoding")) }
            ladder.append((.isoLatin1, "the last-resort encoding"))
            for (enc, why) in ladder {
                if let s = String(bytes: bytes, encoding: enc) {
                    b.properties[index].value = s
                    for x in s.utf8 where x == 0x5C || x == 0x2C || x == 0x0D || x == 0x0A {
                        b.flags[index] |= (x == 0x0D || x == 0x0A) ? CardBuilder.hasLineBreak : CardBuilder.hasEscapable
                    }
                    diag(b.lines[index], "\(VCardDiagnostic.name(b.properties[index].name)) value is not UTF-8; decoded as \(VCardCharset.displayName(enc)) (\(why)).", .warning)
                    break
                }
            }
        }

        // Bring every value to the 3.0/4.0 escaped form.
        for i in 0..<b.properties.count {
            let f = b.flags[i]
            if f & CardBuilder.binary != 0 { continue }
            if version == .v2_1 {
                if f & (CardBuilder.hasEscapable | CardBuilder.hasLineBreak) != 0 {
                    let name = b.properties[i].name
                    b.properties[i].value = VCardText.canonicalFromV21(
                        b.properties[i].value, escapeCommas: !CardBuilder.commaIsSyntax(name))
                }
            } else if f & CardBuilder.hasLineBreak != 0 {
                b.properties[i].value = VCardText.escapeLineBreaks(b.properties[i].value)
            }
        }
        if b.sawCaret && version != .v2_1 {
            for i in 0..<b.properties.count {
                for j in 0..<b.properties[i].parameters.count {
                    b.properties[i].parameters[j].values = b.properties[i].parameters[j].values.map(VCardText.decodeCaret)
                }
            }
        }

        var card = VCard(version: version, properties: b.properties)
        if options.derivesMissingNames { deriveNames(&card, line: b.startLine) }
        if options.assignsMissingUID {
            let hasUID = card.properties.contains { $0.name == "UID" && !$0.value.trimmingSpaces.isEmpty }
            if !hasUID {
                let uid = options.makeUID?() ?? uuidGenerator.next()
                card.properties.removeAll { $0.name == "UID" }
                card.properties.append(VCardProperty(name: "UID", value: uid))
                diag(b.startLine, "Card has no UID; assigned \(uid).", .info)
                cardOrigins[b.slot - slotBase].assignedUID = true
            }
        }
        checkDates(card, lines: b.lines, properties: b.properties)
        cards[b.slot - slotBase] = card
        if keepsCardText, stack.isEmpty, b.startOffset >= consumedBefore, count > 0 {
            // A top-level card read from this piece: BEGIN line through the END line's break.
            let bytes = UnsafeBufferPointer(rebasing: buf[(b.startOffset - consumedBefore)..<pos])
            cardOrigins[b.slot - slotBase].text = String(validating: bytes, as: UTF8.self)
        }
    }

    /// FN from N (or ORG, NICKNAME, EMAIL, TEL) and N from FN, as documented
    /// on ``VCardParser/Options/derivesMissingNames``.
    mutating func deriveNames(_ card: inout VCard, line: Int) {
        let fnIndex = card.properties.firstIndex { $0.name == "FN" }
        let hasFN = fnIndex.map { !card.properties[$0].text.trimmingSpaces.isEmpty } ?? false
        let hasN = card.properties.contains { $0.name == "N" }
        if !hasFN {
            var derived: String? = nil
            var source = ""
            if let n = card.name, !n.isEmpty { derived = n.formatted; source = "N" }
            if derived == nil, let org = card.organization, !org.isEmpty { derived = org; source = "ORG" }
            if derived == nil, let nick = card.firstProperty(named: "NICKNAME").flatMap({ $0.listValues.first }),
               !nick.isEmpty { derived = nick; source = "NICKNAME" }
            if derived == nil, let email = card.emails.first?.value, !email.isEmpty { derived = email; source = "EMAIL" }
            if derived == nil, let tel = card.telephones.first?.value, !tel.isEmpty { derived = tel; source = "TEL" }
            if let derived {
                let fn = VCardProperty(name: "FN", text: derived)
                if let fnIndex { card.properties[fnIndex] = fn } else {
                    let at = card.properties.firstIndex { $0.name == "N" }.map { $0 + 1 } ?? 0
                    card.properties.insert(fn, at: at)
                }
                diag(line, "Card has no FN; \(VCardDiagnostic.quote(derived)) derived from \(source).", .info)
                if source != "N" && !hasN {
                    // Keep the card complete (3.0 requires N) without
                    // turning an e-mail address or company into a person's name.
                    let at = (card.properties.firstIndex { $0.name == "FN" } ?? -1) + 1
                    card.properties.insert(VCardProperty(name: "N", value: ";;;;"), at: at)
                }
            } else {
                diag(line, "Card has no FN, N, ORG, NICKNAME, EMAIL or TEL: it has no name to show.", .warning)
            }
        } else if !hasN, let fnIndex {
            let n = StructuredName(derivedFrom: card.properties[fnIndex].text)
            card.properties.insert(VCardProperty(name: "N", components: n.components), at: fnIndex + 1)
            diag(line, "Card has no N; derived from FN \(VCardDiagnostic.quote(card.properties[fnIndex].text)).", .info)
        }
    }

    mutating func checkDates(_ card: VCard, lines: [Int], properties: [VCardProperty]) {
        for (i, p) in properties.enumerated() where p.name == "BDAY" || p.name == "ANNIVERSARY" {
            if p.parameterValues("VALUE").contains(where: { $0.asciiLowercased == "text" }) { continue }
            if VCardDate.parse(p.text, omitYear: p.parameterValues("X-APPLE-OMIT-YEAR").first) == nil {
                diag(lines[i], "\(VCardDiagnostic.name(p.name)) \(VCardDiagnostic.quote(p.text)) is not a valid date; kept as text.", .warning)
            }
        }
    }
}
