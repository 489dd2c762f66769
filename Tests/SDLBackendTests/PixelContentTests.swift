import Foundation
import SDLBackend
import Testing
import UIKit
import UIKitEngine

/// What the pixel backend measures and draws beyond shapes: text sized by its own fonts,
/// SF Symbols as vector shapes, PNG images placed by content mode, and damaged regions.
@MainActor
@Suite struct PixelContentTests {
    func inked(_ c: PixelCanvas, in box: (Int, Int, Int, Int), differingFrom bg: UInt32 = 0xFFFF_FFFF) -> Int {
        var n = 0
        for y in box.1..<box.3 { for x in box.0..<box.2 where c[x, y] != bg { n += 1 } }
        return n
    }

    @Test func aLabelSizedToItsTextIsDrawnWhole() throws {
        let h = try PixelHarness(scale: 2)
        let vc = UIViewController()
        let label = UILabel()
        label.text = "Remember password"
        let button = UIButton(type: .system)
        button.setTitle("Create Account", for: .normal)
        vc.view.addSubview(label)
        vc.view.addSubview(button)
        h.makeWindow(root: vc)
        h.application.withCurrent {
            label.frame = CGRect(origin: CGPoint(x: 16, y: 100), size: label.intrinsicContentSize)
            button.frame = CGRect(origin: CGPoint(x: 16, y: 140), size: button.intrinsicContentSize)
        }
        let m = h.backend.renderer.measurer
        let width = m.width(of: "Remember password", font: RenderFont(pointSize: 17))
        #expect(label.intrinsicContentSize.width >= width && label.intrinsicContentSize.width < width + 0.5)
        #expect(label.intrinsicContentSize.height >= m.lineMetrics(of: RenderFont(pointSize: 17)).lineHeight)
        for text in h.tree.texts {
            #expect(h.backend.renderer.lines(of: text) == [text.string], "no ellipsis for \(text.string)")
        }
    }

    @Test func symbolsAreVectorShapesInTheTint() throws {
        let h = try PixelHarness(scale: 2)
        let vc = UIViewController()
        let plus = UIImageView(image: UIImage(systemName: "plus"))
        plus.frame = CGRect(x: 100, y: 100, width: 24, height: 24)
        plus.tintColor = .systemRed
        let unknown = UIImageView(image: UIImage(systemName: "cart"))
        unknown.frame = CGRect(x: 200, y: 100, width: 24, height: 24)
        vc.view.addSubview(plus)
        vc.view.addSubview(unknown)
        h.makeWindow(root: vc)
        let node = try #require(h.tree.allNodes.first { $0.frame == CGRect(x: 100, y: 100, width: 24, height: 24) })
        guard case .stroke(let lines, let width, let color) = try #require(node.items.first) else {
            Issue.record("plus is not strokes: \(node.items)"); return
        }
        // Two strokes through the centre, 2/24 of the box wide, in systemRed.
        #expect(lines.count == 2 && abs(width - 2) < 1e-9 && close(color, rgb(255, 59, 48)))
        #expect(lines.contains { $0.allSatisfy { abs($0.x - 112) < 1e-9 } }, "the vertical bar")
        let other = try #require(h.tree.allNodes.first { $0.frame.minX == 200 })
        #expect(other.items.contains { if case .text = $0 { return true } else { return false } }, "no shape: its character")
        let c = try h.pixels()
        #expect(inked(c, in: (200, 200, 248, 248)) > 20, "the plus is drawn")
        #expect(c[224, 224] != 0xFFFF_FFFF && c[202, 202] == 0xFFFF_FFFF, "ink on the bars, none in the corner")
    }

    @Test func aPNGImageIsDrawnAsItsContentModePlacesIt() throws {
        // A 4 × 2 image: left half red, right half blue, written with libpng.
        var png = PixelCanvas(width: 4, height: 2, color: 0xFFFF_0000)
        for y in 0..<2 { for x in 2..<4 { png.pixels[y * 4 + x] = 0xFF00_00FF } }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pixel-\(UUID().uuidString.prefix(6)).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGFile.write(png, to: path)
        let h = try PixelHarness(scale: 1)
        let vc = UIViewController()
        let view = UIImageView(image: try #require(UIImage(contentsOfFile: path)))
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        vc.view.addSubview(view)
        h.makeWindow(root: vc)
        let node = try #require(h.tree.allNodes.first { $0.frame == CGRect(x: 10, y: 10, width: 40, height: 40) })
        guard case .image(let image) = try #require(node.items.first) else { Issue.record("\(node.items)"); return }
        // Aspect fit: 40 × 20, centred vertically.
        #expect(image.frame == CGRect(x: 10, y: 20, width: 40, height: 20) && image.path == path)
        let c = try h.pixels()
        #expect(c[15, 30] == 0xFFFF_0000 && c[45, 30] == 0xFF00_00FF && c[15, 12] == 0xFFFF_FFFF)
    }

    @Test func redrawingTheDamageGivesTheWholeFramesPicture() throws {
        let h = try PixelHarness(scale: 2)
        let vc = UIViewController()
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 200, height: 22))
        label.text = "before"
        vc.view.addSubview(label)
        h.makeWindow(root: vc)
        let first = h.tree
        var canvas = try h.pixels()
        h.application.withCurrent { label.text = "after" }
        let second = h.tree
        let damage = second.damage(since: first)
        #expect(damage.count == 1 && damage[0].contains(CGRect(x: 16, y: 100, width: 200, height: 22)))
        #expect(damage[0].height < 60, "only the label's region")
        let boxes = h.backend.renderer.redraw(second, on: &canvas, in: damage)
        #expect(!boxes.isEmpty)
        #expect(canvas == h.backend.renderer.render(second), "the damaged regions redrawn equal the whole frame drawn")
    }
}
