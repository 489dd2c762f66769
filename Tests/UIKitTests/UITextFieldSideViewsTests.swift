import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UITextField.leftView`/`rightView` with their view modes (Apple's UITextField
/// documentation: each shows as its `ViewMode` says, the clear button sits before the
/// right view, and the text area is what the views leave).
@MainActor
@Suite struct UITextFieldSideViewsTests {
    private func field(width: Int = 30) -> (HeadlessScreen, UITextField, UIButton) {
        final class Host: UIViewController {}
        let screen = HeadlessScreen.checked(width: width, height: 3)
        let host = Host()
        host.loadViewIfNeeded()
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: width, height: 1))
        f.borderStyle = .roundedRect
        f.placeholder = "Find"
        f.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        f.leftViewMode = .always
        let go = UIButton(type: .system)
        go.setTitle("Go", for: .normal)
        f.rightView = go
        f.rightViewMode = .always
        host.view.addSubview(f)
        screen.makeWindow(root: host)
        return (screen, f, go)
    }

    @Test func theViewsShowAtEachEndAndTheTextTakesWhatIsLeft() {
        let (screen, f, go) = field()
        // "[", the image, a blank, the text area, a blank, the button, "]".
        #expect(screen.lines[0] == "[⌕ Find" + String(repeating: " ", count: 16) + "[ Go ]]")
        #expect(f.leftViewRect(forBounds: f.bounds) == CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(f.rightViewRect(forBounds: f.bounds) == CGRect(x: 23, y: 0, width: 6, height: 1))
        #expect(go.superview === f && f.leftView?.superview === f)

        var tapped = 0
        go.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        screen.click(x: 25, y: 0)
        #expect(tapped == 1)   // the right view is a working button inside the field
    }

    @Test func viewModesAndTheClearButtonBeforeTheRightView() {
        let (screen, f, _) = field()
        f.rightViewMode = .unlessEditing
        f.clearButtonMode = .whileEditing
        screen.click(x: 5, y: 0)
        #expect(f.isFirstResponder)
        screen.type("abc")
        // Editing: no right view; the clear button at the end of the text area.
        #expect(f.rightViewRect(forBounds: f.bounds) == .zero)
        #expect(f.rightView?.isHidden == true)
        #expect(screen.lines[0] == "[⌕ abc" + String(repeating: " ", count: 22) + "×]")
        _ = f.resignFirstResponder()
        screen.runLoop()
        #expect(f.rightView?.isHidden == false)
        #expect(screen.lines[0] == "[⌕ abc" + String(repeating: " ", count: 17) + "[ Go ]]")

        f.leftViewMode = .never
        screen.runLoop()
        #expect(f.leftView?.isHidden == true)
        #expect(screen.lines[0] == "[abc" + String(repeating: " ", count: 19) + "[ Go ]]")
    }
}
