import Foundation

/// One section of a prepared flow layout, along the scroll axis ("along") and across it.
struct _FlowSection {
    /// A section whose items all have one size: item `i` is on line `i / perLine`, at
    /// `acrossStart + (i % perLine) × step` across and `itemsStart + line × lineStep` along.
    struct Uniform {
        var size: CGSize
        var perLine: Int
        var acrossStart: CGFloat
        var step: CGFloat
        var lineStep: CGFloat
    }

    var count: Int
    /// Where the section (its header) starts along the scroll axis.
    var start: CGFloat
    var length: CGFloat = 0
    var header: CGFloat = 0
    var footer: CGFloat = 0
    var inset = UIEdgeInsets.zero
    var lineSpacing: CGFloat = 0
    var interitemSpacing: CGFloat = 0
    /// Where the first line of items starts along the scroll axis.
    var itemsStart: CGFloat = 0
    var uniform: Uniform?
    /// Variable sections: every item's frame, and each line's first item and extent.
    var frames: [CGRect] = []
    var lineFirst: [Int] = []
    var lineStart: [CGFloat] = []
    var lineEnd: [CGFloat] = []

    init(count: Int, start: CGFloat) {
        self.count = count
        self.start = start
    }

    /// The items on the lines that meet `a0..<a1` along the scroll axis.
    func items(from a0: CGFloat, to a1: CGFloat) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        if let u = uniform {
            let lines = (count + u.perLine - 1) / u.perLine
            let step = max(1e-9, u.lineStep)
            let first = max(0, Int(((a0 - itemsStart - (u.lineStep - lineSpacing)) / step).rounded(.down)) + 1)
            let last = min(lines - 1, Int(((a1 - itemsStart) / step).rounded(.down)))
            guard first <= last else { return 0..<0 }
            return (first * u.perLine)..<min(count, (last + 1) * u.perLine)
        }
        // First line ending after a0, last line starting before a1.
        let first = _partitionPoint(lineEnd.indices) { lineEnd[$0] <= a0 }
        let lo = _partitionPoint(first..<max(first, lineStart.count)) { lineStart[$0] < a1 }
        guard first < lo else { return 0..<0 }
        let end = lo < lineFirst.count ? lineFirst[lo] : count
        return lineFirst[first]..<end
    }
}
