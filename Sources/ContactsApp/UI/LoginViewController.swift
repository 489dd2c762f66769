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
/// - Log In shows a progress HUD ("Signing in…") that drops clicks (keys wait
///   for it) while the password is checked (scrypt, off the main thread in the terminal);
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
///
/// Fields, switches and the stored preferences: `LoginViewController+Fields.swift`;
/// signing in, the HUD and the back-off countdown: `LoginViewController+SignIn.swift`.
@MainActor
public final class LoginViewController: UIViewController, UITextFieldDelegate {
    /// Sign in to an existing account, or create one.
    public enum Mode: Equatable, Sendable {
        case signIn
        case signUp
    }

    /// What the screens share; handed over before the view loads (the app's root
    /// sets it on the storyboard's login scene).
    public internal(set) var environment: ContactsEnvironment!
    var strings: Localization { environment.strings }
    var book: AddressBook { environment.addressBook }

    /// The form shown.
    public private(set) var mode: Mode = .signIn

    // The storyboard's views (Main.storyboard, scene "login"); nil until the view loads.
    @Outlet public var accountLabel: UILabel!
    @Outlet public var passwordLabel: UILabel!
    @Outlet public var confirmLabel: UILabel!
    @Outlet public var accountField: UITextField!
    @Outlet public var passwordField: UITextField!
    @Outlet public var confirmField: UITextField!
    @Outlet public var rememberLabel: UILabel!
    @Outlet public var autoLoginLabel: UILabel!
    @Outlet public var rememberSwitch: UISwitch!
    /// A remembered sign-in shown as a filled password field: the account its token
    /// belongs to and the stand-in text (never the password, which is not stored) that
    /// the secure field shows as bullets. Editing either field drops it.
    var rememberedSignIn: (account: Account, standIn: String)?
    @Outlet public var autoLoginSwitch: UISwitch!
    /// "Log In" (sign-in form).
    @Outlet public var loginButton: UIButton!
    /// "Create Account" (sign-in form): switches to the sign-up form.
    @Outlet public var signUpButton: UIButton!
    /// "Create Account" (sign-up form): creates the account and signs in.
    @Outlet public var createButton: UIButton!
    /// "Cancel" (sign-up form, when accounts exist): back to the sign-in form.
    @Outlet public var cancelButton: UIButton!
    /// Messages under the form: the first-run hint, failures, the back-off countdown (red, wrapping).
    @Outlet public var statusLabel: UILabel!

    /// The progress HUD while a password is being checked.
    public internal(set) var progressHUD: ProgressHUD?
    var messageHUD: ProgressHUD?
    var countdownTimer: Int?
    /// The failure message under the form, until the input changes (then it is stale).
    var shownFailure: String?
    weak var timerApplication: UIApplication?
    /// A problem found before the screen existed (shown under the form).
    var startupProblem: String?
    /// The account signed in before the view loaded (automatic sign-in at start): the
    /// account field shows it when the screen is first shown (Log Out).
    var signedInBeforeLoad: String?

    /// Made by the storyboard (`Main.storyboard`, scene "login").
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = strings.loginTitle
        // The file's texts are the English base; the environment's language wins.
        accountLabel.text = strings.accountLabel
        passwordLabel.text = strings.passwordLabel
        confirmLabel.text = strings.confirmPasswordLabel
        rememberLabel.text = strings.rememberPassword
        autoLoginLabel.text = strings.autoLogin
        accountField.placeholder = strings.accountPlaceholder
        passwordField.placeholder = strings.passwordPlaceholder
        confirmField.placeholder = strings.confirmPasswordPlaceholder
        loginButton.setTitle(strings.loginButton, for: .normal)
        signUpButton.setTitle(strings.signUpButton, for: .normal)
        createButton.setTitle(strings.signUpButton, for: .normal)
        cancelButton.setTitle(strings.cancel, for: .normal)
        // Fields, switches and buttons send their actions to this controller and the
        // fields have it as delegate: connections in the file.
        if let name = signedInBeforeLoad { accountField.text = name }
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

    /// The form's constraints (`LoginViewController+Layout.swift`), made at the first layout.
    var formLayout: FormLayout?

    /// Lays the form out with constraints in the device's lengths (`Form.Metrics`: rows of a
    /// text field's height, gaps of the default margins): on an 80 × 24 terminal the fields
    /// on every other row from row 3, the switches on the two rows after, the buttons after
    /// a blank row; on a phone the same form in iOS's points, in the safe area.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let f = formLayout ?? installFormConstraints()
        formLayout = f
        updateFormConstraints(f)
    }

    /// The buttons go one above the other when the solved fields leave too little room.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let f = formLayout, arrangeButtons(f) { view.layoutIfNeeded() }
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
        list.environment = environment
        list.account = account
        list.title = strings.listTitle(account: account.name)
        // At start (automatic sign-in) this screen's view is not loaded yet: no fields.
        if !isViewLoaded {
            signedInBeforeLoad = account.name
        } else if accountField.text?.isEmpty ?? true {
            accountField.text = account.name
        }
    }
}
