import Foundation

extension ContactFields {
    /// SHA-256 of what a contact holds (UID, names, note, phones, e-mails and the
    /// stored card), not of its derived keys: the sync's "changed here since" test
    /// (``SyncItem/localHash``). Each field is length-prefixed, so no two contacts
    /// share a hash by moving text between fields.
    public var contentHash: Data {
        var bytes = Data()
        func add(_ text: String?) {
            guard let text else { bytes.append(contentsOf: [0xFF, 0xFF, 0xFF, 0xFF]); return }
            let utf8 = Data(text.utf8)
            var count = UInt32(utf8.count).bigEndian
            withUnsafeBytes(of: &count) { bytes.append(contentsOf: $0) }
            bytes.append(utf8)
        }
        add(uid); add(givenName); add(familyName); add(formattedName); add(note)
        add(ContactValueJSON.encode(phones)); add(ContactValueJSON.encode(emails)); add(vCard)
        return Crypto.sha256(bytes)
    }
}
