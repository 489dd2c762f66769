import Foundation
internal import InterfaceBuilderXML

extension IBLoader {
    /// Controller elements this UIKit has.
    static let controllerElements: Set<String> = ["viewController", "tableViewController", "navigationController", "tabBarController",
                                                  "collectionViewController", "splitViewController"]

    /// Makes the controller of `o` (a scene's controller element) through `init?(coder:)`:
    /// its items and containment relationships now, its view later (on first use of `view`).
    func makeController(_ o: IBObject) -> UIViewController {
        let pass = IBUnarchiving()
        let vc: UIViewController
        let creator = pendingCreator
        pendingCreator = nil
        let coder = coder(for: o)
        if let creator, let made = creator(coder) {
            vc = made
        } else {
            switch o.element {
            case "navigationController":
                vc = makeObject(o, base: UINavigationController.self, coder: coder) { UINavigationController(coder: coder)! }
            case "tabBarController":
                vc = makeObject(o, base: UITabBarController.self, coder: coder) { UITabBarController(coder: coder)! }
            case "tableViewController":
                vc = makeObject(o, base: UITableViewController.self, coder: coder) { UITableViewController(coder: coder)! }
            case "collectionViewController":
                vc = makeObject(o, base: UICollectionViewController.self, coder: coder) { UICollectionViewController(coder: coder)! }
            case "splitViewController":
                vc = makeObject(o, base: UISplitViewController.self, coder: coder) { UISplitViewController(coder: coder)! }
            case "viewController":
                vc = makeObject(o, base: UIViewController.self, coder: coder) { UIViewController(coder: coder)! }
            default:
                let ui = "UI" + o.element.prefix(1).uppercased() + o.element.dropFirst()
                warn(o, "unsupported controller <\(o.element)> (\(ui)); shown as a plain view controller")
                vc = UIViewController()
            }
        }
        pass.controller = vc
        pass.add(o, vc)
        applyControllerProperties(o, to: vc, in: pass)
        if o.keyed["view"] != nil {
            vc._nibViewLoader = { [weak self] vc in self?.loadView(of: o, for: vc) }
        }
        connect(pass, skipDestinationsOutside: true)
        if !o.runtimeAttributes.isEmpty { applyRuntimeAttributes(o, to: vc) }
        relationships(o, vc)
        return vc
    }

    private func applyControllerProperties(_ o: IBObject, to vc: UIViewController, in pass: IBUnarchiving) {
        if let t = text(o, "title") { vc.title = t }
        if let h = o.bool("hidesBottomBarWhenPushed") { vc.hidesBottomBarWhenPushed = h }
        if let d = o.bool("definesPresentationContext") { vc.definesPresentationContext = d }
        if let s = o["modalPresentationStyle"].flatMap(Self.presentationStyle) { vc.modalPresentationStyle = s }
        if let s = o["modalTransitionStyle"].flatMap(Self.transitionStyle) { vc.modalTransitionStyle = s }
        if let w = o.values["preferredContentSize"] ?? o.values["contentSizeForViewInPopover"] {
            vc.preferredContentSize = CGSize(width: Double(w["width"] ?? "") ?? 0, height: Double(w["height"] ?? "") ?? 0)
        }
        if let n = o.keyed["navigationItem"] {
            let item = vc.navigationItem
            pass.add(n, item)
            if let t = text(n, "title") { item.title = t }
            if let p = text(n, "prompt") { item.prompt = p }
            if let b = text(n, "backButtonTitle") { item.backButtonTitle = b }
            if let h = n.bool("hidesBackButton") { item.hidesBackButton = h }
            if let l = n.bool("leftItemsSupplementBackButton") { item.leftItemsSupplementBackButton = l }
            if let b = n.keyed["backBarButtonItem"] { item.backBarButtonItem = makeBarButtonItem(b, in: pass) }
            if let l = n.keyed["leftBarButtonItem"] { item.leftBarButtonItem = makeBarButtonItem(l, in: pass) }
            if let r = n.keyed["rightBarButtonItem"] { item.rightBarButtonItem = makeBarButtonItem(r, in: pass) }
            if let ls = n.lists["leftBarButtonItems"] { item.leftBarButtonItems = ls.map { makeBarButtonItem($0, in: pass) } }
            if let rs = n.lists["rightBarButtonItems"] { item.rightBarButtonItems = rs.map { makeBarButtonItem($0, in: pass) } }
            if let tv = n.keyed["titleView"] { item.titleView = makeView(tv, in: pass) }
        }
        if let t = o.keyed["tabBarItem"] {
            let item: UITabBarItem
            if let sys = t["systemItem"].flatMap(Self.tabSystemItem) {
                item = UITabBarItem(tabBarSystemItem: sys, tag: Int(t.number("tag") ?? 0))
            } else {
                item = UITabBarItem(title: text(t, "title"), image: t["image"].flatMap { image($0, catalog: t["catalog"]) }, tag: Int(t.number("tag") ?? 0))
            }
            if let b = t["badgeValue"] { item.badgeValue = b }
            vc.tabBarItem = item
            pass.add(t, item)
        }
        if let items = o.lists["toolbarItems"] { vc.toolbarItems = items.map { makeBarButtonItem($0, in: pass) } }
        if let nav = vc as? UINavigationController {
            if let bar = o.keyed["navigationBar"] {
                if bar.customClass != nil { _ = customEntry(for: bar, base: UINavigationBar.self) }
                pass.add(bar, nav.navigationBar)
                if let f = bar.frame { nav.navigationBar.frame = scaled(f) }
                if recordsViews { recordedViews.append((bar, nav.navigationBar)) }
                if let c = bar.colors["barTintColor"] { nav.navigationBar.barTintColor = color(c) }
            }
            if let tb = o.keyed["toolbar"] {
                pass.add(tb, nav.toolbar)
                if let f = tb.frame { nav.toolbar.frame = scaled(f) }
                if recordsViews { recordedViews.append((tb, nav.toolbar)) }
            }
            if let h = o.bool("toolbarHidden") { nav.isToolbarHidden = h }
            if let h = o.bool("navigationBarHidden") { nav.isNavigationBarHidden = h }
        }
        if let tab = vc as? UITabBarController, let bar = o.keyed["tabBar"] {
            pass.add(bar, tab.tabBar)
            if let f = bar.frame { tab.tabBar.frame = scaled(f) }
            if recordsViews { recordedViews.append((bar, tab.tabBar)) }
        }
    }

    func makeBarButtonItem(_ o: IBObject, in pass: IBUnarchiving) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let sys = o["systemItem"].flatMap(Self.barSystemItem) {
            item = UIBarButtonItem(barButtonSystemItem: sys, target: nil, action: nil)
        } else {
            item = UIBarButtonItem(title: text(o, "title"), style: o["style"] == "done" ? .done : .plain, target: nil, action: nil)
            if let i = o["image"] { item.image = image(i, catalog: o["catalog"]) }
        }
        if let t = o.number("tag") { item.tag = Int(t) }
        if let e = o.bool("enabled") { item.isEnabled = e }
        if o.element != "barButtonItem" { warn(o, "unsupported bar item <\(o.element)>; shown as a plain bar button item") }
        pass.add(o, item)
        if let cv = o.keyed["customView"] { item.customView = makeView(cv, in: pass) }
        return item
    }

    /// Builds the controller's view tree: the `loadView` step of a storyboard scene, with
    /// the controller as the owner of the view's connections. Embed segues run here:
    /// each container view's child is made and gets `prepare(for:sender:)` before its view loads.
    func loadView(of o: IBObject, for vc: UIViewController) -> UIView? {
        guard let root = o.keyed["view"] else { return nil }
        let pass = IBUnarchiving()
        pass.controller = vc
        if let id = o.id { pass.objects[id] = vc }
        pass.pending.append((o, vc))
        if let n = o.keyed["navigationItem"], let id = n.id { pass.objects[id] = vc.navigationItem }
        let view = makeView(root, in: pass)
        // Other top-level views of the scene (the scene dock: a title view, a segmented
        // control for a bar…) load with the view and connect to the controller.
        if let id = o.id, let scene = document.scene(containing: id) {
            for extra in scene.objects where extra !== o && !Self.controllerElements.contains(extra.element)
                && (Self.viewElements[extra.element] != nil || extra.frame != nil) {
                _ = makeView(extra, in: pass)
            }
        }
        if let table = view as? UITableView, let tvc = vc as? UITableViewController {
            _ = tvc
            IBTableContent.install(root, table: table, loader: self, controller: vc, pass: pass)
        } else {
            for (to, v) in pass.views where to.element == "tableView" {
                if let t = v as? UITableView { IBTableContent.install(to, table: t, loader: self, controller: vc, pass: pass) }
            }
        }
        for (to, v) in pass.views where to.element == "collectionView" {
            if let cv = v as? UICollectionView { installCollectionPrototypes(to, on: cv, controller: vc) }
        }
        connect(pass, skipDestinationsOutside: false)
        for obj in pass.awake where obj !== vc { (obj as? UIView)?.awakeFromNib() }
        for (co, container) in pass.containers {
            for s in co.segues where s.kind == "embed" { embed(s, in: container, of: vc) }
        }
        return view
    }

    /// An embed segue: the child is made, `prepare(for:sender:)` runs on the parent before
    /// the child's view loads, then the child is added to the container view.
    private func embed(_ s: IBSegue, in container: UIView, of parent: UIViewController) {
        guard let dest = s.destination, let board = storyboard, let child = board._instantiate(dest) else { return }
        let segue = UIStoryboardSegue(identifier: s.identifier, source: parent, destination: child)
        parent.prepare(for: segue, sender: nil)
        parent.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// Relationship segues: a navigation controller's root, a tab bar controller's tabs, a
    /// split view controller's columns (`setSplitColumns`).
    private func relationships(_ o: IBObject, _ vc: UIViewController) {
        guard let board = storyboard else { return }
        let rel = o.segues.filter { $0.kind == "relationship" }
        if let split = vc as? UISplitViewController {
            setSplitColumns(rel, of: split, board: board, ib: o)
            return
        }
        if let nav = vc as? UINavigationController {
            if let root = rel.first(where: { $0.relationship == "rootViewController" })?.destination,
               let child = board._instantiate(root) {
                nav.setViewControllers([child], animated: false)
            }
        } else if let tab = vc as? UITabBarController {
            let children = rel.filter { $0.relationship == "viewControllers" }.compactMap { $0.destination.flatMap(board._instantiate) }
            if !children.isEmpty { tab.setViewControllers(children, animated: false) }
        }
        for s in rel where !["rootViewController", "viewControllers"].contains(s.relationship ?? "") {
            warn(o, "relationship segue '\(s.relationship ?? "")' is not supported by this UIKit; ignored")
        }
    }

    static func presentationStyle(_ s: String) -> UIModalPresentationStyle? {
        switch s {
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "currentContext": return .currentContext
        case "overFullScreen": return .overFullScreen
        case "overCurrentContext": return .overCurrentContext
        case "popover": return .popover
        case "automatic": return .automatic
        default: return nil
        }
    }

    static func transitionStyle(_ s: String) -> UIModalTransitionStyle? {
        switch s {
        case "coverVertical": return .coverVertical
        case "flipHorizontal": return .flipHorizontal
        case "crossDissolve": return .crossDissolve
        case "partialCurl": return .partialCurl
        default: return nil
        }
    }

    static func barSystemItem(_ s: String) -> UIBarButtonItem.SystemItem? {
        switch s {
        case "done": return .done
        case "cancel": return .cancel
        case "edit": return .edit
        case "save": return .save
        case "add": return .add
        case "flexibleSpace": return .flexibleSpace
        case "fixedSpace": return .fixedSpace
        case "compose": return .compose
        case "reply": return .reply
        case "action": return .action
        case "organize": return .organize
        case "bookmarks": return .bookmarks
        case "search": return .search
        case "refresh": return .refresh
        case "stop": return .stop
        case "camera": return .camera
        case "trash": return .trash
        case "play": return .play
        case "pause": return .pause
        case "rewind": return .rewind
        case "fastForward": return .fastForward
        case "undo": return .undo
        case "redo": return .redo
        case "close": return .close
        default: return nil
        }
    }

    static func tabSystemItem(_ s: String) -> UITabBarItem.SystemItem? {
        switch s {
        case "more": return .more
        case "favorites": return .favorites
        case "featured": return .featured
        case "topRated": return .topRated
        case "recents": return .recents
        case "contacts": return .contacts
        case "history": return .history
        case "bookmarks": return .bookmarks
        case "search": return .search
        case "downloads": return .downloads
        case "mostRecent": return .mostRecent
        case "mostViewed": return .mostViewed
        default: return nil
        }
    }
}
