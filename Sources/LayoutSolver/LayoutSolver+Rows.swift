import Foundation

/// Building the tableau's rows (§3.3, §3.4): a constraint's row with its markers, the
/// subject it is solved for, phase one with an artificial variable, and the row a removed
/// marker leaves through.
extension LayoutSolver {
    /// `c`'s row in terms of parametric symbols, with its markers; a required equality
    /// gets a dummy only when `marked`.
    func makeRow(_ c: SolverConstraint, shift: Double, marked: Bool) -> (Row, Tag) {
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

    func addObjective(_ s: Int, _ level: Double) {
        var o = t.objective[s]
        o.add(level: level, value: 1)
        t.setObjective(s, o)
    }

    func removeEffects(_ s: Int, _ strength: Strength) {
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
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        var best = -1
        for s in row.symbols where t.kinds[s] == .external { best = s; break }
        if best >= 0 || tag.marker < 0 { return best }
        for s in [tag.marker, tag.other].compactMap({ $0 }) where t.kinds[s] == .slack || t.kinds[s] == .error {
            if (row.coefficient(s) ?? 0) < 0 { return s }
        }
        return -1
    }

    /// Phase one with an artificial variable (§3.3). False when the row cannot reach 0.
    func addWithArtificialVariable(_ row: Row) -> Bool {
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

    func removeArtificialColumn(_ art: Int) {
        for b in t.rowsContaining(art) { t.rows[b]?.remove(art) }
        t.columns[art] = []
        t.objective[art] = .zero
        t.negatives.remove(art)
    }

    /// The row to pivot a removed constraint's marker into the basis with (§3.4).
    func markerLeavingRow(_ m: Int) -> Int? {
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
}
