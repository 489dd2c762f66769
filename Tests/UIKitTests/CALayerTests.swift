import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UIView.layer` and the `CALayer` properties iOS code sets through it: one layer per
/// view whose delegate is the view, the properties UIKit ties to the view, Core
/// Animation's defaults, and the border on a terminal (docs/DECISIONS.md, "`CALayer`").
@MainActor
@Suite struct CALayerTests {
    final class MarkerLayer: CALayer {}
    final class MarkedView: UIView {
        override class var layerClass: AnyClass { MarkerLayer.self }
    }

    @Test func aViewHasOneLayerOfItsLayerClassWhoseDelegateIsTheView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(v.layer === v.layer)
        #expect(v.layer.delegate === v)
        #expect(type(of: v.layer) == CALayer.self)
        let m = MarkedView()
        #expect(m.layer is MarkerLayer)
        #expect(CALayer().delegate == nil)
    }

    @Test func coreAnimationsDefaults() {
        let l = UIView().layer
        #expect(l.cornerRadius == 0)
        #expect(l.borderWidth == 0)
        #expect(l.borderColor?.sRGBComponents.red == 0 && l.borderColor?.alpha == 1)
        #expect(l.shadowOpacity == 0)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3))
        #expect(l.shadowRadius == 3)
        #expect(l.shadowColor?.alpha == 1)
        #expect(l.opacity == 1)
        #expect(l.backgroundColor == nil)
    }

    @Test func theLayerSharesTheViewsStateBothWays() {
        let v = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
        let l = v.layer
        #expect(l.frame == CGRect(x: 2, y: 3, width: 10, height: 4))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(l.position == CGPoint(x: 7, y: 5))
        l.position = CGPoint(x: 10, y: 10)
        #expect(v.frame == CGRect(x: 5, y: 8, width: 10, height: 4))

        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(v.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        v.backgroundColor = .blue
        #expect(l.backgroundColor == UIColor.blue.cgColor)
        l.backgroundColor = nil
        #expect(v.backgroundColor == nil)

        l.masksToBounds = true
        #expect(v.clipsToBounds)
        v.clipsToBounds = false
        #expect(!l.masksToBounds)
        l.opacity = 0.5
        #expect(v.alpha == 0.5)
        v.alpha = 0.25
        #expect(l.opacity == 0.25)
        l.isHidden = true
        #expect(v.isHidden)
        v.isHidden = false
        #expect(!l.isHidden)
    }

    @Test func aLayerOnItsOwnKeepsItsValues() {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        l.position = CGPoint(x: 10, y: 10)
        #expect(l.frame == CGRect(x: 8, y: 9, width: 4, height: 2))
        l.opacity = 2
        #expect(l.opacity == 1)
        l.masksToBounds = true
        #expect(l.masksToBounds)
    }

    /// A bordered view draws a box on its edge cells, above its subviews, in the border
    /// colour; a corner radius rounds the corners; a zero width or a view without border
    /// draws nothing.
    @Test func aBorderIsABoxOnTheViewsEdgeCells() {
        let screen = drawingScreen(24, 6) { root in
            let card = UIView(frame: CGRect(x: 1, y: 1, width: 8, height: 4))
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.red.cgColor
            let label = UILabel(frame: CGRect(x: 0, y: 1, width: 8, height: 1))
            label.text = "Hi there"
            card.addSubview(label)
            root.addSubview(card)
            let pill = UIView(frame: CGRect(x: 12, y: 1, width: 6, height: 3))
            pill.layer.borderWidth = 0.5
            pill.layer.cornerRadius = 8
            root.addSubview(pill)
            let plain = UIView(frame: CGRect(x: 19, y: 1, width: 4, height: 3))
            plain.layer.cornerRadius = 2
            plain.layer.borderColor = UIColor.red.cgColor
            root.addSubview(plain)
        }
        expectScreen(screen.lines, equals: [
            "",
            " ┌──────┐   ╭────╮",
            " │i ther│   │    │",
            " │      │   ╰────╯",
            " └──────┘",
            "",
        ])
        let rows = foregroundMap(screen, ["R": .red, "K": .black])
        #expect(rows[1] == " RRRRRRRR   KKKKKK      ")
        #expect(rows[4] == " RRRRRRRR               ")
    }
}
