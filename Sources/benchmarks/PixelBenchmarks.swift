import Foundation
import SDLBackend
import UIKit
import UIKitEngine

/// The pixel backend's software renderer: time per frame of a scrolling list of 2,000
/// names on a 390 × 844-point screen at 2x (render tree built by UIKit + pixels drawn), of
/// a flip transition of that list, and the resident memory of the process with that
/// window's backend.
@MainActor
func runPixelBenchmarks() {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "c")
            cell.textLabel?.text = "Contact \(indexPath.row) 联系人"
            cell.detailTextLabel?.text = "+1 555 01\(indexPath.row % 100)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }
    guard let backend = try? SDLBackend(offscreenSize: SDLBackend.defaultSize, scale: 2) else {
        report("pixels: fonts missing (fonts-inter, fonts-dejavu-core, fonts-wqy-microhei)", "-")
        return
    }
    let app = UIApplication(backend: backend, notificationCenter: NotificationCenter())
    let source = Source()
    let table = UITableView(frame: CGRect(origin: .zero, size: backend.screenSize))
    app.withCurrent {
        let vc = UIViewController()
        table.dataSource = source
        vc.view = table
        let window = UIWindow(frame: CGRect(origin: .zero, size: backend.screenSize))
        window.rootViewController = vc
        window.makeKeyAndVisible()
    }
    backend.settle(app)
    let frames = 60
    var treeTime = 0.0, renderTime = 0.0, damageTime = 0.0, damagedPixels = 0, scrollTime = 0.0, scrolledPixels = 0, movedFrames = 0
    var canvas = backend.snapshot()
    var moved = canvas
    var shown = backend.lastTree
    for i in 0..<frames {
        app.withCurrent { table.contentOffset = CGPoint(x: 0, y: CGFloat(i * 7)) }
        treeTime += measure { backend.settle(app) }
        renderTime += measure { _ = backend.snapshot() }
        // The window's way: only the regions that differ from the frame shown before.
        if var c = canvas, let tree = backend.lastTree {
            var boxes: [PixelCanvas.Box] = []
            damageTime += measure { boxes = backend.renderer.redraw(tree, on: &c, in: tree.damage(since: shown)) }
            damagedPixels += boxes.reduce(0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
            canvas = c
            // What a window does now: the scrolled rows moved, only what moving cannot give drawn.
            if var m = moved, let old = shown {
                scrollTime += measure { boxes = backend.renderer.update(&m, from: old, to: tree) }
                let drawn = backend.renderer.lastUpdateMovedRows ? boxes.dropLast() : boxes[...]
                scrolledPixels += drawn.reduce(0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
                if backend.renderer.lastUpdateMovedRows { movedFrames += 1 }
                moved = m
            }
            shown = tree
        }
    }
    report("pixels: scrolling list 390x844 @2x, render tree per frame", fmtMilli(treeTime / Double(frames)))
    report("pixels: scrolling list 390x844 @2x, whole frame drawn", fmtMilli(renderTime / Double(frames)))
    report("pixels: scrolling list 390x844 @2x, damaged regions redrawn", fmtMilli(damageTime / Double(frames)))
    report("pixels: damaged pixels per scrolling frame", "\(damagedPixels / frames) of \(780 * 1688)")
    report("pixels: scrolling list 390x844 @2x, window frame (rows moved, rest redrawn)", fmtMilli(scrollTime / Double(frames)))
    report("pixels: pixels drawn per scrolling window frame", "\(scrolledPixels / frames) of \(780 * 1688) (rows moved in \(movedFrames) of \(frames) frames)")
    if let m = moved, let c = canvas { report("pixels: moved frames equal whole frames", m == c ? "yes" : "NO") }
    // A caret-sized change: one label's text in an otherwise still screen.
    let label = UILabel(frame: CGRect(x: 16, y: 60, width: 200, height: 21))
    app.withCurrent { table.superview?.addSubview(label); label.text = "0" }
    backend.settle(app)
    if var c = backend.snapshot() {
        shown = backend.lastTree
        var t = 0.0
        for i in 1...frames {
            app.withCurrent { label.text = "\(i)" }
            backend.settle(app)
            guard let tree = backend.lastTree else { break }
            t += measure { _ = backend.renderer.redraw(tree, on: &c, in: tree.damage(since: shown)) }
            shown = tree
        }
        report("pixels: one label changing, damaged regions redrawn", fmtMilli(t / Double(frames)))
    }
    // A flip (`UIView.transition`, `.transitionFlipFromLeft`, 0.5 s) frame by frame at 60
    // frames per second on the app clock: the view turned in perspective (drawn flat on
    // black and on white, then mapped through the inverse perspective).
    if let clock = backend.clock as? ManualClock {
        app.withCurrent { UIView.transition(with: table, duration: 0.5, options: .transitionFlipFromLeft, animations: nil) }
        var flipTree = 0.0, flipRender = 0.0, flipFrames = 0
        while flipFrames < 29 {
            clock.advance(by: 1.0 / 60)
            flipTree += measure { app.runUntilIdle() }
            guard let tree = backend.lastTree else { break }
            flipRender += measure { _ = backend.renderer.render(tree) }
            flipFrames += 1
        }
        backend.settle(app)
        report("pixels: flip transition 390x844 @2x, render tree per frame", fmtMilli(flipTree / Double(max(1, flipFrames))))
        report("pixels: flip transition 390x844 @2x, whole frame drawn", fmtMilli(flipRender / Double(max(1, flipFrames))))
    }
    report("pixels: nodes per frame", "\(backend.lastTree?.nodeCount ?? 0)")
    report("pixels: resident memory with the backend", "\(residentKilobytes()) kB")
}
