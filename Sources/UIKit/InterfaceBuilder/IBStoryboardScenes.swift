import Foundation
internal import InterfaceBuilderXML

/// Turns a storyboard document into `UIStoryboard.Scene`s: one per scene controller,
/// registered under its IB id (what segues name) and under its Storyboard ID; each
/// scene's segue templates come from every object of the scene (controls, bar items,
/// cells, the controller itself).
@MainActor
enum IBStoryboardScenes {
    /// The template key of a segue: its identifier, or an internal key for segues Xcode
    /// wrote without one (they can only be triggered, never performed by name).
    static func templateKey(_ s: IBSegue) -> String {
        s.identifier ?? "ib-segue:\(s.id ?? "\(s.line)")"
    }

    static func scenes(of loader: IBLoader, bundle: Bundle?) -> (scenes: [UIStoryboard.Scene], initial: String?) {
        let doc = loader.document
        let unwindNames = Set(doc.allObjects.flatMap { $0.segues.compactMap(\.unwindAction) })
        var out: [UIStoryboard.Scene] = []
        for scene in doc.scenes {
            guard let c = scene.controller, let id = c.id else {
                if let first = scene.objects.first { loader.warn(first, "scene \(scene.sceneID) has no view controller; skipped") }
                continue
            }
            let templates = c.allObjects().flatMap { o in
                o.segues.filter { $0.kind != "relationship" && $0.kind != "embed" }.map { template($0, loader: loader, ib: o) }
            }
            let unwinds = unwindActions(for: c, names: unwindNames, loader: loader)
            let make: @MainActor (UIStoryboard) -> UIViewController
            if c.element == "viewControllerPlaceholder" {
                make = { _ in reference(c, loader: loader, bundle: bundle) }
            } else {
                make = { [loader] _ in loader.makeController(c) }
            }
            out.append(UIStoryboard.Scene(identifier: id, segues: templates, unwindActions: unwinds, instantiate: make))
            if let sid = c["storyboardIdentifier"], !sid.isEmpty, sid != id {
                out.append(UIStoryboard.Scene(identifier: sid, segues: templates, unwindActions: unwinds, instantiate: make))
            }
        }
        return (out, doc.initialViewController)
    }

    /// A storyboard reference: the referenced scene of the other storyboard.
    private static func reference(_ c: IBObject, loader: IBLoader, bundle: Bundle?) -> UIViewController {
        guard let name = c["storyboardName"] else {
            loader.warn(c, "storyboard reference without a storyboard name; shown as an empty controller")
            return UIViewController()
        }
        // The referenced file uses the referencing file's class table.
        let open = { UIStoryboard(name: name, bundle: bundle) }
        let other = loader.classes.map { $0.withCurrent(open) } ?? open()
        if let ref = c["referencedIdentifier"] { return other.instantiateViewController(withIdentifier: ref) }
        if let vc = other.instantiateInitialViewController() { return vc }
        loader.warn(c, "storyboard '\(name)' has no initial view controller")
        return UIViewController()
    }

    /// Unwind actions the scene's (registered) class implements, by selector name.
    private static func unwindActions(for c: IBObject, names: Set<String>, loader: IBLoader) -> [UIStoryboard.UnwindAction] {
        guard let classes = loader.classes else { return [] }
        return names.sorted().map { name in
            UIStoryboard.UnwindAction(name: name) { vc, segue in
                guard let sel = classes.action(name, for: vc) else { return false }
                return sel.invoke(vc, segue)
            }
        }.filter { action in
            guard let cls = c.customClass, let e = classes.entry(named: cls, module: c.customModule) else { return false }
            return classes.action(action.name, forType: e.type) != nil
        }
    }

    static func template(_ s: IBSegue, loader: IBLoader, ib: IBObject) -> UIStoryboard.Segue {
        var segueClass: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if let name = s.customClass {
            if let e = loader.classEntry(named: name, module: s.customModule), let t = e.type as? UIStoryboardSegue.Type {
                segueClass = t
            } else {
                loader.record(IBDiagnostic(line: s.line, path: ib.path + "/connections/segue", message: "Unknown class \(name) in Interface Builder file."))
            }
        }
        let kind: UIStoryboard.Segue.Kind
        switch s.kind {
        case "show", "push": kind = .show
        case "showDetail", "replace": kind = .showDetail
        case "presentation", "modal":
            kind = .presentModally(s.modalPresentationStyle.flatMap(IBLoader.presentationStyle),
                                   s.modalTransitionStyle.flatMap(IBLoader.transitionStyle), animated: s.animates)
        case "popoverPresentation", "popover":
            kind = .presentModally(.popover, nil, animated: s.animates)
        case "unwind":
            kind = .unwind(action: s.unwindAction ?? "")
        case "custom":
            kind = segueClass == UIStoryboardSegue.self ? .show : .custom(segueClass)
        default:
            loader.record(IBDiagnostic(line: s.line, path: ib.path + "/connections/segue", message: "unsupported segue kind '\(s.kind)'; performed as show"))
            kind = .show
        }
        var t = UIStoryboard.Segue(identifier: templateKey(s), kind: kind, destination: s.destination, segueClass: segueClass)
        t._hasIdentifier = s.identifier != nil
        t._animates = s.animates
        return t
    }
}
