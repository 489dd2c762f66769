import Foundation
import Testing
@_spi(CellRendering) import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// System colours on the headless screen, which draws as the terminal does: `label` and
/// the system backgrounds are the device's own default colours, other colours their real
/// values, translucent ones blended over the system background; a view's
/// `overrideUserInterfaceStyle` switches its subtree to the dark values.
@MainActor
@Suite struct SemanticColorScreenTests {
    private func label(_ text: String, _ color: UIColor, row: Int) -> UILabel {
        let l = UILabel(frame: CGRect(x: 0, y: row, width: 10, height: 1))
        l.text = text
        l.textColor = color
        return l
    }

    @Test func labelColoursOnACharacterDevice() {
        let screen = HeadlessScreen.checked(width: 10, height: 4)
        screen.makeWindow(root: ControlsHostController { v in
            v.addSubview(self.label("Primary", .label, row: 0))
            v.addSubview(self.label("Second", .secondaryLabel, row: 1))
            v.addSubview(self.label("Red", .systemRed, row: 2))
            v.addSubview(self.label("Link", .link, row: 3))
        })
        expectScreen(screen.lines, equals: ["Primary", "Second", "Red", "Link"])
        #expect(screen.grid[0, 0].style.foreground == .default)
        // (60, 60, 67) at 60 % over white.
        #expect(screen.grid[0, 1].style.foreground == .rgb(138, 138, 142))
        #expect(screen.grid[0, 2].style.foreground == .rgb(255, 59, 48))
        #expect(screen.grid[0, 3].style.foreground == .rgb(0, 122, 255))
    }

    @Test func aSystemBackgroundIsOpaqueInTheDevicesOwnBackground() {
        let screen = HeadlessScreen.checked(width: 10, height: 3)
        screen.makeWindow(root: ControlsHostController { v in
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
            red.backgroundColor = .red
            let sheet = UIView(frame: CGRect(x: 2, y: 1, width: 6, height: 1))
            sheet.backgroundColor = .systemBackground
            v.addSubview(red)
            v.addSubview(sheet)
        })
        expectScreen(screen.lines, equals: ["", "", ""])
        #expect((0..<10).map { screen.grid[$0, 1].style.background }
                == [.rgb(255, 0, 0), .rgb(255, 0, 0)] + Array(repeating: .default, count: 6) + [.rgb(255, 0, 0), .rgb(255, 0, 0)])
        #expect(screen.grid[0, 0].style.background == .rgb(255, 0, 0))
    }

    final class TraitLoggingView: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    @Test func aDarkOverrideResolvesTheSubtreeDark() {
        let screen = HeadlessScreen.checked(width: 10, height: 4)
        let panel = TraitLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let inner = TraitLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        screen.makeWindow(root: ControlsHostController { v in
            panel.addSubview(inner)
            inner.addSubview(self.label("Red", .systemRed, row: 0))
            inner.addSubview(self.label("Second", .secondaryLabel, row: 1))
            v.addSubview(panel)
            v.addSubview(self.label("Red", .systemRed, row: 2))
            v.addSubview(self.label("Second", .secondaryLabel, row: 3))
        })
        expectScreen(screen.lines, equals: ["Red", "Second", "Red", "Second"])
        #expect(screen.grid[0, 0].style.foreground == .rgb(255, 59, 48))
        #expect(inner.traitCollection.userInterfaceStyle == .light)

        panel.overrideUserInterfaceStyle = .dark
        screen.runLoop()
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(panel.changes == [.light] && inner.changes == [.light])
        // Dark values: system red (255, 69, 58); (235, 235, 245) at 60 % over black.
        #expect(screen.grid[0, 0].style.foreground == .rgb(255, 69, 58))
        #expect(screen.grid[0, 1].style.foreground == .rgb(141, 141, 147))
        #expect(screen.grid[0, 2].style.foreground == .rgb(255, 59, 48))
        #expect(screen.grid[0, 3].style.foreground == .rgb(138, 138, 142))

        // A child with its own override keeps it; the rest follow the parent back to light.
        inner.overrideUserInterfaceStyle = .dark
        panel.overrideUserInterfaceStyle = .unspecified
        screen.runLoop()
        #expect(panel.changes == [.light, .dark] && inner.changes == [.light])
        #expect(screen.grid[0, 0].style.foreground == .rgb(255, 69, 58))
    }

    @Test func aControllersOverrideAppliesToItsViews() {
        let screen = HeadlessScreen.checked(width: 10, height: 1)
        let host = ControlsHostController { v in v.addSubview(self.label("Red", .systemRed, row: 0)) }
        host.overrideUserInterfaceStyle = .dark
        screen.makeWindow(root: host)
        #expect(host.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.grid[0, 0].style.foreground == .rgb(255, 69, 58))
    }

    /// A device without default colours of its own (a pixel display) draws every colour
    /// with its real value: `label` is black, the background white.
    @Test func aDeviceWithoutNativeColoursDrawsTheRealValues() {
        let backend = HeadlessBackend(width: 8, height: 2)
        backend.metrics.hasNativeDefaultColors = false
        let screen = HeadlessScreen(backend: backend, application: UIApplication(backend: backend))
        screen.makeWindow(root: ControlsHostController { v in
            v.backgroundColor = .systemBackground
            v.addSubview(self.label("Text", .label, row: 0))
        })
        expectScreen(screen.lines, equals: ["Text", ""])
        #expect(screen.grid[0, 0].style.foreground == .rgb(0, 0, 0))
        #expect(screen.grid[5, 1].style.background == .rgb(255, 255, 255))
        #expect(screen.application.diagnostics.unacknowledged.isEmpty)
    }

    /// Colours the framework's cell drawing (`draw(in:)`) resolves come out in the drawing
    /// view's traits.
    final class SwatchView: UIView {
        override func draw(in context: UIRenderContext) {
            context.drawText("■", at: .zero, style: CellStyle(foreground: context.cellColor(.systemBlue)))
            let current = UITraitCollection.current.userInterfaceStyle == .dark ? "D" : "L"
            context.drawText(current, at: CGPoint(x: 1, y: 0))
        }
    }

    @Test func drawingSeesTheViewsTraitsAsCurrent() {
        let screen = HeadlessScreen.checked(width: 4, height: 2)
        screen.makeWindow(root: ControlsHostController { v in
            let light = SwatchView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
            let dark = SwatchView(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
            dark.overrideUserInterfaceStyle = .dark
            v.addSubview(light)
            v.addSubview(dark)
        })
        expectScreen(screen.lines, equals: ["■L", "■D"])
        #expect(screen.grid[0, 0].style.foreground == .rgb(0, 122, 255))
        #expect(screen.grid[0, 1].style.foreground == .rgb(10, 132, 255))
    }

    /// A custom view's `draw(_:)` runs with its traits as `UITraitCollection.current`, so a
    /// dynamic colour set into the context is the view's variant; an override redraws it.
    final class FillView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemBlue.setFill()
            UIRectFill(bounds)
        }
    }

    @Test func drawRectResolvesDynamicColoursInTheViewsTraits() {
        let screen = HeadlessScreen.checked(width: 4, height: 2)
        let light = FillView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let dark = FillView(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
        screen.makeWindow(root: ControlsHostController { v in v.addSubview(light); v.addSubview(dark) })
        #expect(screen.grid[0, 0].style.background == .rgb(0, 122, 255))
        #expect(screen.grid[0, 1].style.background == .rgb(0, 122, 255))
        dark.overrideUserInterfaceStyle = .dark
        screen.runLoop()
        #expect(screen.grid[0, 0].style.background == .rgb(0, 122, 255))
        #expect(screen.grid[0, 1].style.background == .rgb(10, 132, 255))
    }
}
