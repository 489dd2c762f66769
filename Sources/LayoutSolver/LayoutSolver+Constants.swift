import Foundation

/// Changing constants at run time (§4): `setConstant(_:of:previous:)` and edit
/// variables, re-solved with the dual simplex.
extension LayoutSolver {
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
    func shift(_ tag: Tag, by d: Double) {
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
    func markerCoefficient(_ tag: Tag) -> Double { markerCoefficients[tag.marker] ?? 1 }

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
}
