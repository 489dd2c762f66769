import Foundation

/// A linear constraint `expression (== | <= | >=) 0` with a strength.
///
/// A class so that the solver can recognise the same constraint when it is removed or its
/// constant changes. `owner` lets a client (the UIKit layer) find its own object again
/// from a conflict report.
public final class SolverConstraint: CustomStringConvertible {
    public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// Free for the client (UIKit keeps the NSLayoutConstraint here). Not retained and
    /// not weak: the client keeps the owner alive for as long as the constraint is in a
    /// solver (UIKit's engine holds both in one record) and reads it only then. A weak
    /// reference would give every NSLayoutConstraint a side table, which makes each of
    /// its retains and releases take the runtime's slow path.
    public unowned(unsafe) var owner: AnyObject?

    /// `expression relation 0` at `strength`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression; self.relation = relation; self.strength = strength
    }

    /// `lhs relation rhs` at `strength`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    public var description: String {
        let op: String
        switch relation { case .equal: op = "=="; case .lessThanOrEqual: op = "<="; case .greaterThanOrEqual: op = ">=" }
        return "\(expression) \(op) 0 @\(strength)"
    }
}
