// Reading vCard 2.1, 3.0 and 4.0.
//
// Sources: vCard 2.1 (versit consortium, 1996) sections 2.1.3 (folding,
// escaping), 2.1.4 (parameters without names) and 2.1.5 (quoted-printable);
// RFC 2425 section 5.8.1 and RFC 2426 (vCard 3.0); RFC 6350 sections 3.2
// (line folding), 3.3 (ABNF), 3.4 (escaping) and 5 (parameters); RFC 6868
// (caret encoding of parameter values); RFC 2045 section 6.7
// (quoted-printable).
//
// The reader works on bytes. Physical lines end with CRLF, LF, CR or the
// CR CR LF that iOS 6 wrote. A logical line is assembled from physical lines
// *before* any text is decoded, so a fold or a quoted-printable soft break
// that splits a multi-byte character is joined again byte for byte. Only the
// name, parameters and value of a finished logical line become Strings.
//
// Character sets, the fallback ladder (for a value that declares no
// CHARSET and is not UTF-8):
//   1. a file starting with a UTF-16 byte order mark (or with the zero-byte
//      pattern of UTF-16 ASCII) is transcoded to UTF-8 first, and CHARSET
//      parameters inside it are ignored;
//   2. a value with CHARSET= is decoded with that charset; if it does not
//      decode, the steps below are tried;
//   3. valid UTF-8 is UTF-8; damaged UTF-8 (more good multi-byte sequences
//      than bad bytes) is decoded as UTF-8 with U+FFFD replacements;
//   4. otherwise the first non-Unicode CHARSET declared by another property
//      of the same card, then of any card read so far in the file (an
//      exporter that labels one property usually wrote them all in it);
//   5. then `Options.fallbackEncodings` in order (default Windows-1252);
//   6. then ISO-8859-1, which decodes any byte sequence.
// Every use of steps 3 (damaged), 4, 5 and 6 is reported as a diagnostic.

import Foundation

/// Reads vCard files. A parser holds only its options, so one value can be
/// used from many threads; every call works on its own state.
public struct VCardParser: Sendable {
    /// Reader settings.
    public struct Options: Sendable {
        /// Encodings tried, in order, for values that declare no charset and
        /// are not UTF-8, after any charset declared elsewhere in the card
        /// or file. ISO-8859-1 is always tried last.
        public var fallbackEncodings: [String.Encoding]
        /// Give a card without a UID property one (`UID:<uuid>`), noted as
        /// an info diagnostic.
        public var assignsMissingUID: Bool
        /// Add an FN derived from N (or ORG, NICKNAME, EMAIL, TEL) when a
        /// card has none, and an N derived from FN when a card has no N;
        /// each noted as an info diagnostic.
        public var derivesMissingNames: Bool
        /// Makes the UID value for a card that has none. nil (the default):
        /// a random version 4 UUID in lower-case RFC 4122 text form, from a
        /// generator seeded once per parse with system randomness (Foundation's
        /// UUID() reads /dev/urandom on every call on Linux, which would
        /// dominate reading a large file of cards without UIDs).
        public var makeUID: (@Sendable () -> String)?

        /// Options; every argument has the default described on its property.
        public init(fallbackEncodings: [String.Encoding] = [.windowsCP1252],
                    assignsMissingUID: Bool = true,
                    derivesMissingNames: Bool = true,
                    makeUID: (@Sendable () -> String)? = nil) {
            self.fallbackEncodings = fallbackEncodings
            self.assignsMissingUID = assignsMissingUID
            self.derivesMissingNames = derivesMissingNames
            self.makeUID = makeUID
        }
    }

    public var options: Options

    /// A parser with the given options (defaults: Windows-1252 fallback,
    /// UIDs assigned, missing FN/N derived).
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads every card in `data` with default options.
    /// - Throws: ``VCardError`` only when the input holds no card at all.
    public static func parse(data: Data) throws(VCardError) -> VCardParseResult {
        try VCardParser().parse(data)
    }

    /// Reads every card in `data`.
    /// - Returns: the cards in file order and the diagnostics in line order.
    /// - Throws: ``VCardError/empty`` or ``VCardError/noCard(firstLine:diagnostics:)``
    ///   when the input holds no card at all; nothing else throws.
    public func parse(_ data: Data) throws(VCardError) -> VCardParseResult {
        try parse(bytes: [UInt8](data))
    }

    /// Reads every card in a string (its UTF-8 bytes).
    public func parse(_ string: String) throws(VCardError) -> VCardParseResult {
        try parse(bytes: Array(string.utf8))
    }

    /// Reads every card in raw file bytes.
    public func parse(bytes: [UInt8]) throws(VCardError) -> VCardParseResult {
        let result: Result<VCardParseResult, VCardError> = bytes.withUnsafeBufferPointer { raw in
            switch VCardCharset.detectFileEncoding(raw) {
            case .bytes:
                var start = 0
                if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { start = 3 }  // UTF-8 BOM
                var session = ParseSession(UnsafeBufferPointer(rebasing: raw[start...]), options: options,
                                           transcoded: false)
                return session.run()
            case .utf16LittleEndian(let bom), .utf16BigEndian(let bom):
                let little: Bool
                if case .utf16LittleEndian = VCardCharset.detectFileEncoding(raw) { little = true } else { little = false }
                let body = UnsafeBufferPointer(rebasing: raw[(bom ? 2 : 0)...])
                let utf8 = Self.transcodeUTF16(body, littleEndian: little)
                return utf8.withUnsafeBufferPointer { u in
                    var session = ParseSession(u, options: options, transcoded: true)
                    session.diagnostics.append(VCardDiagnostic(
                        line: 1, message: "File is UTF-16 \(little ? "little" : "big")-endian"
                            + (bom ? " with a byte order mark" : " without a byte order mark")
                            + "; read as Unicode and CHARSET parameters ignored.",
                        severity: .info))
                    return session.run()
                }
            }
        }
        return try result.get()
    }

    /// UTF-16 to UTF-8; unpaired surrogates become U+FFFD, an odd last byte is dropped.
    static func transcodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, littleEndian: Bool) -> [UInt8] {
        var units = [UInt16]()
        units.reserveCapacity(bytes.count / 2)
        var i = 0
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            i += 2
        }
        var out = [UInt8]()
        out.reserveCapacity(units.count)
        _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) {
            out.append($0)
        }
        return out
    }
}

// MARK: - The parse session

/// Per-call state; a struct so that its hot fields need no dynamic
/// exclusivity checks. Never shared between calls.
struct ParseSession {
    let buf: UnsafeBufferPointer<UInt8>
    let count: Int
    let options: VCardParser.Options
    /// The input was UTF-16 and has been transcoded: CHARSET is ignored.
    let transcoded: Bool

    var pos = 0
    /// Number of the next physical line to be read (1-based).
    var lineNo = 1
    var diagnostics: [VCardDiagnostic] = []
    var cards: [VCard?] = []
    /// For each slot of `cards`: the card's BEGIN line and whether its UID was assigned.
    var cardOrigins: [(line: Int, assignedUID: Bool)] = []
    var stack: [CardBuilder] = []
    /// Non-Unicode charsets declared anywhere in the file so far.
    var fileCharsets: [String.Encoding] = []
    var firstContentLine: Int?

    var uuidGenerator = RandomUUIDGenerator()

    // Reused buffers.
    var segments: [(start: Int, end: Int)] = []
    var headerScratch: [UInt8] = []
    var valueScratch: [UInt8] = []

    init(_ buf: UnsafeBufferPointer<UInt8>, options: VCardParser.Options, transcoded: Bool) {
        self.buf = buf
        self.count = buf.count
        self.options = options
        self.transcoded = transcoded
    }

    mutating func diag(_ line: Int, _ message: String, _ severity: VCardDiagnostic.Severity) {
        diagnostics.append(VCardDiagnostic(line: line, message: message, severity: severity))
    }

    // MARK: Physical lines

    /// The physical line starting at `p`: its content range and where the
    /// next line starts. A run of CRs followed by LF (CR CR LF) is one break.
    @inline(__always)
    func physicalLine(at p: Int) -> (end: Int, next: Int) {
        var i = p
        while i < count {
            let b = buf[i]
            if b == 0x0A { return (i, i + 1) }
            if b == 0x0D {
                var j = i + 1
                while j < count && buf[j] == 0x0D { j += 1 }
                if j < count && buf[j] == 0x0A { return (i, j + 1) }
                return (i, i + 1)
            }
            i += 1
        }
        return (count, count)
    }

    @inline(__always) func isBlank(_ s: Int, _ e: Int) -> Bool {
        var i = s
        while i < e {
            let b = buf[i]
            if b != 0x20 && b != 0x09 { return false }
            i += 1
        }
        return true
    }

    /// `NAME[;...]:` or `NAME:` at the start of a line: a new property,
    /// not a quoted-printable continuation.
    func looksLikePropertyStart(_ s: Int, _ e: Int) -> Bool {
        var i = s
        var sawLetter = false
        while i < e {
            let b = buf[i]
            switch b {
            case 0x41...0x5A, 0x61...0x7A: sawLetter = true
            case 0x30...0x39, 0x2D, 0x5F, 0x2E: break
            case 0x3A, 0x3B: return sawLetter && i > s
            default: return false
            }
            i += 1
        }
        return false
    }

    func isEndVCard(_ s: Int, _ e: Int) -> Bool {
        let word: [UInt8] = Array("END:VCARD".utf8)
        var t = e
        while t > s && (buf[t - 1] == 0x20 || buf[t - 1] == 0x09) { t -= 1 }
        guard t - s == word.count else { return false }
        for k in 0..<word.count where buf[s + k] & 0xDF != word[k] & 0xDF { return false }
        return true
    }

    /// A non-empty line of base64 characters only (vCard 2.1 writers such
    /// as BlackBerry continue a base64 value on unindented lines and end it
    /// with a blank line).
    func isBase64Line(_ s: Int, _ e: Int) -> Bool {
        var sawData = false
        var i = s
        while i < e {
            let b = buf[i]
            switch b {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2B, 0x2F, 0x3D: sawData = true
            case 0x20, 0x09: break
            default: return false
            }
            i += 1
        }
        return sawData
    }

    // MARK: Main loop

    mutating func run() -> Result<VCardParseResult, VCardError> {
        while pos < count {
            let startLine = lineNo
            let (end, next) = physicalLine(at: pos)
            let start = pos
            pos = next
            lineNo += 1
            if isBlank(start, end) { continue }
            if firstContentLine == nil { firstContentLine = startLine }
            if buf[start] == 0x23 {  // '#'
                diag(startLine, "Comment line ignored.", .info)
                continue
            }
            readLogicalLine(start: start, end: end, line: startLine)
        }
        // Cards still open at the end of the input.
        while let builder = stack.popLast() {
            diag(builder.startLine, "Card has no END:VCARD; read up to the end of the file.", .error)
            finish(builder)
        }
        // Stable: diagnostics of one line stay in the order they were found.
        diagnostics = diagnostics.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
        var done: [VCard] = []
        var lines: [Int] = []
        var assigned: [Bool] = []
        done.reserveCapacity(cards.count)
        for (slot, card) in cards.enumerated() {
            guard let card else { continue }
            done.append(card)
            lines.append(cardOrigins[slot].line)
            assigned.append(cardOrigins[slot].assignedUID)
        }
        if done.isEmpty {
            guard let first = firstContentLine else { return .failure(.empty) }
            return .failure(.noCard(firstLine: first, diagnostics: diagnostics))
        }
        return .success(VCardParseResult(cards: done, diagnostics: diagnostics, cardLines: lines, assignedUIDs: assigned))
    }

    /// Assembles one logical line from its first physical line and handles it.
    mutating func readLogicalLine(start: Int, end: Int, line: Int) {
        segments.removeAll(keepingCapacity: true)
        segments.append((start, end))

        // 1. Find the colon that ends the header (name and parameters),
        //    following folds; a colon inside a quoted parameter value does
        //    not count.
        var inQuotes = false
        var sawSemicolon = false
        var colonSegment = -1
        var colonIndex = -1
        var firstColonAnywhere: (Int, Int)? = nil
        func scan(_ segmentIndex: Int) {
            let seg = segments[segmentIndex]
            var i = seg.start
            while i < seg.end {
                let b = buf[i]
                if b == 0x22 && sawSemicolon {
                    inQuotes.toggle()
                } else if b == 0x3B && !inQuotes {
                    sawSemicolon = true
                } else if b == 0x3A {
                    if firstColonAnywhere == nil { firstColonAnywhere = (segmentIndex, i) }
                    if !inQuotes { colonSegment = segmentIndex; colonIndex = i; return }
                }
                i += 1
            }
        }
        scan(0)
        while colonSegment < 0 && pos < count {
            let (e, n) = physicalLine(at: pos)
            guard pos < e, buf[pos] == 0x20 || buf[pos] == 0x09 else { break }
            segments.append((pos + 1, e))
            pos = n
            lineNo += 1
            scan(segments.count - 1)
        }
        if colonSegment < 0, let (s, i) = firstColonAnywhere {
            // An unbalanced quote: fall back to the first colon.
            colonSegment = s
            colonIndex = i
            diag(line, "Unbalanced double quote in the parameters; the first ':' ends them.", .warning)
        }
        guard colonSegment >= 0 else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: buf[segments[0].start..<segments[0].end]).prefix(60),
                              as: UTF8.self)
            diag(line, "Line has no ':' and is not a property; ignored: \"\(text)\".", .warning)
            return
        }

        // 2. Parse the header.
        let header: Header
        if colonSegment == 0 {
            header = parseHeader(UnsafeBufferPointer(rebasing: buf[segments[0].start..<colonIndex]), line: line)
        } else {
            headerScratch.removeAll(keepingCapacity: true)
            for k in 0..<colonSegment {
                headerScratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[segments[k].start..<segments[k].end]))
            }
            headerScratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[segments[colonSegment].start..<colonIndex]))
            header = headerScratch.withUnsafeBufferPointer { parseHeader($0, line: line) }
        }

        // 3. Value segments, then continuation lines.
        let firstValueSegment = (start: colonIndex + 1, end: segments[colonSegment].end)
        if colonSegment == 0 {
            segments[0] = firstValueSegment
        } else {
            let tail = Array(segments[(colonSegment + 1)...])
            segments.removeAll(keepingCapacity: true)
            segments.append(firstValueSegment)
            segments.append(contentsOf: tail)
        }
        appendContinuations(header: header, line: line)

        // 4. Handle the property.
        if segments.count == 1 {
            let seg = segments[0]
            handle(header: header, value: UnsafeBufferPointer(rebasing: buf[seg.start..<seg.end]), line: line)
        } else {
            valueScratch.removeAll(keepingCapacity: true)
            for seg in segments where seg.end > seg.start {
                valueScratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[seg.start..<seg.end]))
            }
            // `handle` never re-enters readLogicalLine, so the scratch is stable.
            let scratch = valueScratch
            scratch.withUnsafeBufferPointer { handle(header: header, value: $0, line: line) }
        }
    }

    /// Extends `segments` with folded lines, quoted-printable soft-break
    /// continuations and unindented vCard 2.1 base64 lines.
    mutating func appendContinuations(header: Header, line: Int) {
        while true {
            if header.quotedPrintable {
                // Transport may add trailing white space; RFC 2045 says to drop it.
                var last = segments[segments.count - 1]
                while last.end > last.start && (buf[last.end - 1] == 0x20 || buf[last.end - 1] == 0x09) { last.end -= 1 }
                segments[segments.count - 1] = last
                if last.end > last.start && buf[last.end - 1] == 0x3D {
                    // Soft line break: drop the '=' and join the next line whole.
                    segments[segments.count - 1].end -= 1
                    guard pos < count else { return }
                    var (e, n) = physicalLine(at: pos)
                    if isBlank(pos, e) {
                        // Blank lines after a soft break: continue only if
                        // what follows is not a new property.
                        var p = n, l = lineNo + 1
                        var found = false
                        while p < count {
                            let (e2, n2) = physicalLine(at: p)
                            if !isBlank(p, e2) { found = true; e = e2; n = n2; break }
                            p = n2; l += 1
                        }
                        if !found || looksLikePropertyStart(p, e) || isEndVCard(p, e) { return }
                        pos = p
                        lineNo = l
                    } else if isEndVCard(pos, e) {
                        diag(lineNo - 1, "Quoted-printable soft line break right before END:VCARD.", .warning)
                        return
                    }
                    segments.append((pos, e))
                    pos = n
                    lineNo += 1
                    continue
                }
            }
            guard pos < count else { return }
            let (e, n) = physicalLine(at: pos)
            if pos < e && (buf[pos] == 0x20 || buf[pos] == 0x09) {
                segments.append((pos + 1, e))
                pos = n
                lineNo += 1
                continue
            }
            // Unindented base64 lines belong to vCard 2.1 only; in 3.0/4.0
            // such a line is the start of a folded property.
            if header.base64 && isBase64Line(pos, e) && stack.last.map({ $0.versionText == nil || $0.versionText?.hasPrefix("2") == true }) ?? true {
                segments.append((pos, e))
                pos = n
                lineNo += 1
                continue
            }
            return
        }
    }

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
            diag(line, "Property name \"\(before)\" has characters a name cannot have; read as \"\((header.group.map { $0 + "." } ?? "") + header.name)\".", .warning)
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
            diag(line, "A parameter of \(header.name) has an empty name or characters a name cannot have; cleaned or dropped.", .warning)
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

    // MARK: Properties

    mutating func handle(header: Header, value: UnsafeBufferPointer<UInt8>, line: Int) {
        switch header.name {
        case "BEGIN":
            if isVCardWord(value) {
                if let parent = stack.last {
                    diag(line, "Card nested inside the card that begins at line \(parent.startLine) (vCard 2.1 AGENT); read as a card of its own.", .info)
                }
                stack.append(CardBuilder(startLine: line, slot: cards.count))
                cardOrigins.append((line, false))
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
            diag(line, "Property \(header.name) outside any BEGIN:VCARD … END:VCARD; ignored.", .warning)
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
                diag(line, "\(header.name) base64 data is damaged (bad characters or a length that is not a multiple of 4); kept as read.", .warning)
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
                    diag(line, "\(header.name) value does not decode as its declared CHARSET=\(cs).", .warning)
                }
            } else {
                diag(line, "\(header.name) declares unknown CHARSET=\(cs); decoded by the fallback rules.", .warning)
            }
        }
        let check = UTF8Check(buffer: bytes)
        if check.isValid { return (String(decoding: bytes, as: UTF8.self), nil, flags) }
        if transcoded || check.looksLikeDamagedUTF8 {
            diag(line, "\(header.name) value is damaged UTF-8 (\(check.invalidBytes) bad byte(s)); each replaced by U+FFFD.", .error)
            return note(String(decoding: bytes, as: UTF8.self))
        }
        return (nil, copyFrom ?? Array(bytes), flags)
    }

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
                 : "Card has an unknown VERSION \"\(b.versionText ?? "")\"; read as \(version.rawValue).",
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
                    diag(b.lines[index], "\(b.properties[index].name) value is not UTF-8; decoded as \(VCardCharset.displayName(enc)) (\(why)).", .warning)
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
                cardOrigins[b.slot].assignedUID = true
            }
        }
        checkDates(card, lines: b.lines, properties: b.properties)
        cards[b.slot] = card
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
                diag(line, "Card has no FN; \"\(derived)\" derived from \(source).", .info)
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
            diag(line, "Card has no N; derived from FN \"\(card.properties[fnIndex].text)\".", .info)
        }
    }

    mutating func checkDates(_ card: VCard, lines: [Int], properties: [VCardProperty]) {
        for (i, p) in properties.enumerated() where p.name == "BDAY" || p.name == "ANNIVERSARY" {
            if p.parameterValues("VALUE").contains(where: { $0.asciiLowercased == "text" }) { continue }
            if VCardDate.parse(p.text, omitYear: p.parameterValues("X-APPLE-OMIT-YEAR").first) == nil {
                diag(lines[i], "\(p.name) \"\(p.text)\" is not a valid date; kept as text.", .warning)
            }
        }
    }
}

/// A card being read.
struct CardBuilder {
    static let hasEscapable: UInt8 = 1
    static let hasLineBreak: UInt8 = 2
    static let binary: UInt8 = 4

    let startLine: Int
    let slot: Int
    var versionText: String?
    var properties: [VCardProperty] = []
    var flags: [UInt8] = []
    var lines: [Int] = []
    var pending: [(Int, [UInt8])] = []
    var charsets: [String.Encoding] = []
    var saw21Features = false
    var sawCaret = false

    init(startLine: Int, slot: Int) {
        self.startLine = startLine
        self.slot = slot
        properties.reserveCapacity(12)
        flags.reserveCapacity(12)
        lines.reserveCapacity(12)
    }

    mutating func append(_ p: VCardProperty, flags f: UInt8, line: Int) {
        properties.append(p)
        flags.append(f)
        lines.append(line)
    }

    /// Properties whose commas are syntax (lists, URIs, coordinates) rather
    /// than text, so a vCard 2.1 comma is not escaped when converting.
    static func commaIsSyntax(_ name: String) -> Bool {
        switch name {
        case "CATEGORIES", "NICKNAME", "GEO", "URL", "PHOTO", "LOGO", "SOUND", "KEY", "FBURL", "CALURI",
             "CALADRURI", "SOURCE", "IMPP", "MEMBER", "TZ":
            return true
        default:
            return false
        }
    }
}

/// Version 4 UUIDs (RFC 4122 section 4.4) from xoshiro256** seeded with
/// 256 bits from the system's random source.
struct RandomUUIDGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    init() {
        var system = SystemRandomNumberGenerator()
        state = (system.next(), system.next(), system.next(), system.next())
        if state == (0, 0, 0, 0) { state.0 = 1 }
    }

    private mutating func next64() -> UInt64 {
        let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = state.3 << 45 | state.3 >> 19
        return result
    }

    /// `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`, lower case.
    mutating func next() -> String {
        var hi = next64(), lo = next64()
        hi = (hi & ~0xF000) | 0x4000                       // version 4
        lo = (lo & ~(0xC000 << 48)) | (0x8000 << 48)       // variant 10
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 36) { out in
            var k = 0
            func put(_ word: UInt64, _ nibbles: Int, _ shiftFrom: Int) {
                var shift = shiftFrom
                for _ in 0..<nibbles {
                    out[k] = hex[Int((word >> UInt64(shift)) & 0xF)]
                    k += 1
                    shift -= 4
                }
            }
            put(hi, 8, 60); out[k] = 0x2D; k += 1
            put(hi, 4, 28); out[k] = 0x2D; k += 1
            put(hi, 4, 12); out[k] = 0x2D; k += 1
            put(lo, 4, 60); out[k] = 0x2D; k += 1
            put(lo, 12, 44)
            return 36
        }
    }
}
