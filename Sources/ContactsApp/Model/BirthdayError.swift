import Foundation

/// A birthday that is not a date.
public enum BirthdayError: Error, Equatable, Sendable {
    /// The text as typed.
    case invalid(String)
}
