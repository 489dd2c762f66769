import Foundation

/// The outcome of ``ContactsDatabase/verify(name:password:)``.
///
/// An unknown account and a wrong password both give
/// ``invalidCredentials``, so the answer does not tell whether a name exists.
public enum AccountVerification: Equatable, Sendable {
    /// The password is right; the account is signed in.
    case success(Account)
    /// Unknown account or wrong password.
    case invalidCredentials
    /// Too many consecutive failures: try again after `retryAfter` seconds.
    /// No password was checked.
    case locked(retryAfter: TimeInterval)
}
