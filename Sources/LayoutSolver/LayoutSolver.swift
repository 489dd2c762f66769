import Foundation

/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001).
///
/// - Constraints are linear equalities and inequalities over `LayoutVariable`s, each with
///   a `Strength`. Required ones must hold; optional ones get error variables whose
///   weighted sum the solver minimises, level by level (see `Strength`).
/// - `add(_:)` and `remove(_:)` change the tableau incrementally (§3.3, §3.4); a required
///   constraint that cannot hold throws `LayoutSolverError.unsatisfiable` and leaves the
///   solver as it was.
/// - `setConstant(_:of:)` and edit variables (`addEditVariable`, `suggestValue`) re-solve
///   with the dual simplex (§4.2), touching only the rows the change reaches.
/// - Values are read at any time with `value(of:)`; the tableau is always solved.
///
/// Not thread-safe; one solver per layout engine.
public final class LayoutSolver {
    struct Tag { var marker: Int; var other: Int? }
    struct EditInfo { var constraint: SolverConstraint; var constant: Double }

    var t = Tableau()
    private var tags: [ObjectIdentifier: (SolverConstraint, Tag)] = [:]
    private var edits: [LayoutVariable: EditInfo] = [:]

    public init() {}

    /// Number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { tags.count }
    /// Number of rows of the tableau (for benchmarks and tests of incrementality).
    public var rowCount: Int { t.rowCount }

    /// A new variable; `name` is for debugging only.
    public func makeVariable(_ name: String = "") -> LayoutVariable {
        LayoutVariable(id: t.newSymbol(.external))
    }

    /// The variable's value in the current solution (0 when nothing determines it).
    public func value(of v: LayoutVariable) -> Double { t.value(v.id) }

    public func contains(_ c: SolverConstraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

    // MARK: Adding and removing

    /// Adds `c` (§3.3). Throws `.unsatisfiable` for a required constraint that cannot
    /// hold with the required constraints already present; the solver is unchanged then.
    public func add(_ c: SolverConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(c)
        guard tags[key] == nil else { throw .duplicate(c) }
        let (row, tag) = makeRow(c)
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.symbols.allSatisfy({ t.kinds[$0] == .dummy }) {
            guard abs(row.constant) < Tableau.epsilon else {
                throw .unsatisfiable(c, conflicting: conflicts(for: c))
            }
            subject = tag.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else {
                t.optimize(artificialPhase: false)
                throw .unsatisfiable(c, conflicting: conflicts(for: c))
            }
        } else {
            row.solve(for: subject)
            t.substitute(subject, row)
            t.insertRow(subject, row)
        }
        tags[key] = (c, tag)
        t.infeasible.removeAll()
        t.optimize(artificialPhase: false)
    }

    /// Removes `c` (§3.4). Throws `.unknown` when it is not in the solver.
    public func remove(_ c: SolverConstraint) throws(LayoutSolverError) {
        guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(c)) else { throw .unknown(c) }
        removeEffects(tag.marker, c.strength)
        if let o = tag.other { removeEffects(o, c.strength) }
        if t.removeRow(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            let row = t.removeRow(leaving)!
            row.solve(for: tag.marker, replacing: leaving)
            t.substitute(tag.marker, row)
        }
        t.infeasible.removeAll()
        t.optimize(artificialPhase: false)
    }

    // MARK: Changing constants

    /// Changes the constant of `c`'s expression to `constant` and re-solves with the dual
    /// simplex. A required conflict caused by the change throws `.unsatisfiable` and
    /// restores the previous constant's solution.
    public func setConstant(_ constant: Double, of c: SolverConstraint, previous: Double) throws(LayoutSolverError) {
        guard let (_, tag) = tags[ObjectIdentifier(c)] else { throw .unknown(c) }
        let d = constant - previous
        guard d != 0 else { return }
        shift(tag, by: d)
        if t.dualOptimize() != nil {
            shift(tag, by: -d)
            _ = t.dualOptimize()
            throw .unsatisfiable(c, conflicting: [])
        }
    }

    /// The constant `c` was added with changed by `d`: the constraint's marker `m`
    /// (coefficient `a` in its original row) is replaced by `m' + d/a` in every row.
    private func shift(_ tag: Tag, by d: Double) {
        let m = tag.marker
        let a = markerCoefficient(tag)
        let delta = d / a
        if let r = t.rows[m] {
            r.constant -= delta
            if r.constant < 0 && t.isRestricted(m) { t.infeasible.append(m) }
            return
        }
        for b in t.rowsContaining(m) {
            let r = t.rows[b]!
            r.constant += r.coefficient(m)! * delta
            if r.constant < 0 && t.isRestricted(b) { t.infeasible.append(b) }
        }
    }

    private var markerCoefficients: [Int: Double] = [:]
    private func markerCoefficient(_ tag: Tag) -> Double { markerCoefficients[tag.marker] ?? 1 }

    // MARK: Edit variables (§4)

    /// Lets `suggestValue(_:for:)` move `v`; `strength` must be optional.
    public func addEditVariable(_ v: LayoutVariable, strength: Strength) throws(LayoutSolverError) {
        guard edits[v] == nil, !strength.isRequired else { throw .badEdit(v) }
        let c = SolverConstraint(v.expression, .equal, strength: strength)
        try add(c)
        edits[v] = EditInfo(constraint: c, constant: 0)
    }

    public func removeEditVariable(_ v: LayoutVariable) throws(LayoutSolverError) {
        guard let info = edits.removeValue(forKey: v) else { throw .badEdit(v) }
        try remove(info.constraint)
    }

    public func hasEditVariable(_ v: LayoutVariable) -> Bool { edits[v] != nil }

    /// Asks for `v == value` at the edit strength, re-solved incrementally.
    public func suggestValue(_ value: Double, for v: LayoutVariable) throws(LayoutSolverError) {
        guard var info = edits[v] else { throw .badEdit(v) }
        // The edit constraint is `v - k == 0`; its constant is -k.
        try setConstant(-value, of: info.constraint, previous: -info.constant)
        info.constant = value
        edits[v] = info
    }

    // MARK: Ambiguity

    /// True when `v` can take another value without raising the error of any constraint:
    /// it is parametric, or its row contains a symbol that can move at no cost.
    public func isAmbiguous(_ v: LayoutVariable) -> Bool {
        guard let row = t.rows[v.id] else { return true }
        for s in row.symbols where freeDirection(s) { return true }
        return false
    }

    private func freeDirection(_ s: Int) -> Bool {
        switch t.kinds[s] {
        case .dummy: return false
        case .external: return true
        case .slack, .error:
            guard t.objective[s].isZero else { return false }
            // Blocked at once by a degenerate row? Then the direction does not move anything.
            for b in t.rowsContaining(s) where t.isRestricted(b) {
                let r = t.rows[b]!
                if r.coefficient(s)! < 0 && abs(r.constant) < Tableau.epsilon { return false }
            }
            return true
        }
    }

    // MARK: Internals

    private func makeRow(_ c: SolverConstraint) -> (Row, Tag) {
        let row = Row(constant: c.expression.constant)
        for (v, coeff) in c.expression.terms {
            if let basic = t.rows[v.id] { row.insert(basic, times: coeff) } else { row.insert(v.id, coeff) }
        }
        let level = c.strength.value
        var tag: Tag
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coeff: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = t.newSymbol(.slack)
            tag = Tag(marker: slack, other: nil)
            row.insert(slack, coeff)
            markerCoefficients[slack] = coeff
            if !c.strength.isRequired {
                let err = t.newSymbol(.error)
                tag.other = err
                row.insert(err, -coeff)
                addObjective(err, level)
            }
        case .equal:
            if c.strength.isRequired {
                let dummy = t.newSymbol(.dummy)
                tag = Tag(marker: dummy, other: nil)
                row.insert(dummy, 1)
                markerCoefficients[dummy] = 1
            } else {
                let plus = t.newSymbol(.error), minus = t.newSymbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.insert(plus, -1); row.insert(minus, 1)
                markerCoefficients[plus] = -1
                addObjective(plus, level); addObjective(minus, level)
            }
        }
        // (Negating the row does not change the marker's d/a substitution in `shift`.)
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    private func addObjective(_ s: Int, _ level: Double) {
        var o = t.objective[s]
        o.add(level: level, value: 1)
        t.setObjective(s, o)
    }

    private func removeEffects(_ s: Int, _ strength: Strength) {
        guard t.kinds[s] == .error else { return }
        let w = Symbolic(level: strength.value, value: -1)
        if let r = t.rows[s] {
            for (k, v) in zip(r.symbols, r.coefficients) {
                var o = t.objective[k]
                o.add(w, times: v)
                t.setObjective(k, o)
            }
        } else {
            var o = t.objective[s]
            o.add(w, times: 1)
            t.setObjective(s, o)
        }
        markerCoefficients[s] = nil
    }

    /// Subject selection of §3.3: an external symbol, else a new slack/error symbol with a
    /// negative coefficient; -1 when neither exists.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        var best = -1
        for s in row.symbols where t.kinds[s] == .external { best = s; break }
        if best >= 0 { return best }
        for s in [tag.marker, tag.other].compactMap({ $0 }) where t.kinds[s] == .slack || t.kinds[s] == .error {
            if (row.coefficient(s) ?? 0) < 0 { return s }
        }
        return -1
    }

    /// Phase one with an artificial variable (§3.3). False when the row cannot reach 0.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = t.newSymbol(.slack)
        t.insertRow(art, row.copy())
        var obj: [Int: Symbolic] = [:]
        for (s, v) in zip(row.symbols, row.coefficients) { obj[s] = Symbolic(level: .infinity, value: v) }
        t.artificial = obj
        t.optimize(artificialPhase: true)
        t.artificial = nil
        guard let artRow = t.rows[art] else {
            // Parametric: the artificial variable is 0, the row holds.
            removeArtificialColumn(art)
            return true
        }
        if abs(artRow.constant) > Tableau.epsilon {
            // The row cannot hold. Dropping the artificial row leaves a tableau for the old
            // constraints (the new row's markers remain as free auxiliary symbols).
            t.removeRow(art)
            return false
        }
        t.removeRow(art)
        if let entering = artRow.symbols.first(where: { t.kinds[$0] != .dummy && t.kinds[$0] != .external })
            ?? artRow.symbols.first(where: { t.kinds[$0] != .dummy }) {
            artRow.solve(for: entering, replacing: art)
            t.substitute(entering, artRow)
            t.insertRow(entering, artRow)
        } else if !artRow.isEmpty {
            return false
        }
        removeArtificialColumn(art)
        return true
    }

    private func removeArtificialColumn(_ art: Int) {
        for b in t.rowsContaining(art) { t.rows[b]?.remove(art) }
        t.columns[art] = []
        t.objective[art] = .zero
        t.negatives.remove(art)
    }

    /// The row to pivot a removed constraint's marker into the basis with (§3.4).
    private func markerLeavingRow(_ m: Int) -> Int? {
        var r1 = -1, r2 = -1, r3 = -1
        var ratio1 = Double.infinity, ratio2 = Double.infinity
        for b in t.rowsContaining(m).sorted() {
            let r = t.rows[b]!
            let c = r.coefficient(m)!
            if !t.isRestricted(b) { if r3 < 0 { r3 = b }; continue }
            if c < 0 {
                let ratio = -r.constant / c
                if ratio < ratio1 { ratio1 = ratio; r1 = b }
            } else {
                let ratio = r.constant / c
                if ratio < ratio2 { ratio2 = ratio; r2 = b }
            }
        }
        if r1 >= 0 { return r1 }
        if r2 >= 0 { return r2 }
        return r3 >= 0 ? r3 : nil
    }

    /// A small set of required constraints that conflict with `c`: the required
    /// constraints sharing variables with it (transitively), reduced by deletion filtering
    /// in scratch solvers. Only runs on the error path.
    private func conflicts(for c: SolverConstraint) -> [SolverConstraint] {
        let required = tags.values.map(\.0).filter { $0.strength.isRequired }
        var byVariable: [LayoutVariable: [SolverConstraint]] = [:]
        for r in required { for v in r.expression.terms.keys { byVariable[v, default: []].append(r) } }
        var seen = Set<ObjectIdentifier>(), component: [SolverConstraint] = []
        var queue = Array(c.expression.terms.keys), seenVars = Set(queue)
        while let v = queue.popLast() {
            for r in byVariable[v] ?? [] where seen.insert(ObjectIdentifier(r)).inserted {
                component.append(r)
                for w in r.expression.terms.keys where seenVars.insert(w).inserted { queue.append(w) }
            }
        }
        guard component.count <= 400 else { return component }
        func feasible(_ list: [SolverConstraint]) -> Bool {
            let s = LayoutSolver()
            var map: [LayoutVariable: LayoutVariable] = [:]
            func copy(_ k: SolverConstraint) -> SolverConstraint {
                var e = LinearExpression(constant: k.expression.constant)
                for (v, a) in k.expression.terms {
                    let nv = map[v] ?? s.makeVariable(); map[v] = nv
                    e.add(nv, times: a)
                }
                return SolverConstraint(e, k.relation, strength: .required)
            }
            do { for k in list { try s.add(copy(k)) }; try s.add(copy(c)); return true } catch { return false }
        }
        var kept = component
        var i = 0
        while i < kept.count {
            var trial = kept; trial.remove(at: i)
            if !feasible(trial) { kept = trial } else { i += 1 }
        }
        return kept
    }
}
