import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it
/// when the value goes away. Each test makes its own, so tests run in parallel and leave
/// nothing behind.
public final class TemporaryFolder {
    public let url: URL
    public var path: String { url.path }

    /// A folder named `prefix-UUID`; with `create: false` only the name is chosen (for code
    /// under test that must make the folder itself, as an app's first run does).
    public init(prefix: String = "uikit-tests", create: Bool = true) throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        if create { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The URL of `name` (a relative path) inside the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` as UTF-8 to `name` (a relative path; folders on the way are made).
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> URL {
        let target = file(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
        return target
    }

    /// Every file directly in the folder, by name, with its bytes.
    public func files() -> [(name: String, data: Data)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().compactMap { name in (try? Data(contentsOf: file(name))).map { (name, $0) } }
    }
}
