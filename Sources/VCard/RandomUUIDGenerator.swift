import Foundation

/// Version 4 UUIDs (RFC 4122 section 4.4) from xoshiro256** seeded with
/// 256 bits from the system's random source.
struct RandomUUIDGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    init() {
        var system = SystemRandomNumberGenerator()
        state = (system.next(), system.next(), system.next(), system.next())
        if state == (0, 0, 0, 0) { state.0 = 1 }
    }

    private mutating func next64() -> UInt64 {
        let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = state.3 << 45 | state.3 >> 19
        return result
    }

    /// `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`, lower case.
    mutating func next() -> String {
        var hi = next64(), lo = next64()
        hi = (hi & ~0xF000) | 0x4000                       // version 4
        lo = (lo & ~(0xC000 << 48)) | (0x8000 << 48)       // variant 10
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 36) { out in
            var k = 0
            func put(_ word: UInt64, _ nibbles: Int, _ shiftFrom: Int) {
                var shift = shiftFrom
                for _ in 0..<nibbles {
                    out[k] = hex[Int((word >> UInt64(shift)) & 0xF)]
                    k += 1
                    shift -= 4
                }
            }
            put(hi, 8, 60); out[k] = 0x2D; k += 1
            put(hi, 4, 28); out[k] = 0x2D; k += 1
            put(hi, 4, 12); out[k] = 0x2D; k += 1
            put(lo, 4, 60); out[k] = 0x2D; k += 1
            put(lo, 12, 44)
            return 36
        }
    }
}
