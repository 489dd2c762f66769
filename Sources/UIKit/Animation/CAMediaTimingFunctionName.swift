import Foundation

/// The names of Core Animation's predefined timing functions, as Core Animation's
/// `CAMediaTimingFunctionName` (a string-backed name; the raw values are Apple's:
/// "linear", "easeIn", "easeOut", "easeInEaseOut", "default").
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: control points (0, 0) and (1, 1).
    public static let linear = Self(rawValue: "linear")
    /// Ease-in pacing, slow at the start: control points (0.42, 0) and (1, 1).
    public static let easeIn = Self(rawValue: "easeIn")
    /// Ease-out pacing, slow at the end: control points (0, 0) and (0.58, 1).
    public static let easeOut = Self(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    /// The system default: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = Self(rawValue: "default")
}
