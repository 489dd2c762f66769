import ContactsStore
import Foundation
import UIKit

/// The login screen's fields and switches: the buttons follow the text, the switches
/// are coupled and stored, Return moves through the form.
extension LoginViewController {
    // MARK: Fields and switches

    /// Every edit of any field: the buttons follow the rule "non-blank".
    public func textChanged() {
        // A failure message is about the input that failed: editing makes it stale.
        if let failure = shownFailure {
            shownFailure = nil
            if statusLabel.text == failure, countdownTimer == nil {
                statusLabel.text = nil
                view.setNeedsLayout()
            }
            messageHUD?.hide()
            messageHUD = nil
        }
        if let remembered = rememberedSignIn {
            let sameAccount = remembered.account.name.caseInsensitiveCompare(Form.trimmed(accountField.text)) == .orderedSame
            if passwordField.text != remembered.standIn || !sameAccount {
                rememberedSignIn = nil
                if passwordField.text == remembered.standIn { passwordField.text = "" }
            }
        }
        updateButtons()
    }

    func updateButtons() {
        let filled = Form.isFilled(accountField.text) && Form.isFilled(passwordField.text)
        loginButton.isEnabled = filled
        createButton.isEnabled = filled && Form.isFilled(confirmField.text)
    }

    func loadPreferences() {
        do {
            var preferences = try book.preferences()
            // The switch shows what is on disk: a valid login token (made here or by
            // `contacts login`) means the login is remembered, whatever an older
            // preferences file says; the file is brought in line so a sign-in keeps it.
            let remembered = try book.rememberedAccount()
            if remembered != nil, !preferences.rememberPassword {
                preferences.rememberPassword = true
                try? book.savePreferences(preferences)  // a read-only data directory still shows it
            }
            rememberSwitch.setOn(preferences.rememberPassword, animated: false)
            autoLoginSwitch.setOn(preferences.autoLogin, animated: false)
            if !Form.isFilled(accountField.text), let last = preferences.lastAccount ?? remembered?.name {
                accountField.text = last
            }
            // "Remember password": a valid token for the account in the field fills the
            // password field with a stand-in, so Log In works without typing.
            if preferences.rememberPassword, !Form.isFilled(passwordField.text), let remembered,
               remembered.name.caseInsensitiveCompare(Form.trimmed(accountField.text)) == .orderedSame {
                let standIn = String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(10))
                rememberedSignIn = (remembered, standIn)
                passwordField.text = standIn
            }
        } catch {
            statusLabel.text = strings.message(for: error)
        }
    }

    /// "Remember password" changed: off also turns auto-login off (and
    /// forgets a remembered sign-in). Stored at once.
    public func rememberChanged() {
        guard let preferences = store(rememberSwitch, { try book.setRememberPassword(rememberSwitch.isOn) }) else { return }
        if !preferences.rememberPassword, let remembered = rememberedSignIn {
            // The token is forgotten: so is the filled-in password.
            rememberedSignIn = nil
            if passwordField.text == remembered.standIn { passwordField.text = "" }
            updateButtons()
        }
    }

    /// "Auto-login" changed: on also turns "Remember password" on. Stored at once.
    public func autoLoginChanged() {
        store(autoLoginSwitch, { try book.setAutoLogin(autoLoginSwitch.isOn) })
    }

    /// Stores a switch's change; both switches then show what is stored (they are
    /// coupled). On failure the switch turns back and the reason shows under the form.
    @discardableResult
    private func store(_ toggled: UISwitch, _ change: () throws -> Preferences) -> Preferences? {
        do {
            let preferences = try change()
            rememberSwitch.setOn(preferences.rememberPassword, animated: true)
            autoLoginSwitch.setOn(preferences.autoLogin, animated: true)
            return preferences
        } catch {
            toggled.setOn(!toggled.isOn, animated: true)
            statusLabel.text = strings.message(for: error)
            return nil
        }
    }

    // MARK: UITextFieldDelegate

    /// Return moves to the next field; on the last field it presses the form's button.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case accountField:
            passwordField.becomeFirstResponder()
        case passwordField where mode == .signUp:
            confirmField.becomeFirstResponder()
        case passwordField:
            if loginButton.isEnabled { logIn() } else if !Form.isFilled(accountField.text) { accountField.becomeFirstResponder() }
        case confirmField:
            if createButton.isEnabled { createAccount() }
        default:
            break
        }
        return false
    }
}
