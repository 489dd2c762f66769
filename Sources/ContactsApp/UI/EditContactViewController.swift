import ContactsStore
import Foundation
import UIKit

/// Screen 4's delegate (the list).
@MainActor
public protocol EditContactViewControllerDelegate: AnyObject {
    /// `contact` was saved (as stored now) and the Edit screen is being popped.
    func editContactViewController(_ controller: EditContactViewController, didSave contact: Contact)
}

/// Screen 4, Edit Contact: one contact, read-only until "Edit".
///
/// - The contact arrives in the list's `prepare(for:sender:)` (``contact``);
///   the fields are filled in `viewDidLoad` — never in the property's setter,
///   when the view does not exist yet (the tutorial's warning).
/// - Read-only at first: fields disabled, the Save button hidden, the right
///   bar button "Edit".
/// - Edit: fields enabled, Save shown (enabled while name and phone are
///   non-blank), the phone field first responder, the bar button "Cancel".
/// - Cancel (or Esc while editing): the stored values come back, editing
///   ends, read-only again.
/// - Save writes through the address book (fields the screen does not show
///   are kept in the stored card), pops, and tells the weak ``delegate``,
///   which refreshes the row. A refused value shows a clear message.
@MainActor
public final class EditContactViewController: ContactFormViewController {
    /// The contact shown (set before the view loads).
    public var contact: Contact?
    /// The list (weak, as delegates are).
    public weak var delegate: EditContactViewControllerDelegate?
    /// True between Edit and Save/Cancel.
    public private(set) var isEditingContact = false
    /// "Edit" / "Cancel".
    public private(set) var editItem: UIBarButtonItem!
    /// "Save": hidden while read-only.
    public let saveButton: UIButton

    override var viewsBelowFields: [UIView] { [saveButton] }

    override init(environment: ContactsEnvironment) {
        saveButton = Form.button(environment.strings.save)
        super.init(environment: environment)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = strings.editContactTitle
        editItem = UIBarButtonItem(title: strings.edit, style: .plain, target: self,
                                   action: EditContactViewController.editTapped)
        navigationItem.rightBarButtonItem = editItem
        saveButton.addTarget(self, action: EditContactViewController.save, for: .touchUpInside)
        view.addSubview(saveButton)
        showStoredValues()
        setReadOnly(true)
    }

    /// Read-only, nothing can be typed: the keyboard rests on "Edit", so
    /// Enter starts editing.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let window = view.window, window.focusedView == nil, window.firstResponder == nil { focusEditItem() }
    }

    /// Keyboard focus to the right bar button ("Edit"), the last control in
    /// reading order while the fields are disabled.
    private func focusEditItem() {
        guard let window = view.window else { return }
        window.focusedView = nil
        window.moveFocus(forward: false)
    }

    /// Puts the stored contact in the fields.
    private func showStoredValues() {
        nameField.text = contact?.displayName ?? ""
        phoneField.text = contact?.phone ?? ""
        emailField.text = contact?.email ?? ""
        noteField.text = contact?.note ?? ""
        statusLabel.text = nil
    }

    private func setReadOnly(_ readOnly: Bool) {
        isEditingContact = !readOnly
        for field in fields { field.isEnabled = !readOnly }
        saveButton.isHidden = readOnly
        editItem.title = readOnly ? strings.edit : strings.cancel
        updateButtons()
        view.setNeedsLayout()
    }

    override func updateButtons() {
        saveButton.isEnabled = isEditingContact && isComplete
    }

    /// "Edit" starts editing (phone first: it is what people change most);
    /// "Cancel" restores the stored values and returns to read-only.
    public func editTapped() {
        if isEditingContact {
            cancelEditing()
        } else {
            setReadOnly(false)
            phoneField.becomeFirstResponder()
        }
    }

    /// Cancel: stored values back, editing ended, read-only.
    public func cancelEditing() {
        view.endEditing(true)
        showStoredValues()
        setReadOnly(true)
        focusEditItem()
    }

    override func returnOnLastField() {
        if saveButton.isEnabled { save() }
    }

    /// "Save": writes the change, pops, tells the delegate.
    public func save() {
        guard isEditingContact, isComplete, var edited = contact, let account else { return }
        edited.displayName = Form.trimmed(nameField.text)
        edited.phones = Self.replacingFirst(of: edited.phones, with: Form.trimmed(phoneField.text))
        edited.emails = Self.replacingFirst(of: edited.emails, with: Form.trimmed(emailField.text))
        edited.note = Form.trimmed(noteField.text)
        do {
            let stored = try book.update(edited, for: account)
            contact = stored
            view.endEditing(true)
            navigationController?.popViewController(animated: true)
            delegate?.editContactViewController(self, didSave: stored)
        } catch {
            showProblem(error)
        }
    }

    /// The values with the first one replaced by `value` (its label kept), or
    /// removed when `value` is empty; the others are kept as they were.
    static func replacingFirst(of values: [ContactValue], with value: String) -> [ContactValue] {
        var result = values
        if value.isEmpty {
            if !result.isEmpty { result.removeFirst() }
        } else if result.isEmpty {
            result = [ContactValue(value)]
        } else {
            result[0].value = value
        }
        return result
    }

    /// Esc while editing cancels the edit; otherwise it goes back.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if isEditingContact, presses.first?.key?.keyCode == .keyboardEscape {
            cancelEditing()
            return
        }
        super.pressesBegan(presses, with: event)
    }
}
