// The state of one parse and its main loop (see VCardParser.swift for the rules).

import Foundation

// MARK: - The parse session

/// Where a card came from: its BEGIN line, whether the reader assigned its
/// UID, and (when the session keeps them) the source text of a top-level
/// card that is valid UTF-8, from its BEGIN line to the line end after END.
struct CardOrigin {
    var line: Int
    var assignedUID = false
    var text: String? = nil
}

/// Per-call state; a struct so that its hot fields need no dynamic
/// exclusivity checks. Never shared between calls.
struct ParseSession {
    /// The bytes being read: the whole input, or the current piece of a
    /// stream (``consume(_:)``); positions below are relative to it.
    var buf: UnsafeBufferPointer<UInt8>
    var count: Int
    let options: VCardParser.Options
    /// The input was UTF-16 and has been transcoded: CHARSET is ignored.
    var transcoded: Bool

    var pos = 0
    /// Number of the next physical line to be read (1-based).
    var lineNo = 1
    var diagnostics: [VCardDiagnostic] = []
    /// Cards in BEGIN order; nil while a card is still open. Slot `n` is
    /// `cards[n - slotBase]`: a stream drains finished cards from the front.
    var cards: [VCard?] = []
    /// For each slot of `cards`: where the card came from.
    var cardOrigins: [CardOrigin] = []
    /// Slots drained so far (``drainFinishedCards()``).
    var slotBase = 0
    /// Bytes of the input before `buf` (a stream's earlier pieces).
    var consumedBefore = 0
    /// Where the logical line being handled starts in `buf`.
    var logicalStart = 0
    /// Keep the source text of each top-level card (``CardOrigin/text``).
    var keepsCardText = false
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

    /// Reads every logical line of `piece`, which must end where a logical
    /// line ends (a stream cuts after an `END:VCARD` line, see
    /// ``VCardStreamReader``); cards still open stay open for the next piece.
    mutating func consume(_ piece: UnsafeBufferPointer<UInt8>) {
        buf = piece
        count = piece.count
        pos = 0
        readLines()
        consumedBefore += count
        buf = UnsafeBufferPointer(start: nil, count: 0)
        count = 0
        pos = 0
    }

    /// Finishes the cards still open at the end of the input.
    mutating func finishOpenCards() {
        while let builder = stack.popLast() {
            diag(builder.startLine, "Card has no END:VCARD; read up to the end of the file.", .error)
            finish(builder)
        }
    }

    /// The finished cards at the front of the slots (in BEGIN order, up to
    /// the first card still open), removed from the session.
    mutating func drainFinishedCards() -> [(card: VCard, origin: CardOrigin)] {
        var done = 0
        while done < cards.count, cards[done] != nil { done += 1 }
        guard done > 0 else { return [] }
        var out: [(card: VCard, origin: CardOrigin)] = []
        out.reserveCapacity(done)
        for index in 0..<done {
            if let card = cards[index] { out.append((card, cardOrigins[index])) }
        }
        cards.removeFirst(done)
        cardOrigins.removeFirst(done)
        slotBase += done
        return out
    }

    /// Diagnostics in line order; diagnostics of one line stay in the order they were found.
    static func sortedByLine(_ diagnostics: [VCardDiagnostic]) -> [VCardDiagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }

    mutating func readLines() {
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
            logicalStart = start
            readLogicalLine(start: start, end: end, line: startLine)
        }
    }

    mutating func run() -> Result<VCardParseResult, VCardError> {
        readLines()
        finishOpenCards()
        diagnostics = Self.sortedByLine(diagnostics)
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
}
