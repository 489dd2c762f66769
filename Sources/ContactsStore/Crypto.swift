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

    /// SHA-256 of `data` (`EVP_Digest` with `EVP_sha256`), 32 bytes.
    static func sha256(_ data: Data) -> Data {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = data.withUnsafeBytes { buffer in
            EVP_Digest(buffer.baseAddress, buffer.count, &digest, &length, EVP_sha256(), nil)
        }
        // EVP_Digest with SHA-256 only fails on allocation failure.
        precondition(ok == 1, "EVP_Digest(SHA-256) failed")
        return Data(digest.prefix(Int(length)))
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
