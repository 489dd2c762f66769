import Foundation

/// A symbolic weight (Badros, Borning & Stuckey 2001, §2.2): one coefficient per strength
/// level, compared lexicographically from the strongest level down. Kept as a short array
/// sorted by level, strongest first; zero components are dropped.
struct Symbolic: Equatable {
    private(set) var levels: [Double] = []
    private(set) var values: [Double] = []

    static let zero = Symbolic()
    init() {}
    init(level: Double, value: Double) {
        if abs(value) > Tableau.epsilon { levels = [level]; values = [value] }
    }

    var isZero: Bool { values.isEmpty }
    /// The strongest non-zero component is negative.
    var isNegative: Bool { (values.first ?? 0) < 0 }

    /// self += other × factor.
    mutating func add(_ other: Symbolic, times factor: Double) {
        guard !other.values.isEmpty, factor != 0 else { return }
        if values.isEmpty {
            levels = other.levels; values = other.values.map { $0 * factor }
            return
        }
        var nl: [Double] = [], nv: [Double] = []
        nl.reserveCapacity(levels.count + other.levels.count)
        nv.reserveCapacity(levels.count + other.levels.count)
        var i = 0, j = 0
        while i < levels.count || j < other.levels.count {
            let v: Double, l: Double
            if j >= other.levels.count || (i < levels.count && levels[i] > other.levels[j]) {
                l = levels[i]; v = values[i]; i += 1
            } else if i >= levels.count || other.levels[j] > levels[i] {
                l = other.levels[j]; v = other.values[j] * factor; j += 1
            } else {
                l = levels[i]; v = values[i] + other.values[j] * factor; i += 1; j += 1
            }
            if abs(v) > Tableau.epsilon { nl.append(l); nv.append(v) }
        }
        levels = nl; values = nv
    }

    mutating func add(level: Double, value: Double) { add(Symbolic(level: level, value: value), times: 1) }

    func scaled(by factor: Double) -> Symbolic {
        var s = Symbolic(); s.add(self, times: factor); return s
    }

    /// Lexicographic comparison, strongest level first.
    static func < (a: Symbolic, b: Symbolic) -> Bool {
        var i = 0, j = 0
        while i < a.levels.count || j < b.levels.count {
            let la = i < a.levels.count ? a.levels[i] : -Double.infinity
            let lb = j < b.levels.count ? b.levels[j] : -Double.infinity
            if la > lb {
                if a.values[i] < -Tableau.epsilon { return true }
                if a.values[i] > Tableau.epsilon { return false }
                i += 1
            } else if lb > la {
                if b.values[j] > Tableau.epsilon { return true }
                if b.values[j] < -Tableau.epsilon { return false }
                j += 1
            } else {
                let d = a.values[i] - b.values[j]
                if d < -Tableau.epsilon { return true }
                if d > Tableau.epsilon { return false }
                i += 1; j += 1
            }
        }
        return false
    }
}
