import Foundation

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
