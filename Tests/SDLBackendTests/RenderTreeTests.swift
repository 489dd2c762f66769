import Foundation
import SDLBackend
import Testing
import UIKit
import UIKitEngine

/// The render tree UIKit hands a pixel backend: view frames in screen points, layer looks,
/// text runs and `draw(_:)` output, following the view tree.
@MainActor
@Suite struct RenderTreeTests {
    final class Drawn: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).fill()
        }
    }

    @Test func viewsBecomeNodesInScreenPoints() throws {
        let h = try PixelHarness()
        let vc = UIViewController()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemRed.cgColor
        card.alpha = 0.5
        card.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 180, height: 30))
        label.text = "Hello"
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 20)
        card.addSubview(label)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        card.addSubview(hidden)
        vc.view.addSubview(card)
        h.makeWindow(root: vc)

        let tree = h.tree
        #expect(tree.size == CGSize(width: 390, height: 844))
        let node = try #require(tree.allNodes.first { $0.frame == CGRect(x: 20, y: 100, width: 200, height: 80) })
        // systemBlue is (0, 122, 255) and systemRed (255, 59, 48) in a light interface.
        #expect(close(node.backgroundColor, rgb(0, 122, 255)))
        #expect(close(node.borderColor, rgb(255, 59, 48)))
        #expect(node.cornerRadius == 12 && node.borderWidth == 2)
        #expect(abs(node.opacity - 0.5) < 1e-9)
        #expect(node.children.count == 1, "the hidden subview has no node")
        let child = node.children[0]
        #expect(child.frame == CGRect(x: 30, y: 105, width: 180, height: 30))
        #expect(child.clip == CGRect(x: 20, y: 100, width: 200, height: 80), "clipped to the card")
        #expect(abs(child.opacity - 0.5) < 1e-9, "opacity is the product of the ancestors'")
        let text = try #require(tree.texts.first)
        #expect(text.string == "Hello" && text.alignment == .center && text.font == RenderFont(pointSize: 20, isBold: true))
        #expect(text.frame == child.frame)
        #expect(close(text.color, rgb(0, 0, 0)), "label's default colour is label, black in light mode")
    }

    @Test func scrollingMovesSubviewsByTheBoundsOrigin() throws {
        let h = try PixelHarness()
        let vc = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 390, height: 300))
        let inner = UIView(frame: CGRect(x: 10, y: 200, width: 50, height: 50))
        inner.backgroundColor = .systemGreen
        scroll.addSubview(inner)
        scroll.contentSize = CGSize(width: 390, height: 1000)
        vc.view.addSubview(scroll)
        h.makeWindow(root: vc)
        h.application.withCurrent { scroll.contentOffset = CGPoint(x: 0, y: 120) }
        let node = try #require(h.tree.allNodes.first { close($0.backgroundColor, rgb(52, 199, 89)) })
        #expect(node.frame == CGRect(x: 10, y: 50 + 200 - 120, width: 50, height: 50))
    }

    @Test func drawRectOutputIsReplayedInScreenPoints() throws {
        let h = try PixelHarness()
        h.show(Drawn(frame: CGRect(x: 100, y: 200, width: 20, height: 10)))
        let node = try #require(h.tree.allNodes.first { $0.frame == CGRect(x: 100, y: 200, width: 20, height: 10) })
        guard case .fill(let polys, _, let color)? = node.items.first else { Issue.record("no fill: \(node.items)"); return }
        #expect(close(color, rgb(255, 59, 48)))
        let xs = polys.flatMap { $0 }.map(\.x), ys = polys.flatMap { $0 }.map(\.y)
        #expect(abs(xs.min()! - 100) < 0.01 && abs(xs.max()! - 120) < 0.01)
        #expect(abs(ys.min()! - 200) < 0.01 && abs(ys.max()! - 210) < 0.01)
    }

    @Test func anUnchangedFrameIsNotPresentedAgain() throws {
        let h = try PixelHarness()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.show(v)
        h.settle()
        let count = h.backend.presentCount
        h.application.withCurrent { v.setNeedsLayout() }
        h.settle()
        #expect(h.backend.presentCount == count)
        h.application.withCurrent { v.backgroundColor = .systemYellow }
        h.settle()
        #expect(h.backend.presentCount == count + 1)
    }

    @Test func theDeviceIsInPhonePoints() throws {
        let h = try PixelHarness(scale: 2)
        let m = h.backend.metrics
        #expect(m.scale == 2 && m.pointAspect == CGSize(width: 1, height: 1) && !m.hasNativeDefaultColors)
        #expect(m.navigationBarHeight == 44 && m.tabBarHeight == 49 && m.rowHeight == 44)
    }
}
