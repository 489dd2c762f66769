import COpenSSL
import Foundation

/// Seals and opens one account's contact rows at rest (docs/DECISIONS.md, "The book
/// encrypted at rest"): AES-256-GCM under the account key (``AccountKey``), in the
/// same sealed form as ``AccountKey/seal(_:context:)`` (`0x01 || nonce (12) ||
/// ciphertext || tag (16)`), with the account id and the column as authenticated
/// data, so a value moved to another account or column does not open.
///
/// One libcrypto context per direction is set up with the key once and reused, with
/// the cipher fetched once per process: each message then costs one nonce (taken from
/// a batch of `RAND_bytes`) and the cipher itself. OpenSSL 3.0's GCM still costs about
/// 0.4 µs per message whatever its length (setting the nonce, the tag as a parameter),
/// so opening every row of a 100,000-contact book takes about 40 ms of CPU
/// (docs/DECISIONS.md, "Opening sealed rows: one buffer, one fetched cipher").
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
    private let keysAAD: [UInt8]
    private let fieldsAAD: [UInt8]
    private let cardAAD: [UInt8]

    /// AES-256-GCM fetched from the default provider once per process
    /// (`EVP_CIPHER_fetch`): `EVP_aes_256_gcm()` is fetched again by every
    /// `EVP_CipherInit_ex` that names it.
    nonisolated(unsafe) private static let cipher: OpaquePointer? = EVP_CIPHER_fetch(nil, "AES-256-GCM", nil)

    /// - Throws: ``ContactsStoreError/crypto(_:)`` when libcrypto cannot set up AES-256-GCM.
    init(key accountKey: AccountKey, accountID: Int64) throws {
        self.accountID = accountID
        self.accountKey = accountKey
        key = [UInt8](accountKey.bytes)
        tagKey = [UInt8](Crypto.sha256(Data("contacts uid tag v1".utf8) + accountKey.bytes))
        func aad(_ column: Column) -> [UInt8] { Array("contact \(column.rawValue) of account \(accountID)".utf8) }
        keysAAD = aad(.keys)
        fieldsAAD = aad(.fields)
        cardAAD = aad(.card)
        guard let cipher = Self.cipher else {
            throw ContactsStoreError.crypto("AES-256-GCM is not available: \(Crypto.lastOpenSSLError())")
        }
        guard let sealing = EVP_CIPHER_CTX_new(), let opening = EVP_CIPHER_CTX_new() else {
            throw ContactsStoreError.crypto("EVP_CIPHER_CTX_new failed")
        }
        self.sealing = sealing
        self.opening = opening
        // GCM's nonce is 96 bits by default (NIST SP 800-38D), AccountKey.nonceLength.
        for (context, encrypting) in [(sealing, Int32(1)), (opening, Int32(0))] {
            guard EVP_CipherInit_ex2(context, cipher, key, nil, encrypting, nil) == 1,
                  EVP_CIPHER_CTX_get_iv_length(context) == Int32(AccountKey.nonceLength)
            else { throw ContactsStoreError.crypto("AES-256-GCM set-up failed: \(Crypto.lastOpenSSLError())") }
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
        try seal(plaintext, aad: aadOf(column))
    }

    /// A chunk of many contacts' keys (``Schema/version6``) sealed as one message,
    /// its number and account in the authenticated data, so a chunk moved to another
    /// number or account does not open.
    /// - Throws: ``ContactsStoreError/crypto(_:)``.
    func sealChunk(_ plaintext: [UInt8], number: Int64) throws -> Data {
        try seal(plaintext, aad: chunkAAD(number))
    }

    /// Opens a chunk ``sealChunk(_:number:)`` made into the start of `buffer` (as
    /// ``open(_:_:into:)``) and returns the plaintext's length.
    /// - Throws: ``ContactsStoreError/crypto(_:)`` when it does not open.
    @discardableResult
    func openChunk(_ sealed: UnsafeRawBufferPointer, number: Int64, into buffer: inout [UInt8]) throws -> Int {
        try open(sealed, aad: chunkAAD(number), into: &buffer)
    }

    private func chunkAAD(_ number: Int64) -> [UInt8] {
        Array("contact key chunk \(number) of account \(accountID)".utf8)
    }

    private func seal(_ plaintext: [UInt8], aad: [UInt8]) throws -> Data {
        let nonce = try nonce()
        let headerLength = 1 + AccountKey.nonceLength
        var out = [UInt8](repeating: 0, count: headerLength + plaintext.count + AccountKey.tagLength)
        out[0] = 1
        out.replaceSubrange(1..<headerLength, with: nonce)
        let ok = out.withUnsafeMutableBufferPointer { buffer -> Bool in
            let base = buffer.baseAddress!
            var length: Int32 = 0
            guard EVP_CipherInit_ex2(sealing, nil, nil, base + 1, 1, nil) == 1,
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
        var out: [UInt8] = []
        let length = try open(sealed, column, into: &out)
        out.removeLast(out.count - length)
        return out
    }

    /// `open` of a `Data` value.
    func open(_ sealed: Data, _ column: Column) throws -> [UInt8] {
        try sealed.withUnsafeBytes { try open($0, column) }
    }

    /// Opens `sealed` as ``open(_:_:)`` does, into the start of `buffer`, and returns
    /// the plaintext's length: `buffer` only grows (what follows the plaintext is left
    /// over), so a scan of many rows reuses one buffer and neither allocates nor clears
    /// one per row.
    /// - Throws: as ``open(_:_:)``.
    @discardableResult
    func open(_ sealed: UnsafeRawBufferPointer, _ column: Column, into buffer: inout [UInt8]) throws -> Int {
        try open(sealed, aad: aadOf(column), into: &buffer)
    }

    private func open(_ sealed: UnsafeRawBufferPointer, aad: [UInt8], into buffer: inout [UInt8]) throws -> Int {
        let headerLength = 1 + AccountKey.nonceLength
        guard sealed.count >= headerLength + AccountKey.tagLength, sealed[0] == 1, let base = sealed.baseAddress else {
            throw ContactsStoreError.crypto("a sealed contact value is malformed (\(sealed.count) bytes)")
        }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        let bodyLength = sealed.count - headerLength - AccountKey.tagLength
        // GCM writes no more than it reads; the 16 spare bytes are for Final, which writes none.
        let needed = bodyLength + 16
        if buffer.count < needed {
            buffer.append(contentsOf: repeatElement(0, count: needed - buffer.count))
        }
        let ok = buffer.withUnsafeMutableBufferPointer { out -> Bool in
            aad.withUnsafeBufferPointer { aad in
                openGCM(nonce: bytes + 1, aad: aad, body: bytes + headerLength, count: bodyLength,
                        tag: bytes + headerLength + bodyLength, into: out.baseAddress!)
            }
        }
        guard ok else {
            while ERR_get_error() != 0 {}
            throw ContactsStoreError.crypto("a sealed contact did not open: wrong key, or the data was altered")
        }
        return bodyLength
    }

    /// The authenticated data of `column` (made once per sealer).
    private func aadOf(_ column: Column) -> [UInt8] {
        switch column {
        case .keys: return keysAAD
        case .fields: return fieldsAAD
        case .card: return cardAAD
        }
    }

    /// One GCM decryption on the opening context: the nonce set with
    /// `EVP_CipherInit_ex2` (no cipher, no key: both stay from `init`), the tag
    /// handed over as a parameter (`EVP_CIPHER_CTX_set_params`, the call `ctrl`
    /// translates to in OpenSSL 3), Final checking it.
    private func openGCM(nonce: UnsafePointer<UInt8>, aad: UnsafeBufferPointer<UInt8>, body: UnsafePointer<UInt8>,
                         count: Int, tag: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        var length: Int32 = 0
        guard EVP_CipherInit_ex2(opening, nil, nil, nonce, 0, nil) == 1,
              EVP_CipherUpdate(opening, nil, &length, aad.baseAddress, Int32(aad.count)) == 1
        else { return false }
        if count > 0 {
            guard EVP_CipherUpdate(opening, out, &length, body, Int32(count)) == 1 else { return false }
        }
        let set = Self.tagParameterName.withUnsafeBufferPointer { name -> Bool in
            withUnsafeTemporaryAllocation(of: OSSL_PARAM.self, capacity: 2) { parameters in
                parameters.initialize(repeating: OSSL_PARAM_construct_end())
                parameters[0] = OSSL_PARAM_construct_octet_string(name.baseAddress, UnsafeMutableRawPointer(mutating: tag),
                                                                  AccountKey.tagLength)
                return EVP_CIPHER_CTX_set_params(opening, parameters.baseAddress) == 1
            }
        }
        guard set else { return false }
        return EVP_CipherFinal_ex(opening, out + count, &length) == 1
    }

    /// `OSSL_CIPHER_PARAM_AEAD_TAG` of `<openssl/core_names.h>`, NUL-terminated.
    private static let tagParameterName: [CChar] = Array("tag".utf8CString)

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
