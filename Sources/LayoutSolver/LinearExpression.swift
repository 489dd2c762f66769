import Foundation

/// `c₀ + Σ aᵢ·xᵢ` over layout variables, as in the paper's linear constraints
/// (Badros, Borning & Stuckey 2001, §2). Terms with the same variable are combined.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public private(set) var terms: [LayoutVariable: Double] = [:]
    public var constant: Double

    public init(constant: Double = 0) { self.constant = constant }
    public init(_ variable: LayoutVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.constant = constant
        add(variable, times: coefficient)
    }

    /// Adds `coefficient × variable`.
    public mutating func add(_ variable: LayoutVariable, times coefficient: Double = 1) {
        let v = (terms[variable] ?? 0) + coefficient
        terms[variable] = abs(v) < Tableau.epsilon ? nil : v
    }

    /// Adds `factor × other`.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for (v, c) in other.terms { add(v, times: c * factor) }
    }

    public static func + (l: LinearExpression, r: LinearExpression) -> LinearExpression {
        var e = l; e.add(r); return e
    }
    public static func - (l: LinearExpression, r: LinearExpression) -> LinearExpression {
        var e = l; e.add(r, times: -1); return e
    }
    public static func * (l: LinearExpression, r: Double) -> LinearExpression {
        var e = LinearExpression(constant: 0); e.add(l, times: r); return e
    }

    public var description: String {
        let parts = terms.sorted { $0.key.id < $1.key.id }.map { "\($0.value)·\($0.key)" }
        return (parts + ["\(constant)"]).joined(separator: " + ")
    }
}

extension LayoutVariable {
    /// The expression `1 × self`.
    public var expression: LinearExpression { LinearExpression(self) }
}
