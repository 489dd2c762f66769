import ContactsStore
import Foundation
import UIKit

/// What the Add and Edit Contact screens have in common: the labelled
/// fields Name, Phone, Email and Note, the rule of their button (name and
/// phone non-blank, following every edit through `.editingChanged`), a
/// message line for what the book refused (an invalid phone number, a full
/// disk), Return moving to the next field, and the account the contact
/// belongs to (handed over in the list's `prepare(for:sender:)`).
@MainActor
public class ContactFormViewController: UIViewController, UITextFieldDelegate {
    let environment: ContactsEnvironment
    var strings: Localization { environment.strings }
    var book: AddressBook { environment.addressBook }

    /// The account the contact belongs to.
    public var account: Account?

    public let nameLabel: UILabel
    public let phoneLabel: UILabel
    public let emailLabel: UILabel
    public let noteLabel: UILabel
    public let nameField: UITextField
    public let phoneField: UITextField
    public let emailField: UITextField
    public let noteField: UITextField
    /// What the book refused, in red under the fields.
    public let statusLabel = Form.statusLabel()

    var fields: [UITextField] { [nameField, phoneField, emailField, noteField] }
    var labels: [UILabel] { [nameLabel, phoneLabel, emailLabel, noteLabel] }
    /// Views laid out under the fields (the Edit screen's Save button).
    var viewsBelowFields: [UIView] { [] }

    init(environment: ContactsEnvironment) {
        self.environment = environment
        let s = environment.strings
        nameLabel = Form.label(s.nameLabel)
        phoneLabel = Form.label(s.phoneLabel)
        emailLabel = Form.label(s.emailLabel)
        noteLabel = Form.label(s.noteLabel)
        nameField = Form.field(placeholder: s.namePlaceholder)
        phoneField = Form.field(placeholder: s.phonePlaceholder)
        emailField = Form.field(placeholder: s.emailPlaceholder)
        noteField = Form.field(placeholder: s.notePlaceholder)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        phoneField.keyboardType = .phonePad
        phoneField.textContentType = .telephoneNumber
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.textContentType = .emailAddress
        nameField.textContentType = .name
        for label in labels { view.addSubview(label) }
        for field in fields {
            field.delegate = self
            field.addTarget(self, action: ContactFormViewController.textChanged, for: .editingChanged)
            view.addSubview(field)
        }
        view.addSubview(statusLabel)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let labelWidth = labels.map { TextWidth.width(of: $0.text ?? "") }.max() ?? 5
        let columns = Form.columns(width: view.bounds.width, labelWidth: labelWidth)
        let roomy = view.bounds.height >= 16
        var y = roomy ? 2 : 1
        for (label, field) in zip(labels, fields) {
            Form.place(label: label, field: field, y: y, columns: columns)
            y += roomy ? 2 : 1
        }
        if !roomy { y += 1 }
        for extra in viewsBelowFields where !extra.isHidden {
            extra.sizeToFit()
            extra.frame.origin = CGPoint(x: columns.fieldX, y: y)
            y += 2
        }
        Form.place(status: statusLabel, y: y, columns: columns, maximumHeight: max(1, Int(view.bounds.height) - y))
    }

    /// Every edit: the subclass's button follows ``isComplete``.
    func textChanged() {
        statusLabel.text = nil
        updateButtons()
    }

    /// Overridden: enables the screen's button.
    func updateButtons() {}

    /// Name and phone hold non-blank text.
    var isComplete: Bool { Form.isFilled(nameField.text) && Form.isFilled(phoneField.text) }

    /// Return moves to the next field; on the last one it presses the screen's button.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = fields.firstIndex(where: { $0 === textField }), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            returnOnLastField()
        }
        return false
    }

    /// Overridden: Return on the note field.
    func returnOnLastField() {}

    /// Shows what the book refused and puts the cursor in the field at fault.
    func showProblem(_ error: Error) {
        statusLabel.text = strings.message(for: error)
        view.setNeedsLayout()
        if case .invalidContact(let problem)? = error as? AddressBookError {
            switch problem {
            case .emptyName: nameField.becomeFirstResponder()
            case .invalidPhone: phoneField.becomeFirstResponder()
            case .invalidEmail: emailField.becomeFirstResponder()
            }
        }
    }
}

/// Screen 3: a new contact. Its delegate (the list) hears about it.
@MainActor
public protocol AddContactViewControllerDelegate: AnyObject {
    /// `contact` was stored (it has its id and section) and the Add screen is
    /// being popped.
    func addContactViewController(_ controller: AddContactViewController, didAdd contact: Contact)
}

/// Screen 3, Add Contact: Name, Phone (required), Email, Note (optional).
///
/// - Name is first responder once the screen has appeared (`viewDidAppear`).
/// - The back button reads "Back" (the list's `navigationItem.backButtonTitle`).
/// - The "Add" bar button is enabled only while name and phone are non-blank.
/// - Add stores the contact through the address book (which checks the phone
///   number loosely: digits, spaces, + - ( ) . and an extension); refused
///   input shows a clear message and the cursor goes to the field at fault.
///   Stored, the screen pops and hands the contact to its weak ``delegate``.
@MainActor
public final class AddContactViewController: ContactFormViewController {
    /// The list (weak, as delegates are).
    public weak var delegate: AddContactViewControllerDelegate?
    public private(set) var addItem: UIBarButtonItem!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = strings.addContactTitle
        addItem = UIBarButtonItem(title: strings.add, style: .done, target: self, action: AddContactViewController.add)
        navigationItem.rightBarButtonItem = addItem
        updateButtons()
    }

    /// The name field takes the keyboard once the screen is on screen (in
    /// `viewDidLoad` the field is not in a window yet and could not).
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.becomeFirstResponder()
    }

    override func updateButtons() {
        addItem?.isEnabled = isComplete
    }

    override func returnOnLastField() {
        if addItem.isEnabled { add() }
    }

    /// "Add": stores the contact, pops, tells the delegate.
    public func add() {
        guard isComplete, let account else { return }
        let contact = Contact(name: nameField.text ?? "", phone: phoneField.text ?? "",
                              email: emailField.text ?? "", note: noteField.text ?? "")
        do {
            let stored = try book.insert(contact, for: account)
            view.endEditing(true)
            navigationController?.popViewController(animated: true)
            delegate?.addContactViewController(self, didAdd: stored)
        } catch {
            showProblem(error)
        }
    }
}
