import Foundation

/// One row of the simplex tableau: `basic = constant + Σ cells[s]·s` over parametric
/// (non-basic) symbols.
///
/// The cells are a sparse vector sorted by symbol (two parallel arrays), so adding a
/// multiple of another row is one linear merge and looking a symbol up is a binary
/// search; no hashing. Long chains of constraints (a row of 1,000 views, a hierarchy
/// 1,000 deep) make rows of a thousand cells, and those operations dominate the solver.
final class Row {
    var constant: Double
    private(set) var symbols: [Int]
    private(set) var coefficients: [Double]

    init(constant: Double = 0) { self.constant = constant; symbols = []; coefficients = [] }
    private init(constant: Double, symbols: [Int], coefficients: [Double]) {
        self.constant = constant; self.symbols = symbols; self.coefficients = coefficients
    }
    func copy() -> Row { Row(constant: constant, symbols: symbols, coefficients: coefficients) }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// The position of `s` in `symbols`, or where it would be inserted.
    @inline(__always)
    private func position(_ s: Int) -> (index: Int, found: Bool) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let m = symbols[mid]
            if m < s { lo = mid + 1 } else if m > s { hi = mid } else { return (mid, true) }
        }
        return (lo, false)
    }

    /// The coefficient of `s`, or nil when the row does not mention it.
    func coefficient(_ s: Int) -> Double? {
        let p = position(s)
        return p.found ? coefficients[p.index] : nil
    }

    func contains(_ s: Int) -> Bool { position(s).found }

    /// cells[s] += c (dropping zeros). Returns true when `s` was not in the row before.
    @discardableResult
    func insert(_ s: Int, _ c: Double) -> Bool {
        let p = position(s)
        if p.found {
            let v = coefficients[p.index] + c
            if abs(v) < Tableau.epsilon {
                symbols.remove(at: p.index); coefficients.remove(at: p.index)
            } else {
                coefficients[p.index] = v
            }
            return false
        }
        guard abs(c) >= Tableau.epsilon else { return false }
        symbols.insert(s, at: p.index); coefficients.insert(c, at: p.index)
        return true
    }

    /// Removes `s`, returning its coefficient.
    @discardableResult
    func remove(_ s: Int) -> Double? {
        let p = position(s)
        guard p.found else { return nil }
        symbols.remove(at: p.index)
        return coefficients.remove(at: p.index)
    }

    /// self += other × c (one merge of the two sorted vectors). `added` is called with each
    /// symbol that was not in the row before.
    func insert(_ other: Row, times c: Double, added: (Int) -> Void = { _ in }) {
        constant += other.constant * c
        let os = other.symbols, oc = other.coefficients
        guard !os.isEmpty else { return }
        if symbols.isEmpty {
            symbols.reserveCapacity(os.count); coefficients.reserveCapacity(os.count)
            for k in 0..<os.count {
                let v = oc[k] * c
                if abs(v) >= Tableau.epsilon { symbols.append(os[k]); coefficients.append(v); added(os[k]) }
            }
            return
        }
        var ns: [Int] = [], nc: [Double] = []
        ns.reserveCapacity(symbols.count + os.count); nc.reserveCapacity(symbols.count + os.count)
        var i = 0, j = 0
        let ms = symbols, mc = coefficients
        while i < ms.count || j < os.count {
            if j >= os.count || (i < ms.count && ms[i] < os[j]) {
                ns.append(ms[i]); nc.append(mc[i]); i += 1
            } else if i >= ms.count || os[j] < ms[i] {
                let v = oc[j] * c
                if abs(v) >= Tableau.epsilon { ns.append(os[j]); nc.append(v); added(os[j]) }
                j += 1
            } else {
                let v = mc[i] + oc[j] * c
                if abs(v) >= Tableau.epsilon { ns.append(ms[i]); nc.append(v) }
                i += 1; j += 1
            }
        }
        symbols = ns; coefficients = nc
    }

    func negate() {
        constant = -constant
        for k in coefficients.indices { coefficients[k] = -coefficients[k] }
    }

    func scale(by f: Double) {
        constant *= f
        for k in coefficients.indices { coefficients[k] *= f }
    }

    /// Given `0 = constant + cells` containing `s`, rewrites it as `s = …`.
    func solve(for s: Int) {
        let c = remove(s)!
        scale(by: -1 / c)
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
///
/// Symbols are dense numbers, so rows, objective coefficients and columns are arrays
/// indexed by symbol. A column lists the rows that mention its symbol, appended to as
/// cells appear; entries whose row no longer mentions the symbol (a cell that cancelled
/// out, a row that left) are dropped when the column is next read, so keeping the index
/// costs one append per new cell.
struct Tableau {
    static let epsilon = 1.0e-8

    var kinds: [SymbolKind] = []
    /// The row of each basic symbol; nil for parametric ones.
    var rows: [Row?] = []
    private(set) var rowCount = 0
    var columns: [[Int]] = []
    /// The objective: symbolic coefficients of parametric symbols (basic ones never appear).
    var objective: [Symbolic] = []
    /// Phase-one objective while a constraint is added with an artificial variable.
    var artificial: [Int: Symbolic]?
    var infeasible: [Int] = []
    /// Symbols whose objective coefficient may be negative (so optimize need not scan the
    /// whole objective after every change).
    var negatives: Set<Int> = []
    /// Scratch marks for removing duplicate column entries.
    private var marks: [UInt32] = []
    private var epoch: UInt32 = 0
    /// Symbol numbers free for reuse (markers of constraints solved again).
    private var free: [Int] = []
    /// Basic symbols whose rows came, went or changed constant since `takeTouched()`
    /// (what a client reads to learn which values may have moved).
    private var touched: [Int] = []
    private var touchedMark: [Bool] = []
    /// Every symbol may have moved (a new tableau).
    private var touchedAll = false

    mutating func touch(_ s: Int) {
        guard !touchedAll, !touchedMark[s] else { return }
        touchedMark[s] = true
        touched.append(s)
    }

    /// The symbols touched since the last call (nil: possibly all of them), and forget them.
    mutating func takeTouched() -> [Int]? {
        defer {
            for s in touched { touchedMark[s] = false }
            touched.removeAll(keepingCapacity: true)
            touchedAll = false
        }
        return touchedAll ? nil : touched
    }

    /// Makes `s` (a marker no constraint uses any more, with no row and no cells left)
    /// free for `newSymbol` to hand out again.
    mutating func recycle(_ s: Int) {
        rows[s] = nil; columns[s] = []; objective[s] = .zero
        free.append(s)
    }

    mutating func setObjective(_ s: Int, _ value: Symbolic) {
        objective[s] = value
        if value.isNegative { negatives.insert(s) }
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        if kind != .external, let s = free.popLast() { kinds[s] = kind; return s }
        kinds.append(kind); columns.append([]); rows.append(nil); objective.append(.zero); marks.append(0)
        touchedMark.append(false)
        return kinds.count - 1
    }

    func isRestricted(_ s: Int) -> Bool { kinds[s] != .external }

    /// Basic symbols whose rows mention `s` (each once), tidying the column on the way.
    mutating func rowsContaining(_ s: Int) -> [Int] {
        let column = columns[s]
        guard !column.isEmpty else { return [] }
        epoch &+= 1
        if epoch == 0 { for k in marks.indices { marks[k] = 0 }; epoch = 1 }
        var kept: [Int] = []
        kept.reserveCapacity(column.count)
        for b in column where marks[b] != epoch {
            guard let r = rows[b], r.contains(s) else { continue }
            marks[b] = epoch
            kept.append(b)
        }
        columns[s] = kept
        return kept
    }

    mutating func insertRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        rowCount += 1
        touch(basic)
        for s in row.symbols { columns[s].append(basic) }
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        rowCount -= 1
        touch(basic)
        return row
    }

    /// Replaces every occurrence of parametric `s` by `row` (in the tableau and objectives).
    mutating func substitute(_ s: Int, _ row: Row) {
        let holders = rowsContaining(s)
        columns[s] = []
        for b in holders {
            guard let r = rows[b], let c = r.remove(s) else { continue }
            r.insert(row, times: c) { t in columns[t].append(b) }
            touch(b)
            if r.constant < 0 && isRestricted(b) { infeasible.append(b) }
        }
        let c = objective[s]
        if !c.isZero {
            objective[s] = .zero
            for (t, v) in zip(row.symbols, row.coefficients) {
                var o = objective[t]
                o.add(c, times: v)
                setObjective(t, o)
            }
        }
        if artificial != nil { Tableau.substitute(s, row, into: &artificial!) }
    }

    static func substitute(_ s: Int, _ row: Row, into objective: inout [Int: Symbolic]) {
        guard let c = objective.removeValue(forKey: s) else { return }
        for (t, v) in zip(row.symbols, row.coefficients) {
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
                    if kinds[s] != .dummy, rows[s] == nil, objective[s].isNegative {
                        if entering < 0 || s < entering { entering = s }
                    } else { stale.append(s) }
                }
                for s in stale { negatives.remove(s) }
            }
            guard entering >= 0 else { return }
            var leaving = -1
            var best = Double.infinity
            for b in rowsContaining(entering) where isRestricted(b) {
                let r = rows[b]!
                let c = r.coefficient(entering)!
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
            for (s, c) in zip(row.symbols, row.coefficients) where c > 0 && kinds[s] != .dummy {
                let ratio = objective[s].scaled(by: 1 / c)
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
