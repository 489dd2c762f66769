import Foundation

/// The priority of a constraint, 1…1000, as `UILayoutPriority`.
///
/// `required` (1000) constraints must hold; lower ones hold as well as they can, higher
/// priorities first: the solver minimises the errors of each priority level before looking
/// at the next lower one (see `LayoutSolver.Strength`), so 999 always yields to 1000 and
/// one constraint at 251 beats any number at 250.
/// Source: Apple's UILayoutPriority documentation.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` uses to pull toward the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (l: UILayoutPriority, r: UILayoutPriority) -> Bool { l.rawValue < r.rawValue }
    public static func + (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue + r) }
    public static func - (l: UILayoutPriority, r: Float) -> UILayoutPriority { UILayoutPriority(l.rawValue - r) }
    public var description: String { "UILayoutPriority(rawValue: \(rawValue))" }
}
