import Foundation

/// Work factor of the scrypt password hash (RFC 7914): CPU/memory cost
/// N = 2^`logN`, block size `r`, parallelisation `p`. Memory used is about
/// 128 · N · r bytes (128 MiB for the production setting).
///
/// Why scrypt rather than PBKDF2-HMAC-SHA256: scrypt is memory-hard, so each
/// guess costs an attacker 128 MiB of fast memory as well as time, which
/// blunts the GPU and ASIC farms that make PBKDF2's 600,000 iterations cheap
/// per guess. Both are in libcrypto (`EVP_PBE_scrypt`, `PKCS5_PBKDF2_HMAC`);
/// OWASP's Password Storage Cheat Sheet ranks scrypt above PBKDF2 and gives
/// N=2^17, r=8, p=1 as its minimum scrypt configuration, which is
/// ``owasp``.
public struct ScryptParameters: Equatable, Sendable, CustomStringConvertible {
    /// log2 of the cost N.
    public let logN: Int
    /// Block size r.
    public let r: Int
    /// Parallelisation p.
    public let p: Int

    /// Accepted ranges. They bound the memory a stored record can make us
    /// allocate (2^20 · 8 · 128 bytes = 1 GiB at most).
    public static let logNRange = 1...20
    public static let rRange = 1...16
    public static let pRange = 1...16

    /// Production setting: N=2^17, r=8, p=1 (OWASP Password Storage Cheat
    /// Sheet, scrypt section).
    public static let owasp = ScryptParameters(uncheckedLogN: 17, r: 8, p: 1)

    /// A deliberately weak setting (N=2^10) that makes tests fast. Only ever
    /// passed explicitly; nothing in the store picks it by itself.
    public static let weakForTesting = ScryptParameters(uncheckedLogN: 10, r: 8, p: 1)

    private init(uncheckedLogN logN: Int, r: Int, p: Int) {
        self.logN = logN
        self.r = r
        self.p = p
    }

    /// Validated parameters; nil when any is outside the accepted ranges.
    public init?(logN: Int, r: Int, p: Int) {
        guard Self.logNRange.contains(logN), Self.rRange.contains(r), Self.pRange.contains(p) else { return nil }
        self.init(uncheckedLogN: logN, r: r, p: p)
    }

    /// Memory scrypt needs for these parameters, in bytes: 128·r·(N+p), plus
    /// slack for OpenSSL's bookkeeping. Passed as `maxmem`, since OpenSSL's
    /// default limit (32 MiB) is below the production setting.
    var memoryLimit: UInt64 {
        let n = UInt64(1) << UInt64(logN)
        return 128 * UInt64(r) * (n + UInt64(p) + 2) + 1 << 20
    }

    public var description: String { "scrypt N=2^\(logN) r=\(r) p=\(p)" }
}
