// Reading a vCard file a piece at a time, in memory that does not grow
// with the file (see VCardParser.swift for the reading rules).

import Foundation

/// Reads the cards of input that arrives in pieces (a file read a megabyte
/// at a time, standard input), giving the same cards and diagnostics, with
/// the same line numbers, as ``VCardParser/parse(bytes:)`` on the whole input.
///
/// Pieces are cut only after an `END:VCARD` line whose next line is already
/// here and does not start with a space or tab: such a line always ends a
/// logical line (a fold, a quoted-printable soft break and a vCard 2.1
/// base64 continuation never take in an `END:VCARD` line, see
/// ``VCardParser``), so the reader's state between pieces is the state of a
/// whole-input read at that point. Bytes after the last cut wait for more
/// input; memory holds one piece plus the cards not yet taken.
///
/// A UTF-16 input (by its byte order mark or the zero-byte pattern of its
/// first 8 bytes, as ``VCardParser`` decides) is transcoded to UTF-8 as it
/// arrives.
///
/// ```swift
/// var reader = VCardStreamReader()
/// while let piece = nextPiece() { for card in reader.read(piece) { store(card) } }
/// for card in try reader.finish() { store(card) }
/// let problems = reader.diagnostics
/// ```
public struct VCardStreamReader {
    /// One card and where it came from.
    public struct Card: Sendable {
        public var card: VCard
        /// Line of its `BEGIN:VCARD` in the input (1-based).
        public var line: Int
        /// The reader gave the card its UID (it had none).
        public var assignedUID: Bool
        /// The card's text as written, from its `BEGIN:VCARD` line through
        /// the line break after `END:VCARD`, for a card that is not nested
        /// in another and whose bytes are valid UTF-8 (nil otherwise, and for
        /// UTF-16 input).
        public var originalText: String?

        public init(card: VCard, line: Int, assignedUID: Bool = false, originalText: String? = nil) {
            self.card = card
            self.line = line
            self.assignedUID = assignedUID
            self.originalText = originalText
        }
    }

    /// Input held before the reader looks for a cut: bigger pieces cost
    /// memory, smaller ones more scans. 1 MiB.
    public static let defaultPieceSize = 1 << 20

    private var session: ParseSession
    private var pending: [UInt8] = []
    /// Where the scan for a cut resumes in `pending` (a line start).
    private var scanFrom = 0
    private var encoding: Encoding = .undecided
    private var utf16Carry: [UInt8] = []
    private var cardsRead = 0
    private let pieceSize: Int
    private var finished = false

    private enum Encoding { case undecided, bytes, utf16(littleEndian: Bool) }

    /// A reader with `parser`'s options; `pieceSize` bytes of input are
    /// gathered before each cut (tests pass small sizes to cut often).
    public init(parser: VCardParser = VCardParser(), pieceSize: Int = VCardStreamReader.defaultPieceSize) {
        session = ParseSession(UnsafeBufferPointer(start: nil, count: 0), options: parser.options, transcoded: false)
        session.keepsCardText = true
        self.pieceSize = max(1, pieceSize)
        pending.reserveCapacity(self.pieceSize + 4096)
    }

    /// Everything the reader noticed so far; after ``finish()``, in line
    /// order (diagnostics of one line in the order they were found), as
    /// ``VCardParseResult/diagnostics``.
    public var diagnostics: [VCardDiagnostic] { session.diagnostics }

    /// Bytes of input taken so far.
    public private(set) var bytesRead = 0

    /// Adds the next bytes of the input and returns the cards it completed.
    public mutating func read(_ bytes: UnsafeRawBufferPointer) -> [Card] {
        precondition(!finished, "VCardStreamReader.read after finish()")
        bytesRead += bytes.count
        append(bytes)
        guard pending.count >= pieceSize, let cut = lastCut() else { return [] }
        return parse(upTo: cut)
    }

    /// Adds the next bytes of the input and returns the cards it completed.
    public mutating func read(_ data: Data) -> [Card] {
        data.withUnsafeBytes { read($0) }
    }

    /// Ends the input: reads what is left, finishes cards without
    /// `END:VCARD` (an error diagnostic each) and puts the diagnostics in
    /// line order.
    /// - Returns: the remaining cards.
    /// - Throws: ``VCardError/empty`` or ``VCardError/noCard(firstLine:diagnostics:)``
    ///   when the whole input held no card, as ``VCardParser/parse(bytes:)``.
    public mutating func finish() throws(VCardError) -> [Card] {
        precondition(!finished, "VCardStreamReader.finish called twice")
        if case .undecided = encoding { decideEncoding(force: true) }
        if case .utf16 = encoding, !utf16Carry.isEmpty {
            // An odd last byte is dropped, an unpaired surrogate becomes U+FFFD.
            if utf16Carry.count >= 2 { transcodeCarry(final: true) }
            utf16Carry.removeAll()
        }
        var cards = parse(upTo: pending.count)
        session.finishOpenCards()
        cards += drain()
        session.diagnostics = ParseSession.sortedByLine(session.diagnostics)
        finished = true
        if cardsRead == 0 {
            guard let first = session.firstContentLine else { throw .empty }
            throw .noCard(firstLine: first, diagnostics: session.diagnostics)
        }
        return cards
    }

    // MARK: Input

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        switch encoding {
        case .bytes:
            pending.append(contentsOf: bytes)
        case .utf16:
            utf16Carry.append(contentsOf: bytes)
            transcodeCarry(final: false)
        case .undecided:
            utf16Carry.append(contentsOf: bytes)
            decideEncoding(force: false)
        }
    }

    /// Decides the encoding once 8 bytes are here (or at the end), as the
    /// whole-input reader does, and moves what was held into `pending`.
    private mutating func decideEncoding(force: Bool) {
        guard force || utf16Carry.count >= 8 else { return }
        let held = utf16Carry
        utf16Carry = []
        let detected = held.withUnsafeBufferPointer { VCardCharset.detectFileEncoding($0) }
        switch detected {
        case .bytes:
            encoding = .bytes
            let bom = held.count >= 3 && held[0] == 0xEF && held[1] == 0xBB && held[2] == 0xBF
            pending.append(contentsOf: bom ? held[3...] : held[...])
        case .utf16LittleEndian(let bom), .utf16BigEndian(let bom):
            var little = false
            if case .utf16LittleEndian = detected { little = true }
            encoding = .utf16(littleEndian: little)
            session.diagnostics.append(VCardDiagnostic(
                line: 1, message: "File is UTF-16 \(little ? "little" : "big")-endian"
                    + (bom ? " with a byte order mark" : " without a byte order mark")
                    + "; read as Unicode and CHARSET parameters ignored.",
                severity: .info))
            session.transcoded = true
            session.keepsCardText = false
            utf16Carry = Array(held[(bom ? 2 : 0)...])
            transcodeCarry(final: false)
        }
    }

    /// Transcodes the whole UTF-16 code units held, keeping back an odd byte
    /// and a high surrogate whose pair has not arrived (unless `final`).
    private mutating func transcodeCarry(final: Bool) {
        guard case .utf16(let little) = encoding else { return }
        var usable = utf16Carry.count & ~1
        if !final, usable >= 2 {
            let a = UInt16(utf16Carry[usable - 2]), b = UInt16(utf16Carry[usable - 1])
            let unit = little ? (b << 8 | a) : (a << 8 | b)
            if (0xD800...0xDBFF).contains(unit) { usable -= 2 }
        }
        guard usable > 0 else { return }
        let utf8 = utf16Carry.withUnsafeBufferPointer {
            VCardParser.transcodeUTF16(UnsafeBufferPointer(rebasing: $0[..<usable]), littleEndian: little)
        }
        pending.append(contentsOf: utf8)
        utf16Carry.removeFirst(usable)
    }

    // MARK: Cutting and parsing

    /// The end of the last line of `pending` after which a piece may be
    /// cut (see the type's documentation), or nil.
    private mutating func lastCut() -> Int? {
        let from = scanFrom
        let found: (cut: Int?, resume: Int) = pending.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return (nil, from) }
            var lineStart = from
            var best: Int? = nil
            let count = bytes.count
            while lineStart < count {
                guard let hit = memchr(base + lineStart, 0x0A, count - lineStart) else { break }
                let lineEnd = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let next = lineEnd + 1
                if next < count, bytes[next] != 0x20, bytes[next] != 0x09, Self.isEndVCardLine(bytes, lineStart, lineEnd) {
                    best = next
                }
                lineStart = next
            }
            return (best, lineStart)
        }
        scanFrom = found.resume
        return found.cut
    }

    /// `END:VCARD` in any case, then only spaces, tabs and carriage returns.
    private static func isEndVCardLine(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let word: StaticString = "end:vcard"
        guard end - start >= 9 else { return false }
        var index = start
        var ok = true
        word.withUTF8Buffer { pattern in
            for byte in pattern where ok {
                ok = bytes[index] | 0x20 == byte
                index += 1
            }
        }
        guard ok else { return false }
        while index < end {
            let byte = bytes[index]
            if byte != 0x20 && byte != 0x09 && byte != 0x0D { return false }
            index += 1
        }
        return true
    }

    /// Parses `pending[..<cut]`, removes it, and returns the finished cards.
    private mutating func parse(upTo cut: Int) -> [Card] {
        guard cut > 0 else { return [] }
        do {
            let bytes = pending  // shares the storage; released before `pending` changes
            bytes.withUnsafeBufferPointer { session.consume(UnsafeBufferPointer(rebasing: $0[..<cut])) }
        }
        pending.removeSubrange(..<cut)
        scanFrom = max(0, scanFrom - cut)
        return drain()
    }

    private mutating func drain() -> [Card] {
        let done = session.drainFinishedCards()
        cardsRead += done.count
        return done.map { Card(card: $0.card, line: $0.origin.line, assignedUID: $0.origin.assignedUID, originalText: $0.origin.text) }
    }
}
