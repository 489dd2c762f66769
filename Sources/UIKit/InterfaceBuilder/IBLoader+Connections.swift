import Foundation
import UIKitEngine
internal import InterfaceBuilderXML

extension IBLoader {
    /// Makes the connections of every object of `pass` whose destination exists in it
    /// (outlets, outlet collections, actions, segue triggers). With
    /// `skipDestinationsOutside`, connections to objects not made yet (a controller's
    /// outlets to views of its not-yet-loaded view) wait for the view pass, as UIKit moves
    /// them into the view's nib.
    func connect(_ pass: IBUnarchiving, skipDestinationsOutside: Bool) {
        if !pass.constraints.isEmpty {
            let controllerObject = pass.pending.first { $0.1 === pass.controller }?.0
            activateConstraints(in: pass, controllerObject: controllerObject)
        }
        for (o, source) in pass.pending {
            for c in o.connections {
                switch c {
                case .outlet(let property, let dest, _):
                    guard let target = pass.objects[dest] else { continue }
                    setOutlet(property, of: source, to: target, ib: o)
                case .outletCollection(let property, let dest, _):
                    guard let target = pass.objects[dest] else { continue }
                    addToOutletCollection(property, of: source, member: target, ib: o)
                case .action(let selector, let dest, let event, _):
                    guard let target = pass.objects[dest] else { continue }
                    connectAction(selector, from: source, to: target, event: event, ib: o)
                case .segue(let s):
                    trigger(s, from: source, ib: o, pass: pass)
                }
            }
        }
        _ = skipDestinationsOutside
    }

    /// Sets outlet `key` of `object`: UIKit's own outlets by name, else a declared `@Outlet`
    /// property; else UIKit's NSUnknownKeyException text.
    func setOutlet(_ key: String, of object: AnyObject, to value: AnyObject, ib: IBObject) {
        if setBuiltinOutlet(key, of: object, to: value) { return }
        connectDeclared(key, of: object, to: value, ib: ib, what: "outlet", refusal: "connects a", outcome: "not connected")
    }

    /// Adds `member` to the `@OutletCollection` property `key` of `object`.
    func addToOutletCollection(_ key: String, of object: AnyObject, member: AnyObject, ib: IBObject) {
        connectDeclared(key, of: object, to: member, ib: ib, what: "outlet collection", refusal: "adds a", outcome: "not added")
    }

    /// Connects `value` to the declared `@Outlet`/`@OutletCollection` property `key`;
    /// warns when its type does not take `value`, raises NSUnknownKeyException when there
    /// is no such property.
    private func connectDeclared(_ key: String, of object: AnyObject, to value: AnyObject, ib: IBObject,
                                 what: String, refusal: String, outcome: String) {
        guard let box = Outlet<Any>._boxes(of: object)[key] else {
            unknownKey(key, of: object, ib: ib)
            return
        }
        if !box._connect(value) {
            warn(ib, "\(what) '\(key)' of \(String(describing: type(of: object))) is a \(box._valueTypeName), but the file \(refusal) \(String(describing: type(of: value))); \(outcome)")
        }
    }

    /// UIKit raises NSUnknownKeyException from `setValue:forUndefinedKey:`.
    private func unknownKey(_ key: String, of object: AnyObject, ib: IBObject) {
        let reason = "[<\(String(describing: type(of: object))) \(addressString(object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
        if let app = UIApplication._current {
            app.diagnostics.raise(UIKitException(name: "NSUnknownKeyException", reason: reason))
        }
        warn(ib, "outlet '\(key)': [<\(String(describing: type(of: object)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// Outlets UIKit's classes have.
    private func setBuiltinOutlet(_ key: String, of object: AnyObject, to value: AnyObject) -> Bool {
        switch (object, key) {
        case (let t as UITableView, "dataSource"): t.dataSource = value as? UITableViewDataSource
        case (let t as UITableView, "delegate"): t.delegate = value as? UITableViewDelegate
        case (let t as UITextField, "delegate"): t.delegate = value as? UITextFieldDelegate
        case (let c as UICollectionView, "dataSource"): c.dataSource = value as? UICollectionViewDataSource
        case (let p as UIPickerView, "dataSource"): p.dataSource = value as? UIPickerViewDataSource
        case (let p as UIPickerView, "delegate"): p.delegate = value as? UIPickerViewDelegate
        case (let b as UISearchBar, "delegate"): b.delegate = value as? UISearchBarDelegate
        case (let s as UIScrollView, "delegate"): s.delegate = value as? UIScrollViewDelegate
        case (let b as UITabBar, "delegate"): b.delegate = value as? UITabBarDelegate
        case (let n as UINavigationController, "delegate"): n.delegate = value as? UINavigationControllerDelegate
        case (let t as UITabBarController, "delegate"): t.delegate = value as? UITabBarControllerDelegate
        case (let vc as UIViewController, "view"): if let v = value as? UIView { vc.view = v }
        case (_ as UIViewController, "searchDisplayController"): break
        case (let n as UINavigationItem, "titleView"): n.titleView = value as? UIView
        case (let n as UINavigationItem, "rightBarButtonItem"): n.rightBarButtonItem = value as? UIBarButtonItem
        case (let n as UINavigationItem, "leftBarButtonItem"): n.leftBarButtonItem = value as? UIBarButtonItem
        case (let n as UINavigationItem, "backBarButtonItem"): n.backBarButtonItem = value as? UIBarButtonItem
        case (let c as UITableViewCell, "accessoryView"): c.accessoryView = value as? UIView
        default: return false
        }
        return true
    }

    /// An action connection: the control (or bar item) sends `selector` to `target`. The
    /// selector is looked up in the file's class table (`InterfaceBuilderClasses`); when the target's class does not
    /// implement it, firing the control raises UIKit's "unrecognized selector" exception.
    func connectAction(_ selector: String, from source: AnyObject, to target: AnyObject, event: String?, ib: IBObject) {
        let sel = registeredAction(selector, for: target) ?? Selector(unimplemented: selector)
        if let control = source as? UIControl {
            control.addTarget(target, action: sel, for: Self.controlEvent(event, for: control))
        } else if let item = source as? UIBarButtonItem {
            item.target = target
            item.action = sel
        } else {
            warn(ib, "action '\(selector)' from <\(ib.element)> is not supported (only controls and bar button items send actions); ignored")
        }
    }

    /// A triggered segue: controls and bar items start it (asking `shouldPerformSegue`);
    /// table cells start theirs on selection or from the accessory button.
    func trigger(_ s: IBSegue, from source: AnyObject, ib: IBObject, pass: IBUnarchiving) {
        guard let board = storyboard, s.kind != "relationship", s.kind != "embed" else { return }
        guard let vc = pass.controller else { return }
        let key = IBStoryboardScenes.templateKey(s)
        switch source {
        case let control as UIControl:
            board.connect(control, toSegue: key, in: vc)
        case let item as UIBarButtonItem:
            board.connect(item, toSegue: key, in: vc)
        case let cell as UITableViewCell:
            if s.trigger == "accessoryAction" { cell._accessorySegue = (key, vc) } else { cell._selectionSegue = (key, vc) }
        default:
            break
        }
    }
}

extension Selector {
    /// A selector the target does not implement: sending it raises UIKit's exception.
    init(unimplemented name: String) {
        self.init({ (_: UIResponder) in { (_: Never) in } }, name: name)
    }
}
