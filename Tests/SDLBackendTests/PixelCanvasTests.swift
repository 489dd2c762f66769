import Foundation
import SDLBackend
import Testing
import UIKitEngine

/// The software renderer's shapes and text, pixel by pixel.
@MainActor
@Suite struct PixelCanvasTests {
    func channel(_ p: UInt32, _ shift: UInt32) -> Int { Int((p >> shift) & 0xFF) }

    @Test func aRectangleOnPixelEdgesCoversWholePixelsOnly() {
        var c = PixelCanvas(width: 6, height: 6, color: 0xFFFF_FFFF)
        c.fill([[CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 3), CGPoint(x: 1, y: 3)]], evenOdd: false,
               r: 1, g: 0, b: 0, alpha: 1, clip: c.bounds)
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = (1..<4).contains(x) && (1..<3).contains(y)
                #expect(c[x, y] == (inside ? 0xFFFF_0000 : 0xFFFF_FFFF), "pixel \(x),\(y)")
            }
        }
    }

    @Test func aHalfCoveredPixelIsBlendedHalfway() {
        var c = PixelCanvas(width: 4, height: 1, color: 0xFFFF_FFFF)
        c.fill([[CGPoint(x: 0, y: 0), CGPoint(x: 1.5, y: 0), CGPoint(x: 1.5, y: 1), CGPoint(x: 0, y: 1)]], evenOdd: false,
               r: 0, g: 0, b: 0, alpha: 1, clip: c.bounds)
        #expect(c[0, 0] == 0xFF00_0000)
        #expect(abs(channel(c[1, 0], 8) - 128) <= 2, "half black over white")
        #expect(c[2, 0] == 0xFFFF_FFFF)
    }

    @Test func evenOddLeavesTheHoleOfARing() {
        var c = PixelCanvas(width: 10, height: 10, color: 0xFFFF_FFFF)
        let outer = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        let inner = [CGPoint(x: 3, y: 3), CGPoint(x: 7, y: 3), CGPoint(x: 7, y: 7), CGPoint(x: 3, y: 7)]
        c.fill([outer, inner], evenOdd: true, r: 0, g: 0, b: 1, alpha: 1, clip: c.bounds)
        #expect(c[1, 1] == 0xFF00_00FF && c[5, 5] == 0xFFFF_FFFF)
        c.fill([outer, inner], evenOdd: false, r: 0, g: 0, b: 1, alpha: 1, clip: c.bounds)
        #expect(c[5, 5] == 0xFF00_00FF, "non-zero fills the same-wound inner square")
    }

    @Test func theClipLimitsAFill() {
        var c = PixelCanvas(width: 8, height: 8, color: 0xFFFF_FFFF)
        c.fill([[CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 8, y: 8), CGPoint(x: 0, y: 8)]], evenOdd: false,
               r: 0, g: 0, b: 0, alpha: 0.5, clip: PixelCanvas.Box(x0: 2, y0: 2, x1: 4, y1: 4))
        #expect(c[1, 1] == 0xFFFF_FFFF && c[4, 4] == 0xFFFF_FFFF)
        #expect(abs(channel(c[2, 2], 16) - 128) <= 1, "50 % black over white")
    }

    @Test func textIsDrawnAntiAliasedInsideItsBoxWithCJKFallback() throws {
        let fonts = try SDLFontSet()
        let renderer = SDLRenderer(fonts: fonts, scale: 2)
        let frame = CGRect(x: 10, y: 10, width: 150, height: 30)
        let tree = RenderTree(size: CGSize(width: 200, height: 60), backgroundColor: .white, windows: [
            RenderNode(frame: CGRect(x: 0, y: 0, width: 200, height: 60), items: [
                .text(RenderText(string: "Hi 汉字", frame: frame, font: RenderFont(pointSize: 17), color: .black)),
            ]),
        ])
        let c = renderer.render(tree)
        var inked = 0, grey = 0, outside = 0
        for y in 0..<c.height {
            for x in 0..<c.width where c[x, y] != 0xFFFF_FFFF {
                let inBox = x >= 20 && x < 320 && y >= 0 && y < 120
                if !inBox { outside += 1 }
                inked += 1
                let v = channel(c[x, y], 0)
                if v > 40 && v < 215 { grey += 1 }
            }
        }
        #expect(inked > 200 && outside == 0)
        #expect(grey > 20, "edges are anti-aliased")
        // The CJK characters come from the CJK face: ink right of the Latin part.
        let latinWidth = fonts.textWidth("Hi ", pointSize: 17, scale: 2)
        let cjkInk = (0..<c.height).reduce(0) { sum, y in
            sum + (20 + latinWidth + 2..<320).filter { c[$0, y] != 0xFFFF_FFFF }.count
        }
        #expect(cjkInk > 100)
        #expect(fonts.faceIndices(of: "Hi 汉字") == [0, 2], "Inter for the Latin part, WenQuanYi for the CJK one")
        #expect(fonts.faceIndices(of: "a☺") == [0, 1], "DejaVu Sans for the symbols Inter lacks")
    }

    @Test func aLineTooLongEndsInAnEllipsis() throws {
        let renderer = SDLRenderer(fonts: try SDLFontSet(), scale: 1)
        let t = RenderText(string: "A rather long line of text", frame: CGRect(x: 0, y: 0, width: 80, height: 20),
                           font: RenderFont(pointSize: 17), color: .black)
        let lines = renderer.lines(of: t)
        #expect(lines.count == 1 && lines[0].hasSuffix("…") && lines[0].count < t.string.count)
        var wrapped = t
        wrapped.numberOfLines = 0
        wrapped.frame.size.height = 200
        #expect(renderer.lines(of: wrapped).count > 1)
        #expect(renderer.lines(of: wrapped).joined(separator: " ") == t.string, "wrapping keeps every word")
    }
}
