import Foundation

/// A constraint as written (`<constraint firstItem= firstAttribute= relation= secondItem=
/// secondAttribute= multiplier= constant= priority= identifier= id=/>`). A missing
/// `firstItem` means the view that holds the constraint.
public struct IBConstraint: Equatable, Sendable {
    public var id: String?
    public var firstItem: String?
    public var firstAttribute: String
    /// `equal` (default), `lessThanOrEqual`, `greaterThanOrEqual`.
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    /// 1 by default. IB writes fractions as `multiplier="1:2"` too; this is the value.
    public var multiplier: Double
    public var constant: Double
    /// 1000 (required) by default.
    public var priority: Double
    public var identifier: String?
    public var placeholder: Bool
    public var line: Int
}
