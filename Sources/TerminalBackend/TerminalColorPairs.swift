import UIKit
import UIKitEngine

/// Colour pairs allocated on demand and cached, as `init_pair(3X)` needs them.
///
/// Pair 0 is the terminal's default pair and never redefined. New pairs get numbers 1,
/// 2, … up to `limit - 1`; past the limit a style falls back to pair 0 (its colours
/// are lost, its attributes kept). `define` performs the actual `init_pair`.
public struct TerminalColorPairs: Sendable {
    public private(set) var limit: Int
    private var pairs: [Int32: Int16] = [:]
    private var next: Int16 = 1

    /// `limit` is `COLOR_PAIRS` (capped at 32767, the largest short pair number).
    public init(limit: Int) { self.limit = min(max(1, limit), 32767) }

    /// Number of pairs defined so far (excluding pair 0).
    public var count: Int { pairs.count }

    /// The pair number for (fg, bg), defining it through `define` the first time.
    public mutating func pair(foreground: Int16, background: Int16,
                              define: (_ pair: Int16, _ foreground: Int16, _ background: Int16) -> Bool) -> Int16 {
        if foreground == -1 && background == -1 { return 0 }
        let key = Int32(foreground) << 16 | Int32(UInt16(bitPattern: background))
        if let p = pairs[key] { return p }
        guard Int(next) < limit else { return 0 }
        let p = next
        guard define(p, foreground, background) else { return 0 }
        next += 1
        pairs[key] = p
        return p
    }
}
