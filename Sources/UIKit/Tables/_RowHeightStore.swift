import Foundation

/// The measured heights of one section's rows, kept as differences from the table's
/// estimated row height, so a section of a million rows of the estimated height costs
/// nothing and only rows that were measured differently take memory.
///
/// `prefix(row)` (the sum of the differences of rows before `row`) is what turns a row
/// number into a content offset; it is a Fenwick tree over blocks of 64 rows plus a scan
/// inside one block, so it costs O(log(rows / 64) + 64) instead of O(rows).
///
///     est = 1, measured: row 2 → 3 lines, row 70 → 2 lines
///     deltas = [2: +2, 70: +1]      prefix(3) = 2, prefix(70) = 2, prefix(71) = 3
struct _RowHeightStore {
    private static let blockShift = 6
    private static let blockSize = 1 << blockShift

    /// Row → (measured height − estimate), only for rows where that is not 0.
    private(set) var deltas: [Int: Int] = [:]
    /// Fenwick tree (1-based) of the per-block sums of `deltas`.
    private var tree: [Int] = []
    /// Sum of all differences.
    private(set) var total = 0

    var isEmpty: Bool { deltas.isEmpty }

    func delta(_ row: Int) -> Int { deltas[row] ?? 0 }

    /// Records that `row` measured `delta` lines more (or fewer) than the estimate.
    mutating func set(_ row: Int, delta: Int) {
        let old = deltas[row] ?? 0
        guard old != delta else { return }
        if delta == 0 { deltas.removeValue(forKey: row) } else { deltas[row] = delta }
        let change = delta - old
        total += change
        let block = row >> Self.blockShift
        if tree.count <= block + 1 {
            rebuild(capacityBlocks: max(block + 1, tree.count * 2, 16))
            return
        }
        var i = block + 1
        while i < tree.count { tree[i] += change; i += i & -i }
    }

    /// Sum of the differences of the rows before `row`.
    func prefix(_ row: Int) -> Int {
        if deltas.isEmpty || row <= 0 { return 0 }
        let block = row >> Self.blockShift
        var sum = 0
        var i = min(block, tree.count - 1)
        while i > 0 { sum += tree[i]; i -= i & -i }
        let blockStart = block << Self.blockShift
        if blockStart < row {
            if deltas.count <= row - blockStart {
                for (r, d) in deltas where r >= blockStart && r < row { sum += d }
            } else {
                for r in blockStart..<row { sum += deltas[r] ?? 0 }
            }
        }
        return sum
    }

    /// A store whose rows moved by `map` (nil drops the row's measurement).
    func remapped(_ map: (Int) -> Int?) -> _RowHeightStore {
        var out = _RowHeightStore()
        for (r, d) in deltas { if let n = map(r) { out.set(n, delta: d) } }
        return out
    }

    private mutating func rebuild(capacityBlocks: Int) {
        tree = [Int](repeating: 0, count: capacityBlocks + 1)
        for (r, d) in deltas {
            var i = (r >> Self.blockShift) + 1
            while i < tree.count { tree[i] += d; i += i & -i }
        }
    }
}
