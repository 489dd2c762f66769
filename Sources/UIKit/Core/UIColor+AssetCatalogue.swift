import Foundation

extension UIColor {
    /// The colour set `name` of an asset catalogue folder shipped among `bundle`'s
    /// resources (`Assets.xcassets/…/name.colorset/Contents.json`, as Xcode writes it):
    /// its universal colour, and its dark-appearance colour when it has one (a dynamic
    /// colour then). Components are read as Xcode writes them (`"0.500"`, `"0x80"`, or 0…255
    /// integers) in the sRGB, extended sRGB, Display P3 or grey spaces; a `reference` to a
    /// system colour (`"systemBlueColor"`) is that colour. nil when there is no such set
    /// or it holds no colour, as iOS returns for a name it cannot find.
    static func _assetCatalogueColor(named name: String, in bundle: Bundle?) -> UIColor? {
        let root = _ImageLookup.resourceRoot(bundle)
        guard let set = _ImageLookup.assetCatalogueSet(name + ".colorset", under: root),
              let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: UIColor?, dark: UIColor?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(_assetColor) else { continue }
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            if appearances.contains(where: { $0["appearance"] == "luminosity" && $0["value"] == "dark" }) {
                dark = dark ?? color
            } else if !appearances.contains(where: { $0["appearance"] == "contrast" }) {
                light = light ?? color
            }
        }
        guard let base = light ?? dark else { return nil }
        guard let dark, dark !== base else { return base }
        return UIColor { $0.userInterfaceStyle == .dark ? dark : base }
    }

    /// One `"color"` object of a colour set.
    private static func _assetColor(_ c: [String: Any]) -> UIColor? {
        if let reference = c["reference"] as? String { return _named(reference) }
        guard let parts = c["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = parts[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let n = Int(text.dropFirst(2), radix: 16) { return CGFloat(n) / 255 }
            guard let v = Double(text) else { return nil }
            return !text.contains(".") && v > 1 ? CGFloat(v) / 255 : CGFloat(v)
        }
        let alpha = value("alpha") ?? 1
        switch c["color-space"] as? String ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            return value("white").map { UIColor(white: $0, alpha: alpha) }
        case "display-p3":
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            return UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
        default:
            guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
            return UIColor(red: r, green: g, blue: b, alpha: alpha)
        }
    }
}
