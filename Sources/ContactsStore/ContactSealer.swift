import COpenSSL
import Foundation

/// Seals and opens one account's contact rows at rest (docs/DECISIONS.md, "The book
/// encrypted at rest"): AES-256-GCM under the account key (``AccountKey``), in the
/// same sealed form as ``AccountKey/seal(_:context:)`` (`0x01 || nonce (12) ||
/// ciphertext || tag (16)`), with the account id and the column as authenticated
/// data, so a value moved to another account or column does not open.
///
/// One libcrypto context per direction is set up with the key once and reused: each
/// message then costs one nonce (taken from a batch of `RAND_bytes`) and the cipher
/// itself, which is what keeps decrypting every row of a 100,000-contact book (a
/// search) in tens of milliseconds.
///
/// UIDs are also kept as a keyed blind index, ``uidTag(_:)``: HMAC-SHA-256 (RFC 2104)
/// under a key derived from the account key, so a card can be found by its UID
/// without the UID being readable.
///
/// Not thread-safe: the database uses it under its lock.
final class ContactSealer {
    /// The sealed columns of a contact row.
    enum Column: String {
        /// UID, sort key, section and search text (what ordering and search read).
        case keys
        /// Names, note, phones and e-mails.
        case fields
        /// The stored vCard text.
        case card
    }

    let accountID: Int64
    /// The key this sealer was made from (wrapped again for a new remembered login).
    let accountKey: AccountKey
    private let key: [UInt8]
    private let tagKey: [UInt8]
    private let sealing: OpaquePointer
    private let opening: OpaquePointer
    private var nonces: [UInt8] = []
    private var nextNonce = 0
    private var contexts: [Column: [UInt8]] = [:]

    /// - Throws: ``ContactsStoreError/crypto(_:)`` when libcrypto cannot set up AES-256-GCM.
    init(key accountKey: AccountKey, accountID: Int64) throws {
        self.accountID = accountID
        self.accountKey = accountKey
        key = [UInt8](accountKey.bytes)
        tagKey = [UInt8](Crypto.sha256(Data("contacts uid tag v1".utf8) + accountKey.bytes))
        guard let sealing = EVP_CIPHER_CTX_new(), let opening = EVP_CIPHER_CTX_new() else {
            throw ContactsStoreError.crypto("EVP_CIPHER_CTX_new failed")
        }
        self.sealing = sealing
        self.opening = opening
        for (context, encrypting) in [(sealing, Int32(1)), (opening, Int32(0))] {
            guard EVP_CipherInit_ex(context, EVP_aes_256_gcm(), nil, nil, nil, encrypting) == 1,
                  EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, Int32(AccountKey.nonceLength), nil) == 1,
                  EVP_CipherInit_ex(context, nil, nil, key, nil, encrypting) == 1
            else { throw ContactsStoreError.crypto("AES-256-GCM set-up failed: \(Crypto.lastOpenSSLError())") }
        }
        for column in [Column.keys, .fields, .card] {
            contexts[column] = Array("contact \(column.rawValue) of account \(accountID)".utf8)
        }
    }

    deinit {
        EVP_CIPHER_CTX_free(sealing)
        EVP_CIPHER_CTX_free(opening)
    }

    /// A fresh 96-bit nonce from a batch of random bytes (NIST SP 800-38D section 8.2.2).
    private func nonce() throws -> ArraySlice<UInt8> {
        if nextNonce + AccountKey.nonceLength > nonces.count {
            nonces = [UInt8](try Crypto.randomBytes(AccountKey.nonceLength * 256))
            nextNonce = 0
        }
        defer { nextNonce += AccountKey.nonceLength }
        return nonces[nextNonce..<(nextNonce + AccountKey.nonceLength)]
    }

    /// `plaintext` sealed for `column`.
    /// - Throws: ``ContactsStoreError/crypto(_:)``.
    func seal(_ plaintext: [UInt8], _ column: Column) throws -> Data {
        let nonce = try nonce()
        let aad = contexts[column]!
        let headerLength = 1 + AccountKey.nonceLength
        var out = [UInt8](repeating: 0, count: headerLength + plaintext.count + AccountKey.tagLength)
        out[0] = 1
        out.replaceSubrange(1..<headerLength, with: nonce)
        let ok = out.withUnsafeMutableBufferPointer { buffer -> Bool in
            let base = buffer.baseAddress!
            var length: Int32 = 0
            guard EVP_CipherInit_ex(sealing, nil, nil, nil, base + 1, 1) == 1,
                  EVP_CipherUpdate(sealing, nil, &length, aad, Int32(aad.count)) == 1
            else { return false }
            if !plaintext.isEmpty {
                guard EVP_CipherUpdate(sealing, base + headerLength, &length, plaintext, Int32(plaintext.count)) == 1
                else { return false }
            }
            guard EVP_CipherFinal_ex(sealing, base + headerLength + plaintext.count, &length) == 1 else { return false }
            return EVP_CIPHER_CTX_ctrl(sealing, EVP_CTRL_GCM_GET_TAG, Int32(AccountKey.tagLength),
                                       base + headerLength + plaintext.count) == 1
        }
        guard ok else { throw ContactsStoreError.crypto("AES-256-GCM sealing failed: \(Crypto.lastOpenSSLError())") }
        return Data(out)
    }

    /// The plaintext of a value ``seal(_:_:)`` made for `column` of this account.
    /// - Throws: ``ContactsStoreError/crypto(_:)`` when it does not open (another
    ///   key, account or column, or altered bytes).
    func open(_ sealed: UnsafeRawBufferPointer, _ column: Column) throws -> [UInt8] {
        let headerLength = 1 + AccountKey.nonceLength
        guard sealed.count >= headerLength + AccountKey.tagLength, sealed[0] == 1, let base = sealed.baseAddress else {
            throw ContactsStoreError.crypto("a sealed contact value is malformed (\(sealed.count) bytes)")
        }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        let bodyLength = sealed.count - headerLength - AccountKey.tagLength
        let aad = contexts[column]!
        var out = [UInt8](repeating: 0, count: bodyLength + 16)
        let ok = out.withUnsafeMutableBufferPointer { buffer -> Bool in
            var length: Int32 = 0
            guard EVP_CipherInit_ex(opening, nil, nil, nil, bytes + 1, 0) == 1,
                  EVP_CipherUpdate(opening, nil, &length, aad, Int32(aad.count)) == 1
            else { return false }
            if bodyLength > 0 {
                guard EVP_CipherUpdate(opening, buffer.baseAddress!, &length, bytes + headerLength, Int32(bodyLength)) == 1
                else { return false }
            }
            let tag = UnsafeMutableRawPointer(mutating: bytes + headerLength + bodyLength)
            guard EVP_CIPHER_CTX_ctrl(opening, EVP_CTRL_GCM_SET_TAG, Int32(AccountKey.tagLength), tag) == 1 else { return false }
            return EVP_CipherFinal_ex(opening, buffer.baseAddress! + bodyLength, &length) == 1
        }
        guard ok else {
            while ERR_get_error() != 0 {}
            throw ContactsStoreError.crypto("a sealed contact did not open: wrong key, or the data was altered")
        }
        out.removeLast(16)
        return out
    }

    /// `open` of a `Data` value.
    func open(_ sealed: Data, _ column: Column) throws -> [UInt8] {
        try sealed.withUnsafeBytes { try open($0, column) }
    }

    /// HMAC-SHA-256 of a sync item's content hash (``ContactFields/contentHash``) under
    /// the tag key: what `sync_items.local_hash` keeps, so the stored fingerprint cannot
    /// be used to confirm a guess of a contact's content.
    func keyedHash(_ hash: Data) -> Data {
        Data(hmac(Array("sync hash ".utf8) + Array(hash)))
    }

    private func hmac(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        _ = HMAC(EVP_sha256(), tagKey, Int32(tagKey.count), bytes, bytes.count, &digest, &length)
        return Array(digest.prefix(Int(length)))
    }

    /// The blind index of `uid`: "t:" and the hex of its HMAC-SHA-256 under the tag key
    /// (what the `uid` column holds for a sealed row).
    func uidTag(_ uid: String) -> String {
        let digest = hmac(Array("uid ".utf8) + Array(uid.utf8))
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = [UInt8(ascii: "t"), UInt8(ascii: ":")]
        for byte in digest {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
