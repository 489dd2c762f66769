import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// Swipe actions (`UIContextualAction`, `UISwipeActionsConfiguration`) on the keyboard, by
/// drag (the table's swipe pan) and by click. Expected traces follow Apple's documented
/// order: the row must be editable (`canEditRowAt`), the delegate's configuration is asked,
/// `willBeginEditingRowAt` precedes the actions and `didEndEditingRowAt` follows their
/// closing; a nil trailing configuration gives the default Delete action, which commits
/// `.delete`; the first action of a full swipe is performed.
@MainActor
@Suite struct UITableViewSwipeActionsTests {
    @MainActor
    final class Model: UITableViewDataSource {
        let trace: ListTrace
        var names = ["Ann", "Bob", "Cat", "Dan"]
        var editable = true
        init(_ trace: ListTrace) { self.trace = trace }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            trace.log("DataSource.canEditRowAt \(indexPath)")
            return editable
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            trace.log("DataSource.commit(\(editingStyle == .delete ? ".delete" : "other"), forRowAt: \(indexPath))")
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @MainActor
    final class Delegate: UITableViewDelegate {
        let trace: ListTrace
        var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var deleteTitle: String?
        var style: UITableViewCell.EditingStyle = .delete
        init(_ trace: ListTrace) { self.trace = trace }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            trace.log("Delegate.leadingSwipeActionsConfigurationForRowAt \(indexPath)")
            return leading?(indexPath)
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            trace.log("Delegate.trailingSwipeActionsConfigurationForRowAt \(indexPath)")
            return trailing?(indexPath)
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            trace.log("Delegate.willBeginEditingRowAt \(indexPath) isEditing=\(tableView.isEditing)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            trace.log("Delegate.didEndEditingRowAt \(indexPath.map { "\($0)" } ?? "nil") isEditing=\(tableView.isEditing)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            trace.log("Delegate.didSelectRowAt \(indexPath)")
        }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { deleteTitle }
    }

    /// Completions handed to handlers that the test calls later.
    @MainActor
    final class Pending { var completions: [(Bool) -> Void] = [] }

    /// "Delete" (destructive) then "Flag" (normal); each handler logs its call, checks its
    /// source view is inside the row, and keeps the completion (or calls it with `answer`).
    private func mailActions(_ trace: ListTrace, _ table: UITableView, pending: Pending, answer: Bool? = nil) -> UISwipeActionsConfiguration {
        func make(_ style: UIContextualAction.Style, _ title: String) -> UIContextualAction {
            UIContextualAction(style: style, title: title) { [weak table] action, source, done in
                let inRow = table?.visibleCells.contains { source.isDescendant(of: $0) } ?? false
                trace.log("handler(\(action.title ?? "nil"), sourceView in row: \(inRow))")
                if let answer { done(answer) } else { pending.completions.append(done) }
            }
        }
        return UISwipeActionsConfiguration(actions: [make(.destructive, "Delete"), make(.normal, "Flag")])
    }

    private func swipeTable(focused: Bool = true) -> (HeadlessScreen, UITableView, Model, Delegate, ListTrace) {
        let trace = ListTrace()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.tableFooterView = UIView()
        let model = Model(trace), delegate = Delegate(trace)
        table.dataSource = model
        table.delegate = delegate
        let (screen, _) = showTable(table, width: 30, height: 5, keepAlive: [model, delegate])
        if focused { table.window?.focus(table) }
        screen.runLoop()
        trace.reset()
        return (screen, table, model, delegate, trace)
    }

    private let red = CellColor.rgb(255, 59, 48), gray = CellColor.rgb(142, 142, 147)
    private let blank16 = String(repeating: " ", count: 16)

    @Test func leftArrowShowsTheTrailingActionsAndEnterPerformsTheChosenOne() {
        let (screen, table, _, delegate, trace) = swipeTable()
        let pending = Pending()
        delegate.trailing = { [unowned table] _ in self.mailActions(trace, table, pending: pending) }
        #expect(table.isEditing == false)
        screen.press(.left)
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 0]",
                                "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 0]",
                                "Delegate.willBeginEditingRowAt [0, 0] isEditing=false"])
        #expect(table.isEditing == true)
        // The first action sits at the right edge, the second inside it; the row's text has
        // moved left out of sight.
        expectScreen(screen.lines, equals: [blank16 + " Flag  Delete", " Bob", " Cat", " Dan", ""])
        #expect(screen.grid[17, 0].style.background == gray)
        #expect(screen.grid[23, 0].style.background == red)
        #expect(screen.grid[23, 0].style.attributes.isSuperset(of: [.reverse, .bold]))   // Delete chosen
        #expect(!screen.grid[17, 0].style.attributes.contains(.reverse))

        screen.press(.left)
        #expect(screen.grid[17, 0].style.attributes.isSuperset(of: [.reverse, .bold]))   // Flag chosen
        #expect(!screen.grid[23, 0].style.attributes.contains(.reverse))
        trace.reset()
        screen.press(.enter)
        #expect(trace.lines == ["handler(Flag, sourceView in row: true)"])
        // Until the handler calls its completion, the actions stay.
        expectScreen(screen.lines, equals: [blank16 + " Flag  Delete", " Bob", " Cat", " Dan", ""])
        pending.completions.first?(true)
        screen.runLoop()
        #expect(trace.lines == ["handler(Flag, sourceView in row: true)",
                                "Delegate.didEndEditingRowAt [0, 0] isEditing=false"])
        expectScreen(screen.lines, equals: [" Ann", " Bob", " Cat", " Dan", ""])
        #expect(table.isEditing == false)
        pending.completions.first?(true)   // a second call does nothing
        #expect(trace.lines.count == 2)
    }

    @Test func aNilTrailingConfigurationGivesTheDefaultDeleteActionWhichCommitsTheDeletion() {
        let (screen, table, model, delegate, trace) = swipeTable()
        screen.press(.down)
        screen.press(.left)
        expectScreen(screen.lines, equals: [" Ann", String(repeating: " ", count: 22) + " Delete", " Cat", " Dan", ""])
        #expect(screen.grid[23, 1].style.background == red)
        screen.press(.enter)
        screen.runLoop()
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 1]",
                                "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 1]",
                                "Delegate.willBeginEditingRowAt [0, 1] isEditing=false",
                                "DataSource.commit(.delete, forRowAt: [0, 1])",
                                "Delegate.didEndEditingRowAt [0, 1] isEditing=false"])
        #expect(model.names == ["Ann", "Cat", "Dan"])
        expectScreen(screen.lines, equals: [" Ann", " Cat", " Dan", "", ""])
        #expect(table.isEditing == false)

        delegate.deleteTitle = "Remove"
        screen.press(.left)
        #expect(screen.lines[1] == String(repeating: " ", count: 22) + " Remove")
    }

    @Test func noActionsWhenTheRowCannotBeEditedOrTheConfigurationIsEmpty() {
        let (screen, table, model, delegate, trace) = swipeTable()
        model.editable = false
        screen.press(.left)
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 0]"])   // no configuration asked
        model.editable = true
        trace.reset()
        delegate.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        screen.press(.left)
        delegate.trailing = nil
        delegate.style = .insert   // the default action is Delete only
        screen.press(.left)
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 0]", "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 0]",
                                "DataSource.canEditRowAt [0, 0]", "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 0]"])
        #expect(table.isEditing == false)
        expectScreen(screen.lines, equals: [" Ann", " Bob", " Cat", " Dan", ""])
    }

    @Test func rightArrowShowsTheLeadingActionsAndMovingBackOrEscapeClosesThem() {
        let (screen, table, _, delegate, trace) = swipeTable()
        let read = UIContextualAction(style: .normal, title: "Read") { _, _, done in trace.log("Read"); done(true) }
        read.backgroundColor = .systemBlue
        let pin = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
        pin.image = UIImage(systemName: "star.fill")
        delegate.leading = { _ in UISwipeActionsConfiguration(actions: [read, pin]) }
        screen.press(.right)
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 0]",
                                "Delegate.leadingSwipeActionsConfigurationForRowAt [0, 0]",
                                "Delegate.willBeginEditingRowAt [0, 0] isEditing=false"])
        // The first action at the left edge; the row's text moved right after the buttons.
        // An action without a title shows its image's text stand-in.
        #expect(screen.lines[0] == " Read  ★  Ann")
        #expect(screen.grid[1, 0].style.background == .rgb(0, 122, 255))
        screen.press(.right)
        #expect(screen.grid[6, 0].style.attributes.contains(.reverse))   // the image action chosen
        screen.press(.left)
        trace.reset()
        screen.press(.left)   // back past the first action: closed
        #expect(trace.lines == ["Delegate.didEndEditingRowAt [0, 0] isEditing=false"])
        #expect(screen.lines[0] == " Ann")
        #expect(table.isEditing == false)

        screen.press(.right)
        trace.reset()
        screen.press(.escape)
        #expect(trace.lines == ["Delegate.didEndEditingRowAt [0, 0] isEditing=false"])
        // Down closes the actions and moves on as usual.
        screen.press(.right)
        trace.reset()
        screen.press(.down)
        #expect(trace.lines == ["Delegate.didEndEditingRowAt [0, 0] isEditing=false"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
    }

    @Test func aDragRevealsTheActionsAndAClickOnOnePerformsIt() {
        let (screen, table, _, delegate, trace) = swipeTable(focused: false)
        let pending = Pending()
        delegate.trailing = { [unowned table] _ in self.mailActions(trace, table, pending: pending, answer: true) }
        screen.drag(from: CGPoint(x: 24, y: 1), to: CGPoint(x: 12, y: 1))
        // Released past half the buttons' width: they stay fully shown.
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 1]",
                                "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 1]",
                                "Delegate.willBeginEditingRowAt [0, 1] isEditing=false"])
        expectScreen(screen.lines, equals: [" Ann", blank16 + " Flag  Delete", " Cat", " Dan", ""])
        #expect(table.contentOffset == .zero)   // a sideways drag does not scroll
        trace.reset()
        screen.click(x: 18, y: 1)
        #expect(trace.lines == ["handler(Flag, sourceView in row: true)",
                                "Delegate.didEndEditingRowAt [0, 1] isEditing=false"])
        expectScreen(screen.lines, equals: [" Ann", " Bob", " Cat", " Dan", ""])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNot() {
        let (screen, table, _, delegate, trace) = swipeTable(focused: false)
        let pending = Pending()
        var performsFull = true
        delegate.trailing = { [unowned table] _ in
            let c = self.mailActions(trace, table, pending: pending, answer: true)
            c.performsFirstActionWithFullSwipe = performsFull
            return c
        }
        screen.drag(from: CGPoint(x: 28, y: 2), to: CGPoint(x: 2, y: 2))
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 2]",
                                "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 2]",
                                "Delegate.willBeginEditingRowAt [0, 2] isEditing=false",
                                "handler(Delete, sourceView in row: true)",
                                "Delegate.didEndEditingRowAt [0, 2] isEditing=false"])
        performsFull = false
        trace.reset()
        screen.drag(from: CGPoint(x: 28, y: 2), to: CGPoint(x: 2, y: 2))
        #expect(trace.lines.last == "Delegate.willBeginEditingRowAt [0, 2] isEditing=false")
        expectScreen(screen.lines, equals: [" Ann", " Bob", blank16 + " Flag  Delete", " Dan", ""])
    }

    @Test func aShortDragSpringsBackAndATapElsewhereClosesWithoutSelecting() {
        let (screen, table, _, delegate, trace) = swipeTable(focused: false)
        let pending = Pending()
        delegate.trailing = { [unowned table] _ in self.mailActions(trace, table, pending: pending) }
        screen.drag(from: CGPoint(x: 28, y: 0), to: CGPoint(x: 25, y: 0))
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 0]",
                                "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 0]",
                                "Delegate.willBeginEditingRowAt [0, 0] isEditing=false",
                                "Delegate.didEndEditingRowAt [0, 0] isEditing=false"])
        expectScreen(screen.lines, equals: [" Ann", " Bob", " Cat", " Dan", ""])

        screen.drag(from: CGPoint(x: 28, y: 0), to: CGPoint(x: 14, y: 0))
        trace.reset()
        screen.click(x: 2, y: 3)   // another row: closes, selects nothing
        #expect(trace.lines == ["Delegate.didEndEditingRowAt [0, 0] isEditing=false"])
        #expect(table.indexPathForSelectedRow == nil)

        screen.drag(from: CGPoint(x: 28, y: 0), to: CGPoint(x: 14, y: 0))
        trace.reset()
        screen.click(x: 2, y: 0)   // the swiped row's own content: closes, selects nothing
        #expect(trace.lines == ["Delegate.didEndEditingRowAt [0, 0] isEditing=false"])
        #expect(table.indexPathForSelectedRow == nil)
        screen.click(x: 2, y: 0)   // closed now: a tap selects
        #expect(trace.lines.last == "Delegate.didSelectRowAt [0, 0]")
    }

    // MARK: Layout direction and scrolling

    /// Right to left the sides swap (Apple: leading is the right edge there): a swipe to
    /// the left uncovers the *leading* actions at the right edge, Left on the keyboard too,
    /// and a full swipe to the left performs the first leading action.
    @Test func rightToLeftSwapsTheSidesOfLeadingAndTrailingActions() {
        let (screen, table, _, delegate, trace) = swipeTable(focused: false)
        table.semanticContentAttribute = .forceRightToLeft
        let pending = Pending()
        delegate.leading = { [unowned table] _ in self.mailActions(trace, table, pending: pending, answer: true) }
        delegate.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        screen.drag(from: CGPoint(x: 24, y: 1), to: CGPoint(x: 12, y: 1))
        #expect(trace.lines == ["DataSource.canEditRowAt [0, 1]",
                                "Delegate.leadingSwipeActionsConfigurationForRowAt [0, 1]",
                                "Delegate.willBeginEditingRowAt [0, 1] isEditing=false"])
        // The first leading action (Delete) at the right edge, Flag inside it.
        #expect(screen.lines[1].hasSuffix(" Flag  Delete"))
        #expect(screen.grid[29, 1].style.background == red)
        trace.reset()
        screen.click(x: 27, y: 1)
        #expect(trace.lines == ["handler(Delete, sourceView in row: true)",
                                "Delegate.didEndEditingRowAt [0, 1] isEditing=false"])

        // A swipe to the right asks for the trailing ones (none here: nothing shows, and
        // the release on the row selects it, as a tap would).
        trace.reset()
        screen.drag(from: CGPoint(x: 4, y: 2), to: CGPoint(x: 20, y: 2))
        #expect(Array(trace.lines.prefix(2)) == ["DataSource.canEditRowAt [0, 2]",
                                                 "Delegate.trailingSwipeActionsConfigurationForRowAt [0, 2]"])
        #expect(!table.isEditing)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)

        // The keyboard: Left uncovers the right edge, the leading actions.
        table.window?.focus(table)
        screen.runLoop()
        trace.reset()
        screen.press(.left)
        #expect(trace.lines.contains { $0.hasPrefix("Delegate.leadingSwipeActionsConfigurationForRowAt") })
        #expect((0..<4).contains { screen.grid[29, $0].style.background == red })
        screen.press(.escape)

        // A full swipe to the left performs the first leading action.
        trace.reset()
        screen.drag(from: CGPoint(x: 28, y: 2), to: CGPoint(x: 2, y: 2))
        #expect(trace.lines.suffix(2) == ["handler(Delete, sourceView in row: true)",
                                          "Delegate.didEndEditingRowAt [0, 2] isEditing=false"])
    }

    /// Scrolling the table closes an open row's actions (the wheel, a drag, PageDown), as
    /// UIKit's table does when it starts to scroll.
    @Test func scrollingTheTableClosesTheOpenActions() {
        let (screen, table, model, delegate, trace) = swipeTable(focused: false)
        model.names = (0..<30).map { "Row \($0)" }
        table.reloadData()
        screen.runLoop()
        let pending = Pending()
        delegate.trailing = { [unowned table] _ in self.mailActions(trace, table, pending: pending) }

        screen.drag(from: CGPoint(x: 24, y: 1), to: CGPoint(x: 12, y: 1))
        #expect(table.isEditing)
        trace.reset()
        screen.scroll(x: 5, y: 3, deltaY: 1)
        #expect(trace.lines == ["Delegate.didEndEditingRowAt [0, 1] isEditing=false"])
        #expect(table.contentOffset.y == 3)
        #expect(!screen.lines.joined().contains("Flag"))

        screen.drag(from: CGPoint(x: 24, y: 1), to: CGPoint(x: 12, y: 1))
        #expect(table.isEditing)
        trace.reset()
        screen.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 5, y: 4))   // a vertical drag from the row
        #expect(trace.lines.first == "Delegate.didEndEditingRowAt [0, 4] isEditing=false")
        #expect(!table.isEditing)
    }

    @Test func actionsDefaultsFollowUIKit() {
        let normal = UIContextualAction(style: .normal, title: "A") { _, _, _ in }
        let destructive = UIContextualAction(style: .destructive, title: nil) { _, _, _ in }
        #expect(normal.backgroundColor == .systemGray)
        #expect(destructive.backgroundColor == .systemRed)
        normal.backgroundColor = .systemOrange
        #expect(normal.backgroundColor == .systemOrange)
        #expect(UIContextualAction.Style.normal.rawValue == 0 && UIContextualAction.Style.destructive.rawValue == 1)
        let c = UISwipeActionsConfiguration(actions: [normal, destructive])
        #expect(c.performsFirstActionWithFullSwipe == true)
        #expect(c.actions.map(\.style) == [.normal, .destructive])
    }
}
