import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct NavigationBarFocusTests {
    @Test func aFocusedBarButtonStaysFocusedWhenItsTitleChanges() {
        @MainActor final class ListViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "List"; navigationItem.rightBarButtonItem = editButtonItem }
        }
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        let list = ListViewController()
        let window = screen.makeWindow(root: UINavigationController(rootViewController: list))
        screen.press(.tab)
        #expect(window.focusedView.map { screen.grid[Int($0.convert(CGPoint.zero, to: nil).x), 0].character } == "E")

        screen.press(.enter)

        #expect(list.isEditing)
        #expect(screen.lines[0].hasSuffix("Done"))
        #expect(window.focusedView != nil)
        screen.press(.enter)
        #expect(!list.isEditing)
        #expect(screen.lines[0].hasSuffix("Edit"))
    }
}
