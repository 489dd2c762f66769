import Foundation

/// The plaintext layout of a sealed contact column (``ContactSealer/Column``): its
/// strings one after another, each as a 32-bit little-endian byte count and its UTF-8
/// bytes. `keys` holds UID, sort key, section and search text, then (rows sealed since
/// schema 5) the list line: formatted name, first phone number and first e-mail
/// address, so `list` reads the keys alone; `fields` the given,
/// family and formatted names, the note and the phone and e-mail lists (their JSON,
/// ``ContactValueJSON``); `card` the vCard text alone.
enum SealedRow {
    /// `strings` in the layout.
    static func encode(_ strings: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(strings.reduce(0) { $0 + 4 + $1.utf8.count })
        for string in strings {
            let count = UInt32(string.utf8.count)
            bytes.append(UInt8(count & 0xFF)); bytes.append(UInt8((count >> 8) & 0xFF))
            bytes.append(UInt8((count >> 16) & 0xFF)); bytes.append(UInt8(count >> 24))
            bytes.append(contentsOf: string.utf8)
        }
        return bytes
    }

    /// The byte ranges of the strings of `bytes`; nil when the layout is broken.
    static func ranges(_ bytes: [UInt8], expected: Int) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(expected)
        var position = 0
        while position < bytes.count {
            guard position + 4 <= bytes.count else { return nil }
            let count = Int(bytes[position]) | Int(bytes[position + 1]) << 8 | Int(bytes[position + 2]) << 16
                | Int(bytes[position + 3]) << 24
            position += 4
            guard position + count <= bytes.count else { return nil }
            ranges.append(position..<(position + count))
            position += count
        }
        return ranges.count == expected ? ranges : nil
    }

    /// The byte ranges of the strings of `bytes` into `ranges` (emptied first, its
    /// capacity kept: a scan reuses one array for every row); false when the layout is
    /// broken or holds another number of strings than `expected`.
    static func ranges(_ bytes: UnsafeBufferPointer<UInt8>, expected: Int, into ranges: inout [Range<Int>]) -> Bool {
        ranges.removeAll(keepingCapacity: true)
        var position = 0
        let total = bytes.count
        while position < total {
            guard position + 4 <= total, ranges.count < expected else { return false }
            let count = Int(bytes[position]) | Int(bytes[position + 1]) << 8 | Int(bytes[position + 2]) << 16
                | Int(bytes[position + 3]) << 24
            position += 4
            guard count <= total - position else { return false }
            ranges.append(position..<(position + count))
            position += count
        }
        return ranges.count == expected
    }

    /// Strings in a `keys` value sealed before schema 5 (no list line).
    static let keyCount = 4
    /// Strings in a `keys` value with the list line (schema 5 on).
    static let keyCountWithListLine = 7

    /// ``ranges(_:expected:into:)`` of a `keys` value, in either layout (4 or 7 strings).
    static func keyRanges(_ bytes: UnsafeBufferPointer<UInt8>, into ranges: inout [Range<Int>]) -> Bool {
        Self.ranges(bytes, expected: keyCountWithListLine, into: &ranges)
            || (ranges.count == keyCount && Self.ranges(bytes, expected: keyCount, into: &ranges))
    }

    /// The strings of a `keys` value in either layout; nil when it is broken.
    static func decodeKeys(_ bytes: [UInt8]) -> [String]? {
        decode(bytes, expected: keyCountWithListLine) ?? decode(bytes, expected: keyCount)
    }

    /// The strings of `bytes`; nil when the layout is broken or holds another number of strings.
    static func decode(_ bytes: [UInt8], expected: Int) -> [String]? {
        ranges(bytes, expected: expected)?.map { String(decoding: bytes[$0], as: UTF8.self) }
    }
}
