import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A cell that logs `init` and `prepareForReuse` as `Cell#n`.
@MainActor
final class TracingCell: UITableViewCell {
    let name: String
    weak var trace: ListTrace?

    override init(style: CellStyle, reuseIdentifier: String?) {
        let t = ListTrace.current
        t?.cellCount += 1
        name = "Cell#\(t?.cellCount ?? 0)"
        trace = t
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let id = reuseIdentifier.map { "\"\($0)\"" } ?? "nil"
        t?.log("\(name).init(style: \(Self.describe(style)), reuseIdentifier: \(id))")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        trace?.log("\(name).prepareForReuse()")
    }

    static func describe(_ s: CellStyle) -> String {
        switch s {
        case .default: return ".default"
        case .value1: return ".value1"
        case .value2: return ".value2"
        case .subtitle: return ".subtitle"
        }
    }
}

/// How a trace names a cell: `Cell#n` for tracing cells, the class name otherwise.
@MainActor
func cellName(_ cell: UITableViewCell?) -> String {
    guard let cell else { return "nil" }
    if let t = cell as? TracingCell { return t.name }
    return String(describing: type(of: cell))
}

/// A data source of `rows[section]` rows that logs its calls as `DataSource.…` and dequeues
/// `TracingCell`s registered under "c". `configure` sets up a cell's content.
@MainActor
final class TraceDataSource: UITableViewDataSource {
    let trace: ListTrace
    var rows: [Int]
    var identifier = "c"
    var logCounts = true
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var makeCell: ((UITableView, IndexPath) -> UITableViewCell)?
    var onCommit: ((UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void)?
    var indexTitles: [String]?
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]

    init(_ trace: ListTrace, rows: [Int]) { self.trace = trace; self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int {
        if logCounts { trace.log("DataSource.numberOfSections(in: Table)") }
        return rows.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if logCounts { trace.log("DataSource.tableView(Table, numberOfRowsInSection: \(section))") }
        return section < rows.count ? rows[section] : 0
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        trace.log("DataSource.tableView(Table, cellForRowAt: \(indexPath))")
        let cell = makeCell?(tableView, indexPath) ?? tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        trace.log("DataSource.tableView(Table, sectionForSectionIndexTitle: \"\(title)\", at: \(index))")
        return index
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        trace.log("DataSource.tableView(Table, commit: .\(editingStyle == .delete ? "delete" : editingStyle == .insert ? "insert" : "none"), forRowAt: \(indexPath))")
        onCommit?(tableView, editingStyle, indexPath)
    }
}

/// A delegate that logs display callbacks, and (when `logsSelection`) every selection callback.
@MainActor
final class TraceDelegate: UITableViewDelegate {
    let trace: ListTrace
    var logsDisplay = true
    var logsSelection = true
    var logsHighlight = false
    var willSelect: ((IndexPath) -> IndexPath?)?
    var onWillDisplay: ((UITableViewCell, IndexPath) -> Void)?
    var onDidEndDisplaying: ((UITableViewCell, IndexPath) -> Void)?
    var heights: [IndexPath: CGFloat] = [:]
    init(_ trace: ListTrace) { self.trace = trace }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { trace.log("Delegate.tableView(Table, willDisplay: \(cellName(cell)), forRowAt: \(indexPath))") }
        onWillDisplay?(cell, indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { trace.log("Delegate.tableView(Table, didEndDisplaying: \(cellName(cell)), forRowAt: \(indexPath))") }
        onDidEndDisplaying?(cell, indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        if logsHighlight { trace.log("Delegate.tableView(Table, shouldHighlightRowAt: \(indexPath))") }
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        if logsHighlight { trace.log("Delegate.tableView(Table, didHighlightRowAt: \(indexPath))") }
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        if logsHighlight { trace.log("Delegate.tableView(Table, didUnhighlightRowAt: \(indexPath))") }
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if logsSelection { trace.log("Delegate.tableView(Table, willSelectRowAt: \(indexPath))") }
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        if logsSelection { trace.log("Delegate.tableView(Table, willDeselectRowAt: \(indexPath))") }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if logsSelection { trace.log("Delegate.tableView(Table, didSelectRowAt: \(indexPath))") }
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        if logsSelection { trace.log("Delegate.tableView(Table, didDeselectRowAt: \(indexPath))") }
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        trace.log("Delegate.tableView(Table, accessoryButtonTappedForRowWith: \(indexPath))")
    }
}

/// A screen showing `table` as the window's root view (after the first pass).
@MainActor
func showTable(_ table: UITableView, width: Int = 40, height: Int = 10,
               keepAlive: [AnyObject] = []) -> (HeadlessScreen, ViewHostController) {
    showRootView(table, width: width, height: height, keepAlive: keepAlive)
}

/// Observes `UITableView.selectionDidChangeNotification` on an application's center.
@MainActor
final class SelectionNotificationCounter {
    private(set) var count = 0
    private var token: NSObjectProtocol?
    init(_ app: UIApplication, trace: ListTrace? = nil) {
        token = app.notificationCenter.addObserver(forName: UITableView.selectionDidChangeNotification, object: nil, queue: nil) { [weak self, weak trace] _ in
            MainActor.assumeIsolated {
                self?.count += 1
                trace?.log("Notification.selectionDidChange")
            }
        }
    }
    func stop(_ app: UIApplication) { if let token { app.notificationCenter.removeObserver(token) } }
}

/// A line of `width` cells with `left` at column 0 and `right` ending at column `end` (exclusive).
func tableLine(_ left: String, right: String = "", endingAt end: Int) -> String {
    let lw = TextWidth.width(of: left), rw = TextWidth.width(of: right)
    guard !right.isEmpty else { return left }
    return left + String(repeating: " ", count: max(0, end - rw - lw)) + right
}

/// A plain table with `cell` registered as "c", wired to a logging data source (`rows`
/// rows per section) and delegate on `trace`. The table holds them weakly: keep the
/// returned values for as long as the table is used.
@MainActor
func tracedTable(_ trace: ListTrace, rows: [Int], cell: UITableViewCell.Type = UITableViewCell.self,
                 logsDisplay: Bool = true) -> (UITableView, TraceDataSource, TraceDelegate) {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(cell, forCellReuseIdentifier: "c")
    let ds = TraceDataSource(trace, rows: rows)
    let dl = TraceDelegate(trace)
    dl.logsDisplay = logsDisplay
    table.dataSource = ds
    table.delegate = dl
    return (table, ds, dl)
}
