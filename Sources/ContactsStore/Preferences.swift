import Foundation

/// The login screen's persistent state, kept as JSON beside the database
/// (`preferences.json`), not in it.
///
/// Coupling rule of the app: auto-login implies remember-password. The
/// `setting…` helpers apply it for a switch change; ``normalized()`` repairs
/// a file that breaks it.
public struct Preferences: Codable, Equatable, Sendable {
    /// "Remember password" switch: keep a login token.
    public var rememberPassword: Bool
    /// "Auto-login" switch: sign in with the token at start.
    public var autoLogin: Bool
    /// The last account that signed in, to prefill the account field.
    public var lastAccount: String?

    public init(rememberPassword: Bool = false, autoLogin: Bool = false, lastAccount: String? = nil) {
        self.rememberPassword = rememberPassword
        self.autoLogin = autoLogin
        self.lastAccount = lastAccount
    }

    /// Missing keys take their defaults, so older files still load.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rememberPassword = try container.decodeIfPresent(Bool.self, forKey: .rememberPassword) ?? false
        autoLogin = try container.decodeIfPresent(Bool.self, forKey: .autoLogin) ?? false
        lastAccount = try container.decodeIfPresent(String.self, forKey: .lastAccount)
    }

    /// The "Remember password" switch changed: turning it off also turns
    /// auto-login off.
    public func setting(rememberPassword value: Bool) -> Preferences {
        var copy = self
        copy.rememberPassword = value
        if !value { copy.autoLogin = false }
        return copy
    }

    /// The "Auto-login" switch changed: turning it on also turns remember on.
    public func setting(autoLogin value: Bool) -> Preferences {
        var copy = self
        copy.autoLogin = value
        if value { copy.rememberPassword = true }
        return copy
    }

    /// The same preferences with the rule enforced: auto-login without
    /// remember is turned off (the safer reading of a broken file).
    public func normalized() -> Preferences {
        var copy = self
        if copy.autoLogin && !copy.rememberPassword { copy.autoLogin = false }
        return copy
    }
}

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
