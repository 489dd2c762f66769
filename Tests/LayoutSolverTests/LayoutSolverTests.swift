// Expected values are worked out by hand from the constraints in each test.
import Testing
@testable import LayoutSolver

private func eq(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

@Suite struct LayoutSolverTests {
    @Test func requiredEqualitiesChain() throws {
        let s = LayoutSolver()
        let left = s.makeVariable(), width = s.makeVariable(), right = s.makeVariable()
        // left = 10, width = 30, right = left + width  →  right = 40
        try s.add(SolverConstraint(left.expression, .equal, LinearExpression(constant: 10)))
        try s.add(SolverConstraint(width.expression, .equal, LinearExpression(constant: 30)))
        try s.add(SolverConstraint(right.expression, .equal, left.expression + width.expression))
        #expect(eq(s.value(of: right), 40))
        #expect(!s.isAmbiguous(right))
    }

    @Test func inequalityWithOptionalPreference() throws {
        let s = LayoutSolver()
        let x = s.makeVariable()
        // x >= 20 required, x == 5 at 500: the closest x is 20.
        try s.add(SolverConstraint(x.expression, .greaterThanOrEqual, LinearExpression(constant: 20)))
        try s.add(SolverConstraint(x.expression, .equal, LinearExpression(constant: 5), strength: Strength(500)))
        #expect(eq(s.value(of: x), 20))
        // x <= 100 does not change it; x == 150 at 400 loses to nothing stronger above 20…
        try s.add(SolverConstraint(x.expression, .lessThanOrEqual, LinearExpression(constant: 100)))
        #expect(eq(s.value(of: x), 20))
    }

    @Test func higherPriorityDominatesAnyNumberOfLowerOnes() throws {
        let s = LayoutSolver()
        let x = s.makeVariable()
        // One 999 constraint x == 100 against five 998 constraints x == 0: lexicographic, so 100.
        try s.add(SolverConstraint(x.expression, .equal, LinearExpression(constant: 100), strength: Strength(999)))
        for _ in 0..<5 {
            try s.add(SolverConstraint(x.expression, .equal, LinearExpression(constant: 0), strength: Strength(998)))
        }
        #expect(eq(s.value(of: x), 100))
    }

    @Test func priority999YieldsToRequired() throws {
        let s = LayoutSolver()
        let w = s.makeVariable()
        try s.add(SolverConstraint(w.expression, .equal, LinearExpression(constant: 50), strength: Strength(999)))
        #expect(eq(s.value(of: w), 50))
        let req = SolverConstraint(w.expression, .equal, LinearExpression(constant: 70))
        try s.add(req)
        #expect(eq(s.value(of: w), 70))
        try s.remove(req)
        #expect(eq(s.value(of: w), 50))
    }

    @Test func unsatisfiableRequiredIsReportedAndSolverUnchanged() throws {
        let s = LayoutSolver()
        let a = s.makeVariable(), b = s.makeVariable(), unrelated = s.makeVariable()
        let c1 = SolverConstraint(a.expression, .equal, LinearExpression(constant: 10))
        let c2 = SolverConstraint(b.expression, .equal, a.expression + LinearExpression(constant: 5))
        let c3 = SolverConstraint(unrelated.expression, .equal, LinearExpression(constant: 3))
        try s.add(c1); try s.add(c2); try s.add(c3)
        let bad = SolverConstraint(b.expression, .lessThanOrEqual, LinearExpression(constant: 12))
        do {
            try s.add(bad)
            Issue.record("expected unsatisfiable")
        } catch {
            guard case .unsatisfiable(let c, let conflicting) = error else { Issue.record("\(error)"); return }
            #expect(c === bad)
            // b = a + 5 = 15 > 12: c1 and c2 conflict with it, c3 has nothing to do with it.
            #expect(Set(conflicting.map(ObjectIdentifier.init)) == Set([c1, c2].map(ObjectIdentifier.init)))
        }
        #expect(!s.contains(bad))
        #expect(eq(s.value(of: b), 15))
        // The solver still works after the refusal.
        try s.remove(c1)
        try s.add(SolverConstraint(a.expression, .equal, LinearExpression(constant: 1)))
        #expect(eq(s.value(of: b), 6))
        try s.add(bad)
        #expect(eq(s.value(of: b), 6))
    }

    @Test func contradictoryConstantsOnOneVariable() throws {
        let s = LayoutSolver()
        let x = s.makeVariable()
        try s.add(SolverConstraint(x.expression, .equal, LinearExpression(constant: 1)))
        #expect(throws: LayoutSolverError.self) {
            try s.add(SolverConstraint(x.expression, .equal, LinearExpression(constant: 2)))
        }
        #expect(eq(s.value(of: x), 1))
    }

    @Test func editVariablesMoveIncrementally() throws {
        let s = LayoutSolver()
        let left = s.makeVariable(), right = s.makeVariable(), mid = s.makeVariable()
        // mid = (left + right) / 2, left >= 0, right <= 100, right >= left + 10
        try s.add(SolverConstraint(mid.expression * 2, .equal, left.expression + right.expression))
        try s.add(SolverConstraint(left.expression, .greaterThanOrEqual, LinearExpression(constant: 0)))
        try s.add(SolverConstraint(right.expression, .lessThanOrEqual, LinearExpression(constant: 100)))
        try s.add(SolverConstraint(right.expression, .greaterThanOrEqual, left.expression + LinearExpression(constant: 10)))
        try s.add(SolverConstraint(left.expression, .equal, LinearExpression(constant: 20), strength: Strength(250)))
        try s.addEditVariable(mid, strength: Strength(750))
        try s.suggestValue(60, for: mid)
        // mid 60 (750) is met; left 20 (250) is met too; right = 2·60 − 20 = 100.
        #expect(eq(s.value(of: mid), 60)); #expect(eq(s.value(of: left), 20)); #expect(eq(s.value(of: right), 100))
        try s.suggestValue(90, for: mid)
        // right ≤ 100 and right ≥ left + 10 with mid = 90: left + right = 180, so left ≥ 80;
        // the 250 preference for left = 20 pulls it to the lowest: left 80, right 100.
        #expect(eq(s.value(of: mid), 90)); #expect(eq(s.value(of: left), 80)); #expect(eq(s.value(of: right), 100))
        try s.suggestValue(10, for: mid)
        // left + right = 20, right ≥ left + 10, left ≥ 0: left = 5 would be nearest 20 but
        // right = 15 ≥ 15 ✓ and left ≤ 5; so left 5, right 15.
        #expect(eq(s.value(of: left), 5)); #expect(eq(s.value(of: right), 15))
        try s.removeEditVariable(mid)
        #expect(eq(s.value(of: left), 20))
    }

    @Test func constantChangeMatchesFullResolve() throws {
        func build(_ gap: Double) throws -> (LayoutSolver, [LayoutVariable], SolverConstraint) {
            let s = LayoutSolver()
            var xs: [LayoutVariable] = []
            var firstGap: SolverConstraint!
            let start = s.makeVariable(); xs.append(start)
            try s.add(SolverConstraint(start.expression, .equal, LinearExpression(constant: 0)))
            for i in 1..<20 {
                let v = s.makeVariable()
                let c = SolverConstraint(v.expression, .equal, xs[i - 1].expression + LinearExpression(constant: i == 1 ? gap : 3))
                if i == 1 { firstGap = c }
                try s.add(c)
                try s.add(SolverConstraint(v.expression, .lessThanOrEqual, LinearExpression(constant: 80), strength: Strength(500)))
                xs.append(v)
            }
            return (s, xs, firstGap)
        }
        let (s, xs, gap) = try build(5)
        // The gap's constraint is v1 - v0 - 5 == 0: its expression constant is -5.
        try s.setConstant(-30, of: gap, previous: -5)
        let (fresh, ys, _) = try build(30)
        for (a, b) in zip(xs, ys) { #expect(eq(s.value(of: a), fresh.value(of: b))) }
        #expect(eq(s.value(of: xs[19]), 30 + 18 * 3))
    }

    @Test func constantChangeIntoRequiredConflictRestores() throws {
        let s = LayoutSolver()
        let x = s.makeVariable()
        try s.add(SolverConstraint(x.expression, .lessThanOrEqual, LinearExpression(constant: 10)))
        let c = SolverConstraint(x.expression, .greaterThanOrEqual, LinearExpression(constant: 4))
        try s.add(c)
        // x >= 4 (expression x - 4, constant -4); moving it to x >= 20 conflicts with x <= 10.
        #expect(throws: LayoutSolverError.self) { try s.setConstant(-20, of: c, previous: -4) }
        #expect(s.value(of: x) >= 4 - 1e-9 && s.value(of: x) <= 10 + 1e-9)
    }

    @Test func ambiguity() throws {
        let s = LayoutSolver()
        let x = s.makeVariable(), w = s.makeVariable()
        try s.add(SolverConstraint(w.expression, .greaterThanOrEqual, LinearExpression(constant: 10)))
        #expect(s.isAmbiguous(x))   // nothing mentions x
        #expect(s.isAmbiguous(w))   // any width ≥ 10 is as good
        try s.add(SolverConstraint(w.expression, .lessThanOrEqual, LinearExpression(constant: 10), strength: Strength(250)))
        #expect(!s.isAmbiguous(w))  // hugging picks 10
        try s.add(SolverConstraint(x.expression, .equal, LinearExpression(constant: 7)))
        #expect(!s.isAmbiguous(x))
    }

    @Test func removeEverythingLeavesEmptyTableau() throws {
        let s = LayoutSolver()
        var cs: [SolverConstraint] = []
        var prev = s.makeVariable()
        cs.append(SolverConstraint(prev.expression, .equal, LinearExpression(constant: 0)))
        for _ in 0..<50 {
            let v = s.makeVariable()
            cs.append(SolverConstraint(v.expression, .greaterThanOrEqual, prev.expression + LinearExpression(constant: 2)))
            cs.append(SolverConstraint(v.expression, .equal, prev.expression, strength: Strength(250)))
            prev = v
        }
        for c in cs { try s.add(c) }
        #expect(eq(s.value(of: prev), 100))
        for c in cs.reversed() { try s.remove(c) }
        #expect(s.constraintCount == 0)
        let objectiveTerms = s.t.objective.filter { !$0.isZero }
        #expect(objectiveTerms.isEmpty)
    }

    /// Required equalities are absorbed without dummies (DECISIONS, "Auto Layout speed"):
    /// removing one, changing its constant and adding after a removal must still give
    /// the solution of the remaining constraints. Expected values by hand.
    @Test func absorbedEqualitiesRemoveAndChange() throws {
        let s = LayoutSolver()
        var xs: [LayoutVariable] = [], chain: [SolverConstraint] = []
        for i in 0..<5 {
            // x0 = 10, x(i) = x(i-1) + 5
            let x = s.makeVariable()
            let c = i == 0 ? SolverConstraint(x.expression, .equal, LinearExpression(constant: 10))
                : SolverConstraint(x.expression, .equal, xs[i - 1].expression + LinearExpression(constant: 5))
            try s.add(c); xs.append(x); chain.append(c)
        }
        #expect(eq(s.value(of: xs[4]), 30))
        try s.add(SolverConstraint(xs[4].expression, .equal, LinearExpression(constant: 100), strength: Strength(250)))
        #expect(eq(s.value(of: xs[4]), 30))
        // Without x2 = x1 + 5 the weak pull wins for x2…x4: x4 = 100, x2 = 90; x1 stays 15.
        try s.remove(chain[2])
        #expect(eq(s.value(of: xs[4]), 100)); #expect(eq(s.value(of: xs[2]), 90)); #expect(eq(s.value(of: xs[1]), 15))
        // x0 = 20, then 30 (expression x0 - k: constant -k).
        try s.setConstant(-20, of: chain[0], previous: -10)
        #expect(eq(s.value(of: xs[1]), 25))
        try s.setConstant(-30, of: chain[0], previous: -20)
        #expect(eq(s.value(of: xs[1]), 35))
        // After another removal, a conflicting required constraint is still refused…
        try s.remove(chain[1])
        #expect(throws: LayoutSolverError.self) { try s.add(SolverConstraint(xs[0].expression, .equal, LinearExpression(constant: 5))) }
        #expect(eq(s.value(of: xs[0]), 30))
        // …and one that holds is taken: x1 = x0 + 1 = 31.
        try s.remove(chain[3])
        let again = SolverConstraint(xs[1].expression, .equal, xs[0].expression + LinearExpression(constant: 1))
        try s.add(again)
        #expect(eq(s.value(of: xs[1]), 31))
        // A redundant copy keeps x1 there when the first goes, and its constant moves x1.
        let copy = SolverConstraint(xs[1].expression, .equal, xs[0].expression + LinearExpression(constant: 1))
        try s.add(copy)
        try s.remove(again)
        #expect(eq(s.value(of: xs[1]), 31))
        try s.setConstant(-2, of: copy, previous: -1)
        #expect(eq(s.value(of: xs[1]), 32))
        #expect(s.constraintCount == 4)
    }

    @Test func changedVariablesAreReported() throws {
        let s = LayoutSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        let cx = SolverConstraint(x.expression, .equal, LinearExpression(constant: 1))
        try s.add(cx)
        try s.add(SolverConstraint(y.expression, .equal, LinearExpression(constant: 2)))
        _ = s.takeChangedVariables()
        try s.setConstant(-3, of: cx, previous: -1)
        // The first change of an absorbed constraint solves its component (x alone) again:
        // y, in another component, is not touched.
        #expect(s.takeChangedVariables() == [x])
        try s.setConstant(-4, of: cx, previous: -3)
        #expect(s.takeChangedVariables() == [x])
        #expect(s.takeChangedVariables() == [])
        #expect(eq(s.value(of: x), 4)); #expect(eq(s.value(of: y), 2))
    }

    /// Two independent chains: a0 = 10, a1 = a0 + 5 and b0 = 1, b1 = b0 + 2. Changing an
    /// absorbed constant of one chain, or removing one of its absorbed constraints, solves
    /// only that chain again; the other keeps its rows and is not reported as changed.
    /// Expected values by hand.
    @Test func solvingAgainStaysInsideOneComponent() throws {
        let s = LayoutSolver()
        let a0 = s.makeVariable(), a1 = s.makeVariable(), b0 = s.makeVariable(), b1 = s.makeVariable()
        let ca0 = SolverConstraint(a0.expression, .equal, LinearExpression(constant: 10))
        let ca1 = SolverConstraint(a1.expression, .equal, a0.expression + LinearExpression(constant: 5))
        let cb0 = SolverConstraint(b0.expression, .equal, LinearExpression(constant: 1))
        let cb1 = SolverConstraint(b1.expression, .equal, b0.expression + LinearExpression(constant: 2))
        for c in [ca0, ca1, cb0, cb1] { try s.add(c) }
        _ = s.takeChangedVariables()
        try s.setConstant(-20, of: ca0, previous: -10)
        #expect(Set(s.takeChangedVariables() ?? []) == [a0, a1])
        #expect(eq(s.value(of: a1), 25)); #expect(eq(s.value(of: b1), 3))
        try s.remove(cb1)
        // b1 is free now (0); b0 keeps its constraint.
        #expect(eq(s.value(of: b1), 0)); #expect(eq(s.value(of: b0), 1))
        #expect(Set(s.takeChangedVariables() ?? []) == [b0, b1])
        #expect(eq(s.value(of: a1), 25))
        // The changed constant of a0 stays incremental and right after the other removal.
        try s.setConstant(-30, of: ca0, previous: -20)
        #expect(eq(s.value(of: a1), 35))
        #expect(Set(s.takeChangedVariables() ?? []) == [a0, a1])
        #expect(s.rowCount == 3)
    }
}
