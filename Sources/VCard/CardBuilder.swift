import Foundation

/// A card being read.
struct CardBuilder {
    static let hasEscapable: UInt8 = 1
    static let hasLineBreak: UInt8 = 2
    static let binary: UInt8 = 4

    let startLine: Int
    let slot: Int
    /// Offset of the BEGIN line in the whole input.
    let startOffset: Int
    var versionText: String?
    var properties: [VCardProperty] = []
    var flags: [UInt8] = []
    var lines: [Int] = []
    var pending: [(Int, [UInt8])] = []
    var charsets: [String.Encoding] = []
    var saw21Features = false
    var sawCaret = false

    init(startLine: Int, slot: Int, startOffset: Int) {
        self.startLine = startLine
        self.slot = slot
        self.startOffset = startOffset
        properties.reserveCapacity(12)
        flags.reserveCapacity(12)
        lines.reserveCapacity(12)
    }

    mutating func append(_ p: VCardProperty, flags f: UInt8, line: Int) {
        properties.append(p)
        flags.append(f)
        lines.append(line)
    }

    /// Properties whose commas are syntax (lists, URIs, coordinates) rather
    /// than text, so a vCard 2.1 comma is not escaped when converting.
    static func commaIsSyntax(_ name: String) -> Bool {
        switch name {
        case "CATEGORIES", "NICKNAME", "GEO", "URL", "PHOTO", "LOGO", "SOUND", "KEY", "FBURL", "CALURI",
             "CALADRURI", "SOURCE", "IMPP", "MEMBER", "TZ":
            return true
        default:
            return false
        }
    }
}
