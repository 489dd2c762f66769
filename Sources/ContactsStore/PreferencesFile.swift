import Foundation

/// Reads and writes ``Preferences`` as JSON (Foundation's `JSONEncoder`),
/// atomically and with mode 0600.
public struct PreferencesFile: Sendable {
    /// The file's location.
    public let url: URL

    /// The preferences file of a data directory.
    public init(directory: DataDirectory) { url = directory.preferencesURL }
    /// A preferences file at an explicit location.
    public init(url: URL) { self.url = url }

    /// The stored preferences, normalised; defaults when there is no file.
    /// - Throws: ``ContactsStoreError/invalidPreferences(path:reason:)`` for
    ///   a file that is not valid JSON preferences (it is left as it is).
    public func load() throws -> Preferences {
        guard let data = try AtomicFile.read(url) else { return Preferences() }
        do {
            return try JSONDecoder().decode(Preferences.self, from: data).normalized()
        } catch {
            throw ContactsStoreError.invalidPreferences(path: url.path, reason: Self.describe(error))
        }
    }

    /// Writes `preferences` (sorted keys, pretty-printed).
    /// - Throws: ``ContactsStoreError/file(path:reason:)``.
    public func save(_ preferences: Preferences) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(preferences)
        } catch {
            throw ContactsStoreError.file(path: url.path, reason: "cannot encode preferences: \(error)")
        }
        try AtomicFile.write(data + Data("\n".utf8), to: url)
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "not JSON: " + context.debugDescription
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(key.isEmpty ? "top level" : key): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
