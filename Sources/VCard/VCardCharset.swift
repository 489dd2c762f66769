// Character sets: the CHARSET= parameter of vCard 2.1 (and of exporters that
// still write it in 3.0), whole-file UTF-16 detection, and UTF-8 validation.
//
// Decoding uses Foundation's String(bytes:encoding:). Encodings that
// Foundation has no named constant for (GB18030, Big5, Windows-1255..1258,
// most ISO-8859 parts, KOI8) are reached through their CoreFoundation
// encoding numbers (CFStringEncodingExt.h) with the 0x80000000 flag, which
// is how Foundation maps CFStringEncoding to String.Encoding on both Darwin
// and swift-corelibs-foundation.

import Foundation

enum VCardCharset {
    /// String.Encoding from a CoreFoundation encoding number.
    private static func cf(_ value: UInt) -> String.Encoding {
        String.Encoding(rawValue: 0x8000_0000 | value)
    }

    /// The encoding an IANA or common charset name stands for, or nil when
    /// the name is unknown. Matching ignores case, `-` and `_`.
    /// GBK and GB2312 are decoded as GB18030, their superset.
    static func encoding(named rawName: String) -> String.Encoding? {
        var key = ""
        for scalar in rawName.unicodeScalars where scalar != "-" && scalar != "_" && scalar != " " {
            key.unicodeScalars.append(scalar)
        }
        key = key.asciiLowercased
        switch key {
        case "utf8", "unicode11utf8", "usascii", "ascii", "ansix3.41968", "iso646us":
            return .utf8
        case "utf16": return .utf16
        case "utf16le": return .utf16LittleEndian
        case "utf16be": return .utf16BigEndian
        case "shiftjis", "sjis", "mskanji", "windows31j", "cp932", "xsjis", "shiftjis2004": return .shiftJIS
        case "eucjp", "xeucjp": return .japaneseEUC
        case "iso2022jp", "csiso2022jp": return .iso2022JP
        case "gb18030", "gbk", "gb2312", "cp936", "euccn", "xgbk", "csgb2312": return cf(0x0632)
        case "big5", "csbig5", "xxbig5", "cp950": return cf(0x0A03)
        case "big5hkscs": return cf(0x0A06)
        case "euckr", "cseuckr", "ksc56011987", "ksc5601": return cf(0x0940)
        case "cp949", "uhc", "windows949": return cf(0x0422)
        case "koi8r", "cskoi8r": return cf(0x0A02)
        case "koi8u": return cf(0x0A08)
        // String.Encoding.macOSRoman (30) decodes wrongly in swift-corelibs-foundation; kCFStringEncodingMacRoman (0) is right.
        case "macintosh", "macroman", "csmacintosh", "xmacroman": return cf(0)
        case "latin1", "iso88591", "cp819", "ibm819", "iso885911987": return .isoLatin1
        case "latin2", "iso88592": return .isoLatin2
        case "windows1250", "cp1250", "xcp1250": return .windowsCP1250
        case "windows1251", "cp1251", "xcp1251": return .windowsCP1251
        case "windows1252", "cp1252", "xcp1252": return .windowsCP1252
        case "windows1253", "cp1253": return .windowsCP1253
        case "windows1254", "cp1254": return .windowsCP1254
        case "windows1255", "cp1255": return cf(0x0505)
        case "windows1256", "cp1256": return cf(0x0506)
        case "windows1257", "cp1257": return cf(0x0507)
        case "windows1258", "cp1258": return cf(0x0508)
        default: break
        }
        if key.hasPrefix("iso8859"), let part = Int(key.dropFirst(7)), (3...16).contains(part), part != 12 {
            return cf(0x0200 + UInt(part))
        }
        if key.hasPrefix("latin"), let part = Int(key.dropFirst(5)) {
            // latin3..latin10 → ISO-8859-3, -4, -9, -10, -13, -14, -15, -16
            let map = [3: 3, 4: 4, 5: 9, 6: 10, 7: 13, 8: 14, 9: 15, 10: 16]
            if let iso = map[part] { return cf(0x0200 + UInt(iso)) }
        }
        return nil
    }

    /// True for names that mean UTF-8 (or its ASCII subset).
    static func isUTF8(_ encoding: String.Encoding) -> Bool { encoding == .utf8 }

    /// Decodes bytes with a non-UTF-8 encoding; nil when Foundation cannot.
    static func decode<C: Collection>(_ bytes: C, _ encoding: String.Encoding) -> String? where C.Element == UInt8 {
        if encoding == .utf8 {
            return UTF8Check(bytes).isValid ? String(decoding: bytes, as: UTF8.self) : nil
        }
        return String(bytes: bytes, encoding: encoding)
    }

    /// A readable name for an encoding in diagnostics.
    static func displayName(_ encoding: String.Encoding) -> String {
        switch encoding {
        case .utf8: return "UTF-8"
        case .shiftJIS: return "Shift_JIS"
        case .windowsCP1250: return "Windows-1250"
        case .windowsCP1251: return "Windows-1251"
        case .windowsCP1252: return "Windows-1252"
        case .windowsCP1253: return "Windows-1253"
        case .windowsCP1254: return "Windows-1254"
        case .isoLatin1: return "ISO-8859-1"
        case .isoLatin2: return "ISO-8859-2"
        case .macOSRoman: return "Macintosh"
        case .utf16LittleEndian: return "UTF-16LE"
        case .utf16BigEndian: return "UTF-16BE"
        default: return String.localizedName(of: encoding)
        }
    }

    /// How the whole file is stored. UTF-16 files are transcoded to UTF-8
    /// before line parsing; all other files are parsed as ASCII-compatible
    /// bytes and each value is decoded on its own.
    enum FileEncoding: Equatable {
        case bytes
        case utf16LittleEndian(bom: Bool)
        case utf16BigEndian(bom: Bool)
    }

    /// Detects UTF-16 by byte order mark, or (without one) by the pattern
    /// of zero bytes an ASCII "BEGIN:VCARD" leaves in UTF-16.
    static func detectFileEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> FileEncoding {
        if bytes.count >= 2 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE { return .utf16LittleEndian(bom: true) }
            if bytes[0] == 0xFE && bytes[1] == 0xFF { return .utf16BigEndian(bom: true) }
        }
        if bytes.count >= 8 {
            var evenZeros = 0, oddZeros = 0
            for i in 0..<8 { if bytes[i] == 0 { if i % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 } } }
            if oddZeros == 4 && evenZeros == 0 { return .utf16LittleEndian(bom: false) }
            if evenZeros == 4 && oddZeros == 0 { return .utf16BigEndian(bom: false) }
        }
        return .bytes
    }
}

/// One pass over bytes that says whether they are valid UTF-8 and, if not,
/// how many valid multi-byte sequences and how many invalid bytes they hold
/// (used to tell damaged UTF-8 from text in a legacy charset).
struct UTF8Check {
    var isValid = true
    var isASCII = true
    var multibyteSequences = 0
    var invalidBytes = 0

    init<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if let done = bytes.withContiguousStorageIfAvailable({ UTF8Check(buffer: $0) }) {
            self = done
        } else {
            self = Array(bytes).withUnsafeBufferPointer { UTF8Check(buffer: $0) }
        }
    }

    init(buffer bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        let end = bytes.count
        while i < end {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            isASCII = false
            let need: Int
            let minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: need = 1; scalar = UInt32(b & 0x1F); minimum = 0x80
            case 0xE0...0xEF: need = 2; scalar = UInt32(b & 0x0F); minimum = 0x800
            case 0xF0...0xF4: need = 3; scalar = UInt32(b & 0x07); minimum = 0x10000
            default:
                isValid = false; invalidBytes += 1; i += 1; continue
            }
            var j = i + 1
            var ok = true
            for _ in 0..<need {
                guard j < end, bytes[j] & 0xC0 == 0x80 else { ok = false; break }
                scalar = scalar << 6 | UInt32(bytes[j] & 0x3F)
                j += 1
            }
            if ok, scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) {
                multibyteSequences += 1
                i = j
            } else {
                isValid = false
                invalidBytes += 1
                i += 1
            }
        }
    }

    /// Damaged UTF-8 rather than another charset: more good multi-byte
    /// sequences than bad bytes.
    var looksLikeDamagedUTF8: Bool { !isValid && multibyteSequences > invalidBytes }
}
