import Foundation
import Testing
import UIKit

/// Subclasses written as on iOS, each logging which of its initialisers ran.
@MainActor
final class ShapesFramedView: UIView {
    var log: [String] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        log.append("init(frame: \(Int(frame.width))x\(Int(frame.height)))")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        log.append("init(coder:)")
    }
}

@MainActor
final class ShapesCell: UITableViewCell {
    let badge = UILabel()
    var madeWith: String?
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWith = "init(style: \(style.rawValue), reuseIdentifier: \(reuseIdentifier ?? "nil"))"
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell that declares no initialiser: it inherits all of UITableViewCell's.
@MainActor
final class ShapesPlainCell: UITableViewCell {
    var flag = true
}

@MainActor
final class ShapesController: UIViewController {
    var log: [String] = []
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        log.append("init(nibName: \(nibNameOrNil ?? "nil"), bundle: \(nibBundleOrNil == nil ? "nil" : "set"))")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class ShapesBar: UINavigationBar {
    var madeInFrameInit = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeInFrameInit = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Apple's initialiser shapes (docs/DECISIONS.md "Initialiser shapes are Apple's"): which
/// initialiser UIKit runs for `UIView()`, `UIViewController()`, a registered cell class and
/// a navigation bar class, as Apple documents them.
@MainActor
@Suite struct InitialiserShapesTests {
    /// `UIView()` is `init(frame: .zero)`, so a subclass's override runs (UIView: "If you
    /// create a view object programmatically, this method [init(frame:)] is the designated
    /// initializer").
    @Test func viewInitCallsTheSubclassFrameInitialiser() {
        let v = ShapesFramedView()
        #expect(v.log == ["init(frame: 0x0)"])
        #expect(v.frame == .zero)
        let w = ShapesFramedView(frame: CGRect(x: 1, y: 2, width: 30, height: 4))
        #expect(w.log == ["init(frame: 30x4)"])
    }

    /// `UIViewController()` is `init(nibName: nil, bundle: nil)` ("If you specify nil for
    /// the nibName parameter…").
    @Test func controllerInitCallsTheSubclassNibInitialiser() {
        let c = ShapesController()
        #expect(c.log == ["init(nibName: nil, bundle: nil)"])
    }

    /// A table makes a registered class with `init(style: .default, reuseIdentifier:)`,
    /// running the subclass's override ("If you registered a class…, this method [dequeue]
    /// … calls the class's init(style:reuseIdentifier:) method").
    @Test func registeredCellClassIsMadeThroughTheOverride() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10), style: .plain)
        table.register(ShapesCell.self, forCellReuseIdentifier: "shape")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "shape") as? ShapesCell)
        #expect(cell.madeWith == "init(style: 0, reuseIdentifier: shape)")
        #expect(cell.reuseIdentifier == "shape")
        #expect(cell.badge.superview === cell.contentView)

        table.register(ShapesPlainCell.self, forCellReuseIdentifier: "plain")
        let plain = try #require(table.dequeueReusableCell(withIdentifier: "plain") as? ShapesPlainCell)
        #expect(plain.flag && plain.reuseIdentifier == "plain")
    }

    /// `init(navigationBarClass:toolbarClass:)` makes the bar of the given class (through
    /// its `init(frame:)`); nil keeps UIKit's.
    @Test func navigationControllerUsesTheGivenBarClass() {
        let nav = UINavigationController(navigationBarClass: ShapesBar.self, toolbarClass: nil)
        #expect((nav.navigationBar as? ShapesBar)?.madeInFrameInit == true)
        #expect(type(of: nav.toolbar) == UIToolbar.self)
        let plain = UINavigationController(rootViewController: UIViewController())
        #expect(type(of: plain.navigationBar) == UINavigationBar.self)
        #expect(plain.viewControllers.count == 1)
    }

    /// `UIAlertController()` is an action sheet (Apple's default `preferredStyle`); the
    /// convenience `init(title:message:preferredStyle:)` sets the style.
    @Test func alertControllerStyles() {
        #expect(UIAlertController().preferredStyle == .actionSheet)
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        #expect(alert.preferredStyle == .alert && alert.title == "T" && alert.message == "M")
        #expect(alert.popoverPresentationController == nil)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).popoverPresentationController != nil)
    }

    /// `UITableViewController(style:)` is designated; `UITableViewController()` is plain.
    @Test func tableViewControllerStyles() {
        #expect(UITableViewController(style: .grouped).tableView.style == .grouped)
        #expect(UITableViewController().tableView.style == .plain)
    }

    /// `UITableViewCell()` keeps a cell's default size (a zero frame is not applied).
    @Test func plainCellKeepsItsDefaultSize() {
        let cell = UITableViewCell()
        #expect(cell.frame.width > 0 && cell.frame.height > 0)
        #expect(cell.reuseIdentifier == nil)
    }
}
