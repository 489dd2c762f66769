import Foundation

// What changed between two frames, as rectangles of the screen: a pixel backend redraws
// only those (and an unchanged frame is never presented at all).

extension RenderTree {
    /// The screen rectangles (points) where this frame may look different from `old`:
    /// empty when the two are equal; the whole screen when there is no old frame or the
    /// size or backdrop changed. Nodes are matched in order; a node whose own look
    /// (frame, clip, opacity, background, corners, border, items) changed damages where it
    /// and its subtree draw, before and after; a node that kept its look but whose children
    /// changed is compared child by child (a different number of children damages all of
    /// them). Rectangles are grown by one point for anti-aliased edges, merged where they
    /// overlap, and at most `limit` are returned (more are merged into their bounding box).
    public func damage(since old: RenderTree?, limit: Int = 8) -> [CGRect] {
        let screen = CGRect(origin: .zero, size: size)
        guard let old, old.size == size, old.backgroundColor == backgroundColor else { return [screen] }
        var rects: [CGRect] = []
        Self.diff(old.windows, windows, into: &rects)
        var merged: [CGRect] = []
        for r in rects {
            var cur = r.insetBy(dx: -1, dy: -1).intersection(screen)
            guard !cur.isNull, !cur.isEmpty else { continue }
            var i = 0
            while i < merged.count {
                if merged[i].intersects(cur) { cur = cur.union(merged.remove(at: i)); i = 0 } else { i += 1 }
            }
            merged.append(cur)
        }
        if merged.count > limit { return [merged.dropFirst().reduce(merged[0]) { $0.union($1) }] }
        return merged
    }

    static func diff(_ a: [RenderNode], _ b: [RenderNode], into rects: inout [CGRect]) {
        if a.count != b.count {
            rects += a.compactMap(\.extent) + b.compactMap(\.extent)
            return
        }
        for (x, y) in zip(a, b) where x != y {
            if x.hasSameLook(as: y) {
                diff(x.children, y.children, into: &rects)
            } else {
                if let e = x.extent { rects.append(e) }
                if let e = y.extent { rects.append(e) }
            }
        }
    }
}

extension RenderNode {
    /// Whether everything but the children is equal.
    func hasSameLook(as o: RenderNode) -> Bool {
        frame == o.frame && clip == o.clip && opacity == o.opacity && backgroundColor == o.backgroundColor
            && cornerRadius == o.cornerRadius && borderWidth == o.borderWidth && borderColor == o.borderColor && items == o.items
            && projection == o.projection
    }

    /// Where this node and its subtree may draw, in screen points (limited to its clip;
    /// through its projection when it has one); nil when nowhere.
    public var extent: CGRect? {
        var r = frame
        for item in items {
            switch item {
            case .fill(let subpaths, _, _): r = r.union(Self.bounds(of: subpaths, pad: 0))
            case .stroke(let subpaths, let width, _): r = r.union(Self.bounds(of: subpaths, pad: CGFloat(width) / 2))
            case .text(let t): r = r.union(t.frame.insetBy(dx: -CGFloat(t.font.pointSize) / 2, dy: -CGFloat(t.font.pointSize) / 2))
            case .image(let i): r = r.union(i.frame)
            }
        }
        for c in children { if let e = c.extent { r = r.union(e) } }
        if let projection { r = projection.bounds(of: r) ?? clip ?? r }
        if let clip { r = r.intersection(clip) }
        return r.isNull || r.isEmpty ? nil : r
    }

    static func bounds(of subpaths: [[CGPoint]], pad: CGFloat) -> CGRect {
        let pts = subpaths.joined()
        guard let first = pts.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in pts { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        return CGRect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
    }
}
