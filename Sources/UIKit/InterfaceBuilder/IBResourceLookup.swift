import Foundation

/// Finds Interface Builder files among a bundle's resources as UIKit finds compiled ones
/// in an app bundle: the bundle's resource folder, then the preferred localization's
/// `.lproj` folder, then `Base.lproj`, then any other `.lproj`. SwiftPM resources
/// (`Bundle.module`) keep `Base.lproj` and `xx.lproj` folders, so the same layout works.
enum IBResourceLookup {
    /// The file `name.ext` in `bundle` (nil: the main bundle), or nil.
    static func url(_ name: String, ext: String, in bundle: Bundle?) -> URL? {
        let b = bundle ?? Bundle.main
        guard let root = b.resourceURL ?? URL(fileURLWithPath: b.bundlePath, isDirectory: true) as URL? else { return nil }
        let fm = FileManager.default
        let file = name.hasSuffix("." + ext) ? name : name + "." + ext
        var candidates = [root.appendingPathComponent(file)]
        for lang in preferredLanguages() { candidates.append(root.appendingPathComponent("\(lang).lproj/\(file)")) }
        candidates.append(root.appendingPathComponent("Base.lproj/\(file)"))
        if let items = try? fm.contentsOfDirectory(atPath: root.path) {
            for d in items.sorted() where d.hasSuffix(".lproj") { candidates.append(root.appendingPathComponent("\(d)/\(file)")) }
        }
        return candidates.first { fm.fileExists(atPath: $0.path) }
    }

    /// The `.strings` table that localizes `name` (`xx.lproj/Name.strings`) for the preferred
    /// languages: IB object id + property → text (`"FMK-Mz-ejx.normalTitle" = "Next";`).
    static func strings(for name: String, in bundle: Bundle?) -> [String: String] {
        let b = bundle ?? Bundle.main
        guard let root = b.resourceURL ?? URL(fileURLWithPath: b.bundlePath, isDirectory: true) as URL? else { return [:] }
        let base = (name as NSString).deletingPathExtension
        for lang in preferredLanguages() {
            let url = root.appendingPathComponent("\(lang).lproj/\(base).strings")
            if let data = try? Data(contentsOf: url),
               let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] {
                return plist
            }
        }
        return [:]
    }

    /// Language folder names to try, best first (`LANG=zh_CN.UTF-8` → `zh-Hans`, `zh_CN`, `zh`).
    static func preferredLanguages() -> [String] {
        var out: [String] = []
        let env = ProcessInfo.processInfo.environment
        for v in [env["LC_ALL"], env["LC_MESSAGES"], env["LANG"]].compactMap({ $0 }) where !v.isEmpty && v != "C" && v != "POSIX" {
            let code = v.split(separator: ".").first.map(String.init) ?? v
            let lang = code.split(separator: "_").first.map(String.init) ?? code
            if lang == "zh" { out += code.contains("TW") || code.contains("HK") ? ["zh-Hant"] : ["zh-Hans"] }
            out += [code, code.replacingOccurrences(of: "_", with: "-"), lang]
        }
        out += ["en", "English"]
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }
}
