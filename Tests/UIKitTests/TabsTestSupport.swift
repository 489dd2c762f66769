import Foundation
import Testing
@_spi(CellRendering) import UIKit
import UIKitEngine
import HeadlessBackend

/// Helpers for the tab bar, presentation, alert and storyboard tests.

/// A view that draws fixed lines of text (content for whole-screen tests).
@MainActor
final class TextLinesView: UIView {
    var lines: [String]
    init(_ lines: [String], frame: CGRect = .zero) {
        self.lines = lines
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        lines = []
        super.init(coder: coder)
    }
    override func draw(in context: UIRenderContext) {
        for (i, line) in lines.enumerated() { context.drawText(line, at: CGPoint(x: 0, y: i)) }
    }
}

/// A logging controller whose view shows `lines`.
@MainActor
final class ContentViewController: LoggingViewController {
    var lines: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        let v = TextLinesView(lines, frame: view.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(v)
    }
}

/// The tab bar controller's delegate, logging in the contract's form.
@MainActor
final class TabDelegateLogger: UITabBarControllerDelegate {
    let trace: Trace
    var answer = true
    /// `selectedViewController` as seen inside each didSelect.
    var selectedInsideDidSelect: [UIViewController?] = []
    init(_ trace: Trace) { self.trace = trace }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        trace.log("TabDelegate.tabBarController(Tab, shouldSelect: \(LoggingViewController.nameOf(viewController))) -> \(answer)")
        return answer
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selectedInsideDidSelect.append(tabBarController.selectedViewController)
        trace.log("TabDelegate.tabBarController(Tab, didSelect: \(LoggingViewController.nameOf(viewController)))")
    }
}

/// A controller made by a storyboard scene: logs `awakeFromNib` and the segue hooks.
@MainActor
class SceneViewController: LoggingViewController {
    var shouldPerform = true
    var onPrepare: ((UIStoryboardSegue, Any?) -> Void)?
    override func awakeFromNib() { super.awakeFromNib(); trace.log("\(name).awakeFromNib()") }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        trace.log("\(name).shouldPerformSegue(withIdentifier: \"\(identifier)\", sender: \(senderName(sender))) -> \(shouldPerform)")
        return shouldPerform
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        trace.log("\(name).prepare(for: segue, sender: \(senderName(sender)))")
        onPrepare?(segue, sender)
    }
    func senderName(_ sender: Any?) -> String {
        guard let sender else { return "nil" }
        if let s = sender as? String { return s }
        if sender is UIBarButtonItem || sender is UIControl { return "button" }
        if let vc = sender as? UIViewController { return LoggingViewController.nameOf(vc) }
        return String(describing: type(of: sender))
    }
}

/// A segue class that logs its creation and `perform()` in the contract's form.
@MainActor
final class LoggingSegue: UIStoryboardSegue {
    var trace: Trace? {
        (source as? LoggingViewController)?.trace ?? (destination as? LoggingViewController)?.trace
    }
    required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        trace?.log("UIStoryboardSegue.init(identifier: \"\(identifier ?? "")\", source: \(LoggingViewController.nameOf(source)), destination: \(LoggingViewController.nameOf(destination)))")
    }
    override func perform() {
        trace?.log("segue.perform()")
        super.perform()
    }
}

extension HeadlessScreen {
    /// The text attributes of the cell at (`x`, `y`).
    @MainActor func attributes(x: Int, y: Int) -> CellAttributes { grid[x, y].style.attributes }
}
