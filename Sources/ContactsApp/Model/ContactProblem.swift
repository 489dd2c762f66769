import Foundation

/// Why a contact cannot be saved from the app's screens.
public enum ContactProblem: Error, Equatable, Hashable, Sendable {
    /// The name is blank.
    case emptyName
    /// A phone number fails ``PhoneNumberRule``.
    case invalidPhone(String, PhoneNumberProblem)
    /// An e-mail address lacks an `@` with text on both sides, or has spaces.
    case invalidEmail(String)
}
