import Foundation

/// The cells a stroke runs through on a character-cell screen, with the neighbours it
/// runs to from each (the connection mask box-drawing characters are chosen by).
struct StrokeTrace {
    struct Key: Hashable { var x: Int, y: Int }
    struct Cell {
        /// Neighbours the stroke runs to: `up`, `down`, `left`, `right` bits.
        var mask: UInt8 = 0
        /// Whether a curve passes here (corners are drawn rounded).
        var curved = false
        /// 1: a straight line sloping down to the right passes here (`╲`); -1: up (`╱`).
        var diagonal: Int8 = 0
        /// For a cell with no neighbours: whether the stroke runs more across than down.
        var horizontal: Bool?
    }
    static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

    private(set) var cells: [Key: Cell] = [:]
    /// The dash pattern in screen units (painted, unpainted, …; empty: solid) and its phase.
    var dashes: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// Whether the point `distance` along a subpath falls in a painted dash.
    private func painted(at distance: CGFloat) -> Bool {
        let total = dashes.reduce(0, +)
        guard !dashes.isEmpty, total > 0 else { return true }
        var d = (distance + dashPhase).truncatingRemainder(dividingBy: total)
        if d < 0 { d += total }
        for (i, length) in dashes.enumerated() {
            if d < length { return i % 2 == 0 }
            d -= length
        }
        return true
    }

    /// Adds one flattened subpath (screen cell coordinates).
    mutating func add(_ subpath: FlatSubpath) {
        let pts = subpath.points
        guard let first = pts.first else { return }
        if pts.count == 1 || pts.allSatisfy({ $0 == first }) {
            let k = Key(x: Int(first.x.rounded(.down)), y: Int(first.y.rounded(.down)))
            if cells[k] == nil { cells[k] = Cell() }
            return
        }
        // A line on a cell boundary belongs to the cell inside the closed shape: nudge
        // samples a little towards the inside (y grows downwards, so a positive shoelace
        // sum runs clockwise on screen with the inside on the right of the direction).
        var area: CGFloat = 0
        if subpath.closed {
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                area += a.x * b.y - b.x * a.y
            }
        }
        var previous: Key?
        var firstKey: Key?
        var travelled: CGFloat = 0
        var gapped = false
        for i in 0..<(pts.count - 1) {
            let a = pts[i], b = pts[i + 1]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = hypot(dx, dy)
            guard length > 1e-9 else { continue }
            let curved = subpath.curved[i]
            // Only an axis-parallel segment can lie on a cell boundary along its length;
            // the ends of every segment are left out (by `inset`), so a corner on a
            // boundary never spills into the next cell.
            let nudge: CGFloat = 1e-4
            var bias = CGPoint.zero
            if abs(dx) < 1e-9 || abs(dy) < 1e-9 {
                if subpath.closed && area != 0 {
                    let s: CGFloat = area > 0 ? 1 : -1
                    bias = CGPoint(x: -dy / length * nudge * s, y: dx / length * nudge * s)
                } else {
                    bias = abs(dy) < 1e-9 ? CGPoint(x: 0, y: nudge) : CGPoint(x: nudge, y: 0)
                }
            }
            let slope = dx == 0 ? CGFloat.infinity : abs(dy / dx)
            let sloped = !curved && length >= 2 && slope > 0.25 && slope < 1.2
            let steps = max(1, Int((length / 0.2).rounded(.up)))
            let inset = min(0.5, nudge / length)
            defer { travelled += length }
            for k in 0...steps {
                let t = min(max(CGFloat(k) / CGFloat(steps), inset), 1 - inset)
                guard painted(at: travelled + length * t) else { previous = nil; gapped = true; continue }
                let p = CGPoint(x: a.x + dx * t + bias.x, y: a.y + dy * t + bias.y)
                let key = Key(x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down)))
                var cell = cells[key] ?? Cell()
                if sloped {
                    cell.diagonal = (dx > 0) == (dy > 0) ? 1 : -1
                    cells[key] = cell
                    previous = nil
                    continue
                }
                if curved { cell.curved = true }
                if cell.horizontal == nil { cell.horizontal = abs(dx) >= abs(dy) }
                cells[key] = cell
                if firstKey == nil { firstKey = key }
                if let prev = previous, prev != key { connect(prev, key) }
                previous = key
            }
        }
        if subpath.closed, !gapped, let last = previous, let first = firstKey, last != first { connect(last, first) }
    }

    /// Joins neighbouring cells from `a` to `b`, stepping along the longer axis first.
    private mutating func connect(_ a: Key, _ b: Key) {
        var cur = a
        while cur != b {
            let dx = b.x - cur.x, dy = b.y - cur.y
            var next = cur
            let bits: (UInt8, UInt8)
            if abs(dx) >= abs(dy) {
                next.x += dx > 0 ? 1 : -1
                bits = dx > 0 ? (Self.right, Self.left) : (Self.left, Self.right)
            } else {
                next.y += dy > 0 ? 1 : -1
                bits = dy > 0 ? (Self.down, Self.up) : (Self.up, Self.down)
            }
            cells[cur, default: Cell()].mask |= bits.0
            cells[next, default: Cell()].mask |= bits.1
            cur = next
        }
    }
}

/// Box-drawing characters by connection mask (up 1, down 2, left 4, right 8).
enum BoxGlyphs {
    private static let light: [Character] = [" ", "│", "│", "│", "─", "┘", "┐", "┤", "─", "└", "┌", "├", "─", "┴", "┬", "┼"]
    private static let heavy: [Character] = [" ", "┃", "┃", "┃", "━", "┛", "┓", "┫", "━", "┗", "┏", "┣", "━", "┻", "┳", "╋"]
    private static let rounded: [UInt8: Character] = [5: "╯", 6: "╮", 9: "╰", 10: "╭"]
    private static let masks: [Character: UInt8] = {
        var m: [Character: UInt8] = [:]
        for i in 1..<16 where ![1, 2, 4, 8].contains(i) {
            m[light[i]] = UInt8(i); m[heavy[i]] = UInt8(i)
        }
        m["│"] = 3; m["┃"] = 3; m["─"] = 12; m["━"] = 12
        for (k, v) in rounded { m[v] = k }
        return m
    }()

    /// The connection mask a box-drawing character already on screen stands for.
    static func mask(of character: Character, heavy: Bool) -> UInt8? { masks[character] }

    /// The character for a traced cell.
    static func character(mask: UInt8, cell: StrokeTrace.Cell, heavy isHeavy: Bool) -> Character {
        let bits = mask.nonzeroBitCount
        if cell.diagonal != 0 && bits <= 1 { return cell.diagonal > 0 ? "╲" : "╱" }
        if mask == 0 {
            guard let h = cell.horizontal else { return "·" }
            return isHeavy ? (h ? "━" : "┃") : (h ? "─" : "│")
        }
        if isHeavy { return heavy[Int(mask)] }
        if cell.curved, let r = rounded[mask] { return r }
        return light[Int(mask)]
    }
}
