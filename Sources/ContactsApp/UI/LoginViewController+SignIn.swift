import ContactsStore
import Foundation
import UIKit

/// Signing in and creating an account under the progress HUD; failures, and the
/// store's back-off as a countdown.
extension LoginViewController {
    // MARK: Signing in

    /// "Log In": checks the password under the HUD; success performs the
    /// ``ContactsUI/Segue/showContacts`` segue.
    public func logIn() {
        guard loginButton.isEnabled, progressHUD == nil else { return }
        let name = Form.trimmed(accountField.text)
        let password = passwordField.text ?? ""
        let book = self.book
        if let remembered = rememberedSignIn, password == remembered.standIn {
            // Signed in by the remembered token (checked again now: it may have expired).
            runWithHUD({
                guard let account = try book.rememberedAccount(), account.name == remembered.account.name else {
                    throw AddressBookError.invalidCredentials
                }
                return account
            }, completion: finishSignIn)
            return
        }
        runWithHUD({ try book.signIn(account: name, password: password) }, completion: finishSignIn)
    }

    /// "Create Account" on the sign-up form: the two passwords must match;
    /// the account is created and signed in under the HUD.
    public func createAccount() {
        guard createButton.isEnabled, progressHUD == nil else { return }
        guard passwordField.text == confirmField.text else {
            showFailure(strings.passwordsDoNotMatch)
            confirmField.text = ""
            updateButtons()
            confirmField.becomeFirstResponder()
            return
        }
        let name = Form.trimmed(accountField.text)
        let password = passwordField.text ?? ""
        let book = self.book
        runWithHUD({
            let account = try book.createAccount(name: name, password: password)
            // The account was made with this password just now: record it as
            // signIn would, without hashing the password a second time.
            try book.recordSignIn(account)
            return account
        }, completion: finishSignIn)
    }

    /// Shows the HUD, runs `job` as ``ContactsEnvironment/credentialChecks``
    /// says, keeps the HUD up at least the minimum time, then hides it and
    /// calls `completion` with the result.
    func runWithHUD(_ job: @escaping @Sendable () throws -> Account,
                            completion: @escaping (Result<Account, Error>) -> Void) {
        guard let window = view.window else { return }
        let application = UIApplication.shared
        stopCountdown()
        messageHUD?.hide()
        messageHUD = nil
        view.endEditing(true)
        let hud = ProgressHUD(mode: .progress, text: strings.signingIn)
        hud.show(in: window, application: application)
        progressHUD = hud
        let shownAt = application.clock.now
        let minimum = environment.minimumHUDDuration
        let finish: (Result<Account, Error>) -> Void = { [weak self, weak hud] result in
            let wait = max(0, shownAt + minimum - application.clock.now)
            application.schedule(after: wait) { [weak self] in
                hud?.hide()
                self?.progressHUD = nil
                completion(result)
            }
        }
        switch environment.credentialChecks {
        case .inline(let delay):
            application.schedule(after: delay) { finish(Result(catching: job)) }
        case .background:
            DispatchQueue.global(qos: .userInitiated).async {
                let result = Result(catching: job)
                application.post { finish(result) }
            }
        }
    }

    func finishSignIn(_ result: Result<Account, Error>) {
        switch result {
        case .success(let account):
            statusLabel.text = nil
            passwordField.text = ""
            confirmField.text = ""
            if mode == .signUp { setMode(.signIn) }
            updateButtons()
            performSegue(withIdentifier: ContactsUI.Segue.showContacts, sender: account)
        case .failure(AddressBookError.locked(let retryAfter)):
            startCountdown(retryAfter)
            showFailure(strings.tooManyAttempts(retryAfter: retryAfter), keepStatus: true,
                        duration: min(environment.messageDuration, max(1, retryAfter.rounded(.up))))
            passwordField.becomeFirstResponder()
        case .failure(let error):
            showFailure(strings.message(for: error))
            if case .store(.accountExists) = error as? AddressBookError {
                accountField.becomeFirstResponder()
            } else {
                // Keep the account, clear the wrong password for the next try.
                if case .invalidCredentials = error as? AddressBookError {
                    passwordField.text = ""
                    updateButtons()
                }
                passwordField.becomeFirstResponder()
            }
        }
    }

    /// A message HUD that hides itself, and the same text under the form.
    func showFailure(_ text: String, keepStatus: Bool = false, duration: TimeInterval? = nil) {
        if !keepStatus {
            statusLabel.text = text
            shownFailure = text
        }
        view.setNeedsLayout()
        guard let window = view.window else { return }
        messageHUD?.hide()
        messageHUD = ProgressHUD.flash(text, in: window, application: UIApplication.shared,
                                       duration: duration ?? environment.messageDuration)
    }

    /// The back-off: "Too many failed attempts. Try again in N s." under the
    /// form, counting down each second.
    func startCountdown(_ seconds: TimeInterval) {
        stopCountdown()
        let application = UIApplication.shared
        timerApplication = application
        let end = application.clock.now + seconds
        func tick() {
            let left = end - application.clock.now
            if left <= 0 {
                countdownTimer = nil
                statusLabel.text = nil
                view.setNeedsLayout()
                return
            }
            statusLabel.text = strings.tooManyAttempts(retryAfter: left)
            view.setNeedsLayout()
            let fraction = left - left.rounded(.down)
            countdownTimer = application.schedule(after: fraction > 0.001 ? fraction : 1) { tick() }
        }
        tick()
    }

    func stopCountdown() {
        if let id = countdownTimer { timerApplication?.cancelTimer(id) }
        countdownTimer = nil
    }
}
