import Foundation
import UIKitEngine

// Scrolling without redrawing what only moved: when a frame differs from the one shown in
// a scroll view's content moving up or down (a table or collection view scrolled), the
// pixels of that content are moved by the scroll distance inside the view and only what
// moving cannot give is drawn: the strip that scrolled into view, children that changed
// or appeared, what is drawn over the view, and everything that changed elsewhere.
//
// It applies only where moving pixels is exact: what lies under the scroll view's
// children there is one flat colour (backgrounds covering it, nothing else drawn before
// them; no rounded corners, borders or items of its own), the distance is a whole number
// of pixels, and every moved child matches its old self moved
// by that distance (frame, items, clip within the region moved). Otherwise the frame is
// redrawn region by region as `redraw(_:on:in:)` does.

extension SDLRenderer {
    /// Brings `canvas` (which shows `old`) to `tree`: by moving a scrolled view's pixels when
    /// it can, else by redrawing `tree.damage(since: old)`. Returns the pixel boxes that
    /// changed (for the window to update).
    public func update(_ canvas: inout PixelCanvas, from old: RenderTree, to tree: RenderTree) -> [PixelCanvas.Box] {
        if let plan = scrollPlan(from: old, to: tree, canvas: canvas) {
            canvas.moveRows(in: plan.region, by: plan.pixels)
            var boxes = redraw(tree, on: &canvas, in: plan.damage)
            boxes.append(plan.region)
            lastUpdateMovedRows = true
            return boxes
        }
        lastUpdateMovedRows = false
        return redraw(tree, on: &canvas, in: tree.damage(since: old))
    }

    struct ScrollPlan {
        /// The pixels moved: the scroll view's inside (whole pixels).
        var region: PixelCanvas.Box
        /// Rows to move by (negative: up).
        var pixels: Int
        /// Screen rectangles (points) to redraw after the move.
        var damage: [CGRect]
    }

    func scrollPlan(from old: RenderTree, to tree: RenderTree, canvas: PixelCanvas) -> ScrollPlan? {
        guard old.size == tree.size, old.backgroundColor == tree.backgroundColor, old.windows.count == tree.windows.count,
              let path = Self.scrolledPath(old.windows, tree.windows) else { return nil }
        let a = Self.node(at: path, in: old.windows), b = Self.node(at: path, in: tree.windows)
        guard b.cornerRadius == 0, b.borderWidth == 0, b.items.isEmpty, b.projection == nil, !b.children.isEmpty else { return nil }
        let screen = CGRect(origin: .zero, size: tree.size)
        let c = (b.clip ?? screen).intersection(b.frame)
        guard !c.isNull, !c.isEmpty, Self.isPlainUnder(path, c, in: tree.windows), Self.isPlainUnder(path, c, in: old.windows) else { return nil }
        // The region moved: the pixels wholly inside the view and its clip.
        let region = PixelCanvas.Box(x0: Int((Double(c.minX) * scale).rounded(.up)), y0: Int((Double(c.minY) * scale).rounded(.up)),
                                     x1: Int((Double(c.maxX) * scale).rounded(.down)), y1: Int((Double(c.maxY) * scale).rounded(.down)))
            .intersection(canvas.bounds)
        guard !region.isEmpty, let dy = Self.scrollDistance(a.children, b.children) else { return nil }
        let px = Double(dy) * scale
        guard abs(px - px.rounded()) < 1e-6, Int(px.rounded()) != 0, abs(Int(px.rounded())) < region.y1 - region.y0 else { return nil }
        let shift = -Int(px.rounded())   // content moved up by dy points: rows move up
        let regionRect = CGRect(x: Double(region.x0) / scale, y: Double(region.y0) / scale,
                                width: Double(region.x1 - region.x0) / scale, height: Double(region.y1 - region.y0) / scale)
        // Where both the old and the new picture lie inside the region.
        let kept = regionRect.intersection(regionRect.offsetBy(dx: 0, dy: -CGFloat(dy)))
        var damage: [CGRect] = []
        // The strip that scrolled in, and the view's edge pixels outside the region.
        damage += Self.subtract(kept, from: regionRect)
        damage += Self.subtract(regionRect, from: c)
        // Children that do not match an old child moved by dy: where they are now, and
        // where the old one's moved pixels landed.
        var used = Set<Int>()
        for child in b.children {
            if let i = a.children.indices.first(where: { !used.contains($0) && Self.matches(a.children[$0], moved: -CGFloat(dy), child, within: kept) }) {
                used.insert(i)
            } else if let e = child.extent {
                damage.append(e)
            }
        }
        for (i, child) in a.children.enumerated() where !used.contains(i) {
            if let e = child.extent { damage.append(e.offsetBy(dx: 0, dy: -CGFloat(dy))) }
        }
        // What is drawn after the view over it (bars, an index, overlays) was moved too.
        for n in Self.nodesAfter(path, in: tree.windows) + Self.nodesAfter(path, in: old.windows) {
            if let e = n.extent, e.intersects(c) { damage.append(e.intersection(c)) }
        }
        for n in Self.nodesAfter(path, in: old.windows) {
            if let e = n.extent, e.intersects(c) { damage.append(e.offsetBy(dx: 0, dy: -CGFloat(dy)).intersection(c)) }
        }
        // Everything else that changed, outside the view's subtree.
        var oldRest = old, newRest = tree
        Self.emptyChildren(at: path, in: &oldRest.windows)
        Self.emptyChildren(at: path, in: &newRest.windows)
        damage += newRest.damage(since: oldRest, limit: 16)
        return ScrollPlan(region: region, pixels: shift, damage: damage.filter { !$0.isNull && !$0.isEmpty })
    }

    /// The path (child indices from the windows) to the one node whose look stayed the
    /// same while its children changed in several places: the scroll view, when one
    /// scrolled. Nil when the frames differ in more than one subtree or in a node's look.
    static func scrolledPath(_ a: [RenderNode], _ b: [RenderNode]) -> [Int]? {
        guard a.count == b.count else { return nil }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1, let i = differing.first, a[i].hasSameLookForScroll(b[i]) else { return nil }
        let x = a[i].children, y = b[i].children
        if x.count == y.count, x.indices.filter({ x[$0] != y[$0] }).count == 1, let deeper = scrolledPath(x, y) {
            return [i] + deeper
        }
        return [i]
    }

    /// Whether what is drawn under the scroll view's children inside `c` is one flat
    /// colour, so moving those pixels moves nothing else: along the path every node
    /// (the scroll view's ancestors, the window, the scroll view itself) draws nothing
    /// there but a background covering all of `c` (no items, borders or rounded corners),
    /// and nothing drawn before the scroll view reaches into `c`.
    static func isPlainUnder(_ path: [Int], _ c: CGRect, in nodes: [RenderNode]) -> Bool {
        var level = nodes
        for i in path {
            for earlier in level[..<i] { if let e = earlier.extent, e.intersects(c) { return false } }
            let n = level[i]
            guard n.projection == nil, n.borderWidth == 0 || n.borderColor == nil else { return false }
            if n.items.contains(where: { Self.itemBounds($0).intersects(c) }) { return false }
            if let bg = n.backgroundColor, bg.alpha > 0, !(n.cornerRadius == 0 && n.frame.contains(c)) { return false }
            level = n.children
        }
        return true
    }

    /// Where an item may draw (screen points).
    static func itemBounds(_ item: RenderItem) -> CGRect {
        var n = RenderNode(frame: .null)
        n.items = [item]
        return n.extent ?? .null
    }

    static func node(at path: [Int], in nodes: [RenderNode]) -> RenderNode {
        var n = nodes[path[0]]
        for i in path.dropFirst() { n = n.children[i] }
        return n
    }

    static func emptyChildren(at path: [Int], in nodes: inout [RenderNode]) {
        if path.count == 1 { nodes[path[0]].children = []; return }
        emptyChildren(at: Array(path.dropFirst()), in: &nodes[path[0]].children)
    }

    /// The nodes drawn after the subtree at `path`, in drawing order (later siblings of it
    /// and of each of its ancestors, with their subtrees).
    static func nodesAfter(_ path: [Int], in nodes: [RenderNode]) -> [RenderNode] {
        var out: [RenderNode] = []
        func all(_ n: RenderNode) { out.append(n); n.children.forEach(all) }
        var level = nodes
        for i in path {
            for later in level[(i + 1)...] { all(later) }
            level = level[i].children
        }
        return out
    }

    /// The vertical distance (points, positive: the content moved up) most children moved by.
    static func scrollDistance(_ a: [RenderNode], _ b: [RenderNode]) -> CGFloat? {
        var votes: [CGFloat: Int] = [:]
        for x in a {
            for y in b where x.frame.size == y.frame.size && x.frame.minX == y.frame.minX && x.items.count == y.items.count {
                let d = x.frame.minY - y.frame.minY
                if d != 0 { votes[d, default: 0] += 1 }
            }
        }
        return votes.max { $0.value < $1.value || ($0.value == $1.value && abs($0.key) > abs($1.key)) }?.key
    }

    /// Whether `new` is `old` moved down by `dy` points, as far as the pixels in `kept`
    /// show: frames and everything drawn moved, the same look, clips equal within `kept`.
    static func matches(_ old: RenderNode, moved dy: CGFloat, _ new: RenderNode, within kept: CGRect) -> Bool {
        func near(_ p: CGFloat, _ q: CGFloat) -> Bool { abs(p - q) <= 1e-6 }
        func same(_ r: CGRect, _ s: CGRect) -> Bool {
            near(r.minX, s.minX) && near(r.minY + dy, s.minY) && near(r.width, s.width) && near(r.height, s.height)
        }
        guard same(old.frame, new.frame), old.opacity == new.opacity, old.backgroundColor == new.backgroundColor,
              old.cornerRadius == new.cornerRadius, old.borderWidth == new.borderWidth, old.borderColor == new.borderColor,
              old.projection == nil, new.projection == nil, old.items.count == new.items.count,
              old.children.count == new.children.count else { return false }
        let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let oc = (old.clip ?? everywhere).offsetBy(dx: 0, dy: dy).intersection(kept), nc = (new.clip ?? everywhere).intersection(kept)
        if oc.isNull || oc.isEmpty { guard nc.isNull || nc.isEmpty else { return false } } else {
            guard !nc.isNull, near(oc.minX, nc.minX), near(oc.minY, nc.minY), near(oc.maxX, nc.maxX), near(oc.maxY, nc.maxY) else { return false }
        }
        for (p, q) in zip(old.items, new.items) {
            switch (p, q) {
            case (.fill(let s, let e, let c), .fill(let t, let f, let d)):
                guard e == f, c == d, pointsMatch(s, t, dy) else { return false }
            case (.stroke(let s, let w, let c), .stroke(let t, let v, let d)):
                guard w == v, c == d, pointsMatch(s, t, dy) else { return false }
            case (.text(var s), .text(let t)):
                guard same(s.frame, t.frame) else { return false }
                s.frame = t.frame
                guard s == t else { return false }
            case (.image(var s), .image(let t)):
                guard same(s.frame, t.frame) else { return false }
                s.frame = t.frame
                guard s == t else { return false }
            default:
                return false
            }
        }
        return zip(old.children, new.children).allSatisfy { matches($0, moved: dy, $1, within: kept) }
    }

    static func pointsMatch(_ a: [[CGPoint]], _ b: [[CGPoint]], _ dy: CGFloat) -> Bool {
        guard a.count == b.count else { return false }
        for (p, q) in zip(a, b) {
            guard p.count == q.count else { return false }
            for (u, v) in zip(p, q) where abs(u.x - v.x) > 1e-6 || abs(u.y + dy - v.y) > 1e-6 { return false }
        }
        return true
    }

    /// `whole` without `part` (both screen rectangles): up to four rectangles.
    static func subtract(_ part: CGRect, from whole: CGRect) -> [CGRect] {
        let p = part.intersection(whole)
        guard !p.isNull, !p.isEmpty else { return [whole] }
        return [CGRect(x: whole.minX, y: whole.minY, width: whole.width, height: p.minY - whole.minY),
                CGRect(x: whole.minX, y: p.maxY, width: whole.width, height: whole.maxY - p.maxY),
                CGRect(x: whole.minX, y: p.minY, width: p.minX - whole.minX, height: p.height),
                CGRect(x: p.maxX, y: p.minY, width: whole.maxX - p.maxX, height: p.height)]
            .filter { $0.width > 0 && $0.height > 0 }
    }
}

extension RenderNode {
    /// Everything but the children equal (what a scroll leaves unchanged in a scroll view).
    func hasSameLookForScroll(_ o: RenderNode) -> Bool {
        frame == o.frame && clip == o.clip && opacity == o.opacity && backgroundColor == o.backgroundColor
            && cornerRadius == o.cornerRadius && borderWidth == o.borderWidth && borderColor == o.borderColor
            && items == o.items && projection == o.projection
    }
}

extension PixelCanvas {
    /// Moves the pixels of `box` by `dy` rows (negative: up) inside it; the rows it leaves
    /// keep their old pixels (the caller redraws them).
    mutating func moveRows(in box: Box, by dy: Int) {
        let b = box.intersection(bounds)
        guard !b.isEmpty, dy != 0, abs(dy) < b.y1 - b.y0 else { return }
        let w = width, n = b.x1 - b.x0
        pixels.withUnsafeMutableBufferPointer { buf in
            let base = buf.baseAddress!
            let rows = dy < 0 ? Array(b.y0..<(b.y1 + dy)) : Array(((b.y0 + dy)..<b.y1).reversed())
            for y in rows {
                // Row y takes the old row y - dy (read before it is overwritten).
                (base + y * w + b.x0).update(from: base + (y - dy) * w + b.x0, count: n)
            }
        }
    }
}
