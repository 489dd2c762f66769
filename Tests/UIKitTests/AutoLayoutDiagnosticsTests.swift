// UIKit's Auto Layout diagnostics, in UIKit's wording.
import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct AutoLayoutDiagnosticsTests {
    @Test func unsatisfiableConstraintsAreLoggedAndTheNewOneIsBroken() {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let v = UIView(); v.translatesAutoresizingMaskIntoConstraints = false
        var ten: NSLayoutConstraint!, twenty: NSLayoutConstraint!
        let vc = ControlsHostController { root in
            root.addSubview(v)
            ten = v.widthAnchor.constraint(equalToConstant: 10)
            twenty = v.widthAnchor.constraint(equalToConstant: 20)
            NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         v.topAnchor.constraint(equalTo: root.topAnchor),
                                         v.heightAnchor.constraint(equalToConstant: 1), ten, twenty])
        }
        screen.makeWindow(root: vc)
        let warnings = screen.application.diagnostics.warnings.filter { $0.hasPrefix("Unable to simultaneously satisfy constraints.") }
        #expect(warnings.count == 1)
        let text = warnings.first ?? ""
        let lines = text.components(separatedBy: "\n")
        #expect(lines[1] == "\tProbably at least one of the constraints in the following list is one you don't want. ")
        #expect(lines[5] == "(")
        #expect(lines[6] == "    \"\(ten.description)\",")
        #expect(lines[7] == "    \"\(twenty.description)\"")
        #expect(lines[8] == ")")
        #expect(lines[10] == "Will attempt to recover by breaking constraint ")
        #expect(lines[11] == twenty.description)
        #expect(text.hasSuffix("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."))
        #expect(!text.contains("NSAutoresizingMaskLayoutConstraints"))
        #expect(ten.description == "<NSLayoutConstraint:\(address(ten)) UIView:\(address(v)).width == 10   (active)>")
        // Recovered as UIKit recovers: the broken constraint stays active, the layout keeps 10.
        #expect(twenty.isActive)
        #expect(v.frame.width == 10)
    }

    @Test func autoresizingMaskConstraintsShowInTheConflict() {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let v = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 1))   // translates its mask
        let vc = ControlsHostController { root in
            root.addSubview(v)
            v.widthAnchor.constraint(equalToConstant: 30).isActive = true
        }
        screen.makeWindow(root: vc)
        let text = screen.application.diagnostics.warnings.first { $0.hasPrefix("Unable to simultaneously") } ?? ""
        #expect(text.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"))
        #expect(text.contains("\"<NSAutoresizingMaskLayoutConstraint:"))
        #expect(text.contains(" h=--& v=--& UIView:\(address(v)).width == 5   (active)>\""))
        #expect(v.frame == CGRect(x: 1, y: 1, width: 5, height: 1))
    }

    @Test func constraintsWithoutACommonAncestorRaise() {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let a = UIView(), b = UIView()
        screen.makeWindow(root: ControlsHostController { $0.addSubview(a) })
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        let reason = screen.application.diagnostics.exceptions.first?.reason ?? ""
        #expect(reason.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x"))
        #expect(reason.contains("\"UIView:\(address(a)).leading\"> and <NSLayoutXAxisAnchor:0x"))
        #expect(reason.hasSuffix("\"UIView:\(address(b)).trailing\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
        #expect(screen.application.diagnostics.exceptions.first?.name == "NSGenericException")
    }

    @Test func ambiguityIsReportedAndExercised() {
        let screen = HeadlessScreen.checked(width: 80, height: 24)
        let v = UIView(); v.translatesAutoresizingMaskIntoConstraints = false
        let vc = ControlsHostController { root in
            root.addSubview(v)
            NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 4), v.heightAnchor.constraint(equalToConstant: 2),
                                         v.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        screen.makeWindow(root: vc)
        #expect(v.hasAmbiguousLayout)      // nothing places it horizontally
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        vc.view.layoutIfNeeded()
        #expect(v.frame.minX != before.minX)
        #expect(v.frame.size == CGSize(width: 4, height: 2) && v.frame.minY == 0)
        let exercised = v.frame
        v.exerciseAmbiguityInLayout()
        vc.view.layoutIfNeeded()
        #expect(v.frame.minX != exercised.minX)
        #expect(v.frame.size == before.size && v.frame.minY == 0)
    }

    private func address(_ o: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(o).hashValue), radix: 16)
    }
}
