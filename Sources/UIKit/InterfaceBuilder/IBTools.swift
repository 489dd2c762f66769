import Foundation
internal import InterfaceBuilderXML

/// What the `uikit-ib` command needs from the loader, outside UIKit's public API
/// (`@_spi(InterfaceBuilderTools) import UIKit`).
@_spi(InterfaceBuilderTools)
@preconcurrency @MainActor
public enum IBTools {
    /// The result of loading a file completely (every scene, its view, its prototype cells).
    public struct Report {
        /// The summary lines (kind, scenes, segues, connections).
        public var summary: [String]
        /// `FILE:LINE: warning: …` lines.
        public var warnings: [String]
        /// nil when the file loads; else the one-line reason.
        public var failure: String?
    }

    /// Reads `path` and instantiates everything in it, collecting warnings. The summary
    /// shows the file's own text (ids, class names, segue identifiers) with control and
    /// invisible characters as `\u{…}` (`printable`).
    public static func check(_ path: String) -> Report {
        func e(_ s: String, quoted: Bool = false) -> String { printable(s, quoted: quoted) }
        let doc: IBDocument
        do { doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path) } catch {
            return Report(summary: [], warnings: [], failure: (error as? IBReadError)?.description ?? "\(path): error: \(error)")
        }
        var summary: [String] = []
        let all = doc.allObjects
        let segues = all.flatMap(\.segues)
        var outlets = 0, collections = 0, actions = 0
        for o in all {
            for c in o.connections {
                switch c {
                case .outlet: outlets += 1
                case .outletCollection: collections += 1
                case .action: actions += 1
                case .segue: break
                }
            }
        }
        let loader: IBLoader
        switch doc.kind {
        case .storyboard:
            guard let board = try? UIStoryboard(document: doc, name: (path as NSString).lastPathComponent, bundle: nil),
                  let l = board._interfaceBuilderLoader else {
                return Report(summary: [], warnings: [], failure: "\(path): error: cannot build the storyboard")
            }
            loader = l
            summary.append("\(path): storyboard, \(doc.scenes.count) scene\(doc.scenes.count == 1 ? "" : "s"), tools \(e(doc.toolsVersion ?? "?")), \(doc.usesAutolayout ? "Auto Layout" : "autoresizing")")
            for scene in doc.scenes {
                guard let c = scene.controller, let id = c.id else { continue }
                let views = c.allObjects().filter { IBLoader.viewElements[$0.element] != nil || $0.frame != nil }.count
                var line = "  scene \(e(id)): \(e(c.element))"
                if let cls = c.customClass { line += " \(e(cls))" }
                if let sid = c["storyboardIdentifier"] { line += " storyboardIdentifier=\(e(sid))" }
                if doc.initialViewController == id { line += " (initial)" }
                line += ", \(views) view\(views == 1 ? "" : "s")"
                summary.append(line)
                for o in c.allObjects() {
                    for s in o.segues {
                        var t = "    segue \(e(s.kind))"
                        if let r = s.relationship { t += "(\(e(r)))" }
                        if let i = s.identifier { t += " '\(e(i, quoted: true))'" }
                        if let u = s.unwindAction { t += " → \(e(u))" }
                        if let d = s.destination, s.kind != "unwind" { t += " → \(e(d))" }
                        if o !== c { t += " from \(e(o.element))\(o.id.map { " \(e($0))" } ?? "")" }
                        if let tr = s.trigger { t += " trigger=\(e(tr))" }
                        summary.append(t)
                    }
                }
                board._instantiateAllForCheck(id, loader: l)
            }
        case .xib:
            let nib = UINib(document: doc, bundle: nil)
            guard let l = nib.loader else { return Report(summary: [], warnings: [], failure: "\(path): error: cannot load the nib") }
            loader = l
            let tops = doc.objects.filter { $0.element != "placeholder" }
            summary.append("\(path): xib, \(tops.count) top-level object\(tops.count == 1 ? "" : "s"), tools \(e(doc.toolsVersion ?? "?"))")
            for o in doc.objects {
                summary.append("  \(e(o.element))\(o.id.map { " \(e($0))" } ?? "")\(o.customClass.map { " \(e($0))" } ?? "")\(o["placeholderIdentifier"].map { " (\(e($0)))" } ?? "")")
            }
            _ = nib.instantiate(withOwner: IBAnyOwner(), options: nil)
        }
        summary.append("  \(segues.count) segue\(segues.count == 1 ? "" : "s"), \(outlets) outlet\(outlets == 1 ? "" : "s"), \(collections) outlet collection\(collections == 1 ? "" : "s"), \(actions) action\(actions == 1 ? "" : "s")")
        return Report(summary: summary, warnings: loader.warnings.map { $0.formatted(file: path) }, failure: nil)
    }

    /// One laid-out view: IB id and frame in its superview, in points.
    public struct Frame: Equatable {
        public var id: String
        public var x: Double, y: Double, width: Double, height: Double
    }

    /// The frames of every view with an IB id after layout at each scene's simulated size
    /// (the root view's size in the file, else the device's, else 375×667); only the scene
    /// whose Storyboard ID or IB id is `identifier` when given. Prototype cells are made
    /// one each, as a table would dequeue them. Views are laid out with the current
    /// application's device metrics (margins, spacing, row heights): the file's points are
    /// iPhone points, so `uikit-ib frames` runs it on an application with
    /// `DeviceMetrics.iPhonePoints`.
    public static func frames(_ path: String, identifier: String? = nil) throws -> [Frame] {
        let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path)
        // Text sizes round up to the pixels of the device the file was drawn for.
        let app = UIApplication._current
        let savedScale = app?._textPixelScale
        app?._textPixelScale = CGFloat(doc.deviceScale)
        defer { app?._textPixelScale = savedScale }
        var out: [Frame] = []
        func emit(_ pairs: [(IBObject, UIView)], only ids: Set<String>) {
            var seen = Set<String>()
            for (o, v) in pairs {
                guard let id = o.id, ids.contains(id), seen.insert(id).inserted else { continue }
                let f = v.frame
                out.append(Frame(id: id, x: f.origin.x, y: f.origin.y, width: f.width, height: f.height))
            }
        }
        switch doc.kind {
        case .storyboard:
            let board = try UIStoryboard(document: doc, name: (path as NSString).lastPathComponent, bundle: nil)
            guard let loader = board._interfaceBuilderLoader else { return [] }
            let containment = IBSimulatedScene.containment(doc)
            for scene in doc.scenes {
                guard let c = scene.controller, let id = c.id else { continue }
                if let identifier, identifier != id, identifier != c["storyboardIdentifier"] { continue }
                loader.recordsViews = true
                loader.recordedViews = []
                guard let vc = board._instantiate(id) else { continue }
                // A container controller's own view is not in the file: Interface Builder
                // draws its bars from the simulated metrics but keeps the frames it wrote
                // for them, so it is not laid out here.
                if c.keyed["view"] != nil {
                    let sim = IBSimulatedScene.scene(c, in: doc, containment: containment)
                    let root = vc.view!
                    root.frame = sim.rootFrame
                    root._simulatedSafeAreaInsets = sim.rootSafeAreaInsets
                    root.layoutIfNeeded()
                }
                let ids = Set(scene.objects.flatMap { $0.allObjects() }.filter { $0.frame != nil }.compactMap(\.id))
                var made = loader.recordedViews
                let madeIDs = Set(made.compactMap(\.0.id))
                for o in IBLoader.prototypes(below: c) where !madeIDs.contains(o.id ?? "") {
                    let before = loader.recordedViews.count
                    let cell = loader.makePrototype(o, controller: vc)
                    cell.layoutIfNeeded()
                    made += loader.recordedViews[before...]
                }
                var byID: [String: UIView] = [:]
                for (o, v) in made { if let id = o.id, byID[id] == nil { byID[id] = v } }
                for o in c.allObjects() where o.element == "tableView" {
                    if let id = o.id, let t = byID[id] as? UITableView { IBCanvasTable.layOut(o, table: t, views: byID, doc: doc) }
                }
                emit(made, only: ids)
                loader.recordsViews = false
            }
        case .xib:
            let nib = UINib(document: doc, bundle: nil)
            guard let loader = nib.loader else { return [] }
            loader.recordsViews = true
            let tops = nib.instantiate(withOwner: IBAnyOwner(), options: nil)
            for case let v as UIView in tops { v.layoutIfNeeded() }
            // A top-level cell keeps its frame; its content view is laid out as the canvas does.
            for (o, v) in loader.recordedViews where o.element == "tableViewCell" && doc.objects.contains(where: { $0 === o }) {
                if let cell = v as? UITableViewCell { IBCanvasTable.layOutCell(o, cell, frame: cell.frame, doc: doc) }
            }
            emit(loader.recordedViews, only: Set(doc.allObjects.filter { $0.frame != nil }.compactMap(\.id)))
        }
        return out
    }

    /// The frames Xcode wrote (`<rect key="frame">`) for every view with an id.
    public static func writtenFrames(_ path: String) throws -> [Frame] {
        let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path)
        return doc.allObjects.compactMap { o in
            guard let id = o.id, let f = o.frame else { return nil }
            return Frame(id: id, x: f.x, y: f.y, width: f.width, height: f.height)
        }
    }

    /// The file as a storyboard whose points are scaled to fit a screen of `screen`
    /// points (a terminal: `render` and `run`), keeping the file's proportions per axis.
    public static func storyboard(_ path: String, fitting screen: CGSize) throws -> UIStoryboard {
        let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path)
        let board = try UIStoryboard(document: doc, name: (path as NSString).lastPathComponent, bundle: nil)
        board._interfaceBuilderLoader?.pointScale = scale(doc, screen)
        return board
    }

    /// The scene `identifier` (Storyboard ID or IB id), else the initial one, else the first.
    public static func controller(in board: UIStoryboard, identifier: String?) -> UIViewController? {
        if let identifier { return board._instantiate(identifier) }
        if let vc = board.instantiateInitialViewController() { return vc }
        guard let first = board._interfaceBuilderLoader?.document.scenes.compactMap({ $0.controller?.id }).first else { return nil }
        return board._instantiate(first)
    }

    /// A xib's first top-level view, scaled to `screen`, in a plain controller.
    public static func nibController(_ path: String, fitting screen: CGSize) throws -> UIViewController {
        let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path)
        let nib = UINib(document: doc, bundle: nil)
        nib.loader?.pointScale = scale(doc, screen)
        let vc = UIViewController()
        if let v = nib.instantiate(withOwner: IBAnyOwner(), options: nil).first(where: { $0 is UIView }) as? UIView {
            vc.view.addSubview(v)
        }
        return vc
    }

    /// Whether `path` is a xib (else a storyboard); throws the reader's error.
    public static func isXib(_ path: String) throws -> Bool {
        try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path).kind == .xib
    }

    private static func scale(_ doc: IBDocument, _ screen: CGSize) -> (x: Double, y: Double) {
        let sim = simulatedScreenSize(doc)
        return (Double(screen.width) / Double(sim.width), Double(screen.height) / Double(sim.height))
    }

    /// The screen the file was drawn for, in points: its `<device>`, else its first root
    /// view's size, else 375 × 667; and that device's pixels per point
    /// (`uikit-ib render --png`). Throws the reader's error.
    public static func simulatedScreen(_ path: String) throws -> (size: CGSize, scale: Double) {
        let doc = try IBDocument.read(contentsOf: URL(fileURLWithPath: path), name: path)
        return (simulatedScreenSize(doc), doc.deviceScale)
    }

    static func simulatedScreenSize(_ doc: IBDocument) -> CGSize {
        if let s = doc.deviceSize { return CGSize(width: s.width, height: s.height) }
        if let f = doc.allObjects.first(where: { $0.key == "view" && $0.frame != nil })?.frame { return CGSize(width: f.width, height: f.height) }
        return CGSize(width: 375, height: 667)
    }

    /// `ID X Y W H`, numbers without trailing `.0`.
    public static func format(_ f: Frame) -> String {
        "\(f.id) \(IBRect.format(f.x)) \(IBRect.format(f.y)) \(IBRect.format(f.width)) \(IBRect.format(f.height))"
    }
}

/// File's Owner for `check` and `frames`, when no code supplies one: accepts nothing,
/// so outlets to it are reported as UIKit would report them.
final class IBAnyOwner {}

extension UIStoryboard {
    /// Instantiates scene `id`, loads its view and makes each prototype cell once, so
    /// every part of the scene is read (for `uikit-ib check`).
    func _instantiateAllForCheck(_ id: String, loader: IBLoader) {
        guard let vc = _instantiate(id) else { return }
        _ = vc.view
        guard let c = loader.document.object(withID: id) else { return }
        for o in IBLoader.prototypes(below: c) { _ = loader.makePrototype(o, controller: vc) }
    }
}
