import Foundation
import UIKitEngine
internal import InterfaceBuilderXML

/// An Interface Builder file (`.xib`) loaded into memory, as `UINib`: `instantiate`
/// makes a fresh copy of its objects each time.
///
/// Loading follows UIKit's nib loading: every object is made (custom classes from
/// `InterfaceBuilderClasses`), File's Owner stands for the `owner` passed in, outlets and
/// actions are connected (to the owner too), then each object gets `awakeFromNib()`.
/// The top-level objects are returned in file order, without the placeholders.
/// Source: https://developer.apple.com/documentation/uikit/uinib
@preconcurrency @MainActor
public final class UINib {
    let loader: IBLoader?
    let name: String

    /// The nib `name` (without `.xib`) from `bundle` (nil: the main bundle), as
    /// `init(nibName:bundle:)`. A missing or unreadable file raises
    /// NSInternalInconsistencyException when instantiated, as UIKit does ("Could not load
    /// NIB in bundle: … with name '…'"); for a file that is there but cannot be read the
    /// reader's reason follows (`FILE:LINE: error: …`: malformed XML, the legacy format,
    /// an attribute that should be a number and is not).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        let failure = "Could not load NIB in bundle: 'NSBundle <\((bundleOrNil ?? Bundle.main).bundlePath)> (loaded)' with name '\(name)'"
        guard let url = IBResourceLookup.url(name, ext: "xib", in: bundleOrNil) else {
            loader = nil
            _missingReason = failure
            return
        }
        let doc: IBDocument
        do { doc = try IBDocument.read(contentsOf: url) } catch {
            loader = nil
            _missingReason = failure + ": " + String(describing: error)
            return
        }
        loader = IBLoader(document: doc, bundle: bundleOrNil)
        loader?.strings = IBResourceLookup.strings(for: name, in: bundleOrNil)
    }

    /// A nib from the XML of a `.xib` file, as `init(data:bundle:)`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "data"
        do {
            loader = IBLoader(document: try IBDocument(data: data, file: "nib data"), bundle: bundleOrNil)
        } catch {
            loader = nil
            _missingReason = String(describing: error)
        }
    }

    init(document: IBDocument, bundle: Bundle?) {
        name = document.file
        loader = IBLoader(document: document, bundle: bundle)
    }

    private var _missingReason: String?

    /// Makes the nib's objects with `ownerOrNil` as File's Owner, as
    /// `instantiate(withOwner:options:)`; returns the top-level objects.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let loader else {
            let ex = UIKitException(name: UIKitException.internalInconsistency, reason: _missingReason ?? "Could not load NIB '\(name)'")
            if let app = UIApplication._current { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
            return []
        }
        return loader.instantiateNib(owner: ownerOrNil as AnyObject?, external: optionsOrNil?[.externalObjects] as? [String: Any] ?? [:])
    }

    /// Keys of the `options` dictionary, as `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects for the nib's external-object placeholders, by placeholder identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension IBLoader {
    /// One instantiation of a xib's top-level objects.
    func instantiateNib(owner: AnyObject?, external: [String: Any]) -> [Any] {
        let pass = IBUnarchiving()
        var top: [Any] = []
        for o in document.objects {
            switch o.element {
            case "placeholder":
                switch o["placeholderIdentifier"] {
                case "IBFilesOwner":
                    if let owner { if let id = o.id { pass.objects[id] = owner }; pass.pending.append((o, owner)) }
                case "IBFirstResponder":
                    break
                default:
                    if let ident = o["placeholderIdentifier"], let obj = external[ident] as AnyObject? {
                        if let id = o.id { pass.objects[id] = obj }; pass.pending.append((o, obj))
                    }
                }
            case let e where Self.viewElements[e] != nil:
                top.append(makeView(o, in: pass))
            case let e where Self.controllerElements.contains(e):
                let vc = makeController(o)
                pass.add(o, vc)
                top.append(vc)
            default:
                if let cls = o.customClass, let e = classEntry(named: cls, module: o.customModule), let f = e.make {
                    if let obj = f(coder(for: o)) {
                        pass.add(o, obj)
                        top.append(obj)
                    } else {
                        warn(o, "init(coder:) of \(cls) returned nil; skipped")
                    }
                } else {
                    warn(o, "unsupported top-level object <\(o.element)>\(o.customClass.map { " (\($0))" } ?? ""); skipped")
                }
            }
        }
        for (o, v) in pass.views where o.element == "tableView" {
            if let t = v as? UITableView { IBTableContent.install(o, table: t, loader: self, controller: owner as? UIViewController, pass: pass) }
        }
        for (o, v) in pass.views where o.element == "collectionView" {
            if let cv = v as? UICollectionView { installCollectionPrototypes(o, on: cv, controller: owner as? UIViewController) }
        }
        connect(pass, skipDestinationsOutside: false)
        for obj in pass.awake {
            if let v = obj as? UIView { v.awakeFromNib() } else if let vc = obj as? UIViewController { vc.awakeFromNib() }
        }
        return top
    }
}

extension Bundle {
    /// Loads the nib `name` from this bundle with `owner` as File's Owner, as
    /// `loadNibNamed(_:owner:options:)`; returns its top-level objects.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension UITableView {
    /// Registers a nib whose first top-level object is the cell for `identifier`, as
    /// `register(_:forCellReuseIdentifier:)` with a `UINib`: each new cell is a fresh
    /// instantiation of the nib (outlets, `awakeFromNib`).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { _nibCells[identifier] = nil; _registered[identifier] = nil; return }
        _registered[identifier] = nil
        _nibCells[identifier] = { [weak self] in
            let objects = nib.instantiate(withOwner: nil, options: nil)
            if let cell = objects.first(where: { $0 is UITableViewCell }) as? UITableViewCell { return cell }
            self?._raise(UIKitException.internalInconsistency,
                         "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
    }
}

/// The class-name nib lookup's answers per bundle and class (a bundle's files do not change
/// while it is loaded, so each controller class probes the file system once). Keyed by the
/// class and bundle objects, so a controller's `loadView` neither formats its class name
/// nor builds a key string once the answer is known; the bundles are kept, so their
/// identities are never reused. One per application (`UIApplication._nibNameCache`): no
/// answer outlives the application or reaches another one.
final class IBNibNameCache: @unchecked Sendable {
    private struct Key: Hashable { let type: ObjectIdentifier; let bundle: ObjectIdentifier }
    private let lock = NSLock()
    private var answers: [Key: String?] = [:]
    private var bundles: [ObjectIdentifier: Bundle] = [:]

    func name(for type: AnyClass, in bundle: Bundle, lookup: () -> String?) -> String? {
        let key = Key(type: ObjectIdentifier(type), bundle: ObjectIdentifier(bundle))
        lock.lock()
        if let known = answers[key] { lock.unlock(); return known }
        lock.unlock()
        let found = lookup()
        lock.lock(); answers[key] = .some(found); bundles[key.bundle] = bundle; lock.unlock()
        return found
    }
}

extension UIViewController {
    /// The nib name given to `init(nibName:bundle:)`, else the nib found by class name.
    public var nibName: String? { _nibNameStorage ?? _nibNameFromClass() }
    /// The bundle given to `init(nibName:bundle:)`.
    public var nibBundle: Bundle? { _nibBundleStorage }

    /// UIKit's lookup by class name: `FooViewController` → `FooView.xib`, then `FooViewController.xib`.
    func _nibNameFromClass() -> String? {
        let bundle = _nibBundleStorage ?? Bundle.main
        let lookup = { () -> String? in
            let cls = String(describing: type(of: self))
            guard !cls.hasPrefix("UI") else { return nil }
            var names: [String] = []
            if cls.hasSuffix("Controller") { names.append(String(cls.dropLast("Controller".count))) }
            names.append(cls)
            return names.first { IBResourceLookup.url($0, ext: "xib", in: bundle) != nil }
        }
        // Outside any application's code there is nothing to remember the answer in.
        guard let cache = UIApplication._current?._nibNameCache else { return lookup() }
        return cache.name(for: type(of: self), in: bundle, lookup: lookup)
    }

    var _hasNamedNib: Bool { nibName != nil }

    /// The view loader for `nibName`, if the nib exists: loads it with the controller as
    /// File's Owner (its `view` outlet sets the view).
    func _nibLoaderForName() -> ((UIViewController) -> UIView?)? {
        guard let name = nibName else { return nil }
        let bundle = _nibBundleStorage
        return { vc in
            _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: vc, options: nil)
            return vc.viewIfLoaded
        }
    }
}
