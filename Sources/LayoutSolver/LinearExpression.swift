import Foundation

/// `c₀ + Σ aᵢ·xᵢ` over layout variables, as in the paper's linear constraints
/// (Badros, Borning & Stuckey 2001, §2). Terms with the same variable are combined.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms, each variable once with a non-zero coefficient, in the order they were
    /// first added. A short array: a layout constraint has a handful of terms, and
    /// combining them this way costs no hashing or dictionary storage.
    public private(set) var pairs: [(LayoutVariable, Double)] = []
    public var constant: Double

    /// The terms as a dictionary (variable → coefficient).
    public var terms: [LayoutVariable: Double] {
        Dictionary(uniqueKeysWithValues: pairs)
    }

    public init(constant: Double = 0) { self.constant = constant }
    public init(_ variable: LayoutVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.constant = constant
        add(variable, times: coefficient)
    }

    /// Adds `coefficient × variable`.
    public mutating func add(_ variable: LayoutVariable, times coefficient: Double = 1) {
        if let i = pairs.firstIndex(where: { $0.0 == variable }) {
            let v = pairs[i].1 + coefficient
            if abs(v) < Tableau.epsilon { pairs.remove(at: i) } else { pairs[i].1 = v }
        } else if abs(coefficient) >= Tableau.epsilon {
            pairs.append((variable, coefficient))
        }
    }

    /// Adds `factor × other`.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for (v, c) in other.pairs { add(v, times: c * factor) }
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
        let parts = pairs.sorted { $0.0.id < $1.0.id }.map { "\($0.1)·\($0.0)" }
        return (parts + ["\(constant)"]).joined(separator: " + ")
    }
}

extension LayoutVariable {
    /// The expression `1 × self`.
    public var expression: LinearExpression { LinearExpression(self) }
}
