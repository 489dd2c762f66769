import Foundation
import UIKitEngine

/// SF Symbols drawn as vector shapes on a pixel device: each known base name is strokes
/// and fills on a 24-unit square (y down), drawn in the symbol's colour with a stroke of
/// 2 units (SF Symbols' regular weight at body size is close to this). Variants: `.fill`
/// fills the closed outlines; `.circle` draws the symbol at 55 % inside a circle
/// (`.circle.fill`: a filled disc with the symbol cut out in white). A symbol without a
/// shape here is drawn as its stand-in character (`_SymbolGlyphs`) in the system font.
@MainActor
enum _SymbolShapes {
    /// Polylines to stroke and closed outlines (stroked, or filled for `.fill`).
    struct Shape {
        var lines: [[CGPoint]] = []
        var outlines: [[CGPoint]] = []
        /// Outlines always filled (dots).
        var dots: [[CGPoint]] = []
    }

    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, steps: Int = 32) -> [CGPoint] {
        (0..<steps).map { i in
            let a = CGFloat(i) / CGFloat(steps) * 2 * .pi
            return p(cx + r * cos(a), cy + r * sin(a))
        }
    }

    static func star(_ cx: CGFloat, _ cy: CGFloat, _ outer: CGFloat, _ inner: CGFloat) -> [CGPoint] {
        (0..<10).map { i in
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let r = i % 2 == 0 ? outer : inner
            return p(cx + r * cos(a), cy + r * sin(a))
        }
    }

    /// The shape of a base symbol name, nil when there is none.
    static func shape(_ base: String) -> Shape? {
        switch base {
        case "chevron.left", "chevron.backward": return Shape(lines: [[p(15, 4), p(7, 12), p(15, 20)]])
        case "chevron.right", "chevron.forward": return Shape(lines: [[p(9, 4), p(17, 12), p(9, 20)]])
        case "chevron.up": return Shape(lines: [[p(4, 15), p(12, 7), p(20, 15)]])
        case "chevron.down": return Shape(lines: [[p(4, 9), p(12, 17), p(20, 9)]])
        case "plus": return Shape(lines: [[p(12, 4), p(12, 20)], [p(4, 12), p(20, 12)]])
        case "minus": return Shape(lines: [[p(4, 12), p(20, 12)]])
        case "xmark", "multiply": return Shape(lines: [[p(5, 5), p(19, 19)], [p(19, 5), p(5, 19)]])
        case "checkmark": return Shape(lines: [[p(4, 13), p(9, 18), p(20, 6)]])
        case "arrow.left", "arrow.backward": return Shape(lines: [[p(20, 12), p(4, 12)], [p(10, 6), p(4, 12), p(10, 18)]])
        case "arrow.right", "arrow.forward": return Shape(lines: [[p(4, 12), p(20, 12)], [p(14, 6), p(20, 12), p(14, 18)]])
        case "arrow.up": return Shape(lines: [[p(12, 20), p(12, 4)], [p(6, 10), p(12, 4), p(18, 10)]])
        case "arrow.down": return Shape(lines: [[p(12, 4), p(12, 20)], [p(6, 14), p(12, 20), p(18, 14)]])
        case "star": return Shape(outlines: [star(12, 12.5, 10, 4.2)])
        case "heart":
            var pts: [CGPoint] = []
            for i in 0...16 { let a = CGFloat.pi * (1 + CGFloat(i) / 16); pts.append(p(7.5 + 4.5 * cos(a), 9 + 4.5 * sin(a))) }
            for i in 0...16 { let a = CGFloat.pi * (1 + CGFloat(i) / 16); pts.append(p(16.5 + 4.5 * cos(a), 9 + 4.5 * sin(a))) }
            pts.append(p(12, 20.5))
            return Shape(outlines: [pts])
        case "gear", "gearshape":
            var teeth: [CGPoint] = []
            for i in 0..<48 {
                let a = CGFloat(i) / 48 * 2 * .pi
                let r: CGFloat = (i / 3) % 2 == 0 ? 10 : 7.6
                teeth.append(p(12 + r * cos(a), 12 + r * sin(a)))
            }
            return Shape(outlines: [teeth, circle(12, 12, 3.2)])
        case "person", "person.crop.circle":
            var body: [CGPoint] = []
            for i in 0...20 { let a = CGFloat.pi * (1 + CGFloat(i) / 20); body.append(p(12 + 8 * cos(a), 21 + 7 * sin(a))) }
            return Shape(outlines: [circle(12, 8, 4.2), body])
        case "magnifyingglass": return Shape(lines: [[p(14.6, 14.6), p(20.5, 20.5)]], outlines: [circle(10, 10, 6.5)])
        case "trash":
            return Shape(lines: [[p(3.5, 6), p(20.5, 6)], [p(9, 6), p(9, 3.5), p(15, 3.5), p(15, 6)], [p(10, 10), p(10, 17)], [p(14, 10), p(14, 17)]],
                         outlines: [[p(5.5, 6), p(18.5, 6), p(17.3, 21), p(6.7, 21)]])
        case "message", "bubble.left":
            // A speech bubble: a wide ellipse whose lower left draws out into a tail.
            var bubble: [CGPoint] = []
            for i in 0..<40 {
                let a = CGFloat(i) / 40 * 2 * .pi
                if a > 0.6 * .pi && a < 0.8 * .pi { continue }
                if bubble.count > 0, a >= 0.8 * .pi, !bubble.contains(p(3.5, 21)) { bubble.append(p(3.5, 21)) }
                bubble.append(p(12 + 9.5 * cos(a), 11 + 7.5 * sin(a)))
            }
            return Shape(outlines: [bubble])
        case "house": return Shape(lines: [[p(2.5, 12), p(12, 3.5), p(21.5, 12)]], outlines: [[p(5.5, 10), p(18.5, 10), p(18.5, 20.5), p(5.5, 20.5)]])
        case "circle": return Shape(outlines: [circle(12, 12, 9.5)])
        case "square": return Shape(outlines: [[p(3, 3), p(21, 3), p(21, 21), p(3, 21)]])
        case "ellipsis": return Shape(dots: [circle(5, 12, 1.8, steps: 12), circle(12, 12, 1.8, steps: 12), circle(19, 12, 1.8, steps: 12)])
        case "info": return Shape(lines: [[p(12, 10.5), p(12, 19)]], dots: [circle(12, 6, 1.6, steps: 12)])
        case "envelope": return Shape(lines: [[p(3, 6), p(12, 13), p(21, 6)]], outlines: [[p(3, 5.5), p(21, 5.5), p(21, 18.5), p(3, 18.5)]])
        case "pencil", "square.and.pencil": return Shape(lines: [[p(5, 19), p(19, 5)], [p(5, 19), p(4, 20)], [p(16, 5), p(19, 8)]])
        case "line.3.horizontal", "line.horizontal.3", "list.bullet":
            return Shape(lines: [[p(4, 6), p(20, 6)], [p(4, 12), p(20, 12)], [p(4, 18), p(20, 18)]])
        case "bookmark": return Shape(outlines: [[p(6, 3), p(18, 3), p(18, 21), p(12, 16), p(6, 21)]])
        case "clock":
            return Shape(lines: [[p(12, 6.5), p(12, 12), p(16, 14)]], outlines: [circle(12, 12, 9.5)])
        case "phone": return Shape(outlines: [[p(5, 3), p(9, 3), p(10.5, 8), p(8, 10), p(14, 16), p(16, 13.5), p(21, 15), p(21, 19), p(18, 21), p(3, 6)]])
        case "lock": return Shape(lines: [[p(8, 10.5), p(8, 7), p(12, 3.5), p(16, 7), p(16, 10.5)]], outlines: [[p(5, 10.5), p(19, 10.5), p(19, 21), p(5, 21)]])
        default: return nil
        }
    }

    /// The render items of symbol `name` drawn to fill `rect` (screen points, the symbol
    /// centred in its largest square) in `color`; nil when the name has no shape here.
    static func items(_ name: String, in rect: CGRect, color: RenderColor) -> [RenderItem]? {
        var words = name.split(separator: ".").map(String.init)
        var filled = false, circled = false
        var found: Shape?
        while !words.isEmpty {
            if let s = shape(words.joined(separator: ".")) { found = s; break }
            let last = words.removeLast()
            if last == "fill" { filled = true } else if last == "circle" { circled = true } else if last == "square" || last == "slash" { continue } else { return nil }
        }
        guard let shape = found else { return nil }
        let side = min(rect.width, rect.height)
        let unit = side / 24
        let origin = CGPoint(x: rect.midX - side / 2, y: rect.midY - side / 2)
        let inner: CGFloat = circled ? 0.55 : 1
        func map(_ pts: [CGPoint]) -> [CGPoint] {
            pts.map { CGPoint(x: origin.x + (12 + ($0.x - 12) * inner) * unit, y: origin.y + (12 + ($0.y - 12) * inner) * unit) }
        }
        let width = Double(2 * unit * (circled ? 0.8 : 1))
        var items: [RenderItem] = []
        var symbolColor = color
        if circled {
            let ring = map(circle(12, 12, 10.5 / inner))
            if filled {
                items.append(.fill(subpaths: [ring], evenOdd: false, color: color))
                symbolColor = RenderColor(red: 1, green: 1, blue: 1, alpha: color.alpha)
            } else {
                items.append(.stroke(subpaths: [ring + [ring[0]]], lineWidth: width, color: color))
            }
        }
        let fillOutlines = filled && !circled
        if !shape.outlines.isEmpty {
            if fillOutlines {
                items.append(.fill(subpaths: shape.outlines.map(map), evenOdd: true, color: symbolColor))
            } else {
                items.append(.stroke(subpaths: shape.outlines.map { map($0 + [$0[0]]) }, lineWidth: width, color: symbolColor))
            }
        }
        if !shape.lines.isEmpty { items.append(.stroke(subpaths: shape.lines.map(map), lineWidth: width, color: symbolColor)) }
        if !shape.dots.isEmpty { items.append(.fill(subpaths: shape.dots.map(map), evenOdd: false, color: symbolColor)) }
        return items
    }
}
