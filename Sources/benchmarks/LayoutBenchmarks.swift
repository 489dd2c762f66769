import Foundation
import UIKit
import LayoutSolver

// Auto Layout figures: the shapes of WWDC 2018 "High Performance Auto Layout" (a long row,
// a deep hierarchy, a collection of cells, a moving tree, removing a hierarchy) at 10, 100
// and 1,000 views, each as "build + first layout" (a full solve), in one table with the
// ratio per 10× step (linear growth reads ≈10×); then one constant change (incremental,
// dual simplex) beside a full re-solve, a constraint-laid-out contacts list screen resized,
// and the bare solver with 4,000 constraints.
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

/// A contacts list screen laid out with constraints as an iOS developer writes it: a
/// header (title, add button), a search field, and `rows` rows (avatar, name, detail,
/// chevron) in a column; about 5 views and 17 constraints a row.
@MainActor
private func contactsListScreen(rows: Int) -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = plain(), title = UILabel(), add = UIButton(type: .system), search = UITextField()
    title.text = "Contacts"; add.setTitle("+", for: .normal); search.placeholder = "Search"
    for v in [title, add, search] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
    screen.addSubview(header); header.addSubview(title); header.addSubview(add); screen.addSubview(search)
    NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 44),
        title.centerXAnchor.constraint(equalTo: header.centerXAnchor),
        title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        add.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
        add.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        search.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
        search.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
        search.trailingAnchor.constraint(equalTo: screen.layoutMarginsGuide.trailingAnchor),
    ])
    var above = search.bottomAnchor
    for i in 0..<rows {
        let row = plain(), avatar = plain(), name = UILabel(), detail = UILabel(), chevron = UILabel()
        name.text = "Contact \(i)"; detail.text = "+1 555 01\(i % 10)\(i / 10)"; chevron.text = ">"
        for v in [name, detail, chevron] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        screen.addSubview(row)
        for v in [avatar, name, detail, chevron] { row.addSubview(v) }
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: above, constant: i == 0 ? 8 : 0),
            row.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            avatar.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            name.topAnchor.constraint(equalTo: row.topAnchor, constant: 6),
            name.trailingAnchor.constraint(lessThanOrEqualTo: chevron.leadingAnchor, constant: -8),
            detail.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            detail.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: chevron.leadingAnchor, constant: -8),
            row.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 6),
            chevron.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
            chevron.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        above = row.bottomAnchor
    }
    return screen
}

@MainActor
private func best(_ runs: Int, _ body: () -> Void) -> Double {
    var m = Double.infinity
    for _ in 0..<runs { m = min(m, measure(body)) }
    return m
}

/// App constraints held in `root`'s subtree (what the table's "constraints" column counts).
@MainActor
private func constraintCount(_ root: UIView) -> Int {
    root.constraints.count + root.subviews.reduce(0) { $0 + constraintCount($1) }
}

/// One row of the growth table: a shape at a size, its time, and the ratio to the same
/// shape at the previous size (10× the views; linear growth shows as about 10×).
private struct GrowthRow { let shape: String; let views: Int; let constraints: Int; let seconds: Double; let perOp: Bool }

@MainActor
private func printGrowth(_ rows: [GrowthRow]) {
    func pad(_ s: String, _ n: Int, left: Bool = false) -> String {
        s.count >= n ? s : (left ? String(repeating: " ", count: n - s.count) + s : s + String(repeating: " ", count: n - s.count))
    }
    print(pad("shape", 44) + pad("views", 7, left: true) + pad("constraints", 13, left: true) + pad("time", 12, left: true)
          + pad("×prev", 9, left: true))
    var previous: GrowthRow?
    for r in rows {
        let time = r.perOp ? fmtMicro(r.seconds) : fmtMilli(r.seconds)
        var ratio = ""
        if let p = previous, p.shape == r.shape, p.seconds > 0 { ratio = String(format: "%.1f×", r.seconds / p.seconds) }
        print(pad(r.shape, 44) + pad("\(r.views)", 7, left: true) + pad("\(r.constraints)", 13, left: true)
              + pad(time, 12, left: true) + pad(ratio, 9, left: true))
        previous = r
    }
}

@MainActor
func runLayoutBenchmarks() {
    print("== Auto Layout growth (build + first layout = full solve unless noted; best of 3) ==")
    let sizes = [10, 100, 1000]
    var rows: [GrowthRow] = []
    for n in sizes {
        let count = constraintCount(longRow(n).0)
        rows.append(GrowthRow(shape: "long row (each view pinned to the previous)", views: n, constraints: count,
                              seconds: best(3) { let (r, _) = longRow(n); r.layoutIfNeeded() }, perOp: false))
    }
    for n in sizes {
        rows.append(GrowthRow(shape: "deep hierarchy (each view inside the last)", views: n, constraints: constraintCount(deepHierarchy(n)),
                              seconds: best(3) { deepHierarchy(n).layoutIfNeeded() }, perOp: false))
    }
    for n in sizes {
        rows.append(GrowthRow(shape: "collection of cells (4 views a cell)", views: n, constraints: constraintCount(cells(n)),
                              seconds: best(3) { cells(n).layoutIfNeeded() }, perOp: false))
    }
    for n in sizes {
        let (r, _, pin) = tree(n)
        r.layoutIfNeeded()
        var step: CGFloat = 0
        let t = best(3) {
            for _ in 0..<100 { step += 1; pin.constant = 10 + step.truncatingRemainder(dividingBy: 50); r.layoutIfNeeded() }
        }
        rows.append(GrowthRow(shape: "moving tree: one move + layout (per move)", views: n, constraints: constraintCount(r),
                              seconds: t / 100, perOp: true))
    }
    for n in sizes {
        var total = 0.0, count = 0
        for _ in 0..<3 {
            let (r, top, _) = tree(n)
            r.layoutIfNeeded()
            count = constraintCount(r)
            total += measure { top.removeFromSuperview(); r.layoutIfNeeded() }
        }
        rows.append(GrowthRow(shape: "removing a hierarchy + layout", views: n, constraints: count, seconds: total / 3, perOp: false))
    }
    printGrowth(rows)
    // Past 1,000 views the working set leaves the caches: per view, 1,000 against 10,000
    // tells a cache step (flat from here) from an algorithm that grows (rising again).
    var perView: [Int: Double] = [:]
    for n in [1000, 10_000] {
        var total = 0.0
        for _ in 0..<3 {
            let (r, top, _) = tree(n)
            r.layoutIfNeeded()
            total += measure { top.removeFromSuperview(); r.layoutIfNeeded() }
        }
        perView[n] = total / 3 / Double(n)
    }
    report("removing a hierarchy + layout, per view: 1,000 / 10,000 views",
           fmtMicro(perView[1000]!) + " / " + fmtMicro(perView[10_000]!))

    print("== one constant change, 1,000 views / 4,000 constraints (long row) ==")
    // The first change of a required equality's constant gives it a marker: its part of
    // the layout (the constraints linked to it through shared variables) is solved again
    // once. In the row every view's x follows the first constant; the tree's pin moves
    // the top view alone (its subviews are placed in its own coordinates).
    var firstRow = Double.infinity, firstTree = Double.infinity
    for _ in 0..<3 {
        let (r, cs) = longRow(1000)
        r.layoutIfNeeded()
        firstRow = min(firstRow, measure { cs[0].constant = 2; r.layoutIfNeeded() })
        let (tr, _, pin) = tree(1000)
        tr.layoutIfNeeded()
        firstTree = min(firstTree, measure { pin.constant = 11; tr.layoutIfNeeded() })
    }
    report("first change of the first constant + layout (row)", fmtMicro(firstRow))
    report("first change of the pin + layout (1,000-view tree)", fmtMicro(firstTree))
    let (row, constraints) = longRow(1000)
    row.layoutIfNeeded()
    let first = constraints[0]
    var k: CGFloat = 0
    let incremental = best(3) {
        for _ in 0..<100 { k += 1; first.constant = 1 + k.truncatingRemainder(dividingBy: 7); row.layoutIfNeeded() }
    } / 100
    report("incremental: change the first constant + layout", fmtMicro(incremental))
    let last = constraints[constraints.count - 4]
    let incrementalLast = best(3) {
        for _ in 0..<100 { k += 1; last.constant = 1 + k.truncatingRemainder(dividingBy: 7); row.layoutIfNeeded() }
    } / 100
    report("incremental: change the last view's constant + layout", fmtMicro(incrementalLast))
    let full = best(3) { let (r, _) = longRow(1000); r.layoutIfNeeded() }
    report("full re-solve: build the 4,000 constraints + layout", fmtMilli(full))
    report("ratio full / incremental (first constant)", String(format: "%.0f×", full / incremental))

    print("== a screen of 100 views ==")
    let screen = best(5) { cells(100).layoutIfNeeded() }
    report("100 views (cells), build + layout (frame 16.7 ms)", fmtMilli(screen))

    print("== contacts list screen laid out by constraints (20 rows, ~100 views) ==")
    let list = contactsListScreen(rows: 20)
    report("  views / constraints", "\(1 + list.subviews.reduce(0) { $0 + 1 + $1.subviews.count }) / \(constraintCount(list))")
    report("build + first layout", fmtMilli(best(5) { contactsListScreen(rows: 20).layoutIfNeeded() }))
    list.layoutIfNeeded()
    var wide = false
    let resize = best(3) {
        for _ in 0..<20 {
            wide.toggle()
            list.frame = CGRect(x: 0, y: 0, width: wide ? 844 : 390, height: wide ? 390 : 844)
            list.layoutIfNeeded()
        }
    } / 20
    report("resize (portrait ↔ landscape) + layout", fmtMilli(resize))

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
