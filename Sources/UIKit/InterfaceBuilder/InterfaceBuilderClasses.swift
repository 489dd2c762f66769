import Foundation

/// A class table nib loading uses instead of the Objective-C runtime
/// (`NSClassFromString`, `respondsToSelector:`), which Swift on Linux does not have.
///
/// An Interface Builder file names classes (`customClass="ListViewController"`) and action
/// selectors (`selector="addTapped:"`, `unwindAction="unwindToList:"`); register the
/// classes of your module before loading (the `uikit-port` tool generates these calls
/// from `@IBAction` methods and class declarations, in the app delegate's
/// `InterfaceBuilderClassRegistrations.registerInterfaceBuilderClasses()`):
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
/// **Whose table.** Each application has its own table (nothing is process-wide, so two
/// applications in one process — parallel tests — never see each other's classes). The
/// static `register` calls add to the *current* table: the one a `withCurrent(_:)` call
/// scopes, else the table of the application whose code is running (its launch, events
/// and run loop). `main()` of an `@main` app delegate makes a table, registers the app's
/// classes in it and launches the application with it. A storyboard or nib keeps the
/// table that was current when it was made (`UIStoryboard(name:bundle:)`, `UINib`), for
/// every scene, segue and unwind it makes later. Registering with no current table is
/// API misuse and stops with a message, as `UIApplication.shared` does outside an app.
///
/// Within a table, registering is idempotent (a name registered again with another class:
/// the last one wins; a shorter alias of a qualified name never replaces another class's
/// entry) and thread-safe. Apps register their classes under `Module.Class`
/// (`named: "ContactsApp.LoginViewController"`), which the file's `customModule` finds first.
public final class InterfaceBuilderClasses: @unchecked Sendable {
    struct Entry {
        let type: AnyClass
        /// Makes an instance for a file (views and controllers: `init?(coder:)`); nil when
        /// the class cannot make one (`init?(coder:)` failed).
        let make: (@MainActor (NSCoder) -> AnyObject?)?
        var actions: [String: Selector]
    }

    private var table: [String: Entry] = [:]
    private var actionsByType: [ObjectIdentifier: [String: Selector]] = [:]
    private let lock = NSLock()

    /// An empty table (for `withCurrent(_:)`; an application makes its own).
    public init() {}

    // MARK: The current table

    /// The table `withCurrent(_:)` scopes (a task-local value: nothing process-wide).
    @TaskLocal static var scoped: InterfaceBuilderClasses?

    /// The table registrations go to and new storyboards and nibs use: the scoped one,
    /// else the running application's; nil outside both.
    static var current: InterfaceBuilderClasses? {
        scoped ?? UIApplication._current?._interfaceBuilderClasses
    }

    /// Runs `body` with this table as the current one: the static `register` calls inside
    /// add to it, storyboards and nibs made inside use it, and an application created
    /// inside (`UIApplicationMain`) adopts it.
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$scoped.withValue(self, operation: body)
    }

    private static func currentForRegistering(_ name: String) -> InterfaceBuilderClasses {
        guard let c = current else {
            preconditionFailure("InterfaceBuilderClasses.register(\(name)): no application is running this code and no table is current; register in the app delegate's registerInterfaceBuilderClasses(), during the application's launch, or inside InterfaceBuilderClasses().withCurrent { }")
        }
        return c
    }

    // MARK: Registering (into the current table)

    /// Registers a view controller class in the current table, made from a file through
    /// its `init?(coder:)` as on iOS, and the actions (by Objective-C selector name,
    /// `Selector(_:name:)`) it implements.
    @MainActor
    public static func register<T: UIViewController>(_ type: T.Type, named name: String? = nil, actions: [Selector] = []) {
        let n = name ?? String(describing: type)
        currentForRegistering(n).register(type, named: n, actions: actions)
    }

    /// Registers a view controller class in the current table with a factory used instead
    /// of `init?(coder:)` (as `instantiateViewController(identifier:creator:)` does for one scene).
    @MainActor
    public static func register<T: UIViewController>(_ type: T.Type, named name: String? = nil, actions: [Selector] = [],
                                                     make: @escaping @MainActor () -> T) {
        let n = name ?? String(describing: type)
        currentForRegistering(n).register(type, named: n, actions: actions, make: make)
    }

    /// Registers a view class in the current table, made from a file through its
    /// `init?(coder:)` as on iOS, with the actions it implements (a table cell that is the
    /// target of its buttons' actions, a File's Owner view).
    @MainActor
    public static func register<T: UIView>(_ type: T.Type, named name: String? = nil, actions: [Selector] = []) {
        let n = name ?? String(describing: type)
        currentForRegistering(n).register(type, named: n, actions: actions)
    }

    /// Registers a custom segue class in the current table (`<segue customClass="FadeSegue" kind="custom">`).
    @MainActor
    public static func register<T: UIStoryboardSegue>(_ type: T.Type, named name: String? = nil) {
        let n = name ?? String(describing: type)
        currentForRegistering(n).register(type, named: n)
    }

    /// Registers the actions of any class in the current table (a File's Owner that is
    /// not a view or controller, an object in a xib, an app or scene delegate with its factory).
    @MainActor
    public static func register<T: AnyObject>(actions: [Selector], for type: T.Type, named name: String? = nil,
                                              make: (@MainActor () -> T)? = nil) {
        let n = name ?? String(describing: type)
        currentForRegistering(n).register(actions: actions, for: type, named: n, make: make)
    }

    // MARK: Registering (into this table)

    /// Registers a view controller class in this table (see the static form).
    public func register<T: UIViewController>(_ type: T.Type, named name: String? = nil, actions: [Selector] = []) {
        add(name ?? String(describing: type), Entry(type: type, make: { coder in type.init(coder: coder) }, actions: Self.dictionary(actions)))
    }

    /// Registers a view controller class with a factory in this table (see the static form).
    public func register<T: UIViewController>(_ type: T.Type, named name: String? = nil, actions: [Selector] = [],
                                              make: @escaping @MainActor () -> T) {
        add(name ?? String(describing: type), Entry(type: type, make: { _ in make() }, actions: Self.dictionary(actions)))
    }

    /// Registers a view class in this table (see the static form).
    public func register<T: UIView>(_ type: T.Type, named name: String? = nil, actions: [Selector] = []) {
        add(name ?? String(describing: type), Entry(type: type, make: { coder in type.init(coder: coder) }, actions: Self.dictionary(actions)))
    }

    /// Registers a custom segue class in this table (see the static form).
    public func register<T: UIStoryboardSegue>(_ type: T.Type, named name: String? = nil) {
        add(name ?? String(describing: type), Entry(type: type, make: nil, actions: [:]))
    }

    /// Registers the actions of any class in this table (see the static form).
    public func register<T: AnyObject>(actions: [Selector], for type: T.Type, named name: String? = nil,
                                       make: (@MainActor () -> T)? = nil) {
        add(name ?? String(describing: type), Entry(type: type, make: make.map { m in { @MainActor _ in m() } }, actions: Self.dictionary(actions)))
    }

    private static func dictionary(_ actions: [Selector]) -> [String: Selector] {
        var d: [String: Selector] = [:]
        for a in actions { d[a.name] = a }
        return d
    }

    private func add(_ name: String, _ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        table[name] = entry
        for alias in Self.aliases(of: name) where table[alias] == nil { table[alias] = entry }
        actionsByType[ObjectIdentifier(entry.type), default: [:]].merge(entry.actions) { _, new in new }
    }

    /// The shorter names a qualified registration also answers to, never replacing a class
    /// registered under that name (two modules' `LoginViewController`s in one table keep
    /// their own): `Module.Class` → `Class`; a nested type's
    /// `Module.Outer.Class` → `Module.Class` only (what a file's `customModule` and
    /// `customClass` name), so it cannot capture another file's bare `Class`.
    private static func aliases(of name: String) -> [String] {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count > 1, let last = parts.last else { return [] }
        return parts.count == 2 ? [last] : [parts[0] + "." + last]
    }

    // MARK: Looking up

    /// The entry registered as `name` (with or without a module prefix).
    func entry(named name: String, module: String? = nil) -> Entry? {
        lock.lock(); defer { lock.unlock() }
        if let module, let e = table[module + "." + name] { return e }
        if let e = table[name] { return e }
        if let dot = name.lastIndex(of: ".") { return table[String(name[name.index(after: dot)...])] }
        return nil
    }

    /// The action `selector` of `object`'s class or its nearest registered superclass.
    func action(_ selector: String, for object: AnyObject) -> Selector? {
        action(selector, forType: type(of: object))
    }

    /// The action `selector` of `type` or its nearest registered superclass.
    func action(_ selector: String, forType type: AnyClass) -> Selector? {
        lock.lock(); defer { lock.unlock() }
        var cls: AnyClass? = type
        while let c = cls {
            if let s = actionsByType[ObjectIdentifier(c)]?[selector] { return s }
            cls = _getSuperclass(c)
        }
        return nil
    }
}
