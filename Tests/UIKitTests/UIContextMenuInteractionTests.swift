import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// A context menu delegate that logs UIKit's calls and answers with a menu of two actions
/// (nil where `noMenu` says so).
@MainActor
final class ContextMenuLog: UIContextMenuInteractionDelegate {
    let log: ControlsEventLog
    var noMenu = false
    init(_ log: ControlsEventLog) { self.log = log }

    static func configuration(_ log: ControlsEventLog, id: String = "doc") -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: id as NSString, previewProvider: { log.log("preview"); return nil }) { suggested in
            log.log("actionProvider suggested=\(suggested.count)")
            return UIMenu(title: "", children: [
                UIAction(title: "Copy") { a in log.log("Copy sender=\(a.sender.map { String(describing: type(of: $0)) } ?? "nil")") },
                UIAction(title: "Delete", attributes: .destructive) { _ in log.log("Delete") },
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.log("configurationForMenuAtLocation \(Int(location.x)),\(Int(location.y))")
        return noMenu ? nil : Self.configuration(log)
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.log("willDisplayMenuFor \(configuration.identifier)")
        animator?.addCompletion { [log] in log.log("display completion") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.log("willEndFor \(configuration.identifier)")
        animator?.addCompletion { [log] in log.log("end completion") }
    }
}

@MainActor
@Suite struct UIContextMenuInteractionTests {
    /// A 10 × 3 box at (2, 1) holding the interaction, with a focusable button inside it.
    private func host(_ log: ControlsEventLog) -> (HeadlessScreen, UIView, UIContextMenuInteraction, ContextMenuLog, UIButton) {
        let screen = HeadlessScreen.checked(width: 30, height: 12)
        let delegate = ContextMenuLog(log)
        let box = UIView(frame: CGRect(x: 2, y: 1, width: 10, height: 3))
        let interaction = UIContextMenuInteraction(delegate: delegate)
        box.addInteraction(interaction)
        let button = UIButton(type: .system)
        button.setTitle("Doc", for: .normal)
        button.frame = CGRect(x: 1, y: 1, width: 7, height: 1)
        box.addSubview(button)
        screen.makeWindow(root: ControlsHostController { $0.addSubview(box) })
        return (screen, box, interaction, delegate, button)
    }

    @Test func addingAnInteractionSetsItsViewAndRemovingClearsIt() {
        let log = ControlsEventLog()
        let delegate = ContextMenuLog(log)
        let a = UIView(), b = UIView()
        let i = UIContextMenuInteraction(delegate: delegate)
        a.addInteraction(i)
        #expect(i.view === a && a.interactions.count == 1)
        b.addInteraction(i)
        #expect(i.view === b && a.interactions.isEmpty && b.interactions.count == 1, "an interaction belongs to one view")
        b.removeInteraction(i)
        #expect(i.view == nil && b.interactions.isEmpty)
        #expect(UIContextMenuConfiguration().identifier is NSUUID, "UIKit makes a unique identifier when none is given")
    }

    /// A right click asks for the configuration at the click (in the interaction's view),
    /// shows the menu there, and choosing an action ends the menu before the action runs.
    @Test func aRightClickShowsTheMenuAtThePointerInUIKitsOrder() {
        let log = ControlsEventLog()
        let (screen, _, _, delegate, _) = host(log)
        defer { withExtendedLifetime(delegate) {} }
        screen.send(.pointer(PointerEvent(kind: .secondaryClick, x: 5, y: 3)))
        screen.runLoop()
        // (5, 3) is the middle of the cell (5.5, 3.5): (3.5, 2.5) in the box.
        expectLines(log.take(), ["configurationForMenuAtLocation 3,2", "actionProvider suggested=0",
                                 "willDisplayMenuFor doc", "display completion"])
        // Below the clicked cell, from its column.
        expectScreen(screen.lines, rows: 2..<8, equal: [
            "   [ Doc ]",
            "",
            "     ┌──────────┐",
            "     │  Copy    │",
            "     │  Delete  │",
            "     └──────────┘",
        ])
        screen.click(text: "Delete")
        screen.runLoop()
        expectLines(log.take(), ["willEndFor doc", "end completion", "Delete"])
        #expect(!screen.text.contains("Copy"))
    }

    /// A long press begins the interaction once it is held for the long press's 0.5 s; a
    /// nil configuration shows nothing and tells nothing more.
    @Test func aLongPressAsksWhenHeldAndNilMeansNoMenu() {
        let log = ControlsEventLog()
        let (screen, _, _, delegate, _) = host(log)
        screen.pointerDown(at: CGPoint(x: 3, y: 1))
        screen.advance(by: 0.3)
        #expect(log.take().isEmpty, "not before the minimum press duration")
        screen.advance(by: 0.3)
        expectLines(log.take(), ["configurationForMenuAtLocation 1,0", "actionProvider suggested=0",
                                 "willDisplayMenuFor doc", "display completion"])
        screen.pointerUp(at: CGPoint(x: 3, y: 1))
        screen.runLoop()
        #expect(screen.text.contains("Copy"), "the menu stays after the finger lifts")
        screen.press(.escape)
        screen.runLoop()
        expectLines(log.take(), ["willEndFor doc", "end completion"])

        delegate.noMenu = true
        screen.send(.pointer(PointerEvent(kind: .secondaryClick, x: 3, y: 1)))
        screen.pointerDown(at: CGPoint(x: 3, y: 1))
        screen.advance(by: 0.6)
        screen.pointerUp(at: CGPoint(x: 3, y: 1))
        screen.runLoop()
        expectLines(log.take(), ["configurationForMenuAtLocation 1,0", "configurationForMenuAtLocation 1,0"])
        #expect(!screen.text.contains("Copy"))
    }

    /// Shift+F10, F22 (what ncurses reports for Shift+F10) and the Menu key ask for the
    /// menu of the focused view, at its middle; `dismissMenu()` ends it.
    @Test func theMenuKeyAsksForTheFocusedViewsMenu() {
        let log = ControlsEventLog()
        let (screen, _, interaction, delegate, button) = host(log)
        defer { withExtendedLifetime(delegate) {} }
        screen.press(.tab)
        #expect(button.isFocused)
        let keys = [UIKey(characters: "", keyCode: .keyboardF10, modifierFlags: .shift),
                    UIKey(characters: "", keyCode: .keyboardF22),
                    UIKey(characters: "", keyCode: .keyboardApplication)]
        for key in keys {
            screen.press(key)
            screen.runLoop()
            // The button is 7 wide at (1, 1) in the box: its middle is (4.5, 1.5).
            expectLines(log.take(), ["configurationForMenuAtLocation 4,1", "actionProvider suggested=0",
                                     "willDisplayMenuFor doc", "display completion"])
            #expect(interaction.location(in: nil) == CGPoint(x: 4.5, y: 1.5))
            #expect(screen.text.contains("Copy"))
            interaction.dismissMenu()
            screen.runLoop()
            expectLines(log.take(), ["willEndFor doc", "end completion"])
            #expect(button.isFocused, "focus goes back to the button")
        }
        screen.press(UIKey(characters: "", keyCode: .keyboardF10))
        #expect(log.take().isEmpty, "F10 without Shift is not the menu key")
    }

    // MARK: Tables and collections

    @MainActor
    final class RowMenus: NSObject, UITableViewDataSource, UITableViewDelegate {
        let log: ControlsEventLog
        init(_ log: ControlsEventLog) { self.log = log }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.log("contextMenuConfigurationForRowAt \(indexPath) point \(Int(point.x)),\(Int(point.y))")
            return indexPath.row == 3 ? nil : ContextMenuLog.configuration(log, id: "row\(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            log.log("willDisplayContextMenu \(configuration.identifier)")
        }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) {
            log.log("willEndContextMenuInteraction \(configuration.identifier)")
        }
    }

    @Test func aTableAsksItsDelegateForTheRowsMenuAndPlacesItUnderTheRow() {
        let log = ControlsEventLog()
        let menus = RowMenus(log)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = menus
        table.delegate = menus
        let (screen, _) = showTable(table, width: 30, height: 10, keepAlive: [menus])
        screen.send(.pointer(PointerEvent(kind: .secondaryClick, x: 6, y: 1)))
        screen.runLoop()
        expectLines(log.take(), ["contextMenuConfigurationForRowAt [0, 1] point 6,1", "actionProvider suggested=0",
                                 "willDisplayContextMenu row1"])
        #expect(screen.lines[1].hasPrefix(" Row 1"))
        #expect(screen.lines[2] == "┌──────────┐", "below the row, from its leading edge")
        screen.click(text: "Copy")
        screen.runLoop()
        expectLines(log.take(), ["willEndContextMenuInteraction row1", "Copy sender=UITableView"])

        // A row without a menu: a long press there asks and shows nothing.
        screen.pointerDown(at: CGPoint(x: 2, y: 3))
        screen.advance(by: 0.6)
        screen.pointerUp(at: CGPoint(x: 2, y: 3))
        screen.runLoop()
        expectLines(log.take(), ["contextMenuConfigurationForRowAt [0, 3] point 2,3"])
        #expect(!screen.text.contains("Copy"))

        // The keyboard's row (the press left it on row 3): Up moves it to row 2, and the
        // menu key asks for that row.
        screen.press(.up)
        screen.press(UIKey(characters: "", keyCode: .keyboardApplication))
        screen.runLoop()
        let asked = log.take()
        #expect(asked.first?.hasPrefix("contextMenuConfigurationForRowAt [0, 2]") == true, "\(asked)")
        #expect(asked.last == "willDisplayContextMenu row2")
    }

    @MainActor
    class ItemSource: NSObject, UICollectionViewDataSource {
        let log: ControlsEventLog
        init(_ log: ControlsEventLog) { self.log = log }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! TracingCollectionCell
            cell.label.text = "Item \(indexPath.item)"
            return cell
        }
        func willDisplay(_ configuration: UIContextMenuConfiguration) {
            log.log("willDisplayContextMenu \(configuration.identifier)")
        }
    }

    /// The iOS 16 form. (Each conforms itself: a protocol's default is the witness of the
    /// class that declares the conformance.)
    @MainActor
    final class ItemMenus: ItemSource, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) { willDisplay(configuration) }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.log("contextMenuConfigurationForItemsAt \(indexPaths)")
            return ContextMenuLog.configuration(log, id: "items\(indexPaths.map(\.item))")
        }
    }

    /// Only the iOS 13 form.
    @MainActor
    final class OldItemMenus: ItemSource, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) { willDisplay(configuration) }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.log("contextMenuConfigurationForItemAt \(indexPath)")
            return ContextMenuLog.configuration(log, id: "item\(indexPath.item)")
        }
    }

    /// A grid of `ItemSource`'s six items with `delegate`, on an 80 × 24 screen.
    private func showGrid(_ source: ItemSource, _ delegate: any UICollectionViewDelegate) -> HeadlessScreen {
        let cv = UICollectionView(frame: .zero, collectionViewLayout: gridLayout())
        cv.register(TracingCollectionCell.self, forCellWithReuseIdentifier: "c")
        cv.dataSource = source
        cv.delegate = delegate
        return showCollection(cv, keepAlive: [source]).0
    }

    @Test func aCollectionAsksForTheItemsUnderThePointerAndNoneBetweenItems() {
        let log = ControlsEventLog()
        let menus = ItemMenus(log)
        let screen = showGrid(menus, menus)
        // Items are 17 × 3, 21 columns apart: (25, 1) is in item 1, (19, 1) between items.
        screen.send(.pointer(PointerEvent(kind: .secondaryClick, x: 25, y: 1)))
        screen.runLoop()
        expectLines(log.take(), ["contextMenuConfigurationForItemsAt [[0, 1]]", "actionProvider suggested=0",
                                 "willDisplayContextMenu items[1]"])
        #expect(screen.lines[3].hasPrefix(String(repeating: " ", count: 21) + "┌"), "below item 1")
        screen.press(.escape)
        screen.runLoop()
        _ = log.take()
        screen.send(.pointer(PointerEvent(kind: .secondaryClick, x: 19, y: 1)))
        screen.runLoop()
        expectLines(log.take(), ["contextMenuConfigurationForItemsAt []", "actionProvider suggested=0",
                                 "willDisplayContextMenu items[]"])
    }

    @Test func theIOS13FormAnswersForOneItemByDefault() {
        let log = ControlsEventLog()
        let menus = OldItemMenus(log)
        let screen = showGrid(menus, menus)
        screen.send(.pointer(PointerEvent(kind: .secondaryClick, x: 2, y: 5)))
        screen.runLoop()
        expectLines(log.take(), ["contextMenuConfigurationForItemAt [0, 4]", "actionProvider suggested=0",
                                 "willDisplayContextMenu item4"])
        screen.press(.escape)
        screen.send(.pointer(PointerEvent(kind: .secondaryClick, x: 19, y: 1)))
        screen.runLoop()
        #expect(log.take().isEmpty, "between items the iOS 13 form is not asked")
    }
}

