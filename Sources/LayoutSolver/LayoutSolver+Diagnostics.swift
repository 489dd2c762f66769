import Foundation

/// What the solver tells about a layout: ambiguity (a variable free to move at no cost)
/// and the required constraints a refused one conflicts with.
extension LayoutSolver {
    // MARK: Ambiguity

    /// True when `v` can take another value without raising the error of any constraint:
    /// it is parametric, or its row contains a symbol that can move at no cost.
    public func isAmbiguous(_ v: LayoutVariable) -> Bool {
        refresh()
        guard let row = t.rows[v.id] else { return true }
        for s in row.symbols where freeDirection(s) { return true }
        return false
    }

    func freeDirection(_ s: Int) -> Bool {
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

    /// in scratch solvers. Only runs on the error path.
    func conflicts(for c: SolverConstraint) -> [SolverConstraint] {
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
