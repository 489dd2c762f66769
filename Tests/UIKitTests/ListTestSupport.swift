import Foundation
import HeadlessBackend
import TestSupport
import Testing
import UIKit

/// The trace and cell numbering of one table or collection view test. Cells the view
/// makes (registered classes) find it through a task-local value, so parallel tests
/// never share it.
@MainActor
final class ListTrace {
    @TaskLocal static var current: ListTrace?
    var lines: [String] = []
    var cellCount = 0
    func log(_ s: String) { lines.append(s) }
    func reset() { lines.removeAll() }
}

/// A controller whose root view is the given view (a table or collection view filling
/// the screen).
@MainActor
final class ViewHostController: UIViewController {
    let root: UIView
    /// Objects the view holds weakly (data source, delegate) that the test keeps alive.
    var keepAlive: [AnyObject] = []
    init(root: UIView) { self.root = root; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() { view = root }
}

/// A `width` × `height` screen showing `view` (given the screen's size) as its window's
/// root view, after the first pass; `keepAlive` stays with the host controller.
@MainActor
func showRootView(_ view: UIView, width: Int, height: Int, keepAlive: [AnyObject]) -> (HeadlessScreen, ViewHostController) {
    let screen = HeadlessScreen.checked(width: width, height: height)
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let host = ViewHostController(root: view)
    host.keepAlive = keepAlive
    screen.makeWindow(root: host)
    return (screen, host)
}
