/// The first index of `range` for which `isBefore` is false, by binary search: `isBefore`
/// must hold for a prefix of the range and fail for the rest (O(log n) calls). Returns
/// `range.upperBound` when it holds throughout.
func _partitionPoint(_ range: Range<Int>, _ isBefore: (Int) -> Bool) -> Int {
    var lo = range.lowerBound, hi = range.upperBound
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        if isBefore(mid) { lo = mid + 1 } else { hi = mid }
    }
    return lo
}
