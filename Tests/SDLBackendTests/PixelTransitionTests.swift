import Foundation
@testable import SDLBackend
import Testing
import UIKit
import UIKitEngine

/// Transitions on a pixel device, frame by frame on the app clock: a flip turns the view
/// about its centre line in perspective (the near side taller than the far one), a curl
/// lifts the page about its top edge, a cross-dissolve fades both views at once with real
/// alpha, and a push dims the view underneath as it slides away.
@MainActor
@Suite struct PixelTransitionTests {
    /// Moves the app clock `seconds` on and draws what the screen shows then.
    func step(_ h: PixelHarness, _ seconds: TimeInterval) {
        (h.backend.clock as! ManualClock).advance(by: seconds)
        h.application.runUntilIdle()
    }

    /// The rows of column `x` that are red.
    func redHeight(_ c: PixelCanvas, column x: Int) -> Int {
        (0..<c.height).filter { y in
            let p = c[x, y]
            return (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF < 60 && p & 0xFF < 60
        }.count
    }

    func redWidth(_ c: PixelCanvas, row y: Int) -> Int {
        (0..<c.width).filter { x in
            let p = c[x, y]
            return (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF < 60 && p & 0xFF < 60
        }.count
    }

    func panel(_ h: PixelHarness) -> UIView {
        let v = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
        v.backgroundColor = .red
        h.show(v)
        h.settle()
        return v
    }

    @Test(arguments: [true, false])
    func aFlipTurnsTheViewInPerspective(fromLeft: Bool) throws {
        let h = try PixelHarness(scale: 1)
        let v = panel(h)
        var finished = false
        UIView.transition(with: v, duration: 0.6, options: fromLeft ? .transitionFlipFromLeft : .transitionFlipFromRight,
                          animations: nil, completion: { finished = $0 })
        step(h, 0.2)   // two thirds into the first half (ease in)
        let node = try #require(h.backend.lastTree?.allNodes.first { $0.backgroundColor.map { close($0, rgb(255, 0, 0)) } == true })
        #expect(node.projection != nil, "turned in perspective")
        let c = try #require(h.backend.snapshot())
        let width = redWidth(c, row: 422)
        #expect(width > 20 && width < 190, "narrower while turned (\(width) of 200)")
        let reds = (95..<295).filter { redHeight(c, column: $0) > 0 }
        let near = redHeight(c, column: reds.first! + 2), far = redHeight(c, column: reds.last! - 2)
        if fromLeft {
            #expect(near > 200 && far < 200, "the left side towards the viewer: \(near) vs \(far)")
        } else {
            #expect(near < 200 && far > 200, "the right side towards the viewer: \(near) vs \(far)")
        }
        step(h, 0.2)   // the second half: coming back from the other side
        #expect(h.backend.lastTree?.allNodes.contains { $0.projection != nil } == true)
        step(h, 0.25)
        h.settle()
        #expect(finished)
        #expect(h.backend.lastTree?.allNodes.contains { $0.projection != nil } == false, "flat again")
        let end = try h.pixels()
        #expect(redWidth(end, row: 422) == 200 && redHeight(end, column: 195) == 200)
    }

    @Test func aCurlLiftsThePageAboutItsTopEdge() throws {
        let h = try PixelHarness(scale: 1)
        let v = panel(h)
        UIView.transition(with: v, duration: 0.6, options: .transitionCurlUp, animations: nil)
        step(h, 0.2)
        let c = try #require(h.backend.snapshot())
        let top = (0..<c.height).first { redWidth(c, row: $0) > 0 }!
        #expect(abs(top - 322) <= 1, "the top edge stays where it was (\(top))")
        let height = redHeight(c, column: 195)
        #expect(height > 10 && height < 180, "the page is lifted: \(height) rows of 200")
        let lastRow = (0..<c.height).last { redWidth(c, row: $0) > 0 }!
        #expect(redWidth(c, row: lastRow - 1) < redWidth(c, row: top + 1), "its bottom edge, further away, is narrower")
        h.settle()
    }

    @Test func aCrossDissolveFadesBothViewsAtOnce() throws {
        let h = try PixelHarness(scale: 1)
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds)
        a.backgroundColor = .red
        b.backgroundColor = .blue
        container.addSubview(a)
        h.show(container)
        h.settle()
        UIView.transition(from: a, to: b, duration: 0.4, options: .transitionCrossDissolve, completion: nil)
        step(h, 0.2)
        let nodes = try #require(h.backend.lastTree?.allNodes)
        let red = try #require(nodes.first { close($0.backgroundColor, rgb(255, 0, 0)) })
        let blue = try #require(nodes.first { close($0.backgroundColor, rgb(0, 0, 255)) })
        #expect(abs(red.opacity - 0.5) < 0.05 && abs(blue.opacity - 0.5) < 0.05, "\(red.opacity) and \(blue.opacity)")
        h.settle()
        #expect(a.superview == nil && b.superview === container)
    }

    @Test func aPushDimsTheViewUnderneath() throws {
        let h = try PixelHarness(scale: 1)
        let first = UIViewController(), second = UIViewController()
        first.view.backgroundColor = .white
        second.view.backgroundColor = .white
        let nav = UINavigationController(rootViewController: first)
        h.makeWindow(root: nav)
        h.settle()
        nav.pushViewController(second, animated: true)
        step(h, 0.01)
        step(h, 0.17)
        let tree = try #require(h.backend.lastTree)
        let dimming = try #require(tree.allNodes.first { close($0.backgroundColor, rgb(0, 0, 0)) }, "a dimming view")
        let under = try #require(tree.allNodes.first { close($0.backgroundColor, rgb(255, 255, 255)) && $0.frame.minX < -1 },
                                 "the first view, moving left")
        #expect(dimming.opacity > 0.01 && dimming.opacity < 0.1, "dimming \(dimming.opacity)")
        #expect(dimming.frame == under.frame, "it moves with the view underneath")
        h.settle()
        #expect(!(h.backend.lastTree?.allNodes.contains { close($0.backgroundColor, rgb(0, 0, 0)) } ?? true), "gone at the end")
    }
}

/// The software renderer's shortcuts give the pictures the plain drawing gives: a flip's
/// flat picture is drawn once and reused while only the projection changes (and drawn again
/// when the view does), and opaque rectangles are filled row by row.
@MainActor
@Suite struct PixelRendererCacheTests {
    func flipTree(angle: Double, color: RenderColor, text: String) -> RenderTree {
        var node = RenderNode(frame: CGRect(x: 40, y: 40, width: 120, height: 80), backgroundColor: color,
                              items: [.text(RenderText(string: text, frame: CGRect(x: 50, y: 60, width: 100, height: 22),
                                                       font: RenderFont(pointSize: 17), color: .black))])
        node.projection = .turn(aboutVerticalLineAt: 100, centerY: 80, angle: angle, eyeDistance: 500)
        var tree = RenderTree(size: CGSize(width: 200, height: 160), backgroundColor: .white)
        tree.windows = [RenderNode(frame: CGRect(x: 0, y: 0, width: 200, height: 160), children: [node])]
        return tree
    }

    @Test func aFlipsFramesMatchAFreshRenderersAsTheAngleAndTheViewChange() throws {
        let fonts = try SDLFontSet()
        let kept = SDLRenderer(fonts: fonts, scale: 2)
        let red = RenderColor(red: 1, green: 0, blue: 0)
        let frames = [(0.3, red, "One"), (0.6, red, "One"), (0.9, red, "One"), (0.9, red, "Two"),
                      (1.2, RenderColor(red: 0, green: 0, blue: 1), "Two")]
        var previous: PixelCanvas?
        for (angle, color, text) in frames {
            let tree = flipTree(angle: angle, color: color, text: text)
            let fresh = SDLRenderer(fonts: fonts, scale: 2).render(tree)
            let drawn = kept.render(tree)
            #expect(drawn == fresh, "angle \(angle), \(text): the kept picture draws what a fresh renderer draws")
            if let previous { #expect(drawn != previous, "each step looks different") }
            previous = drawn
        }
    }

    /// The largest difference of any channel between two canvases of one size.
    func largestDifference(_ a: PixelCanvas, _ b: PixelCanvas) -> Int {
        var worst = 0
        for i in a.pixels.indices {
            let p = a.pixels[i], q = b.pixels[i]
            for shift in [16, 8, 0] as [UInt32] { worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
        }
        return worst
    }

    /// A turn about a vertical line maps each screen column to one picture column, and a
    /// turn about a horizontal line each screen row to one picture row; drawn so (the
    /// renderer's shortcut), the picture is the one the pixel-by-pixel inverse perspective
    /// gives, to within the rounding of 8-bit fixed point.
    @Test(arguments: [true, false])
    func aTurnDrawnByColumnsOrRowsIsTheOnePixelByPixelGives(vertical: Bool) throws {
        let fonts = try SDLFontSet()
        for angle in [0.35, 1.1, -0.8] {
            var tree = flipTree(angle: angle, color: RenderColor(red: 1, green: 0, blue: 0, alpha: 0.8), text: "Turn")
            if !vertical {
                tree.windows[0].children[0].projection = .turn(aboutHorizontalLineAt: 40, centerX: 100, angle: angle, eyeDistance: 500)
            }
            let m = try #require(tree.windows[0].children[0].projection?.inverse).matrix
            #expect(SDLRenderer.separability(of: m) == (vertical ? .columns : .rows))
            let quick = SDLRenderer(fonts: fonts, scale: 2), plain = SDLRenderer(fonts: fonts, scale: 2)
            plain.projectionShortcuts = false
            let a = quick.render(tree), b = plain.render(tree)
            let covered = a.pixels.filter { $0 != 0xFFFF_FFFF }.count
            #expect(covered > 2000, "angle \(angle): the turned view is drawn (\(covered) pixels)")
            let worst = largestDifference(a, b)
            #expect(worst <= 3, "angle \(angle): at most 3 levels from the pixel-by-pixel picture (\(worst))")
        }
    }

    /// The packed fixed-point sample inside a picture is the checked bilinear sample (the
    /// four taps weighed one by one) to within three levels (two roundings of the two-step
    /// mix, one of the backdrop's share), over any backdrop, for pixels of
    /// every coverage.
    @Test func thePackedSampleIsTheBilinearSample() {
        var rng = SystemRandomNumberGenerator()
        let w = 9, h = 7
        let picture: [UInt32] = (0..<(w * h)).map { _ in
            let a = UInt32.random(in: 0...255, using: &rng)
            let r = UInt32.random(in: 0...a, using: &rng), g = UInt32.random(in: 0...a, using: &rng), b = UInt32.random(in: 0...a, using: &rng)
            return a << 24 | r << 16 | g << 8 | b
        }
        picture.withUnsafeBufferPointer { flat in
            var dest: [UInt32] = [0xFF00_0000]
            dest.withUnsafeMutableBufferPointer { d in
                let t = SDLRenderer.Target(flat: flat, width: w, height: h, originX: 0, originY: 0, dest: d.baseAddress!,
                                           destWidth: 1, area: PixelCanvas.Box(x0: 0, y0: 0, x1: 1, y1: 1), scale: 1)
                for _ in 0..<2000 {
                    let x = Double.random(in: 0..<Double(w - 1), using: &rng), y = Double.random(in: 0..<Double(h - 1), using: &rng)
                    let backdrop = 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng)
                    d[0] = backdrop
                    SDLRenderer.sample(t, x, y, over: d.baseAddress!)
                    var exact = backdrop
                    SDLRenderer.blendBilinear(flat, w, h, x, y, over: &exact)
                    for shift in [16, 8, 0] as [UInt32] {
                        let diff = abs(Int((d[0] >> shift) & 0xFF) - Int((exact >> shift) & 0xFF))
                        if diff > 3 { Issue.record("at (\(x), \(y)) over \(String(backdrop, radix: 16)): \(diff) levels apart") }
                    }
                    #expect(d[0] >> 24 == 0xFF, "opaque")
                }
            }
        }
    }

    @Test func anOpaqueRectanglesInsideIsItsColourAndItsEdgesAreCovered() {
        var c = PixelCanvas(width: 10, height: 6, color: 0xFFFF_FFFF)
        c.fillRect(x0: 1.5, y0: 1, x1: 8.25, y1: 5, r: 0, g: 0, b: 0, alpha: 1, clip: c.bounds)
        #expect(c[1, 2] == 0xFF80_8080 || c[1, 2] == 0xFF7F_7F7F, "half covered: half grey")
        for x in 2..<8 { #expect(c[x, 2] == 0xFF00_0000) }
        let quarter = c[8, 3] & 0xFF
        #expect(quarter >= 190 && quarter <= 192, "a quarter covered: three quarters of white (\(quarter))")
        #expect(c[5, 0] == 0xFFFF_FFFF && c[5, 5] == 0xFFFF_FFFF && c[9, 3] == 0xFFFF_FFFF, "nothing outside")
        // Translucent: the fixed-point run is within a level of the exact blend.
        var t = PixelCanvas(width: 4, height: 1, color: 0xFFFF_FFFF)
        t.fillRect(x0: 0, y0: 0, x1: 4, y1: 1, r: 0, g: 0, b: 1, alpha: 0.5, clip: t.bounds)
        let p = t[2, 0]
        #expect(abs(Int((p >> 16) & 0xFF) - 128) <= 1 && p & 0xFF == 255)
    }
}

/// A window scrolling a list moves the rows already drawn and draws only what moving cannot
/// give; the picture is the one a whole redraw gives, frame after frame.
@MainActor
@Suite struct PixelScrollUpdateTests {
    final class Names: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "c")
            cell.textLabel?.text = "Name \(indexPath.row)"
            cell.detailTextLabel?.text = "+1 555 01\(indexPath.row % 100)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test func scrolledFramesEqualWholeRedraws() throws {
        let h = try PixelHarness(scale: 2)
        let names = Names()
        let table = UITableView(frame: CGRect(origin: .zero, size: h.backend.screenSize))
        table.dataSource = names
        let vc = UIViewController()
        vc.view = table
        h.makeWindow(root: vc)
        var canvas = try h.pixels()
        var shown = try #require(h.backend.lastTree)
        var moved = 0
        // Whole pixels at 2x (7, 30.5 points), back up, and a half-pixel step that cannot move rows.
        for y in [7.0, 14, 44.5, 90, 120, 113, 60, 60.25, 200, 930] {
            h.application.withCurrent { table.contentOffset = CGPoint(x: 0, y: y) }
            let whole = try h.pixels()
            let tree = try #require(h.backend.lastTree)
            _ = h.backend.renderer.update(&canvas, from: shown, to: tree)
            if h.backend.renderer.lastUpdateMovedRows { moved += 1 }
            #expect(canvas == whole, "offset \(y): the updated frame is the whole frame")
            shown = tree
        }
        #expect(moved >= 5, "most steps moved rows (\(moved))")
    }
}
