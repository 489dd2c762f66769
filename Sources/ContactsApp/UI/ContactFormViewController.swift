import ContactsStore
import Foundation
import UIKit

/// What the Add and Edit Contact screens have in common: the contact card's
/// rows (``ContactCardForm``: name, company, job title, every phone, e-mail,
/// URL and address with its label, birthday, note) in a scroll view, the
/// rule of their button (a non-blank name; a phone is not required, as in
/// iOS Contacts), a message line for what the book refused, Return moving
/// to the next one-line field (on the last one, the birthday, it presses the screen's
/// button; the note is a multi-line text view where Return is a line break, reached with
/// Tab or a click), the account the contact belongs to (handed over in the
/// list's `prepare(for:sender:)`), and the question iOS asks before typed
/// input is thrown away: Back, Esc or Cancel with unsaved changes shows the
/// "Discard Changes" action sheet, "Keep Editing" (the cancel action, which
/// has the keyboard) staying.
@MainActor
public class ContactFormViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    /// What the screens share (handed over in the list's `prepare(for:sender:)`).
    public internal(set) var environment: ContactsEnvironment!
    var strings: Localization { environment.strings }
    var book: AddressBook { environment.addressBook }

    /// The account the contact belongs to.
    public var account: Account?

    /// The rows (made when the view loads, in the environment's language).
    private(set) var card: ContactCardForm!
    public var nameField: UITextField { card.nameField }
    /// The first phone field (nil when the contact has no phone row).
    public var phoneField: UITextField? { card.firstPhoneField }
    /// The first e-mail field.
    public var emailField: UITextField? { card.firstEmailField }
    /// Every phone field, in order.
    public var phoneFields: [UITextField] { card.entries.filter { $0.kind == .phone }.map { $0.fields[0] } }
    /// Every e-mail field, in order.
    public var emailFields: [UITextField] { card.entries.filter { $0.kind == .email }.map { $0.fields[0] } }
    public var companyField: UITextField { card.companyField }
    public var birthdayField: UITextField { card.birthdayField }
    /// The note (multi-line).
    public var noteView: UITextView { card.noteView }
    /// What the book refused, in red under the fields.
    public var statusLabel: UILabel { card.statusLabel }
    /// The Discard Changes sheet while it is shown.
    public private(set) weak var discardSheet: UIAlertController?

    /// Made by the storyboard (`Main.storyboard`, scenes "addContact" and "editContact").
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        card = ContactCardForm(strings: strings)
        card.configureField = { [unowned self] field in
            field.delegate = self
            field.addTarget(self, action: ContactFormViewController.textChanged, for: .editingChanged)
        }
        card.onChange = { [unowned self] in textChanged() }
        card.pickLabel = { [unowned self] entry in pickLabel(for: entry) }
        card.install()
        card.noteView.delegate = self
        view.addSubview(card.scrollView)
        navigationItem.backAction = UIAction(title: strings.back) { [weak self] _ in self?.backTapped() }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if card.scrollView.frame != view.bounds { card.scrollView.frame = view.bounds }
        card.layout()
    }

    /// Every edit: the subclass's button follows ``isComplete``.
    func textChanged() {
        statusLabel.text = nil
        updateButtons()
        view.setNeedsLayout()
    }

    /// Overridden: enables the screen's button.
    func updateButtons() {}

    /// The name holds non-blank text (the one thing a contact needs here).
    var isComplete: Bool { Form.isFilled(nameField.text) }

    /// Overridden: true when leaving would lose typed input.
    var hasUnsavedChanges: Bool { false }

    /// The field edited last (Keep Editing returns to it).
    private weak var lastEditedField: UITextField?

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        lastEditedField = textField
        card.reveal(textField)
    }

    public func textViewDidBeginEditing(_ textView: UITextView) {
        card.noteBox.setNeedsDisplay()
        card.reveal(card.noteBox)
    }

    public func textViewDidEndEditing(_ textView: UITextView) {
        card.noteBox.setNeedsDisplay()
    }

    /// Each edit of the note: as a field's (the box grows with the note, up to 8 rows).
    public func textViewDidChange(_ textView: UITextView) {
        textChanged()
    }

    /// Return moves to the next shown field; on the last one it presses the screen's button.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let fields = card.allFields.filter { !$0.isHidden && $0.isEnabled }
        if let index = fields.firstIndex(where: { $0 === textField }), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            returnOnLastField()
        }
        return false
    }

    /// Overridden: Return on the last field.
    func returnOnLastField() {}

    // MARK: Labels

    /// The label picker of `entry`: an action sheet of the kind's labels.
    private func pickLabel(for entry: ContactCardForm.Entry) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for label in ContactCardForm.labels(for: entry.kind) {
            let action = UIAlertAction(title: strings.valueLabel(label), style: .default) { [weak self, weak entry] _ in
                guard let self, let entry else { return }
                card.setLabel(label, of: entry)
                entry.fields.first?.becomeFirstResponder()
            }
            sheet.addAction(action)
            if label == entry.label { sheet.preferredAction = action }
        }
        sheet.addAction(UIAlertAction(title: strings.cancel, style: .cancel) { [weak entry] _ in
            entry?.fields.first?.becomeFirstResponder()
        })
        present(sheet, animated: true)
    }

    // MARK: Leaving

    /// Back (the bar button or Esc): asks first when typed input would be lost.
    func backTapped() {
        confirmDiscardingChanges { [weak self] in
            self?.view.endEditing(true)
            self?.navigationController?.popViewController(animated: true)
        }
    }

    /// Runs `discard` at once when nothing would be lost, else after the
    /// person chose "Discard Changes" in the action sheet iOS shows (its
    /// `presentationControllerDidAttemptToDismiss` pattern); "Keep Editing"
    /// (the cancel action, preselected) returns to the field that was edited.
    func confirmDiscardingChanges(then discard: @escaping () -> Void) {
        guard hasUnsavedChanges else { discard(); return }
        guard presentedViewController == nil else { return }
        let responder = view.window?.firstResponder as? UITextField ?? lastEditedField
        let sheet = UIAlertController(title: nil, message: strings.discardConfirmation, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: strings.discardChanges, style: .destructive) { _ in discard() })
        sheet.addAction(UIAlertAction(title: strings.keepEditing, style: .cancel) { _ in
            responder?.becomeFirstResponder()
        })
        discardSheet = sheet
        present(sheet, animated: true)
    }

    /// Shows what the book refused and puts the cursor in the field at fault.
    func showProblem(_ error: Error) {
        if case .invalid(let text)? = error as? BirthdayError {
            statusLabel.text = strings.invalidBirthday(text)
            birthdayField.becomeFirstResponder()
            view.setNeedsLayout()
            revealStatus()
            return
        }
        statusLabel.text = strings.message(for: error)
        view.setNeedsLayout()
        if case .invalidContact(let problem)? = error as? AddressBookError {
            switch problem {
            case .emptyName: nameField.becomeFirstResponder()
            case .invalidPhone(let value, _): field(holding: value, kind: .phone)?.becomeFirstResponder()
            case .invalidEmail(let value): field(holding: value, kind: .email)?.becomeFirstResponder()
            }
        }
        revealStatus()
    }

    /// Scrolls the message into sight (it is under the last row, which a
    /// long card puts below the screen), after the field at fault was.
    func revealStatus() {
        view.layoutIfNeeded()
        card.reveal(statusLabel)
    }

    private func field(holding value: String, kind: ContactCardForm.Kind) -> UITextField? {
        card.entries.first { $0.kind == kind && Form.trimmed($0.fields[0].text) == value }?.fields[0]
    }
}
