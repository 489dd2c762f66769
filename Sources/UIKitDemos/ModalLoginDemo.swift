import Foundation
import UIKit

/// The seed's `KCMainDelegate`: how the login screen hands the user name back.
@MainActor
protocol MainDelegate: AnyObject {
    func showUserInfo(withUserName userName: String)
}

/// `modal-login` (seed 000, modal windows and passing values between controllers).
///
/// - The main "Web Chat" screen builds its navigation bar by hand (a `UINavigationBar`
///   with one pushed `UINavigationItem`, no navigation controller): "Login" on the left,
///   "Me" on the right, disabled until someone is logged in.
/// - Login presents `LoginViewController` modally (`present(_:animated:completion:)`)
///   with the main screen as its `delegate`. Correct credentials (`kenshincui` / `123`)
///   call `showUserInfo(withUserName:)` on the delegate — the value goes *back* — and
///   dismiss; wrong ones present an alert. The main screen then greets the user, its
///   Login item becomes "Log out" and Me is enabled.
/// - "Log out" asks with an action sheet (the seed's `UIActionSheet`, today a
///   `UIAlertController` with `.actionSheet`); its destructive "Log out" action logs out.
/// - "Me" presents `MeViewController` with `userInfo` set first — the value goes
///   *forward* through a property; its Close button dismisses it.
///
/// The presentations use UIKit's default style (a page sheet since iOS 13; the 2014 seed
/// got full screen), so the main screen stays underneath, dimmed.
enum ModalLoginDemo {
    /// The tutorial's account.
    static let userName = "kenshincui"
    static let password = "123"

    @MainActor static func make() -> UIViewController { MainViewController() }

    @MainActor
    final class MainViewController: UIViewController, MainDelegate {
        private(set) var isLogon = false
        private(set) var navigationBar: UINavigationBar!
        private(set) var loginInfo: UILabel!
        private(set) var loginButton: UIBarButtonItem!
        private(set) var meButton: UIBarButtonItem!

        override func viewDidLoad() {
            super.viewDidLoad()
            addNavigationBar()
            addLoginInfo()
        }

        /// The seed's `addNavigationBar`: a bar made by hand.
        private func addNavigationBar() {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 1))
            bar.autoresizingMask = [.flexibleWidth]
            bar.barTintColor = DemoColors.skyBlue
            view.addSubview(bar)
            let navigationItem = UINavigationItem(title: "Web Chat")
            loginButton = UIBarButtonItem(title: "Login", style: .done, target: self, action: MainViewController.login)
            navigationItem.leftBarButtonItem = loginButton
            meButton = UIBarButtonItem(title: "Me", style: .done, target: self, action: MainViewController.showInfo)
            meButton.isEnabled = false
            navigationItem.rightBarButtonItem = meButton
            bar.pushItem(navigationItem, animated: false)
            navigationBar = bar
        }

        /// The seed's `addLoginInfo`: the greeting line.
        private func addLoginInfo() {
            loginInfo = DemoViews.centeredLabel(nil, y: 3, in: view.bounds)
            view.addSubview(loginInfo)
            let help = DemoViews.centeredLabel("The tutorial's account: \(ModalLoginDemo.userName) / \(ModalLoginDemo.password)",
                                               y: 6, in: view.bounds)
            help.isEnabled = false
            view.addSubview(help)
            helpLabel = help
        }
        private var helpLabel: UILabel?

        /// On a terminal the bar is the first line and the text lines 3 and 6, where
        /// `viewDidLoad` put them. On a phone the hand-made bar sits under the status bar
        /// at its own 44-point height, and the greeting and the help line are centred
        /// 24 and 60 points under it, 22 points high.
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard !view.demoLaysOutInCells, let navigationBar else { return }
            let top = view.safeAreaInsets.top, w = view.bounds.width
            let barHeight = navigationBar.sizeThatFits(CGSize(width: w, height: 0)).height
            navigationBar.frame = CGRect(x: 0, y: top, width: w, height: barHeight)
            loginInfo.frame = CGRect(x: 16, y: top + barHeight + 24, width: max(0, w - 32), height: 22)
            helpLabel?.frame = CGRect(x: 16, y: top + barHeight + 60, width: max(0, w - 32), height: 22)
        }

        /// Login (or, when logged in, the log-out action sheet).
        func login() {
            if !isLogon {
                let loginController = LoginViewController()
                loginController.delegate = self
                present(loginController, animated: true, completion: nil)
            } else {
                let actionSheet = UIAlertController(title: "System Info", message: nil, preferredStyle: .actionSheet)
                actionSheet.addAction(UIAlertAction(title: "Log out", style: .destructive) { [weak self] _ in
                    self?.logOut()
                })
                actionSheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                actionSheet.popoverPresentationController?.barButtonItem = loginButton
                present(actionSheet, animated: true, completion: nil)
            }
        }

        /// Me: the user's info, passed forward through a property.
        func showInfo() {
            guard isLogon else { return }
            let meController = MeViewController()
            meController.userInfo = loginInfo.text
            present(meController, animated: true, completion: nil)
        }

        /// The delegate method the login screen calls.
        func showUserInfo(withUserName userName: String) {
            isLogon = true
            loginInfo.text = "Hello, \(userName)!"
            loginButton.title = "Log out"
            meButton.isEnabled = true
        }

        /// The action sheet's "Log out".
        private func logOut() {
            isLogon = false
            loginButton.title = "Login"
            loginInfo.text = ""
            meButton.isEnabled = false
        }
    }

    /// The seed's `KCLoginViewController`: two labelled fields and Login / Cancel.
    @MainActor
    final class LoginViewController: UIViewController {
        weak var delegate: MainDelegate?
        private(set) var txtUserName: UITextField!
        private(set) var txtPassword: UITextField!
        /// The constraints whose constants are the form's spacing, in cells as written.
        private var spacing: (lead: NSLayoutConstraint, gap: NSLayoutConstraint, width: NSLayoutConstraint,
                              top: NSLayoutConstraint, row: NSLayoutConstraint, buttons: NSLayoutConstraint, between: NSLayoutConstraint)?

        override func viewDidLoad() {
            super.viewDidLoad()
            addLoginForm()
        }

        /// Laid out with Auto Layout, as the form would be on iOS: the fields share a
        /// leading edge 2 points after the longer label, rows 1 point apart, the buttons
        /// under the fields.
        private func addLoginForm() {
            let lbUserName = UILabel()
            lbUserName.text = "User name:"
            txtUserName = UITextField()
            txtUserName.borderStyle = .roundedRect
            let lbPassword = UILabel()
            lbPassword.text = "Password:"
            txtPassword = UITextField()
            txtPassword.isSecureTextEntry = true
            txtPassword.borderStyle = .roundedRect
            let btnLogin = UIButton(type: .system)
            btnLogin.setTitle("Login", for: .normal)
            btnLogin.addTarget(self, action: LoginViewController.login, for: .touchUpInside)
            let btnCancel = UIButton(type: .system)
            btnCancel.setTitle("Cancel", for: .normal)
            btnCancel.addTarget(self, action: LoginViewController.cancel, for: .touchUpInside)
            for v in [lbUserName, txtUserName!, lbPassword, txtPassword!, btnLogin, btnCancel] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            let lead = lbUserName.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2)
            let gap = txtUserName.leadingAnchor.constraint(equalTo: lbUserName.trailingAnchor, constant: 2)
            let width = txtUserName.widthAnchor.constraint(equalToConstant: 22)
            let top = txtUserName.topAnchor.constraint(equalTo: view.topAnchor, constant: 2)
            let row = txtPassword.topAnchor.constraint(equalTo: txtUserName.bottomAnchor, constant: 1)
            let buttons = btnLogin.topAnchor.constraint(equalTo: txtPassword.bottomAnchor, constant: 1)
            let between = btnCancel.leadingAnchor.constraint(equalTo: btnLogin.trailingAnchor, constant: 2)
            NSLayoutConstraint.activate([
                lead,
                lbPassword.leadingAnchor.constraint(equalTo: lbUserName.leadingAnchor),
                gap,
                txtUserName.leadingAnchor.constraint(greaterThanOrEqualTo: lbPassword.trailingAnchor, constant: 2),
                txtPassword.leadingAnchor.constraint(equalTo: txtUserName.leadingAnchor),
                width,
                txtPassword.widthAnchor.constraint(equalTo: txtUserName.widthAnchor),
                top,
                row,
                lbUserName.centerYAnchor.constraint(equalTo: txtUserName.centerYAnchor),
                lbPassword.centerYAnchor.constraint(equalTo: txtPassword.centerYAnchor),
                btnLogin.leadingAnchor.constraint(equalTo: txtPassword.leadingAnchor),
                buttons,
                between,
                btnCancel.centerYAnchor.constraint(equalTo: btnLogin.centerYAnchor),
            ])
            spacing = (lead, gap, width, top, row, buttons, between)
        }

        /// The constants above are cells (a terminal's grid). On a phone the same form in
        /// points: the labels at the 16-point margin, the fields 8 points after the longer
        /// label and reaching the right margin, 24 points under the status bar, rows 12
        /// points apart, the buttons 16 points under the fields and 20 apart.
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            guard !view.demoLaysOutInCells, let spacing else { return }
            let margin = max(16, view.directionalLayoutMargins.leading)
            // "User name:" in 17-point text is about 85 points wide.
            let labels: CGFloat = 90
            let fields = max(120, view.bounds.width - 2 * margin - labels - 8)
            let wanted: [(NSLayoutConstraint, CGFloat)] = [
                (spacing.lead, margin), (spacing.gap, 8), (spacing.width, fields), (spacing.top, view.safeAreaInsets.top + 24),
                (spacing.row, 12), (spacing.buttons, 16), (spacing.between, 20),
            ]
            for (c, v) in wanted where c.constant != v { c.constant = v }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // Type straight away (a person would tap the field first).
            if txtUserName.text?.isEmpty ?? true { txtUserName.becomeFirstResponder() }
        }

        func login() {
            if txtUserName.text == ModalLoginDemo.userName && txtPassword.text == ModalLoginDemo.password {
                // Pass the value back through the delegate.
                delegate?.showUserInfo(withUserName: txtUserName.text ?? "")
                dismiss(animated: true, completion: nil)
            } else {
                let alert = UIAlertController(title: "System Info", message: "Wrong user name or password, please try again!",
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                present(alert, animated: true, completion: nil)
            }
        }

        func cancel() {
            dismiss(animated: true, completion: nil)
        }
    }

    /// The seed's `KCMeViewController`: shows `userInfo`, set by the presenter.
    @MainActor
    final class MeViewController: UIViewController {
        /// The value passed forward (set before the view loads).
        var userInfo: String?
        private(set) var lbUserInfo: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            lbUserInfo = DemoViews.centeredLabel(nil, y: 3, in: view.bounds)
            lbUserInfo.textColor = DemoColors.skyBlue
            view.addSubview(lbUserInfo)
            let btnClose = DemoViews.centeredButton("Close", y: 6, in: view.bounds)
            btnClose.addTarget(self, action: MeViewController.close, for: .touchUpInside)
            view.addSubview(btnClose)
            lbUserInfo.text = userInfo
        }

        func close() {
            dismiss(animated: true, completion: nil)
        }
    }
}
