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
        try translatingStoreErrors {
            try database.forEachBatch(for: account, batchSize: Self.exportPageSize) { records in
                try sink(exportText(records, writer: writer, now: now))
                written += records.count
                progress?(written)
            }
        }
        return written
    }

    /// The vCard text of `records`, computed on every core. The stored card
    /// is the contact as saved (every save rewrites it), so it is written
    /// back as is when it already is what ``VCardWriter`` would write for
    /// `writer.version` (``VCardText/isCanonical(_:version:)``), else parsed
    /// and written; a contact without a stored card is made from its fields.
    func exportText(_ records: [ContactRecord], writer: VCardWriter, now: Date) -> Data {
        let mapper = self.mapper
        var pieces = [[UInt8]](repeating: [], count: records.count)
        func text(_ record: ContactRecord) -> [UInt8] {
            if let stored = record.vCard, VCardText.isCanonical(stored, version: writer.version) {
                return Array(stored.utf8)
            }
            if let card = ContactCardMapper.storedCard(record.vCard) { return [UInt8](writer.data(for: [card])) }
            let contact = mapper.contact(from: record, birthday: nil)
            return [UInt8](writer.data(for: [mapper.card(for: contact, uid: record.uid, mergingInto: nil, now: now).card]))
        }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, records.count / 256))
        let chunk = (records.count + workers - 1) / workers
        pieces.withUnsafeMutableBufferPointer { buffer in
            let base = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let start = worker * chunk
                let end = min(records.count, start + chunk)
                guard start < end else { return }
                for index in start..<end { base[index] = text(records[index]) }
            }
        }
        var data = Data()
        data.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { data.append(contentsOf: piece) }
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
