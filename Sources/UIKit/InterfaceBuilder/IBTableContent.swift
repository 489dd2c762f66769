import Foundation
internal import InterfaceBuilderXML

/// A table's Interface Builder content: prototype cells (registered by reuse identifier,
/// each dequeue of a new cell builds a fresh copy with its own outlets and `awakeFromNib`),
/// or static sections whose cells are made once, with their header and footer titles.
@MainActor
final class IBTableContent {
    struct Section {
        var header: String?
        var footer: String?
        var cells: [UITableViewCell]
    }
    private(set) var sections: [Section] = []

    /// Installs `o`'s prototypes or static sections on `table`.
    /// Static cells join `pass` (the view's unarchiving, so the controller's outlets to
    /// their content connect); prototypes get a pass of their own per dequeue.
    static func install(_ o: IBObject, table: UITableView, loader: IBLoader, controller: UIViewController?, pass: IBUnarchiving) {
        for proto in (o.lists["prototypes"] ?? []) {
            guard let id = proto["reuseIdentifier"], !id.isEmpty else {
                loader.warn(proto, "prototype cell without a reuse identifier cannot be dequeued")
                continue
            }
            table._nibCells[id] = { [weak loader, weak controller] in
                guard let loader else { return UITableViewCell(style: .default, reuseIdentifier: id) }
                return loader.makeCell(proto, controller: controller)
            }
        }
        if o["dataMode"] == "static" {
            let content = IBTableContent()
            for s in o.lists["sections"] ?? [] {
                let cells = (s.lists["cells"] ?? []).map { c in
                    (loader.makeView(c, in: pass) as? UITableViewCell) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                content.sections.append(Section(header: loader.text(s, "headerTitle"), footer: loader.text(s, "footerTitle"), cells: cells))
            }
            table._staticContent = content
        }
    }

    var numberOfSections: Int { sections.count }
    func numberOfRows(in section: Int) -> Int { sections.indices.contains(section) ? sections[section].cells.count : 0 }
    func cell(at ip: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(ip.section), sections[ip.section].cells.indices.contains(ip.row) else { return nil }
        return sections[ip.section].cells[ip.row]
    }
    func headerTitle(in section: Int) -> String? { sections.indices.contains(section) ? sections[section].header : nil }
    func footerTitle(in section: Int) -> String? { sections.indices.contains(section) ? sections[section].footer : nil }
}

extension IBLoader {
    /// A table cell from its IB element (`makePrototype`).
    func makeCell(_ o: IBObject, controller: UIViewController?) -> UITableViewCell {
        (makePrototype(o, controller: controller) as? UITableViewCell) ?? UITableViewCell(style: .default, reuseIdentifier: o["reuseIdentifier"])
    }

    /// A prototype (a table or collection view cell, a collection view's header or footer)
    /// from its IB element: its own unarchiving pass whose owner is the controller (outlets
    /// from the controller to the prototype's content connect, actions reach it), then
    /// `awakeFromNib`.
    func makePrototype(_ o: IBObject, controller: UIViewController?) -> UIView {
        let pass = IBUnarchiving()
        pass.controller = controller
        if let controller, let scene = document.scene(containing: o.id ?? ""), let c = scene.controller, let id = c.id {
            pass.objects[id] = controller
        }
        let v = makeView(o, in: pass)
        connect(pass, skipDestinationsOutside: false)
        for obj in pass.awake { (obj as? UIView)?.awakeFromNib() }
        return v
    }
}
