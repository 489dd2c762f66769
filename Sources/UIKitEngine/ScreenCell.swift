import Foundation

/// One cell of the screen grid: 1 point × 1 point.
///
/// A wide character (East Asian wide, most emoji) occupies two cells: the first holds
/// the character with `width == 2`, the second is a continuation cell with `width == 0`
/// and the same style. A backend writes the first and skips the continuation.
///
/// A cell is a plain value of fixed size with no references (the character is kept as
/// its UTF-8 bytes, see `CellText`), so grids are made, copied, compared and freed as
/// blocks of memory: a screen is composed several times a second and a frame handles
/// each of its cells a few times.
public struct ScreenCell: Hashable, Sendable {
    private var text: CellText
    /// 1 for a normal cell, 2 for the leading half of a wide character, 0 for its trailing half.
    public var width: UInt8
    public var style: CellStyle

    /// The grapheme cluster shown in the cell.
    public var character: Character {
        get { text.character }
        set { text = CellText(newValue) }
    }

    public init(character: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.text = CellText(character)
        self.width = width
        self.style = style
    }

    /// True when the cell holds a space (" "), whatever its width and style.
    @inline(__always)
    public var holdsSpace: Bool { text == .space }

    public static let blank = ScreenCell()
}

/// A grapheme cluster stored by value: its UTF-8 bytes inline when there are at most 15
/// (every letter, CJK ideograph, flag and almost every emoji sequence), otherwise a
/// number in `LongClusterTable`. Equal clusters have equal storage (the same bytes), so
/// comparing and hashing cells never decodes text.
struct CellText: Hashable, Sendable {
    /// Bytes 0…14: UTF-8; byte 15: the byte count, or `CellText.tableMark` when `low`
    /// holds an index into `LongClusterTable`. Compared as memory, so the layout only
    /// needs to be the same everywhere in one process.
    private var low: UInt64
    private var high: UInt64

    private static let tableMark: UInt8 = 0xFF
    static let space = CellText(" ")

    init(_ character: Character) {
        var storage: (UInt64, UInt64) = (0, 0)
        let utf8 = character.utf8
        let count = utf8.count
        if count <= 15 {
            withUnsafeMutableBytes(of: &storage) { bytes in
                var i = 0
                for b in utf8 { bytes[i] = b; i += 1 }
                bytes[15] = UInt8(count)
            }
        } else {
            storage.0 = UInt64(LongClusterTable.shared.index(of: String(character)))
            withUnsafeMutableBytes(of: &storage) { $0[15] = CellText.tableMark }
        }
        low = storage.0
        high = storage.1
    }

    var character: Character {
        let storage = (low, high)
        return withUnsafeBytes(of: storage) { bytes -> Character in
            let count = bytes[15]
            if count == 1 { return Character(Unicode.Scalar(bytes[0])) }
            if count == CellText.tableMark { return Character(LongClusterTable.shared.string(at: Int(storage.0))) }
            return Character(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<Int(count)]), as: UTF8.self))
        }
    }
}

/// Grapheme clusters longer than 15 UTF-8 bytes (long ZWJ sequences, tag flags, text
/// with many combining marks), each stored once and named by its position. Entries are
/// never changed or removed, so a number means the same cluster for the life of the
/// process; the table only saves every cell from holding a reference (DECISIONS,
/// "Screen cells are plain values").
final class LongClusterTable: @unchecked Sendable {
    static let shared = LongClusterTable()
    private let lock = NSLock()
    private var strings: [String] = []
    private var indices: [String: Int] = [:]

    func index(of cluster: String) -> Int {
        lock.withLock {
            if let i = indices[cluster] { return i }
            strings.append(cluster)
            indices[cluster] = strings.count - 1
            return strings.count - 1
        }
    }

    func string(at index: Int) -> String { lock.withLock { strings[index] } }
}
