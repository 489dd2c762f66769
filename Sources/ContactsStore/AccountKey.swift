import COpenSSL
import Foundation

/// An account's random 256-bit key, the one secret that seals what the account keeps
/// private beyond its password hash (today: the CardDAV server password; later, the
/// book at rest). It is never stored as is: the store keeps it wrapped under a key
/// derived from the account's password (scrypt) and under each remembered login's
/// token (``ContactsDatabase/accountKey(for:password:)``,
/// ``ContactsDatabase/accountKey(for:token:)``).
///
/// Sealing is AES-256-GCM (NIST SP 800-38D) through libcrypto's EVP interface, with a
/// fresh random 96-bit nonce per message and a 128-bit tag; the sealed form is
/// `0x01 || nonce (12) || ciphertext || tag (16)`. `context` is authenticated data, so
/// a sealed value moved to another purpose or account does not open.
public struct AccountKey: Sendable {
    static let length = 32
    let bytes: Data

    init(bytes: Data) { self.bytes = bytes }

    /// A new random key (`RAND_bytes`).
    static func random() throws -> AccountKey { AccountKey(bytes: try Crypto.randomBytes(length)) }

    /// `plaintext` sealed under this key, bound to `context`.
    /// - Throws: ``ContactsStoreError/crypto(_:)`` when libcrypto fails.
    public func seal(_ plaintext: Data, context: String) throws -> Data {
        try Self.seal(plaintext, key: bytes, context: Data(context.utf8))
    }

    /// The plaintext of a value ``seal(_:context:)`` made with this key and `context`.
    /// - Throws: ``ContactsStoreError/crypto(_:)`` when it is not such a value (wrong
    ///   key, other context, altered bytes).
    public func open(_ sealed: Data, context: String) throws -> Data {
        try Self.open(sealed, key: bytes, context: Data(context.utf8))
    }

    static let nonceLength = 12
    static let tagLength = 16

    static func seal(_ plaintext: Data, key: Data, context: Data) throws -> Data {
        let nonce = try Crypto.randomBytes(nonceLength)
        var tag = [UInt8](repeating: 0, count: tagLength)
        guard let ciphertext = gcm(encrypting: true, plaintext, key: key, nonce: nonce, context: context, tag: &tag) else {
            throw ContactsStoreError.crypto("AES-256-GCM sealing failed: \(Crypto.lastOpenSSLError())")
        }
        return Data([1]) + nonce + ciphertext + Data(tag)
    }

    static func open(_ sealed: Data, key: Data, context: Data) throws -> Data {
        let sealed = Data(sealed)  // indices from 0
        guard sealed.count >= 1 + nonceLength + tagLength, sealed[0] == 1 else {
            throw ContactsStoreError.crypto("a sealed value is malformed (\(sealed.count) bytes)")
        }
        let nonce = sealed.subdata(in: 1..<(1 + nonceLength))
        let body = sealed.subdata(in: (1 + nonceLength)..<(sealed.count - tagLength))
        var tag = [UInt8](sealed.suffix(tagLength))
        guard let plaintext = gcm(encrypting: false, body, key: key, nonce: nonce, context: context, tag: &tag) else {
            _ = ERR_get_error()
            throw ContactsStoreError.crypto("a sealed value did not open: wrong key, or the data was altered")
        }
        return plaintext
    }

    /// One AES-256-GCM pass (`EVP_Cipher*`): encrypting, it fills `tag`; decrypting, it
    /// checks `tag` and returns nil when it does not match (or libcrypto fails).
    private static func gcm(encrypting: Bool, _ input: Data, key: Data, nonce: Data, context: Data,
                            tag: inout [UInt8]) -> Data? {
        guard let ctx = EVP_CIPHER_CTX_new() else { return nil }
        defer { EVP_CIPHER_CTX_free(ctx) }
        var out = [UInt8](repeating: 0, count: input.count + 16)
        var length: Int32 = 0, total: Int32 = 0
        let ok: Bool = key.withUnsafeBytes { k in nonce.withUnsafeBytes { n in context.withUnsafeBytes { a in
            input.withUnsafeBytes { i in
                guard EVP_CipherInit_ex(ctx, EVP_aes_256_gcm(), nil, nil, nil, encrypting ? 1 : 0) == 1,
                      EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_IVLEN, Int32(nonceLength), nil) == 1,
                      EVP_CipherInit_ex(ctx, nil, nil, k.bindMemory(to: UInt8.self).baseAddress,
                                        n.bindMemory(to: UInt8.self).baseAddress, encrypting ? 1 : 0) == 1
                else { return false }
                if a.count > 0, EVP_CipherUpdate(ctx, nil, &length, a.bindMemory(to: UInt8.self).baseAddress, Int32(a.count)) != 1 {
                    return false
                }
                if i.count > 0 {
                    guard EVP_CipherUpdate(ctx, &out, &length, i.bindMemory(to: UInt8.self).baseAddress, Int32(i.count)) == 1
                    else { return false }
                    total = length
                }
                if !encrypting, EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, Int32(tagLength), &tag) != 1 { return false }
                let finished = out.withUnsafeMutableBufferPointer { EVP_CipherFinal_ex(ctx, $0.baseAddress! + Int(total), &length) == 1 }
                guard finished else { return false }
                total += length
                return !encrypting || EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, Int32(tagLength), &tag) == 1
            }
        } } }
        return ok ? Data(out.prefix(Int(total))) : nil
    }
}
