import ContactsStore
import Foundation
import VCard
#if canImport(Glibc)
import Glibc
#endif

/// What importing one vCard file did.
public struct ImportReport: Equatable, Sendable, CustomStringConvertible {
    /// The file as named by the caller.
    public let source: String
    /// Cards read from the file (a nested vCard 2.1 AGENT card counts as one more).
    public let cardCount: Int
    /// Contacts stored: new ones plus updated ones, in one transaction.
    public var importedCount: Int { addedCount + updatedCount }
    /// New contacts.
    public let addedCount: Int
    /// Contacts whose UID the file had with a changed card: updated.
    public let updatedCount: Int
    /// Cards the book already held as they are (same UID and card, or a
    /// card without UID identical to a stored one): nothing written.
    public let unchangedCount: Int
    /// Cards left out because a later card of the file has the same UID
    /// (each is a warning in ``diagnostics``).
    public let duplicateCount: Int
    /// Everything the reader noticed, in line order (VCard's diagnostics),
    /// and the duplicate UIDs.
    public let diagnostics: [VCardDiagnostic]

    public init(source: String, cardCount: Int, addedCount: Int, updatedCount: Int = 0, unchangedCount: Int = 0,
                duplicateCount: Int = 0, diagnostics: [VCardDiagnostic]) {
        self.source = source
        self.cardCount = cardCount
        self.addedCount = addedCount
        self.updatedCount = updatedCount
        self.unchangedCount = unchangedCount
        self.duplicateCount = duplicateCount
        self.diagnostics = diagnostics
    }

    /// What could not be kept exactly as written: warnings (read by a best
    /// guess: an unknown charset, a line without a colon, a date kept as
    /// text; a duplicate UID) and errors (damaged text replaced, a card cut
    /// off), with line numbers.
    public var problems: [VCardDiagnostic] { diagnostics.filter { $0.severity >= .warning } }
    /// Repairs that lose nothing (a UID or FN added, a comment line skipped).
    public var repairs: [VCardDiagnostic] { diagnostics.filter { $0.severity == .info } }

    /// "book.vcf: imported 3 contacts (2 new, 1 updated); 4 unchanged, 1 duplicate UID; 1 problem, 2 repairs".
    public var summary: String {
        func counted(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
            "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
        }
        var text = "\(source): imported \(counted(importedCount, "contact"))"
        if updatedCount > 0 { text += " (\(addedCount) new, \(updatedCount) updated)" }
        var notes: [String] = []
        if unchangedCount > 0 { notes.append("\(unchangedCount) already in the book unchanged") }
        if duplicateCount > 0 { notes.append(counted(duplicateCount, "duplicate UID")) }
        if !notes.isEmpty { text += "; " + notes.joined(separator: ", ") }
        let counts = [(problems.count, "problem"), (repairs.count, "repair")].filter { $0.0 > 0 }
            .map { counted($0.0, $0.1) }
        if !counts.isEmpty { text += "; " + counts.joined(separator: ", ") }
        return text
    }

    /// One line per problem in the form compilers use,
    /// `FILE:LINE: SEVERITY: MESSAGE`.
    public var problemLines: [String] {
        problems.map { "\(source):\($0.line): \($0.severity.rawValue): \($0.message)" }
    }

    public var description: String { ([summary] + problemLines).joined(separator: "\n") }
}

extension AddressBook {
    /// Rows read per query while exporting.
    static let exportPageSize = 2000

    // MARK: - Import

    /// Imports every card of a vCard file (2.1, 3.0 or 4.0) into `account`
    /// in ONE transaction: all its changes are stored, or on any failure none.
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
    /// and the whole card as vCard 4.0 text for everything else (addresses,
    /// photos, `X-` properties), which export writes back. What the reader
    /// could not take exactly as written is in the report's
    /// ``ImportReport/problems`` with line numbers.
    ///
    /// - Parameter strict: refuse the whole file (import nothing) when any
    ///   part of it could not be read as written (a diagnostic of severity
    ///   error: damaged text, a card without END:VCARD).
    /// - Throws: ``AddressBookError/unreadableFile(path:reason:)``,
    ///   ``AddressBookError/notAVCardFile(path:reason:)``,
    ///   ``AddressBookError/importRefused(path:problems:)``, store errors
    ///   (nothing imported).
    @discardableResult
    public func importVCards(from url: URL, into account: Account, strict: Bool = false) throws -> ImportReport {
        let data = try Self.readFile(url)
        return try importVCards(data, source: url.path, into: account, strict: strict)
    }

    /// Imports the cards in `data`; `source` names it in the report and in
    /// errors. See ``importVCards(from:into:strict:)``.
    @discardableResult
    public func importVCards(_ data: Data, source: String, into account: Account, strict: Bool = false) throws -> ImportReport {
        let read = try readCards(data, source: source)
        if strict {
            let errors = read.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw AddressBookError.importRefused(path: source, problems: errors) }
        }
        // A UID met again later in the file: the later card wins.
        var lastWithUID: [String: Int] = [:]
        lastWithUID.reserveCapacity(read.rows.count)
        for (index, row) in read.rows.enumerated() where !row.uid.isEmpty { lastWithUID[row.uid] = index }
        var diagnostics = read.diagnostics
        var rows: [ContactFields] = []
        var keys: [String?] = []
        rows.reserveCapacity(read.rows.count)
        var duplicates = 0
        for (index, row) in read.rows.enumerated() {
            if !row.uid.isEmpty, let last = lastWithUID[row.uid], last != index {
                duplicates += 1
                let line = read.line(of: index), laterLine = read.line(of: last)
                diagnostics.append(VCardDiagnostic(
                    line: line, message: "Card has the UID \(Self.quoted(row.uid)) of the card at line \(laterLine); "
                        + "that later card is imported instead of this one.", severity: .warning))
                continue
            }
            rows.append(row)
            keys.append(read.assignedUID(index) ? VCardText.identityKey(ofCardText: row.vCard ?? "") : nil)
        }
        if duplicates > 0 { diagnostics.sort { $0.line < $1.line } }
        let actions = try translatingStoreErrors {
            try database.mergeContacts(rows, contentKeys: keys, for: account) { VCardText.identityKey(ofCardText: $0 ?? "") }
        }
        var added = 0, updated = 0, unchanged = 0
        for action in actions {
            switch action {
            case .inserted: added += 1
            case .updated: updated += 1
            case .unchanged: unchanged += 1
            }
        }
        return ImportReport(source: source, cardCount: read.rows.count, addedCount: added, updatedCount: updated,
                            unchangedCount: unchanged, duplicateCount: duplicates, diagnostics: diagnostics)
    }

    /// A value quoted in a message, shortened to its first 40 characters
    /// ("…" marks the cut) so a 50,000-character value gives a short line.
    static func quoted(_ value: String) -> String {
        value.count <= 40 ? "\"\(value)\"" : "\"\(value.prefix(40))…\" (\(value.count) characters)"
    }

    /// The rows of the cards of a file and the reader's diagnostics.
    struct ReadCards {
        var rows: [ContactFields]
        var diagnostics: [VCardDiagnostic]
        /// Parallel to `rows` (empty when unknown).
        var cardLines: [Int] = []
        var assignedUIDs: [Bool] = []

        func line(of index: Int) -> Int { index < cardLines.count ? cardLines[index] : 0 }
        func assignedUID(_ index: Int) -> Bool { index < assignedUIDs.count && assignedUIDs[index] }
    }

    /// Files smaller than this are read in one piece.
    static let parallelReadThreshold = 256 * 1024

    /// Reads and maps the cards of `data`. A large file that
    /// ``VCardFilePlan`` accepts is read in pieces, one per core, each piece
    /// parsed and mapped by its own worker, and each card's original text is
    /// kept; any other file is parsed whole and mapped on every core.
    /// Both give the same cards and diagnostics (line numbers are of the file).
    func readCards(_ data: Data, source: String) throws -> ReadCards {
        let workers = ProcessInfo.processInfo.activeProcessorCount
        if data.count >= Self.parallelReadThreshold, workers > 1 {
            let planned: ReadCards? = data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                guard let plan = VCardFilePlan.make(bytes, pieces: workers) else { return nil }
                return readInPieces(bytes, plan: plan)
            }
            if let planned { return planned }
        }
        let result: VCardParseResult
        do {
            result = try VCardParser().parse(data)
        } catch {
            throw AddressBookError.notAVCardFile(path: source, reason: error.description)
        }
        return ReadCards(rows: fields(for: result.cards), diagnostics: result.diagnostics,
                         cardLines: result.cardLines, assignedUIDs: result.assignedUIDs)
    }

    /// The pieces of `plan` parsed and mapped concurrently; nil when a piece
    /// does not give the cards the plan expects (then the whole file is read
    /// again in one piece).
    private func readInPieces(_ bytes: UnsafeBufferPointer<UInt8>, plan: VCardFilePlan) -> ReadCards? {
        let mapper = self.mapper
        var results = [ReadCards?](repeating: nil, count: plan.pieces.count)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = slots
            DispatchQueue.concurrentPerform(iterations: plan.pieces.count) { index in
                let piece = plan.pieces[index]
                let nextCard = index + 1 < plan.pieces.count ? plan.pieces[index + 1].firstCard : plan.cards.count
                guard let parsed = try? VCardParser().parse(bytes: Array(bytes[piece.range])),
                      parsed.cards.count == nextCard - piece.firstCard
                else { return }
                var rows: [ContactFields] = []
                rows.reserveCapacity(parsed.cards.count)
                for (offset, card) in parsed.cards.enumerated() {
                    let planned = plan.cards[piece.firstCard + offset]
                    let text = planned.isComplete ? String(decoding: bytes[planned.range], as: UTF8.self) : nil
                    rows.append(mapper.fields(for: card, originalText: text))
                }
                let diagnostics = parsed.diagnostics.map { diagnostic -> VCardDiagnostic in
                    var shifted = diagnostic
                    shifted.line += piece.firstLine - 1
                    return shifted
                }
                slots[index] = ReadCards(rows: rows, diagnostics: diagnostics,
                                         cardLines: parsed.cardLines.map { $0 + piece.firstLine - 1 },
                                         assignedUIDs: parsed.assignedUIDs)
            }
        }
        var all = ReadCards(rows: [], diagnostics: [])
        all.rows.reserveCapacity(plan.cards.count)
        for result in results {
            guard let result else { return nil }
            all.rows += result.rows
            all.diagnostics += result.diagnostics
            all.cardLines += result.cardLines
            all.assignedUIDs += result.assignedUIDs
        }
        return all
    }

    /// The store rows of `cards` (stored as vCard 4.0), computed on every
    /// core (the collator is thread-safe; each worker writes its own slots).
    func fields(for cards: [VCard]) -> [ContactFields] {
        let mapper = self.mapper
        let empty = ContactFields(formattedName: "", sortKey: "", section: "", searchText: "")
        var rows = [ContactFields](repeating: empty, count: cards.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, cards.count / 256))
        if workers == 1 {
            for (index, card) in cards.enumerated() { rows[index] = mapper.fields(for: card) }
            return rows
        }
        let chunk = (cards.count + workers - 1) / workers
        rows.withUnsafeMutableBufferPointer { buffer in
            let base = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let start = worker * chunk
                let end = min(cards.count, start + chunk)
                guard start < end else { return }
                for index in start..<end { base[index] = mapper.fields(for: cards[index]) }
            }
        }
        return rows
    }

    // MARK: - Export

    /// Writes every contact of `account`, in list order, as vCard `version`
    /// text, handing it to `sink` in pieces (a page of cards at a time).
    ///
    /// Each card is the stored card (so addresses, photos, `X-` and unknown
    /// properties, groups and labels come back) merged with the row's
    /// current fields; a contact without a stored card is written from its
    /// fields. Output is UTF-8 with CRLF line ends and 75-octet folding
    /// (RFC 6350 section 3.2 / RFC 2426 section 2.6).
    /// - Returns: the number of cards written.
    /// - Throws: store errors, or what `sink` throws.
    @discardableResult
    public func exportVCards(for account: Account, version: VCardWriter.Version,
                             into sink: (Data) throws -> Void) throws -> Int {
        let writer = VCardWriter(version: version)
        let now = clock()
        var offset = 0
        var written = 0
        while true {
            let records = try translatingStoreErrors {
                try database.contacts(for: account, range: offset..<(offset + Self.exportPageSize))
            }
            if records.isEmpty { break }
            let cards = exportCards(records, now: now)
            try sink(writer.data(for: cards))
            written += cards.count
            offset += records.count
            if records.count < Self.exportPageSize { break }
        }
        return written
    }

    /// The cards of `records`, merged, computed on every core.
    func exportCards(_ records: [ContactRecord], now: Date) -> [VCard] {
        let mapper = self.mapper
        var cards = [VCard](repeating: VCard(), count: records.count)
        func card(_ record: ContactRecord) -> VCard {
            let previous = ContactCardMapper.storedCard(record.vCard)
            let contact = mapper.contact(from: record, birthday: previous?.birthday)
            return mapper.card(for: contact, uid: record.uid, mergingInto: previous, now: now).card
        }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, records.count / 256))
        let chunk = (records.count + workers - 1) / workers
        cards.withUnsafeMutableBufferPointer { buffer in
            let base = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let start = worker * chunk
                let end = min(records.count, start + chunk)
                guard start < end else { return }
                for index in start..<end { base[index] = card(records[index]) }
            }
        }
        return cards
    }

    /// Every contact of `account` as one vCard file in memory.
    public func exportVCards(for account: Account, version: VCardWriter.Version) throws -> Data {
        var data = Data()
        try exportVCards(for: account, version: version) { data.append($0) }
        return data
    }

    /// Exports to a file without ever leaving it half-written: the cards go
    /// to a temporary file in the same directory (mode 0600: an address
    /// book is private), which is flushed to disk (fsync) and then renamed
    /// over `url` (rename(2) is atomic within a file system). On failure
    /// the temporary file is removed and any previous `url` is unchanged.
    /// - Returns: the number of cards written.
    /// - Throws: ``AddressBookError/cannotWrite(path:reason:)``, store errors.
    @discardableResult
    public func exportVCards(for account: Account, version: VCardWriter.Version, to url: URL) throws -> Int {
        let file = try AtomicOutputFile(url)
        do {
            let count = try exportVCards(for: account, version: version) { try file.write($0) }
            try file.commit()
            return count
        } catch {
            file.abandon()
            throw error
        }
    }

    /// The bytes of a file to import.
    /// - Throws: ``AddressBookError/unreadableFile(path:reason:)`` with the
    ///   system's reason (strerror(3): "No such file or directory",
    ///   "Permission denied", "Is a directory").
    static func readFile(_ url: URL) throws -> Data {
        let descriptor = Glibc.open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AddressBookError.unreadableFile(path: url.path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        let isDirectory = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        Glibc.close(descriptor)
        if isDirectory { throw AddressBookError.unreadableFile(path: url.path, reason: String(cString: strerror(EISDIR))) }
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw AddressBookError.unreadableFile(path: url.path, reason: reason(error))
        }
    }

    static func reason(_ error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return (error as NSError).localizedDescription
    }
}

extension ContactCardMapper {
    /// The contact of a row whose card is already parsed.
    func contact(from record: ContactRecord, birthday: DateComponents?) -> Contact {
        Contact(id: record.id, displayName: record.formattedName, givenName: record.givenName,
                familyName: record.familyName, phones: record.phones, emails: record.emails, note: record.note,
                birthday: birthday, section: record.section)
    }
}

/// A file written through a temporary file and renamed into place when
/// complete (see ``AddressBook/exportVCards(for:version:to:)``).
final class AtomicOutputFile {
    let url: URL
    let temporaryPath: String
    private var descriptor: Int32

    /// Creates the temporary file (`O_EXCL`, mode 0600) beside `url`.
    init(_ url: URL) throws {
        self.url = url
        let directory = url.deletingLastPathComponent().path
        temporaryPath = directory + "/." + url.lastPathComponent + ".tmp-" + UUID().uuidString
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            throw AddressBookError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
    }

    deinit { if descriptor >= 0 { abandon() } }

    func write(_ data: Data) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw AddressBookError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
                }
                offset += count
            }
        }
    }

    /// fsync, close, rename over the destination, fsync the directory.
    func commit() throws {
        if fsync(descriptor) != 0 {
            throw AddressBookError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
        Glibc.close(descriptor)
        descriptor = -1
        if rename(temporaryPath, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw AddressBookError.cannotWrite(path: url.path, reason: reason)
        }
        let directory = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            Glibc.close(directory)
        }
    }

    /// Closes and removes the temporary file.
    func abandon() {
        if descriptor >= 0 {
            Glibc.close(descriptor)
            descriptor = -1
        }
        unlink(temporaryPath)
    }
}
