import Foundation

/// How strongly a constraint wants to hold, as a UIKit priority (1…1000).
///
/// `required` (1000) constraints must hold; the solver reports a conflict instead of
/// breaking one. Optional strengths are compared *lexicographically*: the solver first
/// minimises the total error of the highest-priority optional constraints, then, among
/// the solutions that keep that minimum, the next level, and so on. So one priority-999
/// constraint beats any number of priority-998 constraints, and 999 always yields to
/// 1000. (Badros, Borning & Stuckey 2001, §2, describe this as a "symbolic weight": a
/// vector of weights compared lexicographically; here every distinct priority is one
/// component of that vector, so there is no limit on the number of levels.)
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 0 < value ≤ 1000.
    public let value: Double

    /// A strength from a priority; values are clamped to 0.0001…1000.
    public init(_ value: Double) { self.value = min(1000, max(0.0001, value)) }

    /// Must hold (priority 1000).
    public static let required = Strength(1000)
    public var isRequired: Bool { value >= 1000 }

    public static func < (l: Strength, r: Strength) -> Bool { l.value < r.value }
    public var description: String { isRequired ? "required" : "\(value)" }
}
