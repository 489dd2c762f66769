import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UIMenuTests {
    private func sortMenu(_ log: ControlsEventLog) -> UIMenu {
        UIMenu(title: "Sort", children: [
            UIAction(title: "Name", state: .on) { a in log.log("Name sender=\(a.sender is UIButton)") },
            UIAction(title: "Date") { _ in log.log("Date") },
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Hidden", attributes: .hidden) { _ in log.log("Hidden") },
                UIAction(title: "Locked", attributes: .disabled) { _ in log.log("Locked") },
                UIAction(title: "Delete All", attributes: .destructive) { _ in log.log("Delete All") },
            ]),
            UIMenu(title: "More", children: [UIAction(title: "Size") { _ in log.log("Size") }]),
        ])
    }

    /// A system button titled `title` that shows `menu` when tapped (`showsMenuAsPrimaryAction`).
    private func menuButton(_ title: String, _ menu: UIMenu) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        return button
    }

    private func host(_ button: UIButton) -> HeadlessScreen {
        let screen = HeadlessScreen.checked(width: 30, height: 12)
        button.frame = CGRect(x: 1, y: 1, width: 8, height: 1)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(button) })
        return screen
    }

    @Test func elementsKeepUIKitsAttributesAndOptions() {
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenuElement.State.on.rawValue == 1)
        let log = ControlsEventLog()
        let menu = sortMenu(log)
        #expect(menu.children.count == 4)
        #expect(menu.selectedElements.map(\.title) == ["Name"])
        let replaced = menu.replacingChildren([])
        #expect(replaced.title == "Sort" && replaced.identifier == menu.identifier && replaced.children.isEmpty)
    }

    @Test func aTapShowsTheMenuAsPrimaryActionAndKeysChoose() {
        let log = ControlsEventLog()
        let button = menuButton("Sort", sortMenu(log))
        controlsLogEvents(button, "button", log, [(.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                                                   (.menuActionTriggered, "menuActionTriggered"),
                                                   (.primaryActionTriggered, "primaryActionTriggered")])
        let screen = host(button)
        screen.click(x: 3, y: 1)
        screen.runLoop()
        expectLines(log.take(), ["button.touchDown", "button.menuActionTriggered"])
        expectScreen(screen.lines, rows: 0..<10, equal: [
            "",
            " [ Sort ]",
            " ┌──────────────┐",
            " │✓ Name        │",
            " │  Date        │",
            " ├──────────────┤",
            " │  Locked      │",
            " │  Delete All  │",
            " ├──────────────┤",
            " │  More      › │",
        ])
        #expect(controlsCommonAttributes(screen, x: 2, y: 3, count: 14).contains(.reverse), "the first row is selected")
        #expect(controlsAttributes(screen, x: 4, y: 6).contains(.dim))
        screen.press(.down)         // Date
        screen.press(.down)         // skips Locked: Delete All
        screen.press(.enter)
        screen.runLoop()
        expectLines(log.take(), ["Delete All"])
        expectScreen(screen.lines, rows: 0..<4, equal: ["", " [ Sort ]", "", ""])
    }

    @Test func submenusOpenInPlaceAndEscapeGoesBackThenCloses() {
        let log = ControlsEventLog()
        let button = menuButton("Sort", sortMenu(log))
        let screen = host(button)
        screen.press(.tab)
        screen.press(.enter)
        for _ in 0..<3 { screen.press(.down) }
        screen.press(.right)
        screen.runLoop()
        expectScreen(screen.lines, rows: 2..<7, equal: [" ┌──────────┐", " │  ‹ More  │", " ├──────────┤", " │  Size    │", " └──────────┘"])
        screen.press(.escape)
        screen.runLoop()
        #expect(screen.lines[3] == " │✓ Name        │")
        screen.press(.escape)
        screen.runLoop()
        expectScreen(screen.lines, rows: 0..<4, equal: ["", " [ Sort ]", "", ""])
        // Focus is back on the button: Enter opens the menu again; a click on a row chooses.
        screen.press(.enter)
        screen.click(x: 4, y: 3)
        screen.runLoop()
        expectLines(log.take(), ["Name sender=true"])
    }

    @Test func aClickOutsideClosesAndADeferredElementLoadsWhenShown() {
        let log = ControlsEventLog()
        var asked = 0
        var complete: (@MainActor ([UIMenuElement]) -> Void)?
        let deferred = UIDeferredMenuElement { completion in asked += 1; complete = completion }
        let button = menuButton("Open", UIMenu(children: [UIAction(title: "Now") { _ in log.log("Now") }, deferred]))
        let screen = host(button)
        screen.click(x: 3, y: 1)
        screen.runLoop()
        #expect(screen.lines[4] == " │  Loading…  │")
        complete?([UIAction(title: "Recent") { _ in log.log("Recent") }])
        screen.runLoop()
        #expect(screen.lines[4] == " │  Recent  │")
        screen.click(x: 25, y: 10)
        screen.runLoop()
        expectScreen(screen.lines, rows: 2..<5, equal: ["", "", ""])
        screen.click(x: 3, y: 1)
        screen.runLoop()
        #expect(asked == 1, "a cached deferred element is asked once")
        #expect(screen.lines[4] == " │  Recent  │")
        #expect(log.take().isEmpty)
    }
}
