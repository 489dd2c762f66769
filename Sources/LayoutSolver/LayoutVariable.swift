import Foundation

/// An unknown the solver finds a value for (a view's left edge, a width…).
///
/// Made by `LayoutSolver.makeVariable(_:)`; only meaningful with the solver that made it.
/// Its value is read with `LayoutSolver.value(of:)`.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's symbol number (unique within one solver).
    public let id: Int
    init(id: Int) { self.id = id }
    public var description: String { "v\(id)" }
}
