import COpenSSL
import Foundation

/// A salted scrypt password hash in its self-describing text form:
///
///     scrypt$<logN>$<r>$<p>$<base64 salt>$<base64 hash>
///
/// e.g. `scrypt$17$8$1$q3…==$Zm…=`. The salt is 16 bytes from `RAND_bytes`,
/// the derived key 32 bytes; base64 is RFC 4648 section 4 with padding.
/// Storing the parameters lets the work factor rise later without breaking
/// older records.
struct PasswordHash: Equatable {
    static let saltLength = 16
    static let keyLength = 32

    let parameters: ScryptParameters
    let salt: Data
    let hash: Data

    /// Hashes `password` with a fresh random salt.
    static func make(password: String, parameters: ScryptParameters) throws -> PasswordHash {
        let salt = try Crypto.randomBytes(saltLength)
        let hash = try derive(password: password, salt: salt, parameters: parameters)
        return PasswordHash(parameters: parameters, salt: salt, hash: hash)
    }

    /// Parses the text form; nil when it is not a well-formed record.
    init?(encoded: String) {
        let parts = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == "scrypt",
              let logN = Int(parts[1]), let r = Int(parts[2]), let p = Int(parts[3]),
              let parameters = ScryptParameters(logN: logN, r: r, p: p),
              let salt = Data(base64Encoded: String(parts[4])), !salt.isEmpty,
              let hash = Data(base64Encoded: String(parts[5])), hash.count == Self.keyLength
        else { return nil }
        self.init(parameters: parameters, salt: salt, hash: hash)
    }

    init(parameters: ScryptParameters, salt: Data, hash: Data) {
        self.parameters = parameters
        self.salt = salt
        self.hash = hash
    }

    var encoded: String {
        "scrypt$\(parameters.logN)$\(parameters.r)$\(parameters.p)$\(salt.base64EncodedString())$\(hash.base64EncodedString())"
    }

    /// `make` that also gives the account key's wrapping key of the new record
    /// (``wrappingKey(ifVerifying:)``), from the same single scrypt run.
    static func makeWithWrappingKey(password: String, parameters: ScryptParameters) throws -> (PasswordHash, Data) {
        let salt = try Crypto.randomBytes(saltLength)
        let both = try derive(password: password, salt: salt, parameters: parameters, length: 2 * keyLength)
        return (PasswordHash(parameters: parameters, salt: salt, hash: Data(both.prefix(keyLength))), Data(both.suffix(keyLength)))
    }

    /// One scrypt run of `password` with this record's salt and parameters, 64 bytes:
    /// the first 32 are the hash `verify` compares (scrypt ends in PBKDF2-HMAC-SHA256,
    /// whose 32-byte output blocks are computed independently, so they are the 32 bytes
    /// a 32-byte derivation gives: records made before stay valid), the last 32 the key
    /// that wraps the account key. Returns the wrapping key when the hash matches
    /// (compared in constant time), else nil.
    func wrappingKey(ifVerifying password: String) throws -> Data? {
        let both = try Self.derive(password: password, salt: salt, parameters: parameters, length: 2 * Self.keyLength)
        guard Crypto.constantTimeEqual(Data(both.prefix(Self.keyLength)), hash) else { return nil }
        return Data(both.suffix(Self.keyLength))
    }

    /// Recomputes the hash of `password` with this record's salt and
    /// parameters and compares in constant time (`CRYPTO_memcmp`).
    func verify(password: String) throws -> Bool {
        let candidate = try Self.derive(password: password, salt: salt, parameters: parameters)
        return Crypto.constantTimeEqual(candidate, hash)
    }

    /// scrypt(password, salt) with `EVP_PBE_scrypt`, `length` bytes.
    static func derive(password: String, salt: Data, parameters: ScryptParameters, length: Int = keyLength) throws -> Data {
        var key = [UInt8](repeating: 0, count: length)
        let passwordBytes = Array(password.utf8)
        let n = UInt64(1) << UInt64(parameters.logN)
        let ok = passwordBytes.withUnsafeBytes { pw in
            salt.withUnsafeBytes { saltBuffer in
                EVP_PBE_scrypt(pw.baseAddress?.assumingMemoryBound(to: CChar.self), pw.count,
                               saltBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self), saltBuffer.count,
                               n, UInt64(parameters.r), UInt64(parameters.p), parameters.memoryLimit,
                               &key, length)
            }
        }
        guard ok == 1 else {
            throw ContactsStoreError.crypto("EVP_PBE_scrypt (\(parameters)) failed: \(Crypto.lastOpenSSLError())")
        }
        return Data(key)
    }
}
