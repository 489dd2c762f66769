import Foundation
import HeadlessBackend
import Testing
import TestSupport
import UIKit

/// Shapes of iOS 14/15 API that code written today uses: button configurations, a text
/// view with a text container, and size transitions (Apple's UIButton.Configuration,
/// UITextView and UIContentContainer documentation).
@MainActor
@Suite struct IOSShapesTests {
    @Test func aConfiguredButtonTakesItsTitleAndColoursAndRunsItsPrimaryAction() {
        let screen = HeadlessScreen.checked()
        var taps = 0
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        config.baseBackgroundColor = .systemGreen
        let button = UIButton(configuration: config, primaryAction: UIAction(title: "Ignored") { _ in taps += 1 })
        #expect(button.buttonType == .system)
        #expect(button.configuration?.title == "Save")
        #expect(button.currentTitle == "Save")
        // A filled button's title is white by default; its background the base colour.
        #expect(button.currentTitleColor == .white)
        #expect(button.backgroundColor == .systemGreen)
        let vc = UIViewController()
        button.frame = CGRect(x: 2, y: 2, width: 10, height: 1)
        vc.view.addSubview(button)
        screen.makeWindow(root: vc)
        // The brackets at the 10-column bounds' edges, the title centred between them.
        #expect(screen.lines[2] == "  [  Save  ]")
        screen.click(x: 5, y: 2)
        #expect(taps == 1)

        // No title in the configuration: the primary action's; plain: the tint's colour.
        let plain = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Share") { _ in })
        #expect(plain.currentTitle == "Share")
        #expect(plain.backgroundColor == nil)
        #expect(UIButton.Configuration.plain().contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func theConfigurationUpdateHandlerRunsWhenTheStateChanges() {
        let screen = HeadlessScreen.checked()
        let button = UIButton(configuration: .tinted())
        var seen: [Bool] = []
        button.configurationUpdateHandler = { b in
            seen.append(b.isEnabled)
            var c = b.configuration
            c?.title = b.isEnabled ? "On" : "Off"
            b.configuration = c
        }
        let vc = UIViewController()
        button.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
        vc.view.addSubview(button)
        screen.makeWindow(root: vc)
        #expect(button.currentTitle == "On")
        screen.perform { button.isEnabled = false }
        #expect(button.currentTitle == "Off")
        #expect(seen == [true, false])
    }

    @Test func aTextViewMadeWithATextContainerKeepsIt() {
        let container = NSTextContainer(size: CGSize(width: 200, height: 100))
        container.maximumNumberOfLines = 3
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), textContainer: container)
        #expect(tv.textContainer === container)
        #expect(tv.textContainer.size == CGSize(width: 200, height: 100))
        #expect(tv.textContainer.lineFragmentPadding == 5)
        // Without one, a container of its own that tracks the view's width.
        let own = UITextView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), textContainer: nil)
        #expect(own.textContainer.widthTracksTextView)
        #expect(own.textContainer !== container)
    }

    final class SizeWatcher: UIViewController {
        var log: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("will \(Int(size.width))x\(Int(size.height)) view \(Int(view.bounds.width))x\(Int(view.bounds.height))")
            coordinator.animate(alongsideTransition: { [unowned self] _ in
                log.append("alongside view \(Int(view.bounds.width))x\(Int(view.bounds.height))")
            }, completion: { [unowned self] context in
                log.append("completion animated=\(context.isAnimated)")
            })
        }
    }

    @Test func aResizeTellsControllersBeforeAndRunsTheCoordinatorsBlocksAfter() {
        let screen = HeadlessScreen.checked()
        let child = SizeWatcher()
        let nav = UINavigationController(rootViewController: child)
        screen.makeWindow(root: nav)
        screen.resize(width: 100, height: 30)
        // Told before the views change (still 80 × 24, the child below the one-row bar),
        // the alongside block with the new layout, then the completion; a navigation
        // controller passes the message to its child.
        #expect(child.log == ["will 100x30 view 80x23", "alongside view 100x29", "completion animated=false"])
        screen.resize(width: 100, height: 30)
        #expect(child.log.count == 3)
    }
}
