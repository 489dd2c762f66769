import Foundation

/// One row of the simplex tableau: `basic = constant + Σ cells[s]·s` over parametric
/// (non-basic) symbols.
final class Row {
    var constant: Double
    var cells: [Int: Double]
    init(constant: Double = 0, cells: [Int: Double] = [:]) { self.constant = constant; self.cells = cells }
    func copy() -> Row { Row(constant: constant, cells: cells) }

    /// cells[s] += c (dropping zeros); for rows outside the tableau.
    func insert(_ s: Int, _ c: Double) {
        let v = (cells[s] ?? 0) + c
        cells[s] = abs(v) < Tableau.epsilon ? nil : v
    }
    /// self += other × c; for rows outside the tableau.
    func insert(_ other: Row, times c: Double) {
        constant += other.constant * c
        for (s, v) in other.cells { insert(s, v * c) }
    }
    func negate() {
        constant = -constant
        for k in cells.keys { cells[k] = -cells[k]! }
    }
    /// Given `0 = constant + cells` containing `s`, rewrites it as `s = …`.
    func solve(for s: Int) {
        let c = cells.removeValue(forKey: s)!
        let f = -1 / c
        constant *= f
        for k in cells.keys { cells[k] = cells[k]! * f }
    }
    /// Given `lhs = constant + cells` containing `rhs`, rewrites it as `rhs = …`.
    func solve(for rhs: Int, replacing lhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}

/// Symbol kinds of the paper: external (client variables, unrestricted), slack (≥ 0, for
/// inequalities), error (≥ 0, for optional constraints, in the objective), dummy (markers
/// of required equalities; never pivoted).
enum SymbolKind: UInt8 { case external, slack, error, dummy }

/// The simplex tableau in basic feasible solved form (Badros et al. 2001, §3), with a
/// column index (symbol → basic symbols whose rows mention it) so that a pivot touches
/// only the rows that contain the entering symbol. That keeps independent parts of a
/// layout independent in cost: the solver's work grows with the rows a change reaches,
/// not with the size of the tableau.
struct Tableau {
    static let epsilon = 1.0e-8

    var kinds: [SymbolKind] = []
    var rows: [Int: Row] = [:]
    var columns: [Set<Int>] = []
    /// The objective: symbolic coefficients of parametric symbols (basic ones never appear).
    var objective: [Int: Symbolic] = [:]
    /// Phase-one objective while a constraint is added with an artificial variable.
    var artificial: [Int: Symbolic]?
    var infeasible: [Int] = []
    /// Symbols whose objective coefficient may be negative (so optimize need not scan the
    /// whole objective after every change).
    var negatives: Set<Int> = []

    mutating func setObjective(_ s: Int, _ value: Symbolic) {
        if value.isZero { objective[s] = nil } else {
            objective[s] = value
            if value.isNegative { negatives.insert(s) }
        }
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind); columns.append([])
        return kinds.count - 1
    }

    func isRestricted(_ s: Int) -> Bool { kinds[s] != .external }

    mutating func insertRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        for s in row.cells.keys { columns[s].insert(basic) }
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for s in row.cells.keys { columns[s].remove(basic) }
        return row
    }

    /// Replaces every occurrence of parametric `s` by `row` (in the tableau and objectives).
    mutating func substitute(_ s: Int, _ row: Row) {
        let holders = columns[s]
        columns[s] = []
        for b in holders {
            guard let r = rows[b], let c = r.cells.removeValue(forKey: s) else { continue }
            r.constant += c * row.constant
            for (t, v) in row.cells {
                let nv = (r.cells[t] ?? 0) + c * v
                if abs(nv) < Tableau.epsilon {
                    if r.cells.removeValue(forKey: t) != nil { columns[t].remove(b) }
                } else {
                    if r.cells.updateValue(nv, forKey: t) == nil { columns[t].insert(b) }
                }
            }
            if r.constant < 0 && isRestricted(b) { infeasible.append(b) }
        }
        if let c = objective.removeValue(forKey: s) {
            for (t, v) in row.cells {
                var o = objective[t] ?? .zero
                o.add(c, times: v)
                setObjective(t, o)
            }
        }
        if artificial != nil { Tableau.substitute(s, row, into: &artificial!) }
    }

    static func substitute(_ s: Int, _ row: Row, into objective: inout [Int: Symbolic]) {
        guard let c = objective.removeValue(forKey: s) else { return }
        for (t, v) in row.cells {
            var o = objective[t] ?? .zero
            o.add(c, times: v)
            objective[t] = o.isZero ? nil : o
        }
    }

    /// `leaving` leaves the basis, `entering` enters.
    mutating func pivot(entering: Int, leaving: Int) {
        let row = removeRow(leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, row)
        insertRow(entering, row)
    }

    /// Primal simplex on `objective` (or the artificial one): Bland's rule (lowest symbol
    /// with a negative coefficient enters) against cycling. Returns false if unbounded.
    mutating func optimize(artificialPhase: Bool) {
        while true {
            var entering = -1
            if artificialPhase {
                for (s, c) in artificial! where kinds[s] != .dummy && c.isNegative {
                    if entering < 0 || s < entering { entering = s }
                }
            } else {
                var stale: [Int] = []
                for s in negatives {
                    if kinds[s] != .dummy, let c = objective[s], c.isNegative {
                        if entering < 0 || s < entering { entering = s }
                    } else { stale.append(s) }
                }
                for s in stale { negatives.remove(s) }
            }
            guard entering >= 0 else { return }
            var leaving = -1
            var best = Double.infinity
            for b in columns[entering] where isRestricted(b) {
                let r = rows[b]!
                let c = r.cells[entering]!
                if c < 0 {
                    let ratio = -r.constant / c
                    if ratio < best - Tableau.epsilon || (abs(ratio - best) <= Tableau.epsilon && b < leaving) {
                        best = ratio; leaving = b
                    }
                }
            }
            // Objectives are sums of non-negative errors, so they are bounded below; an
            // entering symbol without a leaving row cannot happen in a consistent tableau.
            guard leaving >= 0 else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex (Badros et al. 2001, §4.2): restores feasibility of rows whose constant
    /// went negative after a constant change, keeping optimality. Returns the basic symbol
    /// of a row that cannot be made feasible (a required conflict), or nil on success.
    mutating func dualOptimize() -> Int? {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering = -1
            var best = Symbolic.zero
            for (s, c) in row.cells where c > 0 && kinds[s] != .dummy {
                let ratio = (objective[s] ?? .zero).scaled(by: 1 / c)
                if entering < 0 || ratio < best || (!(best < ratio) && s < entering) {
                    entering = s; best = ratio
                }
            }
            guard entering >= 0 else { infeasible.removeAll(); return leaving }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// The current value of `s` (parametric symbols are 0).
    func value(_ s: Int) -> Double { rows[s]?.constant ?? 0 }
}
