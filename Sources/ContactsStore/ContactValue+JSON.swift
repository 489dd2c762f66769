import Foundation

/// The JSON form of a contact's phones or e-mails in the `contacts` table:
///
///     [{"label":"cell","value":"+1 555 0100"},{"value":"555 0199"}]
///
/// An array of objects with a string `value` and an optional string
/// `label` (absent or null when there is none); RFC 8259 syntax. Written
/// and read by hand rather than with `JSONEncoder`/`JSONSerialization`,
/// which cost a few microseconds per contact: too much for an import of
/// 100,000 contacts. The reader accepts any whitespace and escape RFC 8259
/// allows, ignores unknown keys whose values are strings or null, and
/// rejects everything else.
enum ContactValueJSON {
    static func encode(_ values: [ContactValue]) -> String {
        if values.isEmpty { return "[]" }
        var out: [UInt8] = []
        out.reserveCapacity(values.reduce(2) { $0 + $1.value.utf8.count + ($1.label?.utf8.count ?? 0) + 24 })
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if let label = value.label {
                out.append(contentsOf: #"{"label":"#.utf8)
                appendString(label, to: &out)
                out.append(contentsOf: #","value":"#.utf8)
            } else {
                out.append(contentsOf: #"{"value":"#.utf8)
            }
            appendString(value.value, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Fast path: nothing to escape, copy the bytes at once.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.append(contentsOf: string.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Parses the JSON form; nil when the text is not in it.
    static func decode(_ text: String) -> [ContactValue]? {
        var parser = Parser(bytes: Array(text.utf8))
        return parser.parseValues()
    }

    /// ``decode(_:)`` of UTF-8 bytes.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [ContactValue]? {
        var parser = Parser(bytes: Array(bytes))
        return parser.parseValues()
    }

    /// The `value` of the first object of a JSON list.
    enum FirstValue {
        /// A pointer into the JSON text (a list as ``encode(_:)`` writes it).
        case plain(UnsafeBufferPointer<UInt8>)
        /// Decoded by the full reader (escapes, other spacing).
        case decoded([UInt8])

        func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
            switch self {
            case .plain(let bytes): return try body(bytes)
            case .decoded(let bytes): return try bytes.withUnsafeBufferPointer(body)
            }
        }
    }

    /// The `value` of the first object of the JSON list `json` (empty for an
    /// empty list); nil when `json` is not a valid list.
    static func firstValue(_ json: UnsafeBufferPointer<UInt8>) -> FirstValue? {
        if let plain = plainFirstValue(json) { return .plain(plain) }
        guard let values = decode(String(decoding: json, as: UTF8.self)) else { return nil }
        return .decoded(Array((values.first?.value ?? "").utf8))
    }

    /// The fast path of ``firstValue(_:)``: `[]`, or a list of any length of
    /// `{"label":"…","value":"…"}` and `{"value":"…"}` objects joined by `,`
    /// as ``encode(_:)`` writes them, with no escape or control character
    /// (so the whole list is valid JSON); nil otherwise (the full reader decides).
    private static func plainFirstValue(_ json: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let count = json.count
        if count == 2, json[0] == 0x5B, json[1] == 0x5D { return UnsafeBufferPointer(start: nil, count: 0) }
        func matches(_ literal: StaticString, at index: Int) -> Bool {
            let n = literal.utf8CodeUnitCount
            guard index + n <= count else { return false }
            return literal.withUTF8Buffer { pattern in (0..<n).allSatisfy { json[index + $0] == pattern[$0] } }
        }
        /// The end of a plain string's text from `index` (at its closing quote), or nil.
        func stringEnd(from start: Int) -> Int? {
            var index = start
            while index < count, json[index] != 0x22 {
                if json[index] == 0x5C || json[index] < 0x20 { return nil }
                index += 1
            }
            return index < count ? index : nil
        }
        guard count > 0, json[0] == 0x5B else { return nil }
        var index = 1
        var first: Range<Int>? = nil
        while true {
            // One object: {"label":"…","value":"…"} or {"value":"…"}.
            if matches(#"{"label":""#, at: index) {
                guard let end = stringEnd(from: index + 10) else { return nil }
                index = end + 1
                guard matches(#","value":""#, at: index) else { return nil }
                index += 10
            } else if matches(#"{"value":""#, at: index) {
                index += 10
            } else {
                return nil
            }
            guard let end = stringEnd(from: index), end + 1 < count, json[end + 1] == 0x7D else { return nil }
            if first == nil { first = index..<end }
            index = end + 2
            guard index < count else { return nil }
            if json[index] == 0x5D { break }
            guard json[index] == 0x2C else { return nil }
            index += 1
        }
        guard index + 1 == count, let first else { return nil }
        return UnsafeBufferPointer(rebasing: json[first])
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func parseValues() -> [ContactValue]? {
            guard consume(UInt8(ascii: "[")) else { return nil }
            var values: [ContactValue] = []
            if consume(UInt8(ascii: "]")) { return finish(values) }
            repeat {
                guard let value = parseObject() else { return nil }
                values.append(value)
            } while consume(UInt8(ascii: ","))
            guard consume(UInt8(ascii: "]")) else { return nil }
            return finish(values)
        }

        mutating func finish(_ values: [ContactValue]) -> [ContactValue]? {
            skipWhitespace()
            return index == bytes.count ? values : nil
        }

        mutating func parseObject() -> ContactValue? {
            guard consume(UInt8(ascii: "{")) else { return nil }
            var label: String?
            var value: String?
            if !consume(UInt8(ascii: "}")) {
                repeat {
                    skipWhitespace()
                    guard let key = parseString(), consume(UInt8(ascii: ":")) else { return nil }
                    skipWhitespace()
                    let member: String?
                    if index + 4 <= bytes.count, bytes[index] == 0x6E, bytes[index + 1] == 0x75, bytes[index + 2] == 0x6C,
                       bytes[index + 3] == 0x6C {  // null
                        index += 4
                        member = nil
                    } else {
                        guard let string = parseString() else { return nil }
                        member = string
                    }
                    if key == "label" { label = member }
                    if key == "value" { value = member }
                } while consume(UInt8(ascii: ","))
                guard consume(UInt8(ascii: "}")) else { return nil }
            }
            guard let value else { return nil }
            return ContactValue(value, label: label)
        }

        /// A JSON string starting at `index` (after whitespace was skipped).
        mutating func parseString() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            let start = index
            // Fast path: no escapes.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                if bytes[index] < 0x20 { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
            var pendingHigh: UInt32?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    guard pendingHigh == nil else { return nil }
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { return nil }
                if byte != UInt8(ascii: "\\") {
                    guard pendingHigh == nil else { return nil }
                    // Copy one UTF-8 sequence.
                    let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    guard index + length <= bytes.count else { return nil }
                    scalars.append(contentsOf: String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars)
                    index += length
                    continue
                }
                index += 1
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                if escape == UInt8(ascii: "u") {
                    guard index + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
                    else { return nil }
                    index += 4
                    if let high = pendingHigh {
                        guard (0xDC00...0xDFFF).contains(code),
                              let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))
                        else { return nil }
                        scalars.append(scalar)
                        pendingHigh = nil
                    } else if (0xD800...0xDBFF).contains(code) {
                        pendingHigh = code
                    } else {
                        guard let scalar = Unicode.Scalar(code) else { return nil }
                        scalars.append(scalar)
                    }
                    continue
                }
                guard pendingHigh == nil else { return nil }
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                default: return nil
                }
            }
            return nil
        }
    }
}
