import Foundation

/// The `UIApplicationSceneManifest` dictionary of an app's Info.plist, decoded with
/// Foundation's `PropertyListSerialization` (XML or binary plists):
///
///     UIApplicationSceneManifest
///       UIApplicationSupportsMultipleScenes  Bool
///       UISceneConfigurations
///         UIWindowSceneSessionRoleApplication  [ { UISceneConfigurationName, UISceneDelegateClassName,
///                                                UISceneClassName, UISceneStoryboardFile } ]
///
/// Class names may carry Xcode's `$(PRODUCT_MODULE_NAME).` prefix (Xcode expands it when it
/// builds; here it is dropped and the class is found by its name, as Interface Builder
/// classes are).
struct UIApplicationSceneManifest: Equatable {
    struct Configuration: Equatable {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }
    var supportsMultipleScenes: Bool
    var configurations: [String: [Configuration]]

    /// Errors reading an Info.plist, with the file's path.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Decodes the manifest from an Info.plist's bytes; nil when the plist has none.
    static func decode(_ data: Data, path: String) throws -> UIApplicationSceneManifest? {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ReadError(description: "\(path): error: not a property list (\(error.localizedDescription))")
        }
        guard let info = plist as? [String: Any] else {
            throw ReadError(description: "\(path): error: the top level of an Info.plist must be a dictionary")
        }
        guard let raw = info["UIApplicationSceneManifest"] else { return nil }
        guard let manifest = raw as? [String: Any] else {
            throw ReadError(description: "\(path): error: UIApplicationSceneManifest must be a dictionary")
        }
        var out = UIApplicationSceneManifest(
            supportsMultipleScenes: (manifest["UIApplicationSupportsMultipleScenes"] as? Bool) ?? false,
            configurations: [:])
        if let roles = manifest["UISceneConfigurations"] as? [String: Any] {
            for (role, list) in roles {
                guard let items = list as? [[String: Any]] else {
                    throw ReadError(description: "\(path): error: UISceneConfigurations.\(role) must be an array of dictionaries")
                }
                out.configurations[role] = items.map { d in
                    Configuration(name: d["UISceneConfigurationName"] as? String,
                                  delegateClassName: (d["UISceneDelegateClassName"] as? String).map(stripModuleVariable),
                                  sceneClassName: (d["UISceneClassName"] as? String).map(stripModuleVariable),
                                  storyboardName: d["UISceneStoryboardFile"] as? String)
                }
            }
        }
        return out
    }

    /// `$(PRODUCT_MODULE_NAME).SceneDelegate` → `SceneDelegate`.
    static func stripModuleVariable(_ name: String) -> String {
        for variable in ["$(PRODUCT_MODULE_NAME).", "${PRODUCT_MODULE_NAME}.", "$(TARGET_NAME).", "${TARGET_NAME}."]
        where name.hasPrefix(variable) {
            return String(name.dropFirst(variable.count))
        }
        return name
    }

    /// The Info.plist UIKit reads for `bundle`: `Info.plist` at the bundle's root (an app
    /// bundle's place), else in a SwiftPM resource bundle next to the executable
    /// (`*.resources/Info.plist` or `*.resources/Resources/Info.plist`; SwiftPM refuses a
    /// top-level `Info.plist` resource, so a copied `Resources` folder is the usual way).
    /// The executable's own resource bundle (`Package_Executable.resources`) comes first,
    /// so one package holding several apps gives each its own Info.plist.
    static func infoPlistURL(in bundle: Bundle) -> URL? {
        let fm = FileManager.default
        let root = URL(fileURLWithPath: bundle.bundlePath, isDirectory: true)
        let direct = root.appendingPathComponent("Info.plist")
        if fm.fileExists(atPath: direct.path) { return direct }
        guard let items = try? fm.contentsOfDirectory(atPath: root.path) else { return nil }
        let executable = Bundle.main.executableURL?.lastPathComponent ?? ProcessInfo.processInfo.processName
        let own = "_\(executable).resources"
        let ordered = items.sorted().filter { $0.hasSuffix(own) } + items.sorted().filter { !$0.hasSuffix(own) }
        for d in ordered where d.hasSuffix(".resources") || d.hasSuffix(".bundle") {
            for sub in ["Info.plist", "Resources/Info.plist"] {
                let u = root.appendingPathComponent(d).appendingPathComponent(sub)
                if fm.fileExists(atPath: u.path) { return u }
            }
        }
        return nil
    }
}
