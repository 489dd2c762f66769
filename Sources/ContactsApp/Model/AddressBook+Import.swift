import ContactsStore
import Foundation
import VCard
#if canImport(Glibc)
import Glibc
#endif

extension AddressBook {
    /// Bytes read from the input at a time while importing.
    static let importReadSize = 1 << 19
    /// Input parsed at a time (``VCardStreamReader``'s piece): half a MiB, as
    /// two pieces are in memory at once (one stored while the next is read).
    static let importPieceSize = 1 << 19

    // MARK: - Import

    /// Imports every card of a vCard file (2.1, 3.0 or 4.0) into `account`
    /// in ONE transaction: all its changes are stored, or on any failure none.
    ///
    /// The file is read a piece at a time (``VCardStreamReader``); each
    /// piece's cards are stored while the next piece is read and parsed on
    /// another thread, and at most two pieces are in memory, so memory does
    /// not grow with the file; a failure anywhere (a refused file, a full disk, a
    /// killed process) still leaves the book as it was, as the transaction
    /// is committed only at the end.
    ///
    /// Cards are merged by UID (RFC 6350 section 6.7.6): a card whose UID
    /// a contact of the account has updates that contact when the card
    /// changed and is skipped when it is the same; a card without a UID
    /// that is identical to a stored card (apart from the UID the reader
    /// gives it) is not added again. Within the file, a card with the UID
    /// of a later card is left out with a warning (the later card wins, as
    /// if the cards were imported one after the other). Importing the same
    /// file twice therefore changes nothing the second time.
    ///
    /// Every field is kept: the app's columns (names, phones, e-mails, note)
    /// and the whole card (as written in the file when reading it alone
    /// gives the same card, else as vCard 4.0) for everything else
    /// (addresses, photos, `X-` properties), which export writes back. What
    /// the reader could not take exactly as written is in the report's
    /// ``ImportReport/problems`` with line numbers.
    ///
    /// - Parameter strict: refuse the whole file (import nothing) when any
    ///   part of it could not be read as written (a diagnostic of severity
    ///   error: damaged text, a card without END:VCARD).
    /// - Parameter progress: told what is happening, for a long import (see ``ImportProgress``).
    /// - Throws: ``AddressBookError/unreadableFile(path:reason:)``,
    ///   ``AddressBookError/notAVCardFile(path:reason:)``,
    ///   ``AddressBookError/importRefused(path:problems:)``, store errors
    ///   (nothing imported).
    @discardableResult
    public func importVCards(from url: URL, into account: Account, strict: Bool = false,
                             progress: ((ImportProgress) -> Void)? = nil) throws -> ImportReport {
        let (descriptor, size) = try Self.openForImport(url)
        defer { Glibc.close(descriptor) }
        return try importVCards(fromDescriptor: descriptor, source: url.path, totalBytes: size, into: account,
                                strict: strict, progress: progress)
    }

    /// Imports the cards read from an open file descriptor (standard input
    /// for `import -`) up to its end; `source` names it in the report and in
    /// errors, `totalBytes` (if known) is for progress. See
    /// ``importVCards(from:into:strict:progress:)``.
    @discardableResult
    public func importVCards(fromDescriptor descriptor: Int32, source: String, totalBytes: Int? = nil,
                             into account: Account, strict: Bool = false,
                             progress: ((ImportProgress) -> Void)? = nil) throws -> ImportReport {
        var buffer = [UInt8](repeating: 0, count: Self.importReadSize)
        return try importVCards(source: source, totalBytes: totalBytes, into: account, strict: strict,
                                progress: progress) { body in
            try buffer.withUnsafeMutableBytes { raw in
                while true {
                    let count = Glibc.read(descriptor, raw.baseAddress, raw.count)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 {
                        throw AddressBookError.unreadableFile(path: source, reason: String(cString: strerror(errno)))
                    }
                    if count == 0 { return false }
                    try body(UnsafeRawBufferPointer(rebasing: raw[..<count]))
                    return true
                }
            }
        }
    }

    /// Imports the cards in `data`; `source` names it in the report and in
    /// errors. See ``importVCards(from:into:strict:progress:)``.
    @discardableResult
    public func importVCards(_ data: Data, source: String, into account: Account, strict: Bool = false,
                             progress: ((ImportProgress) -> Void)? = nil) throws -> ImportReport {
        var offset = 0
        return try importVCards(source: source, totalBytes: data.count, into: account, strict: strict,
                                progress: progress) { body in
            guard offset < data.count else { return false }
            let end = min(data.count, offset + Self.importReadSize)
            try data.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[offset..<end])) }
            offset = end
            return true
        }
    }

    /// One piece of the input read, parsed and mapped to store rows (on the
    /// reading thread), ready to merge.
    private struct PreparedPiece {
        var rows: [ContactFields]
        /// What mapping the piece's cards noticed: refused cards, left-out values.
        var diagnostics: [VCardDiagnostic]
        var refusedCount: Int
        /// Parallel to `rows`: the content key of a card that had no UID.
        var contentKeys: [String?]
        /// Parallel to `rows`: the line of each card's BEGIN:VCARD.
        var lines: [Int]
        var bytesRead: Int
    }

    private enum Handoff {
        case piece(PreparedPiece)
        case end
        case failed(Error)
    }

    /// The reading thread gave up because the storing side did.
    private struct ImportCancelled: Error {}

    /// The import loop: `nextPiece` hands the next bytes of the input to
    /// its argument and returns true, or returns false at the end.
    ///
    /// Two threads: one reads, parses and maps each piece of the input to
    /// rows (``fields(for:mapper:)``, itself on every core) while this one
    /// merges the piece before it into the open transaction, so parsing
    /// and SQLite overlap; ``ImportHandoff`` keeps at most two pieces in memory.
    private func importVCards(source: String, totalBytes: Int?, into account: Account, strict: Bool,
                              progress: ((ImportProgress) -> Void)?,
                              nextPiece: ((UnsafeRawBufferPointer) throws -> Void) throws -> Bool) throws -> ImportReport {
        progress?(.reading(bytes: totalBytes))
        var reader = VCardStreamReader(pieceSize: Self.importPieceSize)
        var cardCount = 0
        var refusedCount = 0
        var mappingDiagnostics: [VCardDiagnostic] = []
        let mapper = self.mapper
        func prepare(_ cards: [VCardStreamReader.Card], bytesRead: Int) -> PreparedPiece {
            var diagnostics: [VCardDiagnostic] = []
            var cards = cards
            let count = cards.count
            cards.removeAll { card in
                guard let refusal = Self.refusal(of: card) else { return false }
                diagnostics.append(refusal)
                return true
            }
            let rows = Self.fields(for: cards, mapper: mapper)
            for (card, row) in zip(cards, rows) { diagnostics += Self.leftOutValues(of: row, card: card) }
            let keys = zip(cards, rows).map { card, row in
                card.assignedUID ? VCardText.identityKey(ofCardText: row.vCard ?? "") : nil
            }
            return PreparedPiece(rows: rows, diagnostics: diagnostics, refusedCount: count - cards.count, contentKeys: keys,
                                 lines: cards.map(\.line), bytesRead: bytesRead)
        }
        let counts = try withoutActuallyEscaping(nextPiece) { nextPiece in
            let handoff = ImportHandoff<Handoff>()
            let reading = DispatchGroup()
            // `reader` is the reading thread's until `reading` is done.
            let box = ReaderBox(reader)
            DispatchQueue.global().async(group: reading) {
                do {
                    /// The piece's rows; its cards are released on this thread, before the handoff.
                    func prepared(_ piece: UnsafeRawBufferPointer) -> PreparedPiece? {
                        let cards = box.reader.read(piece)
                        return cards.isEmpty ? nil : prepare(cards, bytesRead: box.reader.bytesRead)
                    }
                    while try nextPiece({ piece in
                        guard let ready = prepared(piece) else { return }
                        if !handoff.put(.piece(ready)) { throw ImportCancelled() }
                    }) {}
                    let last: [VCardStreamReader.Card]
                    do {
                        last = try box.reader.finish()
                    } catch let error as VCardError {
                        throw AddressBookError.notAVCardFile(path: source, reason: error.description)
                    }
                    if !last.isEmpty, !handoff.put(.piece(prepare(last, bytesRead: box.reader.bytesRead))) { return }
                    _ = handoff.put(.end)
                } catch is ImportCancelled {
                    return
                } catch {
                    _ = handoff.put(.failed(error))
                }
            }
            defer {
                handoff.cancel()
                reading.wait()
                reader = box.reader
            }
            return try translatingStoreErrors {
                try database.merging(into: account, contentKey: { VCardText.identityKey(ofCardText: $0 ?? "") }) { merge in
                    loop: while true {
                        switch handoff.take() {
                        case .piece(let piece):
                            cardCount += piece.rows.count + piece.refusedCount
                            refusedCount += piece.refusedCount
                            mappingDiagnostics += piece.diagnostics
                            let outcomes = try merge.merge(piece.rows, contentKeys: piece.contentKeys, tags: piece.lines)
                            for (index, outcome) in outcomes.enumerated() {
                                guard let earlierLine = outcome.replacedTag else { continue }
                                mappingDiagnostics.append(VCardDiagnostic(
                                    line: earlierLine,
                                    message: "Card has the UID \(VCardDiagnostic.quote(piece.rows[index].uid)) of the card at line "
                                        + "\(piece.lines[index]); that later card is imported instead of this one.",
                                    severity: .warning))
                            }
                            progress?(.storing(cards: cardCount, bytesRead: piece.bytesRead, totalBytes: totalBytes))
                        case .end:
                            break loop
                        case .failed(let error):
                            throw error
                        }
                    }
                    if strict {
                        // Nothing is kept: the transaction is rolled back. The reading
                        // thread has finished (it sent `.end`), so its diagnostics are final.
                        let errors = (box.reader.diagnostics + mappingDiagnostics).filter { $0.severity == .error }
                            .enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
                        if !errors.isEmpty { throw AddressBookError.importRefused(path: source, problems: errors) }
                    }
                    return (merge.addedCount, merge.updatedCount, merge.unchangedCount, merge.duplicateCount)
                }
            }
        }
        var diagnostics = reader.diagnostics
        if !mappingDiagnostics.isEmpty {
            diagnostics += mappingDiagnostics
            diagnostics = diagnostics.enumerated()
                .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        }
        return ImportReport(source: source, cardCount: cardCount, addedCount: counts.0, updatedCount: counts.1,
                            unchangedCount: counts.2, duplicateCount: counts.3, refusedCount: refusedCount,
                            diagnostics: diagnostics)
    }

    /// The stream reader of an import, owned by its reading thread.
    private final class ReaderBox: @unchecked Sendable {
        var reader: VCardStreamReader
        init(_ reader: VCardStreamReader) { self.reader = reader }
    }

    /// The store rows of a piece's cards (stored as vCard 4.0, or as written
    /// when ``StorableCardText`` vouches for the text), computed on every
    /// core (the collator is thread-safe; each worker writes its own slots).
    static func fields(for cards: [VCardStreamReader.Card], mapper: ContactCardMapper) -> [ContactFields] {
        func row(_ card: VCardStreamReader.Card) -> ContactFields {
            let text = card.originalText.flatMap { StorableCardText.isStorable($0) ? $0 : nil }
            return mapper.fields(for: card.card, originalText: text)
        }
        // The piece's new Han characters read in one ICU call rather than one each.
        var names: [String] = []
        for card in cards {
            for property in card.card.properties where property.name == "N" || property.name == "FN" {
                names.append(property.value)
            }
        }
        mapper.collator.prepareReadings(of: names)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, cards.count / 256))
        if workers == 1 { return cards.map(row) }
        let empty = ContactFields(formattedName: "", sortKey: "", section: "", searchText: "")
        var rows = [ContactFields](repeating: empty, count: cards.count)
        let chunk = (cards.count + workers - 1) / workers
        rows.withUnsafeMutableBufferPointer { buffer in
            let base = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let start = worker * chunk
                let end = min(cards.count, start + chunk)
                guard start < end else { return }
                for index in start..<end { base[index] = row(cards[index]) }
            }
        }
        return rows
    }

    /// The store rows of `cards` read some other way (no original text kept).
    func fields(for cards: [VCard]) -> [ContactFields] {
        Self.fields(for: cards.map { VCardStreamReader.Card(card: $0, line: 0, assignedUID: false, originalText: nil) },
                    mapper: mapper)
    }

    /// Opens a file to import: its descriptor and size.
    /// - Throws: ``AddressBookError/unreadableFile(path:reason:)`` with the
    ///   system's reason (strerror(3): "No such file or directory",
    ///   "Permission denied", "Is a directory").
    static func openForImport(_ url: URL) throws -> (descriptor: Int32, size: Int) {
        let descriptor = Glibc.open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AddressBookError.unreadableFile(path: url.path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw AddressBookError.unreadableFile(path: url.path, reason: reason)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            Glibc.close(descriptor)
            throw AddressBookError.unreadableFile(path: url.path, reason: String(cString: strerror(EISDIR)))
        }
        return (descriptor, Int(status.st_size))
    }
}
