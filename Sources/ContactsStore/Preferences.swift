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
