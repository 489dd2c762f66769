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
    var tags: [ObjectIdentifier: (SolverConstraint, Tag)] = [:]
    var edits: [LayoutVariable: EditInfo] = [:]
    /// Required equalities that get a dummy marker (their constant has been changed).
    var marked: Set<ObjectIdentifier> = []
    /// Variables of absorbed constraints that were removed: the tableau still enforces
    /// those constraints, in the components these variables reach.
    var dirty: [Int] = []
    var stale: Bool { !dirty.isEmpty }
    var nextOrder = 0
    /// For each symbol number of a variable: the constraints added with it (their keys; a
    /// removed one stays until the list is next tidied). Finds a component.
    /// Coefficient of each marker in the row its constraint was made with (`shift` divides by it).
    var markerCoefficients: [Int: Double] = [:]
    var uses: [[ObjectIdentifier]] = []

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

    func refresh() {
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

    func recordUses(_ c: SolverConstraint) {
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
    func tidyUses(_ v: Int) -> [ObjectIdentifier] {
        guard v < uses.count else { return [] }
        var seen = Set<ObjectIdentifier>()
        let kept = uses[v].filter { tags[$0] != nil && seen.insert($0).inserted }
        uses[v] = kept
        return kept
    }

    func insert(_ c: SolverConstraint, order: Int, shift: Double, diagnose: Bool) throws(LayoutSolverError) {
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
    func resolveComponents(reaching seeds: [Int]) {
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

}
