import ContactsStore
import Foundation
import UIKit

/// Screen 3, Add Contact: the contact card's rows, empty; a blank phone and
/// e-mail row to type into, "add …" rows for more.
///
/// - Name is first responder once the screen has appeared (`viewDidAppear`).
/// - The back button reads "Back" (the list's `navigationItem.backButtonTitle`);
///   with anything typed, Back and Esc ask "Discard Changes" first.
/// - The "Add" bar button is enabled only while the name is non-blank (a
///   phone is not required).
/// - Add stores the contact through the address book (which checks phone
///   numbers loosely: digits, spaces, + - ( ) . and an extension); refused
///   input shows a clear message and the cursor goes to the field at fault.
///   Stored, the screen pops and hands the contact to its weak ``delegate``.
@MainActor
public final class AddContactViewController: ContactFormViewController {
    /// The list (weak, as delegates are).
    public weak var delegate: AddContactViewControllerDelegate?
    /// "Add" (right, done style; Main.storyboard): sends `add`.
    @Outlet public var addItem: UIBarButtonItem!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = strings.addContactTitle
        addItem.title = strings.add
        card.show(Contact(name: ""), emptyRows: true)
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

    /// Anything typed in any field (a label chosen alone loses nothing).
    override var hasUnsavedChanges: Bool {
        card.allFields.contains { Form.isFilled($0.text) } || !card.noteView.text.isEmpty
    }

    override func returnOnLastField() {
        if addItem.isEnabled { add() }
    }

    /// "Add": stores the contact, pops, tells the delegate.
    public func add() {
        guard isComplete, let account else { return }
        do {
            let contact = try card.contact(from: Contact(name: ""))
            let stored = try book.insert(contact, for: account)
            view.endEditing(true)
            navigationController?.popViewController(animated: true)
            delegate?.addContactViewController(self, didAdd: stored)
        } catch {
            showProblem(error)
        }
    }
}
