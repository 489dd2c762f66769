import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct PresentationResizeTests {
    @Test func aSheetFollowsATerminalResize() {
        let screen = HeadlessScreen.checked(width: 60, height: 20)
        let root = UIViewController()
        screen.makeWindow(root: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        screen.settle()
        #expect(sheet.view.frame == CGRect(x: 3, y: 2, width: 54, height: 17))

        screen.resize(width: 40, height: 12)

        #expect(sheet.view.frame == CGRect(x: 3, y: 2, width: 34, height: 9))
        expectScreen(screen.lines, rows: 1..<2, equal: ["  ┌" + String(repeating: "─", count: 34) + "┐"])
        expectScreen(screen.lines, rows: 11..<12, equal: ["  └" + String(repeating: "─", count: 34) + "┘"])
    }

    @Test func focusReturnsToWhereItWasAfterADismissal() {
        @MainActor final class Root: UIViewController {
            let about = UIButton(type: .system)
            let other = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                other.setTitle("Other", for: .normal); other.frame = CGRect(x: 1, y: 1, width: 9, height: 1)
                about.setTitle("About", for: .normal); about.frame = CGRect(x: 1, y: 3, width: 9, height: 1)
                view.addSubview(other); view.addSubview(about)
            }
        }
        let screen = HeadlessScreen.checked(width: 40, height: 12)
        let root = Root()
        let window = screen.makeWindow(root: root)
        window.focus(root.about)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        screen.settle()
        #expect(window.focusedView !== root.about)

        sheet.dismiss(animated: false)
        screen.settle()

        #expect(window.focusedView === root.about)
    }
}
