import ContactsApp
import ContactsStore
import Foundation
import Testing
import UIKit

/// The login form's frames, derived by hand from its constraints
/// (`LoginViewController+Layout.swift`) with `item1.attribute1 = multiplier × item2.attribute2
/// + constant` on a terminal's metrics: a text field, a switch and a label one row high; a
/// gap unit of one column (the default leading margin); a gap of one row between separated
/// rows (the top margin is 0, at least 1). The navigation bar takes the top row and the
/// view is placed under it (an opaque bar), so the safe area is the whole view: y = 0,
/// one row shorter than the screen.
///
/// - form.width = min(64 × unit, safe.width − 4 × unit) (both optional, the second
///   stronger), form.centerX = safe.centerX.
/// - label column: as wide as "Password" (8 columns, the widest of Account, Password,
///   Confirm), ≤ form.width / 3; fields from column.trailing + 2 to form.trailing.
/// - account.top = safe.top + 2 (the safe area is ≥ 18 rows), each next field 1 row
///   under the last's bottom (≥ 16 rows: separated); the switches 1 row under the last
///   field, one under the other; the switch's x = max(field x, form x + 17 ("Remember
///   password") + 2); the buttons 1 row under the switches from the fields' x, 2 columns
///   apart; the message 1 row under the buttons, across the form.
@MainActor @Suite struct LoginLayoutTests {
    /// Frames in the login view's coordinates, with the safe area's top.
    private func frames(_ login: LoginViewController) -> (safeTop: CGFloat, [String: CGRect]) {
        let safe = login.view.safeAreaLayoutGuide.layoutFrame
        let views: [String: UIView] = [
            "accountLabel": login.accountLabel, "accountField": login.accountField,
            "passwordLabel": login.passwordLabel, "passwordField": login.passwordField,
            "confirmField": login.confirmField, "rememberSwitch": login.rememberSwitch,
            "autoLoginSwitch": login.autoLoginSwitch, "rememberLabel": login.rememberLabel,
            "loginButton": login.loginButton, "signUpButton": login.signUpButton,
            "createButton": login.createButton, "cancelButton": login.cancelButton, "statusLabel": login.statusLabel,
        ]
        return (safe.minY, views.mapValues { $0.convert($0.bounds, to: login.view) })
    }

    @Test(arguments: [(80, 24, 8), (120, 40, 28)])
    func theSignInFormFollowsItsConstraints(width: Int, height: Int, formX: CGFloat) throws {
        let h = try ContactsHarness(width: width, height: height) { book in _ = try book.makeAlice() }
        let login = try #require(h.login)
        let (top, f) = frames(login)
        #expect(top == 0)
        #expect(login.view.bounds.size == CGSize(width: CGFloat(width), height: CGFloat(height - 1)))
        let fieldX = formX + 8 + 2, fieldWidth = formX + 64 - fieldX
        #expect(f["accountLabel"] == CGRect(x: formX, y: top + 2, width: 8, height: 1))
        #expect(f["accountField"] == CGRect(x: fieldX, y: top + 2, width: fieldWidth, height: 1))
        #expect(f["passwordLabel"] == CGRect(x: formX, y: top + 4, width: 8, height: 1))
        #expect(f["passwordField"] == CGRect(x: fieldX, y: top + 4, width: fieldWidth, height: 1))
        let switchX = max(fieldX, formX + 17 + 2)
        #expect(f["rememberSwitch"]?.origin == CGPoint(x: switchX, y: top + 6))
        #expect(f["autoLoginSwitch"]?.origin == CGPoint(x: switchX, y: top + 7))
        #expect(f["rememberLabel"] == CGRect(x: formX, y: top + 6, width: 17, height: 1))
        // "[ Log In ]" is 10 columns, then 2 columns to "[ Create Account ]".
        #expect(f["loginButton"] == CGRect(x: fieldX, y: top + 9, width: 10, height: 1))
        #expect(f["signUpButton"] == CGRect(x: fieldX + 12, y: top + 9, width: 18, height: 1))
        #expect(f["statusLabel"]?.minX == formX)
        #expect(f["statusLabel"]?.minY == top + 11)
        #expect(f["statusLabel"]?.width == 64)
    }

    @Test(arguments: [(80, 24, 8), (120, 40, 28)])
    func theSignUpFormAddsTheConfirmationRow(width: Int, height: Int, formX: CGFloat) throws {
        let h = try ContactsHarness(width: width, height: height) { book in _ = try book.makeAlice() }
        let login = try #require(h.login)
        login.showSignUp()
        h.settle()
        let (top, f) = frames(login)
        let fieldX = formX + 10, fieldWidth = formX + 64 - fieldX
        #expect(f["confirmField"] == CGRect(x: fieldX, y: top + 6, width: fieldWidth, height: 1))
        #expect(f["rememberSwitch"]?.minY == top + 8)
        #expect(f["autoLoginSwitch"]?.minY == top + 9)
        // Log In and the first Create Account are hidden and collapse in the stack view.
        #expect(f["createButton"] == CGRect(x: fieldX, y: top + 11, width: 18, height: 1))
        #expect(f["cancelButton"] == CGRect(x: fieldX + 20, y: top + 11, width: 10, height: 1))
    }

    /// 30 × 12: the form is 30 − 4 = 26 wide from x = 2; the safe area (11 rows) is under 16
    /// rows, so the rows are not separated and the form starts one row down; "[ Log In ]"
    /// and "[ Create Account ]" (10 + 2 + 18) do not fit in 30 − 12 columns, so the stack
    /// view stands them one above the other.
    @Test func aNarrowScreenStacksTheButtons() throws {
        let h = try ContactsHarness(width: 30, height: 12) { book in _ = try book.makeAlice() }
        let login = try #require(h.login)
        let (top, f) = frames(login)
        #expect(f["accountField"] == CGRect(x: 12, y: top + 1, width: 16, height: 1))
        #expect(f["passwordField"] == CGRect(x: 12, y: top + 2, width: 16, height: 1))
        #expect(f["rememberSwitch"]?.minY == top + 4)
        #expect(f["loginButton"]?.origin == CGPoint(x: 12, y: top + 7))
        #expect(f["signUpButton"]?.origin == CGPoint(x: 12, y: top + 8))
    }
}
