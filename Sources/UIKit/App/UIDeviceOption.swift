import Foundation

/// The device a launcher is asked to be: `--device NAME` (or `--device=NAME`) on the
/// command line, else the `UIKIT_DEVICE` environment variable. `cells` is a character-cell
/// screen (a terminal's), `iphone` an iPhone's 390 × 844 points; which a backend can be is
/// its own (docs/DECISIONS.md, "Points on a terminal: the app's constants are converted").
package enum UIDeviceOption {
    /// The names launchers know.
    package static let known = ["cells", "iphone"]

    /// The name asked for, lower-cased, or nil when none was.
    package static func requested(arguments: [String], environment: [String: String]) throws -> String? {
        var name = environment["UIKIT_DEVICE"]
        for (i, a) in arguments.enumerated() {
            if a == "--device" {
                guard i + 1 < arguments.count else { throw UIApplicationMainError("--device needs a name (\(known.joined(separator: ", ")))") }
                name = arguments[i + 1]
            }
            if a.hasPrefix("--device=") { name = String(a.dropFirst("--device=".count)) }
        }
        guard let name, !name.isEmpty else { return nil }
        let lower = name.lowercased()
        guard known.contains(lower) else {
            throw UIApplicationMainError("device \"\(name)\" is not known (known: \(known.joined(separator: ", ")))")
        }
        return lower
    }
}
