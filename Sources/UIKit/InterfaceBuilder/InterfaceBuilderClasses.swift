import Foundation

/// The class table nib loading uses instead of the Objective-C runtime
/// (`NSClassFromString`, `respondsToSelector:`), which Swift on Linux does not have.
///
/// An Interface Builder file names classes (`customClass="ListViewController"`) and action
/// selectors (`selector="addTapped:"`, `unwindAction="unwindToList:"`); register the
/// classes of your module once, before loading (the `uikit-port` tool generates these
/// calls from `@IBAction` methods and class declarations):
///
///     InterfaceBuilderClasses.register(ListViewController.self,
///                                      actions: [Selector(ListViewController.addTapped, name: "addTapped:"),
///                                                Selector(ListViewController.unwindToList, name: "unwindToList:")])
///     InterfaceBuilderClasses.register(BadgeView.self)
///
/// Views and view controllers are made as on iOS, through their `required init?(coder:)`
/// (with a `UINibDecoder`); the file's attributes are applied afterwards.
///
/// Names are looked up as written, then without a module prefix (`MyApp.Badge` ↔ `Badge`),
/// since `customModule` often differs from the SwiftPM target (Xcode's "inherit module
/// from target"). A class that is not registered loads as the element's UIKit class with
/// UIKit's warning "Unknown class X in Interface Builder file.".
///
/// The table is process-wide, like the Objective-C class table: registering is idempotent
/// (a name registered again with another class: the last one wins; a shorter alias of a
/// qualified name never replaces another class's entry) and thread-safe. Apps register
/// their classes under `Module.Class` (`named: "ContactsApp.LoginViewController"`), which
/// the file's `customModule` finds first.
public enum InterfaceBuilderClasses {
    struct Entry {
        let type: AnyClass
        /// Makes an instance for a file (views and controllers: `init?(coder:)`); nil when
        /// the class cannot make one (`init?(coder:)` failed).
        let make: (@MainActor (NSCoder) -> AnyObject?)?
        var actions: [String: Selector]
    }

    nonisolated(unsafe) private static var table: [String: Entry] = [:]
    nonisolated(unsafe) private static var actionsByType: [ObjectIdentifier: [String: Selector]] = [:]
    private static let lock = NSLock()

    /// Registers a view controller class, made from a file through its `init?(coder:)` as
    /// on iOS, and the actions (by Objective-C selector name, `Selector(_:name:)`) it implements.
    public static func register<T: UIViewController>(_ type: T.Type, named name: String? = nil, actions: [Selector] = []) {
        add(name ?? String(describing: type), Entry(type: type, make: { coder in type.init(coder: coder) }, actions: dictionary(actions)))
    }

    /// Registers a view controller class with a factory used instead of `init?(coder:)`
    /// (as `instantiateViewController(identifier:creator:)` does for one scene).
    public static func register<T: UIViewController>(_ type: T.Type, named name: String? = nil, actions: [Selector] = [],
                                                     make: @escaping @MainActor () -> T) {
        add(name ?? String(describing: type), Entry(type: type, make: { _ in make() }, actions: dictionary(actions)))
    }

    /// Registers a view class, made from a file through its `init?(coder:)` as on iOS, with
    /// the actions it implements (a table cell that is the target of its buttons' actions,
    /// a File's Owner view).
    public static func register<T: UIView>(_ type: T.Type, named name: String? = nil, actions: [Selector] = []) {
        add(name ?? String(describing: type), Entry(type: type, make: { coder in type.init(coder: coder) }, actions: dictionary(actions)))
    }

    /// Registers a custom segue class (`<segue customClass="FadeSegue" kind="custom">`).
    public static func register<T: UIStoryboardSegue>(_ type: T.Type, named name: String? = nil) {
        add(name ?? String(describing: type), Entry(type: type, make: nil, actions: [:]))
    }

    /// Registers the actions of any class (a File's Owner that is not a view or
    /// controller, an object in a xib).
    public static func register<T: AnyObject>(actions: [Selector], for type: T.Type, named name: String? = nil,
                                              make: (@MainActor () -> T)? = nil) {
        add(name ?? String(describing: type), Entry(type: type, make: make.map { m in { @MainActor _ in m() } }, actions: dictionary(actions)))
    }

    private static func dictionary(_ actions: [Selector]) -> [String: Selector] {
        var d: [String: Selector] = [:]
        for a in actions { d[a.name] = a }
        return d
    }

    private static func add(_ name: String, _ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        table[name] = entry
        for alias in aliases(of: name) where table[alias] == nil { table[alias] = entry }
        actionsByType[ObjectIdentifier(entry.type), default: [:]].merge(entry.actions) { _, new in new }
    }

    /// The shorter names a qualified registration also answers to, never replacing a class
    /// registered under that name (two modules' `LoginViewController`s in one process keep
    /// their own): `Module.Class` → `Class`; a nested type's
    /// `Module.Outer.Class` → `Module.Class` only (what a file's `customModule` and
    /// `customClass` name), so it cannot capture another file's bare `Class`.
    private static func aliases(of name: String) -> [String] {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count > 1, let last = parts.last else { return [] }
        return parts.count == 2 ? [last] : [parts[0] + "." + last]
    }

    /// The entry registered as `name` (with or without a module prefix).
    static func entry(named name: String, module: String? = nil) -> Entry? {
        lock.lock(); defer { lock.unlock() }
        if let module, let e = table[module + "." + name] { return e }
        if let e = table[name] { return e }
        if let dot = name.lastIndex(of: ".") { return table[String(name[name.index(after: dot)...])] }
        return nil
    }

    /// The action `selector` of `object`'s class or its nearest registered superclass.
    static func action(_ selector: String, for object: AnyObject) -> Selector? {
        action(selector, forType: type(of: object))
    }

    /// The action `selector` of `type` or its nearest registered superclass.
    static func action(_ selector: String, forType type: AnyClass) -> Selector? {
        lock.lock(); defer { lock.unlock() }
        var cls: AnyClass? = type
        while let c = cls {
            if let s = actionsByType[ObjectIdentifier(c)]?[selector] { return s }
            cls = _getSuperclass(c)
        }
        return nil
    }
}
