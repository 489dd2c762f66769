import ContactsStore
import Foundation
import VCard
#if canImport(Glibc)
import Glibc
#endif

extension AddressBook {
    /// Rows read per query while exporting.
    static let exportPageSize = 2000

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
    /// - Parameter progress: called with the number of cards written after each page.
    public func exportVCards(for account: Account, version: VCardWriter.Version,
                             progress: ((Int) -> Void)? = nil,
                             into sink: (Data) throws -> Void) throws -> Int {
        let writer = VCardWriter(version: version)
        let now = clock()
        var written = 0
        var batch: [ExportItem] = []
        batch.reserveCapacity(Self.exportPageSize)
        func flush() throws {
            guard !batch.isEmpty else { return }
            try sink(exportText(batch, account: account, writer: writer, now: now))
            written += batch.count
            batch.removeAll(keepingCapacity: true)
            progress?(written)
        }
        try translatingStoreErrors {
            try database.forEachStoredCard(for: account) { id, card in
                if let card, let text = VCardText.writerText(card, version: writer.version) {
                    batch.append(.text(text))
                } else if let card, card.count > 0 {
                    batch.append(.stored(String(decoding: card, as: UTF8.self)))
                } else {
                    batch.append(.fields(id))
                }
                if batch.count == Self.exportPageSize { try flush() }
            }
            try flush()
        }
        return written
    }

    /// One card of an export: its stored text already as ``VCardWriter``
    /// writes it, a stored card to parse and write again, or a contact
    /// without a stored card (made from its fields).
    enum ExportItem {
        case text([UInt8])
        case stored(String)
        case fields(Int64)
    }

    /// The vCard text of a page of an export, the cards that must be
    /// written again written on every core. The stored card is the contact
    /// as saved (every save rewrites it); one that no longer parses, or a
    /// contact without one, is made from the row's fields.
    func exportText(_ items: [ExportItem], account: Account, writer: VCardWriter, now: Date) throws -> Data {
        var pieces = [[UInt8]?](repeating: nil, count: items.count)
        var stored: [Int] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .text(let bytes): pieces[index] = bytes
            case .stored: stored.append(index)
            case .fields: break
            }
        }
        // Stored cards parsed and written again, on every core.
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, stored.count / 64))
        let chunk = (stored.count + workers - 1) / workers
        pieces.withUnsafeMutableBufferPointer { buffer in
            let base = buffer
            DispatchQueue.concurrentPerform(iterations: stored.isEmpty ? 0 : workers) { worker in
                for k in (worker * chunk)..<min(stored.count, (worker + 1) * chunk) {
                    guard case .stored(let text) = items[stored[k]], let card = ContactCardMapper.storedCard(text) else { continue }
                    base[stored[k]] = [UInt8](writer.data(for: [card]))
                }
            }
        }
        // A contact without a stored card, or one that no longer parses: from its fields (rare).
        let mapper = self.mapper
        for index in items.indices where pieces[index] == nil {
            let id: Int64
            switch items[index] {
            case .fields(let value): id = value
            case .stored, .text: id = -1
            }
            guard id >= 0, let record = try database.contact(id: id, for: account) else { continue }
            let contact = mapper.contact(from: record, birthday: nil)
            pieces[index] = [UInt8](writer.data(for: [mapper.card(for: contact, uid: record.uid, mergingInto: nil, now: now).card]))
        }
        var data = Data()
        data.reserveCapacity(pieces.reduce(0) { $0 + ($1?.count ?? 0) })
        for piece in pieces { if let piece { data.append(contentsOf: piece) } }
        return data
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
    public func exportVCards(for account: Account, version: VCardWriter.Version, to url: URL,
                             progress: ((Int) -> Void)? = nil) throws -> Int {
        let file = try AtomicOutputFile(url)
        do {
            let count = try exportVCards(for: account, version: version, progress: progress) { try file.write($0) }
            try file.commit()
            return count
        } catch {
            file.abandon()
            throw error
        }
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
        let writeError = data.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        guard writeError == 0 else {
            throw AddressBookError.cannotWrite(path: url.path, reason: String(cString: strerror(writeError)))
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
