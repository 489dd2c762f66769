import ContactsStore
import Foundation
import UIKit

/// Screen 1, the navigation root: sign in (or create the first account).
///
/// - Account and password fields with placeholders; the password is secure
///   (bullets); each shows a clear button (×) while it is being edited.
/// - "Log In" is enabled only while both fields hold non-blank text; it
///   follows every edit through the fields' `.editingChanged` events.
/// - "Remember password" and "Auto-login" switches, coupled (auto-login on
///   turns remember on; remember off turns auto-login off) and stored in
///   the preferences file at each change.
/// - Log In shows a progress HUD ("Signing in…") that blocks all input while
///   the password is checked (scrypt, off the main thread in the terminal);
///   the HUD stays at least ``ContactsEnvironment/minimumHUDDuration``.
///   Success performs the segue ``ContactsUI/Segue/showContacts``, whose
///   `prepare(for:sender:)` hands the account to the list. Failure shows a
///   message that disappears by itself (and stays under the form), keeping
///   the typed account; after repeated failures the store's back-off is
///   shown as a countdown.
/// - "Create Account" turns the form into a sign-up form (account, password,
///   confirmation); its Cancel (or Esc) goes back. On a first run, with no
///   account at all, the screen opens as that form.
/// - First responder (in `viewDidAppear`): the account field, or the password
///   field when the last account is prefilled.
@MainActor
public final class LoginViewController: UIViewController, UITextFieldDelegate {
    /// Sign in to an existing account, or create one.
    public enum Mode: Equatable, Sendable {
        case signIn
        case signUp
    }

    let environment: ContactsEnvironment
    var strings: Localization { environment.strings }
    var book: AddressBook { environment.addressBook }

    /// The form shown.
    public private(set) var mode: Mode = .signIn

    public let accountLabel: UILabel
    public let passwordLabel: UILabel
    public let confirmLabel: UILabel
    public let accountField: UITextField
    public let passwordField: UITextField
    public let confirmField: UITextField
    public let rememberLabel: UILabel
    public let autoLoginLabel: UILabel
    public let rememberSwitch = UISwitch()
    /// A remembered sign-in shown as a filled password field: the account its token
    /// belongs to and the stand-in text (never the password, which is not stored) that
    /// the secure field shows as bullets. Editing either field drops it.
    private var rememberedSignIn: (account: Account, standIn: String)?
    public let autoLoginSwitch = UISwitch()
    /// "Log In" (sign-in form).
    public let loginButton: UIButton
    /// "Create Account" (sign-in form): switches to the sign-up form.
    public let signUpButton: UIButton
    /// "Create Account" (sign-up form): creates the account and signs in.
    public let createButton: UIButton
    /// "Cancel" (sign-up form, when accounts exist): back to the sign-in form.
    public let cancelButton: UIButton
    /// Messages under the form: the first-run hint, failures, the back-off countdown.
    public let statusLabel = Form.statusLabel()

    /// The progress HUD while a password is being checked.
    public private(set) var progressHUD: ProgressHUD?
    private var messageHUD: ProgressHUD?
    private var countdownTimer: Int?
    /// The failure message under the form, until the input changes (then it is stale).
    private var shownFailure: String?
    private weak var timerApplication: UIApplication?
    /// A problem found before the screen existed (shown under the form).
    var startupProblem: String?

    init(environment: ContactsEnvironment) {
        self.environment = environment
        let s = environment.strings
        accountLabel = Form.label(s.accountLabel)
        passwordLabel = Form.label(s.passwordLabel)
        confirmLabel = Form.label(s.confirmPasswordLabel)
        accountField = Form.field(placeholder: s.accountPlaceholder)
        passwordField = Form.field(placeholder: s.passwordPlaceholder)
        confirmField = Form.field(placeholder: s.confirmPasswordPlaceholder)
        rememberLabel = Form.label(s.rememberPassword)
        autoLoginLabel = Form.label(s.autoLogin)
        loginButton = Form.button(s.loginButton)
        signUpButton = Form.button(s.signUpButton)
        createButton = Form.button(s.signUpButton)
        cancelButton = Form.button(s.cancel)
        super.init()
    }

    // MARK: Lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = strings.loginTitle
        for field in [accountField, passwordField, confirmField] {
            field.delegate = self
            field.addTarget(self, action: LoginViewController.textChanged, for: .editingChanged)
            view.addSubview(field)
        }
        accountField.autocapitalizationType = .none
        accountField.textContentType = .username
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        confirmField.isSecureTextEntry = true
        confirmField.textContentType = .newPassword
        for label in [accountLabel, passwordLabel, confirmLabel, rememberLabel, autoLoginLabel, statusLabel] {
            view.addSubview(label)
        }
        rememberSwitch.addTarget(self, action: LoginViewController.rememberChanged, for: .valueChanged)
        autoLoginSwitch.addTarget(self, action: LoginViewController.autoLoginChanged, for: .valueChanged)
        view.addSubview(rememberSwitch)
        view.addSubview(autoLoginSwitch)
        loginButton.addTarget(self, action: LoginViewController.logIn, for: .touchUpInside)
        signUpButton.addTarget(self, action: LoginViewController.showSignUp, for: .touchUpInside)
        createButton.addTarget(self, action: LoginViewController.createAccount, for: .touchUpInside)
        cancelButton.addTarget(self, action: LoginViewController.showSignIn, for: .touchUpInside)
        for button in [loginButton, signUpButton, createButton, cancelButton] { view.addSubview(button) }

        loadPreferences()
        let hasAccounts = ((try? book.accounts()) ?? []).isEmpty == false
        setMode(hasAccounts ? .signIn : .signUp)
        if !hasAccounts { statusLabel.text = strings.noAccountYet }
        if let problem = startupProblem { statusLabel.text = problem }
        updateButtons()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !isMovingToParent {
            // Back from the list (Log Out): nothing of the last password stays on screen.
            passwordField.text = ""
            confirmField.text = ""
            loadPreferences()
            updateButtons()
        }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard progressHUD == nil else { return }
        if Form.isFilled(accountField.text) { passwordField.becomeFirstResponder() } else { accountField.becomeFirstResponder() }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stopCountdown()
        messageHUD?.hide()
        messageHUD = nil
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let labels = [accountLabel, passwordLabel, confirmLabel].map { TextWidth.width(of: $0.text ?? "") }.max() ?? 8
        let columns = Form.columns(width: view.bounds.width, labelWidth: labels)
        // A blank line between rows when the screen is tall enough (24 rows: yes).
        let gap = view.bounds.height >= 16 ? 2 : 1
        var y = view.bounds.height >= 18 ? 2 : 1
        Form.place(label: accountLabel, field: accountField, y: y, columns: columns)
        y += gap
        Form.place(label: passwordLabel, field: passwordField, y: y, columns: columns)
        y += gap
        if mode == .signUp {
            Form.place(label: confirmLabel, field: confirmField, y: y, columns: columns)
            y += gap
        }
        if gap == 1 { y += 1 }
        // The switches line up under the fields; their labels on the left.
        let switchLabelWidth = max(TextWidth.width(of: rememberLabel.text ?? ""), TextWidth.width(of: autoLoginLabel.text ?? ""))
        let switchX = max(columns.fieldX, columns.x + switchLabelWidth + 2)
        rememberLabel.frame = CGRect(x: columns.x, y: y, width: switchX - columns.x - 1, height: 1)
        rememberSwitch.frame.origin = CGPoint(x: switchX, y: y)
        y += 1
        autoLoginLabel.frame = CGRect(x: columns.x, y: y, width: switchX - columns.x - 1, height: 1)
        autoLoginSwitch.frame.origin = CGPoint(x: switchX, y: y)
        y += 2
        let buttons = mode == .signIn ? [loginButton, signUpButton] : [createButton, cancelButton].filter { !$0.isHidden }
        // The buttons side by side from the fields' column; one that does not
        // fit in the width goes to the next line.
        let width = Int(view.bounds.width)
        var x = columns.fieldX
        for button in buttons {
            button.sizeToFit()
            let buttonWidth = Int(button.frame.width)
            if x > columns.fieldX, x + buttonWidth > width {
                y += 1
                x = columns.fieldX
            }
            button.frame.origin = CGPoint(x: max(0, min(x, width - buttonWidth)), y: y)
            x += buttonWidth + 2
        }
        y += gap
        Form.place(status: statusLabel, y: y, columns: columns, maximumHeight: max(1, Int(view.bounds.height) - y))
    }

    // MARK: Modes

    /// Shows the sign-in or the sign-up form.
    public func setMode(_ newMode: Mode) {
        mode = newMode
        let signUp = newMode == .signUp
        title = signUp ? strings.signUpButton : strings.loginTitle
        confirmLabel.isHidden = !signUp
        confirmField.isHidden = !signUp
        loginButton.isHidden = signUp
        signUpButton.isHidden = signUp
        createButton.isHidden = !signUp
        let hasAccounts = ((try? book.accounts()) ?? []).isEmpty == false
        cancelButton.isHidden = !signUp || !hasAccounts
        if !signUp { confirmField.text = "" }
        updateButtons()
        view.setNeedsLayout()
    }

    /// "Create Account" on the sign-in form.
    public func showSignUp() {
        setMode(.signUp)
        statusLabel.text = nil
        view.setNeedsLayout()
        if Form.isFilled(accountField.text) { passwordField.becomeFirstResponder() } else { accountField.becomeFirstResponder() }
    }

    /// "Cancel" on the sign-up form.
    public func showSignIn() {
        setMode(.signIn)
        statusLabel.text = nil
        if Form.isFilled(accountField.text) { passwordField.becomeFirstResponder() } else { accountField.becomeFirstResponder() }
    }

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

    private func loadPreferences() {
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
        do {
            let preferences = try book.setRememberPassword(rememberSwitch.isOn)
            rememberSwitch.setOn(preferences.rememberPassword, animated: true)
            autoLoginSwitch.setOn(preferences.autoLogin, animated: true)
            if !preferences.rememberPassword, let remembered = rememberedSignIn {
                // The token is forgotten: so is the filled-in password.
                rememberedSignIn = nil
                if passwordField.text == remembered.standIn { passwordField.text = "" }
                updateButtons()
            }
        } catch {
            rememberSwitch.setOn(!rememberSwitch.isOn, animated: true)
            statusLabel.text = strings.message(for: error)
        }
    }

    /// "Auto-login" changed: on also turns "Remember password" on. Stored at once.
    public func autoLoginChanged() {
        do {
            let preferences = try book.setAutoLogin(autoLoginSwitch.isOn)
            rememberSwitch.setOn(preferences.rememberPassword, animated: true)
            autoLoginSwitch.setOn(preferences.autoLogin, animated: true)
        } catch {
            autoLoginSwitch.setOn(!autoLoginSwitch.isOn, animated: true)
            statusLabel.text = strings.message(for: error)
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
    private func runWithHUD(_ job: @escaping @Sendable () throws -> Account,
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

    private func finishSignIn(_ result: Result<Account, Error>) {
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
    private func showFailure(_ text: String, keepStatus: Bool = false, duration: TimeInterval? = nil) {
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
    private func startCountdown(_ seconds: TimeInterval) {
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

    private func stopCountdown() {
        if let id = countdownTimer { timerApplication?.cancelTimer(id) }
        countdownTimer = nil
    }

    /// Esc on the sign-up form (when there are accounts to sign in to) goes
    /// back to the sign-in form, as its Cancel button does.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if mode == .signUp, !cancelButton.isHidden, progressHUD == nil,
           presses.first?.key?.keyCode == .keyboardEscape {
            showSignIn()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    // MARK: Segues

    /// At start with a valid remembered sign-in: performs the
    /// ``ContactsUI/Segue/autoLogin`` segue (a push without animation), so
    /// the list is shown with this screen underneath it.
    public func signInAutomatically(as account: Account) {
        performSegue(withIdentifier: ContactsUI.Segue.autoLogin, sender: account)
    }

    /// Hands the signed-in account (the sender) to the list, which titles
    /// itself "<account>'s Contacts".
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == ContactsUI.Segue.showContacts || segue.identifier == ContactsUI.Segue.autoLogin,
              let list = segue.destination(as: ContactsListViewController.self),
              let account = sender as? Account else { return }
        list.account = account
        list.title = strings.listTitle(account: account.name)
        if accountField.text?.isEmpty ?? true { accountField.text = account.name }
    }
}
