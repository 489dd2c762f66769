import Foundation
internal import InterfaceBuilderXML

/// Builds UIKit objects from an Interface Builder document, as UIKit's nib unarchiver
/// does from a compiled nib: each object is made (its custom class when registered),
/// its decoded properties set, its subviews added, then connections are made and every
/// object gets `awakeFromNib()` (in document order, after all connections, as UIKit).
///
/// Problems never abort loading: an unsupported element becomes a plain `UIView`
/// placeholder and an unknown class its element's UIKit class, each with a warning
/// naming the element, its path and its line (collected in `warnings`, and logged on the
/// application's diagnostics when one is running).
@MainActor
final class IBLoader {
    let document: IBDocument
    let bundle: Bundle?
    /// Warnings from reading and from instantiating, without repeats.
    private(set) var warnings: [IBDiagnostic] = []
    private var warned: Set<String> = []
    /// The storyboard made from this document (storyboards only).
    weak var storyboard: UIStoryboard?
    /// When true, every view made is kept in `recordedViews` with its IB object (`frames`).
    var recordsViews = false
    var recordedViews: [(IBObject, UIView)] = []
    /// Scale from the file's points to this screen's points (`uikit-ib render`/`run` fit an
    /// iPhone-sized scene to a terminal); nil keeps the file's points.
    var pointScale: (x: Double, y: Double)?
    /// Localized texts from `xx.lproj/Name.strings`: `"<object id>.<property>"` → text.
    var strings: [String: String] = [:]
    /// The creator block of `instantiateViewController(identifier:creator:)`, used for the
    /// next scene controller made.
    var pendingCreator: ((NSCoder) -> UIViewController?)?

    /// The class table current when the file was opened (`InterfaceBuilderClasses`), kept
    /// for every scene, segue and unwind made later; nil when none was current then, in
    /// which case the table current at each look-up is used.
    private let openedClasses: InterfaceBuilderClasses?

    init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
        self.openedClasses = InterfaceBuilderClasses.current
        for d in document.diagnostics { record(d) }
    }

    func record(_ d: IBDiagnostic) {
        let key = "\(d.line)|\(d.message)"
        guard warned.insert(key).inserted else { return }
        warnings.append(d)
        UIApplication._current?.diagnostics.warn(d.formatted(file: document.file))
    }

    func warn(_ o: IBObject, _ message: String) {
        record(IBDiagnostic(line: o.line, path: o.path, message: message))
    }

    // MARK: Classes

    /// The class table this file's classes are looked up in.
    var classes: InterfaceBuilderClasses? { openedClasses ?? InterfaceBuilderClasses.current }

    /// The registered class `name` (`customModule` tried first).
    func classEntry(named name: String, module: String? = nil) -> InterfaceBuilderClasses.Entry? {
        classes?.entry(named: name, module: module)
    }

    /// The registered action `selector` of `object`'s class (or a registered superclass).
    func registeredAction(_ selector: String, for object: AnyObject) -> Selector? {
        classes?.action(selector, for: object)
    }

    /// The registered class entry for `o`'s custom class, if it is a `Base` subclass;
    /// warns as UIKit does when the class is unknown or of the wrong kind.
    func customEntry<Base: AnyObject>(for o: IBObject, base: Base.Type) -> InterfaceBuilderClasses.Entry? {
        guard let name = o.customClass else { return nil }
        if NSClassFromUIKitName(name) != nil { return nil }
        guard let e = classEntry(named: name, module: o.customModule) else {
            warn(o, "Unknown class \(name) in Interface Builder file.")
            return nil
        }
        guard e.type is Base.Type else {
            warn(o, "class \(name) is not a \(Base.self); using \(Base.self)")
            return nil
        }
        return e
    }

    /// UIKit's own classes named as custom classes (`customClass="UIResponder"`).
    private func NSClassFromUIKitName(_ name: String) -> AnyClass? {
        switch name {
        case "UIResponder": return UIResponder.self
        case "UIView": return UIView.self
        case "UIViewController": return UIViewController.self
        case "UINavigationController": return UINavigationController.self
        case "UITableViewController": return UITableViewController.self
        case "UITabBarController": return UITabBarController.self
        case "UITableViewCell": return UITableViewCell.self
        case "UINavigationBar": return UINavigationBar.self
        default: return nil
        }
    }

    /// The object for `o`: its registered custom class made with `init?(coder:)` (or its
    /// factory), else `make` (UIKit's own class, also through `init?(coder:)`). A custom
    /// class whose `init?(coder:)` returns nil is reported and replaced by UIKit's class.
    func makeObject<T: AnyObject>(_ o: IBObject, base: T.Type, coder: NSCoder, default make: () -> T) -> T {
        if let e = customEntry(for: o, base: base), let f = e.make {
            if let obj = f(coder) as? T { return obj }
            warn(o, "init(coder:) of \(o.customClass ?? "?") returned nil; using \(T.self)")
        }
        return make()
    }

    /// The `UINibDecoder` for `o`: the values a class needs before its `init?(coder:)`
    /// returns (a table's style, a cell's style and reuse identifier, a button's type, a
    /// controller's nib name); everything else is applied after.
    func coder(for o: IBObject) -> UINibDecoder {
        var v: [String: Any] = [:]
        switch o.element {
        case "tableView":
            v["UIStyle"] = (Self.decode(o["style"], Self.tableViewStyles) ?? .plain).rawValue
        case "tableViewController":
            v["UIStyle"] = (Self.decode(o.keyed["view"]?["style"], Self.tableViewStyles) ?? .plain).rawValue
        case "tableViewCell":
            v["UITableViewCellStyle"] = Self.cellStyle(o["style"]).rawValue
            if let r = o["reuseIdentifier"] { v["UIReuseIdentifier"] = r }
        case "button":
            v["UIButtonType"] = Self.buttonType(o["buttonType"]).rawValue
        case "splitViewController":
            v["UISplitViewControllerStyle"] = Self.splitStyle(o["style"]).rawValue
        default:
            break
        }
        if Self.controllerElements.contains(o.element), let n = o["nibName"] { v["UINibName"] = n }
        return UINibDecoder(values: v)
    }
}

/// One unarchiving pass (a scene's controller, a controller's view, a xib): the objects
/// made so far by IB id, the connections to make once all exist, and the objects that
/// will get `awakeFromNib()`.
@MainActor
final class IBUnarchiving {
    var objects: [String: AnyObject] = [:]
    /// IB objects whose connections are pending, with the object made for each.
    var pending: [(IBObject, AnyObject)] = []
    var awake: [AnyObject] = []
    /// The controller a view is loaded for (segue triggers start from it).
    weak var controller: UIViewController?
    /// Every view made, in document order (for `frames`).
    var views: [(IBObject, UIView)] = []
    /// Container views (`<containerView>`) whose embed segues run once the view is made.
    var containers: [(IBObject, UIView)] = []
    /// Constraints to make once every view exists: the constraint, the view holding it, its IB object.
    var constraints: [(IBConstraint, UIView, IBObject)] = []
    /// Views of a cell that are its built-in labels and image view, by IB id.
    var builtins: [String: UIView] = [:]

    init() {}

    func add(_ o: IBObject, _ obj: AnyObject) {
        if let id = o.id { objects[id] = obj }
        pending.append((o, obj))
        awake.append(obj)
    }
}
