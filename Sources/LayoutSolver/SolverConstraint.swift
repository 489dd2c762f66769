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
    /// Free for the client (UIKit keeps the NSLayoutConstraint here, weakly).
    public weak var owner: AnyObject?

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

/// Why the solver refused a change.
public enum LayoutSolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already
    /// in the solver. `conflicting` is a small set of those (found by deletion filtering)
    /// that, with the new constraint, cannot all hold.
    case unsatisfiable(SolverConstraint, conflicting: [SolverConstraint])
    /// The constraint is already in the solver.
    case duplicate(SolverConstraint)
    /// The constraint is not in the solver.
    case unknown(SolverConstraint)
    /// Edit variables must be optional; a variable can be edited once at a time.
    case badEdit(LayoutVariable)

    public var description: String {
        switch self {
        case .unsatisfiable(let c, let list): return "unsatisfiable: \(c) with \(list.count) constraints"
        case .duplicate(let c): return "duplicate constraint \(c)"
        case .unknown(let c): return "unknown constraint \(c)"
        case .badEdit(let v): return "bad edit variable \(v)"
        }
    }
}
