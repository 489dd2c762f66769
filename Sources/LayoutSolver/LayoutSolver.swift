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
/// Markers of required equalities (§3.4's dummy variables) are left out of the tableau:
/// in a chain (a row of views, each after the previous) every basic variable's row would
/// otherwise keep the dummy of every constraint before it, so rows grow with the chain
/// and adding n constraints costs O(n²). Such a constraint, once solved for an external
/// subject, is absorbed: the tableau enforces it but cannot take it out again.
///
/// Rows only ever combine rows that share a symbol, so the tableau falls apart into the
/// connected components of the constraint graph (constraints linked by the variables
/// they share), and each component can be solved again on its own. Removing an absorbed
/// constraint marks its variables dirty; the next time a value is read (or an addition
/// fails) the components they reach are taken out of the tableau and their remaining
/// constraints put back in their order, with their current constants. So a batch of
/// removals (a hierarchy leaving its window) costs one pass over what it touched, and
/// the rest of the layout is left alone. Changing the constant of an absorbed
/// constraint solves its component again once with a dummy for it; from then on the
/// change is incremental (§4.2) like any other. Inequalities and optional constraints
/// keep their slack and error markers: the simplex needs them.
///
/// Not thread-safe; one solver per layout engine.
public final class LayoutSolver {
    /// `marker` is -1 for an absorbed required equality. `order` is the position among
    /// the constraints (kept across rebuilds); `shift` is how far `setConstant` moved the
    /// expression's constant from the one the constraint was made with.
    struct Tag { var marker: Int; var other: Int?; var order = 0; var shift = 0.0 }
    struct EditInfo { var constraint: SolverConstraint; var constant: Double }

    var t = Tableau()
    private var tags: [ObjectIdentifier: (SolverConstraint, Tag)] = [:]
    private var edits: [LayoutVariable: EditInfo] = [:]
    /// Required equalities that get a dummy marker (their constant has been changed).
    private var marked: Set<ObjectIdentifier> = []
    /// Variables of absorbed constraints that were removed: the tableau still enforces
    /// those constraints, in the components these variables reach.
    private var dirty: [Int] = []
    private var stale: Bool { !dirty.isEmpty }
    private var nextOrder = 0
    /// For each symbol number of a variable: the constraints added with it (their keys; a
    /// removed one stays until the list is next tidied). Finds a component.
    private var uses: [[ObjectIdentifier]] = []

    public init() {}

    /// Number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { tags.count }
    /// Number of rows of the tableau (for benchmarks and tests of incrementality).
    public var rowCount: Int { refresh(); return t.rowCount }

    /// A new variable; `name` is for debugging only.
    public func makeVariable(_ name: String = "") -> LayoutVariable {
        LayoutVariable(id: t.newSymbol(.external))
    }

    /// The variable's value in the current solution (0 when nothing determines it).
    public func value(of v: LayoutVariable) -> Double {
        if stale { refresh() }
        return t.value(v.id)
    }

    private func refresh() {
        guard stale else { return }
        let seeds = dirty
        dirty.removeAll()
        resolveComponents(reaching: seeds)
    }

    /// The variables whose values may have changed since the last call (nil: any of
    /// them, after the tableau was rebuilt). Lets a client update only what moved.
    public func takeChangedVariables() -> [LayoutVariable]? {
        refresh()
        guard let symbols = t.takeTouched() else { return nil }
        return symbols.compactMap { t.kinds[$0] == .external ? LayoutVariable(id: $0) : nil }
    }

    public func contains(_ c: SolverConstraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

    // MARK: Adding and removing

    /// Adds `c` (§3.3). Throws `.unsatisfiable` for a required constraint that cannot
    /// hold with the required constraints already present; the solver is unchanged then.
    public func add(_ c: SolverConstraint) throws(LayoutSolverError) {
        guard tags[ObjectIdentifier(c)] == nil else { throw .duplicate(c) }
        if stale {
            // A stale tableau holds more constraints than the solver has: what fits there
            // fits without them. Only a failure needs the exact tableau.
            if (try? insert(c, order: nextOrder, shift: 0, diagnose: false)) != nil { recordUses(c); nextOrder += 1; return }
            refresh()
        }
        try insert(c, order: nextOrder, shift: 0, diagnose: true)
        recordUses(c)
        nextOrder += 1
    }

    private func recordUses(_ c: SolverConstraint) {
        let key = ObjectIdentifier(c)
        for (v, _) in c.expression.pairs {
            while uses.count <= v.id { uses.append([]) }
            uses[v.id].append(key)
            // Constraints removed and added again would make the list grow without end.
            let n = uses[v.id].count
            if n >= 16 && n & (n - 1) == 0 { tidyUses(v.id) }
        }
    }

    /// The constraints of `uses[v]` still in the solver, each once.
    @discardableResult
    private func tidyUses(_ v: Int) -> [ObjectIdentifier] {
        guard v < uses.count else { return [] }
        var seen = Set<ObjectIdentifier>()
        let kept = uses[v].filter { tags[$0] != nil && seen.insert($0).inserted }
        uses[v] = kept
        return kept
    }

    private func insert(_ c: SolverConstraint, order: Int, shift: Double, diagnose: Bool) throws(LayoutSolverError) {
        let key = ObjectIdentifier(c)
        func failure() -> LayoutSolverError { .unsatisfiable(c, conflicting: diagnose ? conflicts(for: c) : []) }
        var (row, tag) = makeRow(c, shift: shift, marked: marked.contains(key))
        var subject = chooseSubject(row, tag)
        if subject < 0 && tag.marker < 0 {
            // Nothing external to solve for: the constraint needs its dummy after all.
            (row, tag) = makeRow(c, shift: shift, marked: true)
            subject = chooseSubject(row, tag)
        }
        tag.order = order
        tag.shift = shift
        if subject < 0 && row.symbols.allSatisfy({ t.kinds[$0] == .dummy }) {
            guard abs(row.constant) < Tableau.epsilon else { throw failure() }
            subject = tag.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else {
                t.optimize(artificialPhase: false)
                throw failure()
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

    /// Solves the components that the variables `seeds` reach again from their constraints
    /// alone (after absorbed ones were removed, or to give one a dummy): their rows and
    /// objective terms leave the tableau, their markers are freed, and their constraints
    /// are inserted again in their order. Other components keep their rows.
    private func resolveComponents(reaching seeds: [Int]) {
        var seenVariables = Set<Int>(), seenConstraints = Set<ObjectIdentifier>(), seenSymbols = Set<Int>()
        var list: [(SolverConstraint, Tag)] = []
        var symbols: [Int] = [], basics: [Int] = []
        var queue: [Int] = []
        func reach(_ s: Int) {
            guard seenSymbols.insert(s).inserted else { return }
            symbols.append(s)
            if t.kinds[s] == .external, seenVariables.insert(s).inserted { queue.append(s) }
        }
        for v in seeds { reach(v) }
        var scanned = 0
        while true {
            // Constraints through shared variables…
            while let v = queue.popLast() {
                for key in tidyUses(v) where seenConstraints.insert(key).inserted {
                    guard let entry = tags[key] else { continue }
                    list.append(entry)
                    for (w, _) in entry.0.expression.pairs { reach(w.id) }
                    if entry.1.marker >= 0 { reach(entry.1.marker) }
                    if let o = entry.1.other { reach(o) }
                }
            }
            // …and rows through shared symbols (leftovers of a refused addition included).
            guard scanned < symbols.count else { break }
            while scanned < symbols.count {
                let s = symbols[scanned]; scanned += 1
                var holders = t.rowsContaining(s)
                if t.rows[s] != nil { holders.append(s) }
                for b in holders {
                    guard let r = t.rows[b] else { continue }
                    if seenSymbols.contains(b) == false { reach(b) }
                    for k in r.symbols { reach(k) }
                }
            }
        }
        for s in symbols where t.rows[s] != nil { basics.append(s) }
        for b in basics { t.removeRow(b) }
        for s in symbols {
            t.columns[s] = []
            t.objective[s] = .zero
            markerCoefficients[s] = nil
            if t.kinds[s] != .external { t.recycle(s) }
        }
        for (c, _) in list { tags[ObjectIdentifier(c)] = nil }
        t.infeasible.removeAll()
        list.sort { $0.1.order < $1.1.order }
        for (c, tag) in list {
            // Every constraint held before with more constraints present; a failure here
            // would be rounding, and the constraint is then left out.
            try? insert(c, order: tag.order, shift: tag.shift, diagnose: false)
        }
    }

    /// Removes `c` (§3.4). Throws `.unknown` when it is not in the solver.
    public func remove(_ c: SolverConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(c)
        guard let (_, tag) = tags.removeValue(forKey: key) else { throw .unknown(c) }
        marked.remove(key)
        guard tag.marker >= 0 else { dirty += c.expression.pairs.map(\.0.id); return }
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
        let key = ObjectIdentifier(c)
        guard var (_, tag) = tags[key] else { throw .unknown(c) }
        let d = constant - previous
        guard d != 0 else { return }
        if stale {
            refresh()
            guard let (_, fresh) = tags[key] else { throw .unknown(c) }
            tag = fresh
        }
        if tag.marker < 0 {
            // An absorbed constraint gets its dummy: its component is solved again once,
            // and changes are incremental afterwards.
            marked.insert(key)
            resolveComponents(reaching: c.expression.pairs.map(\.0.id))
            guard let (_, fresh) = tags[key] else { throw .unknown(c) }
            tag = fresh
        }
        shift(tag, by: d)
        if t.dualOptimize() != nil {
            shift(tag, by: -d)
            _ = t.dualOptimize()
            throw .unsatisfiable(c, conflicting: [])
        }
        tag.shift += d
        tags[key] = (c, tag)
    }

    /// The constant `c` was added with changed by `d`: the constraint's marker `m`
    /// (coefficient `a` in its original row) is replaced by `m' + d/a` in every row.
    private func shift(_ tag: Tag, by d: Double) {
        let m = tag.marker
        let a = markerCoefficient(tag)
        let delta = d / a
        if let r = t.rows[m] {
            r.constant -= delta
            t.touch(m)
            if r.constant < 0 && t.isRestricted(m) { t.infeasible.append(m) }
            return
        }
        for b in t.rowsContaining(m) {
            let r = t.rows[b]!
            r.constant += r.coefficient(m)! * delta
            t.touch(b)
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
        refresh()
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

    /// `c`'s row in terms of parametric symbols, with its markers; a required equality
    /// gets a dummy only when `marked`.
    private func makeRow(_ c: SolverConstraint, shift: Double, marked: Bool) -> (Row, Tag) {
        let row = Row(constant: c.expression.constant + shift)
        for (v, coeff) in c.expression.pairs {
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
            if c.strength.isRequired && !marked {
                tag = Tag(marker: -1, other: nil)
            } else if c.strength.isRequired {
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
        if best >= 0 || tag.marker < 0 { return best }
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
        for r in required { for (v, _) in r.expression.pairs { byVariable[v, default: []].append(r) } }
        var seen = Set<ObjectIdentifier>(), component: [SolverConstraint] = []
        var queue = c.expression.pairs.map(\.0), seenVars = Set(queue)
        while let v = queue.popLast() {
            for r in byVariable[v] ?? [] where seen.insert(ObjectIdentifier(r)).inserted {
                component.append(r)
                for (w, _) in r.expression.pairs where seenVars.insert(w).inserted { queue.append(w) }
            }
        }
        guard component.count <= 400 else { return component }
        func feasible(_ list: [SolverConstraint]) -> Bool {
            let s = LayoutSolver()
            var map: [LayoutVariable: LayoutVariable] = [:]
            func copy(_ k: SolverConstraint) -> SolverConstraint {
                // With the constant as changed since (the new constraint has no tag yet).
                var e = LinearExpression(constant: k.expression.constant + (tags[ObjectIdentifier(k)]?.1.shift ?? 0))
                for (v, a) in k.expression.pairs {
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
