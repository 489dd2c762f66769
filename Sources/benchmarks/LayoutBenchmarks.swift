import Foundation
import UIKit
import LayoutSolver

// Auto Layout figures: the shapes of WWDC 2018 "High Performance Auto Layout" (a long row,
// a deep hierarchy, a collection of cells, a moving tree, removing a hierarchy) at 10, 100
// and 1,000 views, each as "build + first layout" (a full solve) so the growth shows;
// then one constant change (incremental, dual simplex) beside a full re-solve, and the
// bare solver with 1,000 variables' worth of 4,000 constraints.
//   swift run -c release benchmarks layout

@MainActor
private func plain() -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

@MainActor
private func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000)) }

/// N views in one row: 4 constraints each.
@MainActor
private func longRow(_ n: Int) -> (UIView, [NSLayoutConstraint]) {
    let r = root()
    var prev: UIView?
    var all: [NSLayoutConstraint] = []
    for _ in 0..<n {
        let v = plain()
        r.addSubview(v)
        let cs = [v.leadingAnchor.constraint(equalTo: prev?.trailingAnchor ?? r.leadingAnchor, constant: 1),
                  v.topAnchor.constraint(equalTo: r.topAnchor),
                  v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 1)]
        NSLayoutConstraint.activate(cs)
        all += cs
        prev = v
    }
    return (r, all)
}

/// N views each inside the previous one, inset by one point on every side.
@MainActor
private func deepHierarchy(_ n: Int) -> UIView {
    let r = root()
    var parent = r
    for _ in 0..<n {
        let v = plain()
        parent.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
            v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
            v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
        ])
        parent = v
    }
    return r
}

/// Cells of 4 views (cell, title label, detail label, image): a grid of n / 4 cells.
@MainActor
private func cells(_ n: Int) -> UIView {
    let r = root()
    for i in 0..<max(1, n / 4) {
        let cell = plain(), title = UILabel(), detail = UILabel(), image = plain()
        title.text = "Cell \(i)"; detail.text = "Detail text \(i)"
        for v in [title, detail] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        r.addSubview(cell)
        for v in [title, detail, image] { cell.addSubview(v) }
        NSLayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: CGFloat(i % 10) * 40),
            cell.topAnchor.constraint(equalTo: r.topAnchor, constant: CGFloat(i / 10) * 4),
            cell.widthAnchor.constraint(equalToConstant: 38),
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor), image.topAnchor.constraint(equalTo: cell.topAnchor),
            image.widthAnchor.constraint(equalToConstant: 3), image.heightAnchor.constraint(equalToConstant: 3),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 1),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor),
            title.topAnchor.constraint(equalTo: cell.topAnchor),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor),
            cell.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 1),
        ])
    }
    return r
}

/// A tree of n views (each node has up to 4 children), its top node placed by `pin`.
@MainActor
private func tree(_ n: Int) -> (UIView, UIView, NSLayoutConstraint) {
    let r = root()
    let top = plain()
    r.addSubview(top)
    let pin = top.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([pin, top.topAnchor.constraint(equalTo: r.topAnchor),
                                 top.widthAnchor.constraint(equalToConstant: 4000), top.heightAnchor.constraint(equalToConstant: 4000)])
    var queue = [top], made = 1
    while made < n, !queue.isEmpty {
        let parent = queue.removeFirst()
        for k in 0..<4 where made < n {
            let v = plain()
            parent.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(k) * 2),
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                v.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.25),
                v.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
            ])
            queue.append(v); made += 1
        }
    }
    return (r, top, pin)
}

@MainActor
private func best(_ runs: Int, _ body: () -> Void) -> Double {
    var m = Double.infinity
    for _ in 0..<runs { m = min(m, measure(body)) }
    return m
}

@MainActor
func runLayoutBenchmarks() {
    print("== Auto Layout (build + first layout = full solve; best of 3) ==")
    let sizes = [10, 100, 1000]
    for n in sizes {
        report("long row, \(n) views (\(4 * n) constraints)", fmtMilli(best(3) { let (r, _) = longRow(n); r.layoutIfNeeded() }))
    }
    for n in sizes {
        report("deep hierarchy, \(n) levels (\(4 * n) constraints)", fmtMilli(best(3) { deepHierarchy(n).layoutIfNeeded() }))
    }
    for n in sizes {
        report("collection of cells, \(n) views", fmtMilli(best(3) { cells(n).layoutIfNeeded() }))
    }
    for n in sizes {
        let (r, _, pin) = tree(n)
        r.layoutIfNeeded()
        var step: CGFloat = 0
        let t = best(3) {
            for _ in 0..<100 { step += 1; pin.constant = 10 + step.truncatingRemainder(dividingBy: 50); r.layoutIfNeeded() }
        }
        report("moving tree, \(n) views: one move + layout", fmtMicro(t / 100))
    }
    for n in sizes {
        var total = 0.0
        for _ in 0..<3 {
            let (r, top, _) = tree(n)
            r.layoutIfNeeded()
            total += measure { top.removeFromSuperview(); r.layoutIfNeeded() }
        }
        report("removing a hierarchy of \(n) views + layout", fmtMilli(total / 3))
    }

    print("== one constant change, 1,000 views / 4,000 constraints ==")
    let (row, constraints) = longRow(1000)
    row.layoutIfNeeded()
    let first = constraints[0]
    var k: CGFloat = 0
    let incremental = best(3) {
        for _ in 0..<100 { k += 1; first.constant = 1 + k.truncatingRemainder(dividingBy: 7); row.layoutIfNeeded() }
    } / 100
    report("incremental: change one constant + layout", fmtMicro(incremental))
    let full = best(3) { let (r, _) = longRow(1000); r.layoutIfNeeded() }
    report("full re-solve: build the 4,000 constraints + layout", fmtMilli(full))
    report("ratio full / incremental", String(format: "%.0f×", full / incremental))

    print("== a screen of 100 views (cells) ==")
    let screen = best(5) { cells(100).layoutIfNeeded() }
    report("100 views, build + layout (frame budget 16.7 ms)", fmtMilli(screen))

    print("== LayoutSolver alone ==")
    let solverTime = best(3) {
        let s = LayoutSolver()
        var prev: LayoutVariable?
        for _ in 0..<1000 {
            let x = s.makeVariable(), w = s.makeVariable()
            try? s.add(SolverConstraint(x.expression, .equal,
                                        (prev?.expression ?? LinearExpression()) + LinearExpression(constant: 1)))
            try? s.add(SolverConstraint(w.expression, .greaterThanOrEqual, LinearExpression(constant: 5)))
            try? s.add(SolverConstraint(w.expression, .lessThanOrEqual, LinearExpression(constant: 5), strength: Strength(250)))
            try? s.add(SolverConstraint(w.expression, .lessThanOrEqual, LinearExpression(constant: 40)))
            prev = x
        }
    }
    report("4,000 constraints over 2,000 variables, added one by one", fmtMilli(solverTime))
}
