import Foundation

extension RenderTree {
    /// The frame as indented text, one node per line (its frame in points, background,
    /// and each text run), for tests and for looking at what a pixel backend is given.
    public var outline: String {
        var out = "tree \(Int(size.width))x\(Int(size.height))\n"
        func f(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
        func visit(_ n: RenderNode, _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            var line = "\(pad)node \(f(n.frame.minX)),\(f(n.frame.minY)) \(f(n.frame.width))x\(f(n.frame.height))"
            if let bg = n.backgroundColor { line += String(format: " bg=%.2f,%.2f,%.2f,%.2f", bg.red, bg.green, bg.blue, bg.alpha) }
            if n.opacity < 1 { line += String(format: " opacity=%.2f", n.opacity) }
            out += line + "\n"
            for item in n.items {
                switch item {
                case .text(let t): out += "\(pad)  text \"\(t.string)\" \(f(t.frame.minX)),\(f(t.frame.minY)) \(f(t.frame.width))x\(f(t.frame.height)) \(t.font.pointSize)pt\n"
                case .fill(let s, _, _): out += "\(pad)  fill \(s.count) polygon(s)\n"
                case .stroke(let s, let w, _): out += "\(pad)  stroke \(s.count) line(s) \(w)pt\n"
                case .image(let i): out += "\(pad)  image \((i.path as NSString).lastPathComponent) \(f(i.frame.minX)),\(f(i.frame.minY)) \(f(i.frame.width))x\(f(i.frame.height))\n"
                }
            }
            for c in n.children { visit(c, depth + 1) }
        }
        for w in windows { visit(w, 1) }
        return out
    }
}
