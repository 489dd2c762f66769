import COpenSSL
import Foundation

/// Small wrappers over OpenSSL's libcrypto used by the store.
enum Crypto {
    /// `count` bytes from OpenSSL's CSPRNG (`RAND_bytes`).
    /// - Throws: ``ContactsStoreError/crypto(_:)`` if the generator fails.
    static func randomBytes(_ count: Int) throws -> Data {
        var bytes = [UInt8](repeating: 0, count: count)
        guard RAND_bytes(&bytes, Int32(count)) == 1 else {
            throw ContactsStoreError.crypto("RAND_bytes failed: \(lastOpenSSLError())")
        }
        return Data(bytes)
    }

    /// SHA-256 of `data` (FIPS 180-4), 32 bytes: OpenSSL's `SHA256_Init`,
    /// `SHA256_Update`, `SHA256_Final`. Not `EVP_Digest`: in OpenSSL 3 the
    /// first EVP call loads the default provider, which cost a process that
    /// only checks a remembered login (`contacts query` for mutt) about 2 MB
    /// of resident memory and 3 ms.
    static func sha256(_ data: Data) -> Data {
        var context = SHA256_CTX()
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        // These only fail on a NULL argument.
        _ = SHA256_Init(&context)
        data.withUnsafeBytes { buffer in _ = SHA256_Update(&context, buffer.baseAddress, buffer.count) }
        _ = SHA256_Final(&digest, &context)
        return Data(digest)
    }

    /// Constant-time equality (`CRYPTO_memcmp`); false when lengths differ.
    static func constantTimeEqual(_ a: Data, _ b: Data) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in CRYPTO_memcmp(pa.baseAddress, pb.baseAddress, a.count) == 0 }
        }
    }

    /// The newest message in OpenSSL's error queue, for error reports.
    static func lastOpenSSLError() -> String {
        let code = ERR_get_error()
        guard code != 0 else { return "no detail" }
        var buffer = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &buffer, buffer.count)
        return String(cString: buffer)
    }

    /// base64url without padding (RFC 4648 section 5).
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
