import ContactsStore
import Foundation
import UIKit

/// Screen 4, Edit Contact: one contact, read-only until "Edit".
///
/// - The contact arrives in the list's `prepare(for:sender:)` (``contact``);
///   its details (company, addresses, URLs) are read and the rows filled in
///   `viewDidLoad` — never in the property's setter, when the view does not
///   exist yet (the tutorial's warning).
/// - Read-only at first: every value the contact has, each with its label
///   (mobile, home, work, …), fields disabled, the Save button hidden, the
///   right bar button "Edit".
/// - Edit: fields enabled, empty rows and "add …" rows shown, Save shown
///   (enabled while the name is non-blank) below the rows and in the
///   navigation bar, rightmost as iOS's Done, so it is in sight however long
///   the card is; the first phone field first responder (the specification's
///   rule), the bar button "Cancel".
/// - Cancel (or Esc while editing): with changes, the "Discard Changes"
///   sheet first; then the stored values come back, editing ends, read-only
///   again. Back while editing with changes asks the same before it pops.
/// - Save writes through the address book (what the screen does not show
///   is kept in the stored card), pops, and tells the weak ``delegate``,
///   which refreshes the row. A refused value shows a clear message.
@MainActor
public final class EditContactViewController: ContactFormViewController {
    /// The contact shown (set before the view loads).
    public var contact: Contact?
    /// The list (weak, as delegates are).
    public weak var delegate: EditContactViewControllerDelegate?
    /// True between Edit and Save/Cancel.
    public private(set) var isEditingContact = false
    /// "Edit" / "Cancel" (right; Main.storyboard): sends `editTapped`.
    @Outlet public var editItem: UIBarButtonItem!
    /// "Save": hidden while read-only (below the rows, made with them).
    public private(set) var saveButton: UIButton!
    /// "Save" in the navigation bar while editing (right of "Cancel").
    public private(set) var saveItem: UIBarButtonItem!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = strings.editContactTitle
        contact = contact?.withDetails()
        saveButton = Form.button(strings.save)
        saveButton.addTarget(self, action: EditContactViewController.save, for: .touchUpInside)
        card.scrollView.addSubview(saveButton)
        card.viewsBelow = [saveButton]
        saveItem = UIBarButtonItem(title: strings.save, style: .done, target: self, action: EditContactViewController.save)
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

    /// Puts the stored contact in the rows.
    private func showStoredValues() {
        card.show(contact ?? Contact(name: ""), emptyRows: true)
    }

    private func setReadOnly(_ readOnly: Bool) {
        isEditingContact = !readOnly
        card.isReadOnly = readOnly
        saveButton.isHidden = readOnly
        editItem.title = readOnly ? strings.edit : strings.cancel
        // The first item is the rightmost (UINavigationItem.rightBarButtonItems).
        navigationItem.rightBarButtonItems = readOnly ? [editItem] : [saveItem, editItem]
        updateButtons()
        view.setNeedsLayout()
    }

    override func updateButtons() {
        saveButton?.isEnabled = isEditingContact && isComplete
        saveItem?.isEnabled = isEditingContact && isComplete
    }

    /// True while editing when the rows differ from the stored contact (a
    /// birthday that is not a date counts as a change).
    override var hasUnsavedChanges: Bool {
        guard isEditingContact, let contact else { return false }
        guard let edited = try? card.contact(from: contact) else { return true }
        return !Self.sameValues(edited, contact)
    }

    /// The values a person edits are equal.
    static func sameValues(_ a: Contact, _ b: Contact) -> Bool {
        a.displayName == b.displayName && a.organization == b.organization && a.jobTitle == b.jobTitle
            && a.phones == b.phones && a.emails == b.emails && a.urls == b.urls && a.addresses == b.addresses
            && a.birthday == b.birthday && a.note == b.note
    }

    /// "Edit" starts editing (phone first: it is what people change most);
    /// "Cancel" asks before it throws changes away, then returns to read-only.
    public func editTapped() {
        if isEditingContact {
            let asks = hasUnsavedChanges
            confirmDiscardingChanges { [weak self] in
                self?.cancelEditing()
                // After the sheet has gone, its dismissal no longer moves the keyboard.
                if asks { _ = UIApplication.shared.schedule(after: 0) { [weak self] in self?.focusEditItem() } }
            }
        } else {
            setReadOnly(false)
            (phoneField ?? nameField).becomeFirstResponder()
        }
    }

    /// Cancel: stored values back, editing ended, read-only.
    public func cancelEditing() {
        view.endEditing(true)
        showStoredValues()
        setReadOnly(true)
        card.scrollView.contentOffset = .zero
        focusEditItem()
    }

    override func returnOnLastField() {
        if saveButton.isEnabled { save() }
    }

    /// "Save": writes the change, pops, tells the delegate.
    public func save() {
        guard isEditingContact, isComplete, let contact, let account else { return }
        do {
            let edited = try card.contact(from: contact)
            let stored = try book.update(edited, for: account)
            self.contact = stored
            view.endEditing(true)
            navigationController?.popViewController(animated: true)
            delegate?.editContactViewController(self, didSave: stored)
        } catch let error where Self.isDeletedElsewhere(error) {
            offerSavingAsNew()
        } catch {
            showProblem(error)
        }
    }

    /// The alert shown when the contact was deleted elsewhere while it was edited
    /// (nil otherwise).
    public private(set) weak var deletedElsewhereAlert: UIAlertController?

    static func isDeletedElsewhere(_ error: Error) -> Bool {
        switch error as? AddressBookError {
        case .contactNotFound?, .store(.contactNotFound)?: return true
        default: return false
        }
    }

    /// The contact is gone (another process or a sync deleted it): nothing typed is
    /// lost. An alert (iOS Contacts keeps the edit) offers "Save as New Contact",
    /// which stores what the form holds as a new contact, and "Discard", which goes
    /// back to the list; the form is untouched until one is chosen.
    private func offerSavingAsNew() {
        guard presentedViewController == nil else { return }
        let name = TerminalText.sanitized(contact?.displayName ?? "")
        let alert = UIAlertController(title: strings.contactDeletedTitle, message: strings.contactDeletedMessage(name),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: strings.saveAsNewContact, style: .default) { [weak self] _ in
            self?.saveAsNew()
        })
        alert.addAction(UIAlertAction(title: strings.discard, style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.view.endEditing(true)
            self.navigationController?.popViewController(animated: true)
        })
        deletedElsewhereAlert = alert
        present(alert, animated: true)
    }

    /// "Save as New Contact": the form's values (and what the screen read of the
    /// stored card: company, addresses, URLs…) inserted as a new contact, new UID.
    private func saveAsNew() {
        guard let contact, let account else { return }
        do {
            var edited = try card.contact(from: contact)
            edited.id = nil
            let stored = try book.insert(edited, for: account)
            self.contact = stored
            view.endEditing(true)
            navigationController?.popViewController(animated: true)
            delegate?.editContactViewController(self, didSaveAsNew: stored)
        } catch {
            showProblem(error)
        }
    }

    /// Esc while editing is Cancel (asking first when something changed);
    /// otherwise it goes back.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if isEditingContact, presses.first?.key?.keyCode == .keyboardEscape {
            editTapped()
            return
        }
        super.pressesBegan(presses, with: event)
    }
}
