import Foundation

/// One object of an Interface Builder document: a view controller, view, control, bar
/// item, table section, prototype cell, placeholder (File's Owner, First Responder),
/// exit, layout guide… Its element name is the IB class (`viewController`, `label`,
/// `tableViewCell`); `customClass` names a subclass.
///
/// The typed parts Xcode writes as child elements are decoded here: the frame, the
/// autoresizing mask, constraints, connections, colours, fonts, button states,
/// user-defined runtime attributes, accessibility and simulated metrics. Keyed child
/// objects (`<view key="view">`, `<navigationItem key="navigationItem">`) are in
/// `keyed`, object lists (`<sections>`, `<cells>`, `<prototypes>`, `<items>`) in `lists`,
/// other keyed values (`<nil key="textColor"/>`, `<size key="…">`, `<inset …>`) in `values`.
public final class IBObject: @unchecked Sendable {
    /// The element name: the IB class (`viewController`, `button`, `placeholder`, `exit`).
    public let element: String
    public let attributes: [String: String]
    public let line: Int
    /// Where the element is, e.g. `document/scenes/scene[e0s-rO-RzS]/objects/viewController[QpD-aN-Vza]/view[cpF-Db-juX]`.
    public let path: String

    public var id: String? { attributes["id"] }
    /// The `key` under which the parent holds this object (`view`, `navigationItem`, `contentView`).
    public var key: String? { attributes["key"] }
    public var customClass: String? { attributes["customClass"] }
    public var customModule: String? { attributes["customModule"] }
    /// `target` when the module is the target's own ("Inherit Module From Target").
    public var customModuleProvider: String? { attributes["customModuleProvider"] }
    public var userLabel: String? { attributes["userLabel"] }

    public internal(set) var frame: IBRect?
    public internal(set) var autoresizingMask: IBAutoresizingMask?
    public internal(set) var subviews: [IBObject] = []
    public internal(set) var keyed: [String: IBObject] = [:]
    public internal(set) var lists: [String: [IBObject]] = [:]
    public internal(set) var values: [String: IBElement] = [:]
    public internal(set) var constraints: [IBConstraint] = []
    public internal(set) var connections: [IBConnection] = []
    public internal(set) var colors: [String: IBColor] = [:]
    public internal(set) var fonts: [String: IBFont] = [:]
    public internal(set) var states: [IBButtonState] = []
    public internal(set) var runtimeAttributes: [IBRuntimeAttribute] = []
    public internal(set) var accessibility: IBAccessibility?
    /// Simulated metrics by key (`simulatedTopBarMetrics`, `simulatedStatusBarMetrics`,
    /// `destination` (screen), `orientation`, `size` (freeform)): their attributes.
    public internal(set) var simulatedMetrics: [String: [String: String]] = [:]
    /// `<segments><segment title=…/></segments>` of a segmented control, in order.
    public internal(set) var segments: [[String: String]] = []
    /// `<string key="…">` values (multi-line `text`, `title`).
    public internal(set) var strings: [String: String] = [:]
    /// Lists of strings by element name (`<scopeButtonTitles><string>All</string>…`).
    public internal(set) var stringLists: [String: [String]] = [:]
    /// Keys written as `<nil key="…"/>` (an explicit nil, e.g. `textColor`).
    public internal(set) var nilKeys: Set<String> = []
    /// Child elements this reader did not recognise (they are reported, never fatal).
    public internal(set) var unknownChildren: [IBElement] = []

    init(element: IBElement, path: String) {
        self.element = element.name
        self.attributes = element.attributes
        self.line = element.line
        self.path = path
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// `attribute` read as IB's `YES`/`NO`.
    public func bool(_ attribute: String) -> Bool? {
        guard let v = attributes[attribute] else { return nil }
        return v == "YES" || v == "yes" || v == "true"
    }

    /// `attribute` read as a number.
    public func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// The text of a label, text field or text view: the `text` attribute or `<string key="text">`.
    public var text: String? { attributes["text"] ?? strings["text"] }

    /// This object and every object below it (keyed objects, lists, subviews), depth first.
    public func allObjects() -> [IBObject] {
        var out: [IBObject] = [self]
        for k in keyed.keys.sorted() { out += keyed[k]!.allObjects() }
        for k in lists.keys.sorted() { for o in lists[k]! { out += o.allObjects() } }
        for s in subviews { out += s.allObjects() }
        return out
    }

    /// The segues among `connections`.
    public var segues: [IBSegue] {
        connections.compactMap { if case .segue(let s) = $0 { return s } else { return nil } }
    }
}

extension IBObject: CustomStringConvertible {
    public var description: String {
        "<\(element)\(id.map { " id=\($0)" } ?? "")\(customClass.map { " customClass=\($0)" } ?? "")>"
    }
}
