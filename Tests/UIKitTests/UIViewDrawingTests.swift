import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `draw(_:)` as UIKit runs it, and what its drawing looks like on a character-cell
/// screen (docs/DECISIONS.md, "Custom drawing on a character-cell screen": a cell is
/// filled when its centre is inside; strokes are box-drawing characters on the cells the
/// path runs through, inside a closed shape's fill; text at the nearest cell).
@MainActor
@Suite struct UIViewDrawingTests {
    /// One view drawing a filled rectangle, a stroked rounded rectangle, a filled oval, a
    /// horizontal and a sloping line and two strings; checked whole (characters, then
    /// backgrounds, then stroke and text colours).
    @Test func shapesAndTextOnTheWholeScreen() {
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        canvas.body = { _, ctx in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 1, y: 1, width: 4, height: 2))
            UIColor.blue.setStroke()
            UIBezierPath(roundedRect: CGRect(x: 7, y: 1, width: 8, height: 4), cornerRadius: 1).stroke()
            UIColor.green.setFill()
            UIBezierPath(ovalIn: CGRect(x: 17, y: 1, width: 8, height: 4)).fill()
            ctx.setStrokeColor(UIColor.yellow.cgColor)
            ctx.move(to: CGPoint(x: 1, y: 7.5))
            ctx.addLine(to: CGPoint(x: 11, y: 7.5))
            ctx.strokePath()
            ctx.move(to: CGPoint(x: 13, y: 6))
            ctx.addLine(to: CGPoint(x: 21, y: 10))
            ctx.strokePath()
            ("Hi" as NSString).draw(at: CGPoint(x: 1, y: 10), withAttributes: [.foregroundColor: UIColor.white])
            NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
                .draw(at: CGPoint(x: 5.4, y: 9.6))
        }
        let screen = drawingScreen { $0.addSubview(canvas) }
        expectScreen(screen.lines, equals: [
            "",
            "       ╭──────╮",
            "       │      │",
            "       │      │",
            "       ╰──────╯",
            "",
            "             ╲╲",
            " ──────────    ╲╲",
            "                 ╲╲",
            "                   ╲╲",
            " Hi  Bold",
            "",
        ])
        // The oval's cells: centres inside the ellipse of centre (21, 3), radii 4 and 2.
        expectLines(backgroundMap(screen, ["R": .red, "G": .green]), [
            "..............................",
            ".RRRR.............GGGGGG......",
            ".RRRR............GGGGGGGG.....",
            ".................GGGGGGGG.....",
            "..................GGGGGG......",
            "..............................",
            "..............................",
            "..............................",
            "..............................",
            "..............................",
            "..............................",
            "..............................",
        ], "backgrounds")
        expectLines(foregroundMap(screen, ["B": .blue, "Y": .yellow, "W": .white]), [
            "",
            "       BBBBBBBB",
            "       B      B",
            "       B      B",
            "       BBBBBBBB",
            "",
            "             YY",
            " YYYYYYYYYY    YY",
            "                 YY",
            "                   YY",
            " WW  ....",
            "",
        ].map { $0.padding(toLength: 30, withPad: " ", startingAt: 0) }, "foregrounds")
        #expect(screen.grid[5, 10].style.attributes.contains(.bold))
        #expect(!screen.grid[1, 10].style.attributes.contains(.bold))
    }

    /// UIKit's display cycle: drawn once when first shown; again once per pass after
    /// `setNeedsDisplay()` however often it was called; `setNeedsDisplay(_:)` passes the
    /// union of the rectangles, limited to the bounds; moving or resizing (content mode
    /// `.scaleToFill`) does not draw, resizing with `.redraw` does.
    @Test func setNeedsDisplayCallsDrawOncePerPassWithTheInvalidRect() {
        let canvas = CanvasView(frame: CGRect(x: 2, y: 1, width: 10, height: 4))
        let screen = drawingScreen { $0.addSubview(canvas) }
        #expect(canvas.takeCalls() == [CGRect(x: 0, y: 0, width: 10, height: 4)])
        screen.runLoop()
        #expect(canvas.takeCalls() == [])

        screen.perform { canvas.setNeedsDisplay(); canvas.setNeedsDisplay() }
        #expect(canvas.takeCalls() == [CGRect(x: 0, y: 0, width: 10, height: 4)])

        screen.perform {
            canvas.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 1))
            canvas.setNeedsDisplay(CGRect(x: 5, y: 2, width: 2, height: 1))
        }
        #expect(canvas.takeCalls() == [CGRect(x: 1, y: 1, width: 6, height: 2)])

        screen.perform { canvas.setNeedsDisplay(CGRect(x: 8, y: 3, width: 5, height: 5)) }
        #expect(canvas.takeCalls() == [CGRect(x: 8, y: 3, width: 2, height: 1)])

        screen.perform { canvas.frame = CGRect(x: 4, y: 2, width: 12, height: 5) }
        #expect(canvas.takeCalls() == [])
        screen.perform { canvas.contentMode = .redraw; canvas.frame = CGRect(x: 4, y: 2, width: 14, height: 5) }
        #expect(canvas.takeCalls() == [CGRect(x: 0, y: 0, width: 14, height: 5)])
        screen.perform { canvas.frame.origin = CGPoint(x: 0, y: 0) }
        #expect(canvas.takeCalls() == [])
        #expect(canvas.hadContext.allSatisfy { $0 })
    }

    /// A view is drawn when it is on screen: not while outside a window, hidden, or of
    /// zero size, and then once when it shows.
    @Test func drawWaitsUntilTheViewIsShown() {
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
        let empty = CanvasView(frame: CGRect(x: 0, y: 3, width: 0, height: 2))
        var host: UIView!
        let screen = drawingScreen { host = $0; $0.addSubview(empty) }
        canvas.setNeedsDisplay()
        #expect(canvas.takeCalls() == [])
        #expect(empty.takeCalls() == [])
        screen.perform { canvas.isHidden = true; host.addSubview(canvas) }
        #expect(canvas.takeCalls() == [])
        screen.perform { canvas.setNeedsDisplay() }
        #expect(canvas.takeCalls() == [])
        screen.perform { canvas.isHidden = false }
        #expect(canvas.takeCalls() == [CGRect(x: 0, y: 0, width: 6, height: 2)])
        screen.perform { empty.frame.size.width = 3 }
        #expect(empty.takeCalls() == [CGRect(x: 0, y: 0, width: 3, height: 2)])
    }

    /// `UIGraphicsGetCurrentContext()` is nil outside drawing; inside `draw(_:)` it is the
    /// view's context, clipped to the invalid rectangle; contexts pushed inside are popped
    /// in order.
    @Test func currentContextOnlyDuringDraw() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        var clips: [CGRect] = []
        var nested: [Bool] = []
        canvas.body = { _, ctx in
            clips.append(ctx.boundingBoxOfClipPath)
            let other = CGContext()
            UIGraphicsPushContext(other)
            nested.append(UIGraphicsGetCurrentContext() === other)
            UIGraphicsPopContext()
            nested.append(UIGraphicsGetCurrentContext() === ctx)
        }
        let screen = drawingScreen { $0.addSubview(canvas) }
        #expect(UIGraphicsGetCurrentContext() == nil)
        screen.perform { canvas.setNeedsDisplay(CGRect(x: 2, y: 1, width: 3, height: 2)) }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(clips == [.infinite, CGRect(x: 2, y: 1, width: 3, height: 2)])
        #expect(nested == [true, true, true, true])
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3)).fill()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A partial redraw changes only the invalid rectangle: what was drawn elsewhere stays
    /// (UIKit keeps the view's backing store), and the rectangle is cleared first.
    @Test func partialRedrawKeepsTheRest() {
        var color = UIColor.red
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
        canvas.body = { rect, ctx in color.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 2)) }
        let screen = drawingScreen(8, 3) { $0.addSubview(canvas) }
        screen.perform { color = .blue; canvas.setNeedsDisplay(CGRect(x: 2, y: 0, width: 2, height: 2)) }
        expectLines(backgroundMap(screen, ["R": .red, "B": .blue]), ["RRBBRR..", "RRBBRR..", "........"])
        screen.perform { color = .green; canvas.setNeedsDisplay() }
        expectLines(backgroundMap(screen, ["G": .green]), ["GGGGGG..", "GGGGGG..", "........"])
    }

    /// Drawn content composes like any view's: subviews draw over it, the superview's
    /// `clipsToBounds` cuts it, alpha < 1 dims it, hidden hides it; a bounds size change
    /// stretches it (`.scaleToFill`) or keeps its size (`.topLeft`).
    @Test func drawnContentComposesWithTheHierarchy() {
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 8, height: 2))
        canvas.body = { _, ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.stroke(CGRect(x: 0, y: 0, width: 8, height: 2))
        }
        let label = UILabel(frame: CGRect(x: 1, y: 0, width: 3, height: 1))
        label.text = "abc"
        let clipper = UIView(frame: CGRect(x: 1, y: 1, width: 6, height: 2))
        clipper.clipsToBounds = true
        let screen = drawingScreen(12, 4) { host in
            host.addSubview(clipper)
            clipper.addSubview(canvas)
            canvas.addSubview(label)
        }
        let original = ["", " ┌abc──", " └─────", ""]
        let originalBackgrounds = ["............", ".RRRR.......", ".RRRR.......", "............"]
        expectScreen(screen.lines, equals: original)
        expectLines(backgroundMap(screen, ["R": .red]), originalBackgrounds)
        #expect(canvas.takeCalls().count == 1)
        screen.perform { canvas.alpha = 0.5 }
        #expect(screen.grid[1, 1].style.attributes.contains(.dim))
        screen.perform { canvas.alpha = 1; canvas.frame.size.width = 4 }
        expectScreen(screen.lines, equals: ["", " ┌abc", " └──┘", ""])
        expectLines(backgroundMap(screen, ["R": .red]), ["............", ".RR.........", ".RR.........", "............"])
        screen.perform { canvas.frame.size.width = 8 }
        expectScreen(screen.lines, equals: original)
        screen.perform { canvas.contentMode = .topLeft; canvas.frame.size.width = 4 }
        expectScreen(screen.lines, equals: original)
        expectLines(backgroundMap(screen, ["R": .red]), originalBackgrounds)
        #expect(canvas.takeCalls() == [])
        screen.perform { canvas.isHidden = true }
        expectScreen(screen.lines, equals: ["", "", "", ""])
    }

    /// The graphics state: transforms (translate, scale, rotate) move what is filled,
    /// `restoreGState()` brings back the colour saved, a clip limits a fill, a clear
    /// erases what was drawn before it; a line 2 wide is heavy, and a light line crossing
    /// it joins it with "┼".
    @Test func graphicsStateClipClearAndLineWeights() {
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        canvas.body = { _, ctx in
            ctx.saveGState()
            ctx.translateBy(x: 2, y: 1)
            ctx.scaleBy(x: 2, y: 1)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 5, width: 1, height: 1))   // the default fill colour: black
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 10, y: 0, width: 3, height: 6))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 8, y: 1, width: 10, height: 1))
            ctx.restoreGState()
            ctx.saveGState()
            ctx.translateBy(x: 16, y: 3)
            ctx.rotate(by: .pi / 2)
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            ctx.restoreGState()
            ctx.clear(CGRect(x: 3, y: 1, width: 1, height: 1))
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: 1, y: 4.5))
            ctx.addLine(to: CGPoint(x: 9, y: 4.5))
            ctx.strokePath()
            ctx.setLineWidth(1)
            ctx.move(to: CGPoint(x: 5.5, y: 3))
            ctx.addLine(to: CGPoint(x: 5.5, y: 6))
            ctx.strokePath()
        }
        let screen = drawingScreen(20, 6) { $0.addSubview(canvas) }
        expectScreen(screen.lines, equals: ["", "", "", "     │", " ━━━━┼━━━", "     │"])
        expectLines(backgroundMap(screen, ["R": .red, "B": .blue, "G": .green, "K": .black]), [
            "....................",
            "..R.RR....BBB.......",
            "..RRRR..............",
            "...............G....",
            "...............G....",
            "K...................",
        ], "backgrounds")
    }

    /// A dashed stroke leaves the cells of its gaps out: 3 painted, 2 not, from the start;
    /// a phase shifts the pattern; a `UIBezierPath` dash does the same.
    @Test func dashedStrokes() {
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 14, height: 3))
        canvas.body = { _, ctx in
            ctx.setStrokeColor(UIColor.white.cgColor)
            ctx.setLineDash(phase: 0, lengths: [3, 2])
            ctx.move(to: CGPoint(x: 0, y: 0.5))
            ctx.addLine(to: CGPoint(x: 12, y: 0.5))
            ctx.strokePath()
            ctx.setLineDash(phase: 1, lengths: [3, 2])
            ctx.move(to: CGPoint(x: 0, y: 1.5))
            ctx.addLine(to: CGPoint(x: 12, y: 1.5))
            ctx.strokePath()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 2.5))
            path.addLine(to: CGPoint(x: 12, y: 2.5))
            let pattern: [CGFloat] = [1, 1]
            path.setLineDash(pattern, count: 2, phase: 0)
            path.stroke()
        }
        let screen = drawingScreen(14, 3) { $0.addSubview(canvas) }
        expectScreen(screen.lines, equals: ["───  ───  ──", "──  ───  ───", "─ ─ ─ ─ ─ ─"])
    }
}
