// Text-level helpers: vCard escaping (RFC 6350 section 3.4, RFC 2426
// section 4), vCard 2.1 escaping (only "\;" is special, vCard 2.1 section
// 2.1.3), quoted-printable (RFC 2045 section 6.7) and RFC 6868 parameter
// caret encoding. All of them work on UTF-8 bytes and are linear in the
// length of their input.

import Foundation

/// Escaping and unescaping of vCard values. Public so that the store and the
/// app can build values the same way the reader and writer do.
public enum VCardText {
    /// Escapes plain text for a vCard 3.0/4.0 value: `\` → `\\`, `,` → `\,`,
    /// `;` → `\;`, and every line break (CRLF, LF or CR) → `\n`
    /// (RFC 6350 section 3.4).
    public static func escape(_ text: String) -> String {
        var needs = false
        for b in text.utf8 where b == 0x5C || b == 0x2C || b == 0x3B || b == 0x0A || b == 0x0D {
            needs = true
            break
        }
        if !needs { return text }
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count + 8)
        var previousCR = false
        for b in text.utf8 {
            switch b {
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x2C: out.append(0x5C); out.append(0x2C)
            case 0x3B: out.append(0x5C); out.append(0x3B)
            case 0x0D: out.append(0x5C); out.append(0x6E)
            case 0x0A: if !previousCR { out.append(0x5C); out.append(0x6E) }
            default: out.append(b)
            }
            previousCR = (b == 0x0D)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Removes vCard escapes from a whole value: `\n`/`\N` become a line feed,
    /// `\\` `\,` `\;` their character. Leniently, `\:` `\"` and `\'` (written
    /// by some exporters) also become their character; a backslash before any
    /// other character, or at the end, is kept as a literal backslash.
    public static func unescape(_ value: String) -> String {
        var hasBackslash = false
        for b in value.utf8 where b == 0x5C { hasBackslash = true; break }
        if !hasBackslash { return value }
        var out = [UInt8]()
        out.reserveCapacity(value.utf8.count)
        unescapeAppend(Array(value.utf8)[...], into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Splits a structured value on unescaped `;` and unescapes each part
    /// (N, ADR, ORG; RFC 6350 section 3.3 "component").
    public static func components(_ value: String) -> [String] {
        split(value, on: 0x3B)
    }

    /// Splits a value on unescaped `,` and unescapes each part (CATEGORIES,
    /// NICKNAME; RFC 6350 section 3.3 "list").
    public static func listValues(_ value: String) -> [String] {
        split(value, on: 0x2C)
    }

    static func split(_ value: String, on separator: UInt8) -> [String] {
        let bytes = Array(value.utf8)
        var parts: [String] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x5C { i += 2; continue }
            if b == separator {
                parts.append(unescapedString(bytes[start..<i]))
                start = i + 1
            }
            i += 1
        }
        parts.append(unescapedString(bytes[start..<bytes.count]))
        return parts
    }

    static func unescapedString(_ bytes: ArraySlice<UInt8>) -> String {
        if !bytes.contains(0x5C) { return String(decoding: bytes, as: UTF8.self) }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        unescapeAppend(bytes, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func unescapeAppend(_ bytes: ArraySlice<UInt8>, into out: inout [UInt8]) {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x5C, i + 1 < bytes.endIndex {
                let n = bytes[i + 1]
                switch n {
                case 0x6E, 0x4E: out.append(0x0A)  // \n \N
                case 0x5C, 0x2C, 0x3B, 0x3A, 0x22, 0x27: out.append(n)  // \\ \, \; \: \" \'
                default: out.append(0x5C); out.append(n)
                }
                i += 2
            } else {
                out.append(b)
                i += 1
            }
        }
    }

    /// Converts a value read from a vCard 2.1 file, where only `\;` is an
    /// escape, to the 3.0/4.0 escaped form the model stores: every other
    /// backslash is doubled, line breaks become `\n`, and (when
    /// `escapeCommas`) commas become `\,`.
    static func canonicalFromV21(_ value: String, escapeCommas: Bool) -> String {
        let bytes = Array(value.utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + 8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x5C:
                if i + 1 < bytes.count, bytes[i + 1] == 0x3B {
                    out.append(0x5C); out.append(0x3B); i += 2; continue
                }
                out.append(0x5C); out.append(0x5C)
            case 0x2C where escapeCommas:
                out.append(0x5C); out.append(0x2C)
            case 0x0D:
                out.append(0x5C); out.append(0x6E)
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            case 0x0A:
                out.append(0x5C); out.append(0x6E)
            default:
                out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Replaces raw line breaks (from quoted-printable `=0D=0A`) with `\n`.
    static func escapeLineBreaks(_ value: String) -> String {
        let bytes = Array(value.utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + 8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0D {
                out.append(0x5C); out.append(0x6E)
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            } else if b == 0x0A {
                out.append(0x5C); out.append(0x6E)
            } else {
                out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes quoted-printable bytes (soft line breaks already removed by
    /// the line reader): `=XY` with upper- or lower-case hex becomes the byte;
    /// an `=` not followed by two hex digits is kept literally.
    static func decodeQuotedPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x3D, i + 2 < n, let h = hexValue(bytes[i + 1]), let l = hexValue(bytes[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }

    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }

    /// True when the bytes are base64 (RFC 4648 section 4) with whole
    /// 4-character groups and padding only at the end. Empty is well formed.
    static func isWellFormedBase64(_ bytes: [UInt8]) -> Bool {
        var count = 0
        var padding = 0
        for b in bytes {
            switch b {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2B, 0x2F:
                if padding > 0 { return false }
            case 0x3D:
                padding += 1
                if padding > 2 { return false }
            default:
                return false
            }
            count += 1
        }
        return count % 4 == 0
    }

    /// RFC 6868: `^n` → line feed, `^'` → `"`, `^^` → `^`; any other `^` is kept.
    static func decodeCaret(_ value: String) -> String {
        guard value.utf8.contains(0x5E) else { return value }
        var out = [UInt8]()
        let bytes = Array(value.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x5E, i + 1 < bytes.count {
                switch bytes[i + 1] {
                case 0x6E, 0x4E: out.append(0x0A); i += 2; continue
                case 0x27: out.append(0x22); i += 2; continue
                case 0x5E: out.append(0x5E); i += 2; continue
                default: break
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 6868 encoding for parameter values written as vCard 4.0.
    static func encodeCaret(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x5E || $0 == 0x0A || $0 == 0x0D || $0 == 0x22 }) else {
            return value
        }
        var out = ""
        var previousCR = false
        for ch in value.unicodeScalars {
            switch ch {
            case "^": out += "^^"
            case "\"": out += "^'"
            case "\r": out += "^n"
            case "\n": if !previousCR { out += "^n" }
            default: out.unicodeScalars.append(ch)
            }
            previousCR = (ch == "\r")
        }
        return out
    }
}
