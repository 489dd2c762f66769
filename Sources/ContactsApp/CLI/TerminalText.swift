import Foundation
import UIKit

/// Text from data made harmless for a terminal or a mail client, by the
/// same rule the app's screens follow (UIKit's `TextSanitizer`): a C0
/// control becomes its Control Picture (ESC is shown as "␛", BEL as "␇"),
/// DEL becomes "␡", a C1 control or a bidi override/isolate becomes "�".
/// A name such as `"\u{1B}]0;owned\u{07}Eve"` therefore reaches mutt as
/// "␛]0;owned␇Eve": still a usable, recognisable name, never an escape
/// sequence that retitles the terminal or ends up raw in a mail header.
///
/// The command's own structure (the tab between fields, the line feed
/// after a line, the CRLF of vCard text) is kept where the caller says so.
enum TerminalText {
    /// Appends the UTF-8 of `text` to `bytes`, sanitized; tabs and line
    /// feeds are kept when `keepingTabsAndLineFeeds`, else made visible too.
    /// Text with nothing to replace (the usual case) is copied byte for byte.
    static func appendSanitized(_ text: String, keepingTabsAndLineFeeds keep: Bool, to bytes: inout [UInt8]) {
        var text = text
        let clean = text.withUTF8 { isClean($0, keepingTabsAndLineFeeds: keep) }
        if clean {
            text.withUTF8 { bytes.append(contentsOf: $0) }
            return
        }
        var segment = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keep && (scalar == "\t" || scalar == "\n") {
                bytes.append(contentsOf: TextSanitizer.sanitize(String(segment)).utf8)
                bytes.append(UInt8(scalar.value))
                segment = String.UnicodeScalarView()
            } else {
                segment.append(scalar)
            }
        }
        bytes.append(contentsOf: TextSanitizer.sanitize(String(segment)).utf8)
    }

    /// `text` sanitized with tabs and line feeds made visible too (one field).
    static func sanitized(_ text: String) -> String {
        TextSanitizer.sanitize(text)
    }

    /// vCard text for a terminal: each line sanitized, the CRLF line ends
    /// kept. Returns the bytes and how many characters were replaced.
    static func sanitizedVCard(_ data: Data) -> (data: Data, replaced: Int) {
        let clean = data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            return isClean(bytes, keepingTabsAndLineFeeds: true, keepingCarriageReturns: true)
        }
        if clean { return (data, 0) }
        var out = [UInt8]()
        out.reserveCapacity(data.count + 64)
        var replaced = 0
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false).enumerated() {
            if line.offset > 0 { out += [0x0D, 0x0A] }
            let original = String(line.element)
            let safe = TextSanitizer.sanitize(original)
            if safe != original {
                replaced += zip(original.unicodeScalars, safe.unicodeScalars).filter { $0 != $1 }.count
            }
            out.append(contentsOf: safe.utf8)
        }
        return (Data(out), replaced)
    }

    /// No byte of `bytes` needs replacing in a tab-separated field: clean
    /// with tabs and line feeds made visible, and no line or paragraph
    /// separator (U+2028, U+2029), which ``CommandRun/field(_:)`` turns into spaces.
    static func isCleanField(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Printable ASCII (most names, numbers and addresses): one pass.
        if !bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return true }
        guard isClean(bytes, keepingTabsAndLineFeeds: false) else { return false }
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) {
                return false
            }
            index += 1
        }
        return true
    }

    /// No byte of `bytes` needs replacing: no C0 control (except tab and
    /// line feed when kept, carriage return when kept), no DEL, no C1
    /// control (UTF-8 C2 80–C2 9F), no bidi control (E2 80 AA–AE, E2 81 A6–A9).
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, keepingTabsAndLineFeeds keep: Bool,
                        keepingCarriageReturns keepCR: Bool = false) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                let kept = (keep && (byte == 0x09 || byte == 0x0A)) || (keepCR && byte == 0x0D)
                if !kept { return false }
            } else if byte == 0x7F {
                return false
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] < 0xA0 {
                return false
            } else if byte == 0xE2, index + 2 < count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80 && (0xAA...0xAE).contains(third) { return false }
                if second == 0x81 && (0xA6...0xA9).contains(third) { return false }
            }
            index += 1
        }
        return true
    }
}
