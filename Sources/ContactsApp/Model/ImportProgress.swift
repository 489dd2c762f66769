import Foundation

/// What a long import is doing, for a progress line.
public enum ImportProgress: Equatable, Sendable {
    /// Starting to read a file of `bytes` bytes (nil: unknown, standard input).
    case reading(bytes: Int?)
    /// `cards` cards stored so far (in the one open transaction), after
    /// reading `bytesRead` of the input's `totalBytes` (nil: unknown).
    case storing(cards: Int, bytesRead: Int, totalBytes: Int?)
}
