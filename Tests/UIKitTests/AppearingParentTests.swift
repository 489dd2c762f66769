import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct AppearingParentTests {
    /// A child added inside the parent's viewWillAppear appears with the parent
    /// (will after the parent's will, did after the parent's did).
    @Test func childAddedWhileParentAppearsAppearsWithIt() {
        @MainActor final class Parent: LoggingViewController {
            var child: LoggingViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                guard let child, child.parent == nil else { return }
                addChild(child); view.addSubview(child.view); child.didMove(toParent: self)
            }
        }
        let trace = Trace()
        let screen = HeadlessScreen.checked()
        let parent = Parent("Parent", trace)
        parent.child = LoggingViewController("Child", trace)

        screen.makeWindow(root: parent)

        #expect(trace.withoutLayout.filter { $0.contains("ppear") } == [
            "Parent.viewWillAppear(false)", "Child.viewWillAppear(false)",
            "Parent.viewDidAppear(false)", "Child.viewDidAppear(false)"])
    }
}
