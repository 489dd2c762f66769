import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UIPickerView`: the data source's components and rows, the delegate's titles,
/// `selectRow(_:inComponent:animated:)` sending nothing and `didSelectRow` only for the
/// user's choices (Apple's UIPickerViewDelegate page), `selectedRow(inComponent:)` -1 for
/// a component without rows, reloads keeping selections, the keyboard and the mouse, and
/// the terminal rendering of docs/DECISIONS.md ("UIPickerView on a terminal").
@MainActor
@Suite struct UIPickerViewTests {
    final class Model: UIPickerViewDataSource, UIPickerViewDelegate {
        var columns = [["XS", "S", "M", "L", "XL"], ["Red", "Green", "Blue"]]
        var calls: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { calls.append("numberOfComponents"); return columns.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            calls.append("numberOfRows \(component)")
            return columns[component].count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            columns[component][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            calls.append("didSelectRow \(row) inComponent \(component)")
        }
    }

    /// A 41 × 5 picker on a 41 × 6 terminal: two 20-column components a column apart.
    func picker() -> (HeadlessScreen, UIPickerView, Model) {
        let screen = HeadlessScreen.checked(width: 41, height: 6)
        let model = Model()
        let vc = UIViewController()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 41, height: 5))
        picker.dataSource = model
        picker.delegate = model
        vc.view.addSubview(picker)
        screen.makeWindow(root: vc)
        return (screen, picker, model)
    }

    @Test func rowsShowAroundTheSelectedOneAndCodeSelectionSendsNothing() {
        let (screen, picker, model) = picker()
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 5) == -1)
        #expect(model.calls == ["numberOfComponents", "numberOfRows 0", "numberOfRows 1"])
        picker.selectRow(2, inComponent: 0, animated: true)
        picker.selectRow(9, inComponent: 1, animated: false)          // out of range: ignored
        screen.runLoop()
        #expect(picker.selectedRow(inComponent: 0) == 2 && picker.selectedRow(inComponent: 1) == 0)
        #expect(!model.calls.contains { $0.hasPrefix("didSelectRow") })
        // Titles centred in their 20 columns; the selected rows on the middle line.
        expectScreen(screen.lines, equals: [
            "         XS",
            "         S",
            "         M                   Red",
            "         L                  Green",
            "         XL                  Blue",
            "",
        ])
        #expect(screen.grid[9, 2].style.attributes.contains(.bold))
        #expect(screen.grid[29, 2].style.attributes.contains(.bold))
        #expect(screen.grid[9, 1].style.attributes.contains(.dim))
        #expect(!screen.grid[9, 2].style.attributes.contains(.reverse))
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 20, height: 1))
        let size = picker.intrinsicContentSize
        #expect(size.height == 6 && size.width >= 65 && size.width <= 66)   // 320 × 216 iPhone points
    }

    @Test func theKeyboardMovesTheCurrentComponentAndTheDelegateHearsTheUsersChoices() {
        let (screen, picker, model) = picker()
        picker.window?.focus(picker)
        screen.runLoop()
        #expect(picker.isFocused)
        #expect(screen.grid[9, 2].style.attributes.contains(.reverse))   // the current component
        model.calls.removeAll()
        screen.press(.down)
        screen.press(.up)
        screen.press(.up)                        // already on the first row: nothing
        screen.press(.right)
        screen.press(.end)
        screen.press(.right)                     // no component further right
        screen.press(.home)
        screen.press(.pageDown)                  // rows in sight less one: 4, kept to the last
        #expect(model.calls == ["didSelectRow 1 inComponent 0", "didSelectRow 0 inComponent 0",
                                "didSelectRow 2 inComponent 1", "didSelectRow 0 inComponent 1",
                                "didSelectRow 2 inComponent 1"])
        #expect(screen.grid[29, 2].style.attributes.contains(.reverse))
        expectScreen(screen.lines, rows: 0..<3, equal: ["                             Red",
                                                         "                            Green",
                                                         "         XS                  Blue"])
    }

    @Test func aClickChoosesAShownRowAndAReloadKeepsTheSelectionInRange() {
        let (screen, picker, model) = picker()
        picker.selectRow(3, inComponent: 0, animated: false)
        model.calls.removeAll()
        screen.click(x: 9, y: 4)                 // two lines below the middle: row 5, kept to 4
        screen.click(x: 28, y: 3)                // Green, one below Red
        #expect(model.calls == ["didSelectRow 4 inComponent 0", "didSelectRow 1 inComponent 1"])
        #expect(picker.isFocused)
        screen.click(x: 40, y: 5)                // below the picker: nothing
        #expect(model.calls.count == 2)

        model.columns[0] = ["One", "Two"]
        model.calls.removeAll()
        picker.reloadAllComponents()
        #expect(model.calls == ["numberOfComponents", "numberOfRows 0", "numberOfRows 1"])
        #expect(picker.selectedRow(inComponent: 0) == 1 && picker.selectedRow(inComponent: 1) == 1)
        model.columns[1] = []
        picker.reloadComponent(1)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        screen.runLoop()
        expectScreen(screen.lines, rows: 1..<3, equal: ["        One", "        Two"])
    }
}
