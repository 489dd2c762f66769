import Foundation

/// Finding image files as `UIImage(named:)` does, and reading their pixel size.
enum _ImageLookup {
    static let extensions = ["png", "jpg", "jpeg", "gif"]

    /// The file for image `name` in `bundle`: among the resources (and the preferred
    /// `.lproj` folders), the `@3x`, `@2x`, then 1x file of each extension; else an image
    /// set of an asset catalogue folder among the resources.
    static func url(named name: String, in bundle: Bundle) -> URL? {
        guard let root = bundle.resourceURL ?? URL(fileURLWithPath: bundle.bundlePath, isDirectory: true) as URL? else { return nil }
        let fm = FileManager.default
        let given = (name as NSString).pathExtension.lowercased()
        let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let exts = extensions.contains(given) ? [given] : extensions
        var folders = [root]
        for lang in IBResourceLookup.preferredLanguages() { folders.append(root.appendingPathComponent("\(lang).lproj")) }
        folders.append(root.appendingPathComponent("Base.lproj"))
        for folder in folders {
            for ext in exts {
                for suffix in ["@3x", "@2x", ""] {
                    let u = folder.appendingPathComponent(base + suffix + "." + ext)
                    if fm.fileExists(atPath: u.path) { return u }
                }
            }
        }
        return assetCatalogueImage(base, under: root)
    }

    /// `name.imageset` in any `.xcassets` folder among the resources (groups nest): the
    /// file its `Contents.json` names at the highest scale, else any image file in it.
    static func assetCatalogueImage(_ name: String, under root: URL) -> URL? {
        assetCatalogueSet(name + ".imageset", under: root).flatMap(imageSetFile)
    }

    /// The folder `setName` (`Logo.imageset`, `Accent.colorset`) in any `.xcassets` folder
    /// among the resources of `root`, groups included; nil when there is none.
    static func assetCatalogueSet(_ setName: String, under root: URL) -> URL? {
        let fm = FileManager.default
        guard let items = try? fm.contentsOfDirectory(atPath: root.path) else { return nil }
        for catalogue in items.sorted() where catalogue.hasSuffix(".xcassets") {
            let top = root.appendingPathComponent(catalogue)
            guard let walker = fm.enumerator(atPath: top.path) else { continue }
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent == setName { return top.appendingPathComponent(relative) }
            }
        }
        return nil
    }

    /// The resource folder of `bundle` (nil: the main bundle).
    static func resourceRoot(_ bundle: Bundle?) -> URL {
        let b = bundle ?? .main
        return b.resourceURL ?? URL(fileURLWithPath: b.bundlePath, isDirectory: true)
    }

    private static func imageSetFile(_ set: URL) -> URL? {
        let fm = FileManager.default
        if let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let images = json["images"] as? [[String: Any]] {
            let named = images.compactMap { entry -> (String, Int)? in
                guard let file = entry["filename"] as? String else { return nil }
                let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
                return (file, scale)
            }
            if let best = named.max(by: { $0.1 < $1.1 }) {
                let u = set.appendingPathComponent(best.0)
                if fm.fileExists(atPath: u.path) { return u }
            }
        }
        let files = (try? fm.contentsOfDirectory(atPath: set.path)) ?? []
        return files.sorted().first { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { set.appendingPathComponent($0) }
    }

    /// The scale a file name says (`icon@2x` → 2), 1 without a suffix.
    static func scale(ofFileNamed name: String) -> CGFloat {
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }

    static func isPNG(_ d: Data) -> Bool { d.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    /// Width and height in pixels of PNG (IHDR), GIF (logical screen) or JPEG (first SOF
    /// marker) data; nil for anything else.
    static func pixelSize(of data: Data) -> CGSize? {
        let b = [UInt8](data.prefix(65536))
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if isPNG(data), b.count >= 24 { return CGSize(width: be32(16), height: be32(20)) }
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) {
            return CGSize(width: Int(b[6]) | Int(b[7]) << 8, height: Int(b[8]) | Int(b[9]) << 8)
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count {
                guard b[i] == 0xFF else { return nil }
                let marker = b[i + 1]
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                    return CGSize(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + length
            }
        }
        return nil
    }
}
