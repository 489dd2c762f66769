import Foundation

/// A storyboard or xib file as Xcode 5–16 write it (the `<document>` format, document types
/// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` and `…CocoaTouch.XIB`).
///
/// Reading never stops at an unknown element or class: those are kept and listed in
/// `diagnostics`. It stops only for files that cannot be read as a document at all
/// (`IBReadError`: malformed XML with line and reason, the legacy `<archive>` format,
/// a root that is not a Cocoa Touch document, an attribute Interface Builder writes as a
/// number that holds something else: `IBNumericAttributes`).
public final class IBDocument: @unchecked Sendable {
    public enum Kind: String, Sendable {
        case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    }

    /// A scene of a storyboard: its top-level objects (the controller, First Responder,
    /// Exit, storyboard references…).
    public struct Scene: Sendable {
        public var sceneID: String
        public var objects: [IBObject]
        public var line: Int
        /// The scene's controller (`sceneMemberID="viewController"`) or storyboard reference.
        public var controller: IBObject? {
            objects.first { $0["sceneMemberID"] == "viewController" }
                ?? objects.first { $0.element.hasSuffix("Controller") || $0.element == "viewControllerPlaceholder" }
        }
    }

    public let kind: Kind
    /// The name used in messages (usually the path given).
    public let file: String
    public let attributes: [String: String]
    /// Storyboards: the scenes in file order. Xibs: empty.
    public let scenes: [Scene]
    /// Xibs: the top-level objects in order (File's Owner, First Responder, views…).
    public let objects: [IBObject]
    /// `<resources>` children (images, named colours, system colours).
    public let resources: [IBElement]
    /// `<device id= orientation=>` (Xcode 8+).
    public let device: [String: String]?
    /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">` (Xcode 5–7): each metric's
    /// attributes by key (`statusBar`, `orientation`, `destination`), with its element name
    /// under `element` (`<simulatedScreenMetrics key="destination" type="retina4"/>`).
    public let defaultSimulatedMetrics: [String: [String: String]]
    public let diagnostics: [IBDiagnostic]
    private let byID: [String: IBObject]

    /// The initial scene's controller id (`initialViewController`).
    public var initialViewController: String? { attributes["initialViewController"] }
    /// `useAutolayout="YES"`: views are laid out by constraints (else springs and struts).
    public var usesAutolayout: Bool { attributes["useAutolayout"] == "YES" }
    public var toolsVersion: String? { attributes["toolsVersion"] }
    /// `toolsVersion` as a number (`14490.70` → 14490.7); 0 when absent. Xcode 5 wrote
    /// about 5000, Xcode 6 6000–7700, Xcode 7 about 9000, Xcode 10 14000–14900.
    public var toolsVersionNumber: Double {
        guard let version = toolsVersion else { return 0 }
        // A released Xcode writes a number ("21701"), a beta a dotted version
        // ("32700.99.1234"): its first part is the build's major number.
        return Double(version) ?? Double(version.split(separator: ".").first ?? "") ?? 0
    }

    /// Reads the file at `url`.
    public static func read(contentsOf url: URL, name: String? = nil) throws -> IBDocument {
        let file = name ?? url.path
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw IBReadError.unreadable(file: file, reason: (error as NSError).localizedDescription)
        }
        return try IBDocument(data: data, file: file)
    }

    /// Reads `data`; `file` names it in messages.
    public init(data: Data, file: String) throws {
        let root = try IBElement.parse(data, file: file)
        self.file = file
        if root.name == "archive" {
            throw IBReadError.legacyArchive(file: file, line: root.line, version: root["version"])
        }
        guard root.name == "document" else {
            throw IBReadError.notInterfaceBuilder(file: file, line: root.line, reason: "the root element is <\(root.name)>, not <document>")
        }
        guard let type = root["type"], let kind = Kind(rawValue: type) else {
            throw IBReadError.notInterfaceBuilder(file: file, line: root.line,
                                                  reason: "document type '\(root["type"] ?? "")' is not a Cocoa Touch storyboard or xib (targetRuntime \(root["targetRuntime"] ?? "unknown"))")
        }
        let problems = IBNumericAttributes.problems(in: root)
        if let p = problems.first {
            throw IBReadError.invalidNumber(file: file, line: p.line, element: p.element, attribute: p.attribute,
                                            value: p.value, expected: p.kind.expectation, others: problems.count - 1)
        }
        self.kind = kind
        self.attributes = root.attributes
        var decoder = IBObjectDecoder()
        var scenes: [Scene] = []
        var objects: [IBObject] = []
        var resources: [IBElement] = []
        var device: [String: String]?
        var defaults: [String: [String: String]] = [:]
        for c in root.children {
            switch c.name {
            case "scenes":
                for s in c.children {
                    guard s.name == "scene" else { decoder.unknown(s, path: "document/scenes"); continue }
                    let path = "document/scenes/scene" + (s["sceneID"].map { "[\($0)]" } ?? "")
                    var objs: [IBObject] = []
                    for part in s.children where part.name == "objects" {
                        objs += part.children.map { decoder.object($0, path: path + "/objects") }
                    }
                    scenes.append(Scene(sceneID: s["sceneID"] ?? "", objects: objs, line: s.line))
                }
            case "objects":
                objects += c.children.map { decoder.object($0, path: "document/objects") }
            case "resources":
                resources = c.children
            case "device":
                device = c.attributes
            case "simulatedMetricsContainer":
                for m in c.children { defaults[m["key"] ?? m.name] = m.attributes.merging(["element": m.name]) { a, _ in a } }
            case "dependencies", "classes", "inferredMetricsTieBreakers":
                break
            default:
                decoder.unknown(c, path: "document")
            }
        }
        self.scenes = scenes
        self.objects = objects
        self.resources = resources
        self.device = device
        self.defaultSimulatedMetrics = defaults
        var map: [String: IBObject] = [:]
        for top in scenes.flatMap(\.objects) + objects {
            for o in top.allObjects() { if let id = o.id { map[id] = o } }
        }
        self.byID = map
        self.diagnostics = decoder.diagnostics
    }

    /// The object with IB id `id` anywhere in the document.
    public func object(withID id: String) -> IBObject? { byID[id] }

    /// Every object of the document, scene by scene, depth first.
    public var allObjects: [IBObject] {
        (scenes.flatMap(\.objects) + objects).flatMap { $0.allObjects() }
    }

    /// The scene whose top-level objects include `id`, or which contains `id` anywhere.
    public func scene(containing id: String) -> Scene? {
        scenes.first { s in s.objects.contains { $0.id == id } }
            ?? scenes.first { s in s.objects.contains { $0.allObjects().contains { $0.id == id } } }
    }

    /// The screen size in points of Xcode's device (`retina6_1` → 414×896), nil when the
    /// file names none or an unknown one.
    public var deviceSize: (width: Double, height: Double)? {
        guard let id = device?["id"], let s = IBDocument.deviceSizes[id] else { return nil }
        if device?["orientation"] == "landscape" { return (s.1, s.0) }
        return s
    }

    /// Pixels per point of Xcode's device (`retina6_1`, the iPhone XR and 11: 2;
    /// `retina6_0`, the iPhone 12: 3), else of the old `simulatedScreenMetrics` type
    /// (`retina55`: 3), else 2: the Retina iPhone Xcode 5 to 7 laid files out for.
    /// Apple's figures (iPhone and iPad technical specifications: pixels ÷ points).
    public var deviceScale: Double {
        if let id = device?["id"] {
            return IBDocument.threeXDevices.contains(id) ? 3 : 2
        }
        if defaultSimulatedMetrics["destination"]?["type"] == "retina55" { return 3 }
        return 2
    }

    /// Xcode's devices drawn at three pixels a point; every other iPhone and iPad has two.
    static let threeXDevices: Set<String> = [
        "retina5_5", "retina5_9", "retina6_5", "retina5_4", "retina6_0", "retina6_7",
        "retina6_12", "retina6_72", "retina6_3", "retina6_9",
    ]

    /// Xcode's device identifiers and their portrait screen sizes in points.
    static let deviceSizes: [String: (Double, Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896), "retina6_3": (402, 874),
        "retina6_12": (393, 852), "retina6_72": (430, 932), "retina5_4": (375, 812), "retina6_0": (390, 844),
        "retina6_7": (428, 926), "retina6_9": (440, 956), "iPad": (768, 1024), "ipad9_7": (768, 1024),
        "ipad10_2": (810, 1080), "ipad10_5": (834, 1112), "ipad11": (834, 1194), "ipad12_9": (1024, 1366),
        "ipad12_9rounded": (1024, 1366), "ipad10_9rounded": (820, 1180), "ipad11_0rounded": (834, 1194),
    ]
}
