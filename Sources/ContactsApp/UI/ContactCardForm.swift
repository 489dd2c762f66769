import ContactsStore
import Foundation
import UIKit

/// The rows of the Add and Edit Contact screens, as iOS Contacts' card:
/// Name, Company, Job title; every phone, e-mail and URL with its label
/// (mobile, home, work, …) and an "add …" row after each kind; every
/// address as five fields (street, city, state, ZIP, country); the
/// birthday; the note.
///
/// The form lives in a scroll view: it is as tall as its rows, and a field
/// or button that takes the keyboard is scrolled into view. A label is a
/// button while editing (it offers the kind's labels in an action sheet, as
/// the iOS label picker does) and plain text while read-only, where empty
/// rows and the "add …" rows are hidden. A value whose field is left blank
/// is dropped when the contact is read back (``contact(from:)``).
@MainActor
final class ContactCardForm {
    /// The kinds of labelled values.
    enum Kind: Int, CaseIterable { case phone, email, url, address }

    /// One labelled value: its label and its field(s) (five for an address).
    @MainActor final class Entry {
        let kind: Kind
        var label: String
        let caption: UILabel
        let labelButton: UIButton
        let fields: [UITextField]
        init(kind: Kind, label: String, caption: UILabel, labelButton: UIButton, fields: [UITextField]) {
            self.kind = kind
            self.label = label
            self.caption = caption
            self.labelButton = labelButton
            self.fields = fields
        }
        var isBlank: Bool { fields.allSatisfy { !Form.isFilled($0.text) } }
    }

    let strings: Localization
    /// The scroll view the rows live in (the screen puts it under its bars).
    let scrollView = UIScrollView(frame: .zero)
    let nameLabel: UILabel, companyLabel: UILabel, jobTitleLabel: UILabel
    let birthdayLabel: UILabel, noteLabel: UILabel
    let nameField: UITextField, companyField: UITextField, jobTitleField: UITextField
    let birthdayField: UITextField
    /// The note: a multi-line text view in a box.
    let noteBox = NoteBoxView(frame: .zero)
    var noteView: UITextView { noteBox.textView }
    /// What the book refused, in red under the rows.
    let statusLabel = Form.statusLabel()
    private(set) var entries: [Entry] = []
    private var addButtons: [Kind: UIButton] = [:]
    /// Extra views placed under the rows (the Edit screen's Save button).
    var viewsBelow: [UIView] = []
    /// Called when a field's text changes, a label changes or a row is added.
    var onChange: () -> Void = {}
    /// Wires a new field (delegate, `.editingChanged` target).
    var configureField: (UITextField) -> Void = { _ in }
    /// Shows the label picker for an entry (an action sheet presented by the screen).
    var pickLabel: (Entry) -> Void = { _ in }
    /// Read-only: labels as text, blank rows and "add …" rows hidden, fields disabled.
    var isReadOnly = false { didSet { applyReadOnly() } }

    init(strings: Localization) {
        self.strings = strings
        nameLabel = Form.label(strings.nameLabel)
        companyLabel = Form.label(strings.companyLabel)
        jobTitleLabel = Form.label(strings.jobTitleLabel)
        birthdayLabel = Form.label(strings.valueLabel("birthday"))
        noteLabel = Form.label(strings.noteLabel)
        nameField = Form.field(placeholder: strings.namePlaceholder)
        companyField = Form.field(placeholder: strings.companyPlaceholder)
        jobTitleField = Form.field(placeholder: strings.jobTitlePlaceholder)
        birthdayField = Form.field(placeholder: strings.birthdayPlaceholder)
        nameField.textContentType = .name
        companyField.textContentType = .organizationName
        jobTitleField.textContentType = .jobTitle
        scrollView.alwaysBounceVertical = true
    }

    /// Adds the fixed rows to the scroll view; call once, in `viewDidLoad`.
    func install() {
        for label in [nameLabel, companyLabel, jobTitleLabel, birthdayLabel, noteLabel] { scrollView.addSubview(label) }
        scrollView.addSubview(noteBox)
        for field in [nameField, companyField, jobTitleField, birthdayField] {
            configureField(field)
            scrollView.addSubview(field)
        }
        for kind in Kind.allCases {
            let button = Form.button("⊕ " + addTitle(kind))
            button.addAction(UIAction { [weak self] _ in self?.addEntry(kind, focus: true) }, for: .touchUpInside)
            addButtons[kind] = button
            scrollView.addSubview(button)
        }
        scrollView.addSubview(statusLabel)
    }

    private func addTitle(_ kind: Kind) -> String {
        switch kind {
        case .phone: strings.addPhone
        case .email: strings.addEmail
        case .url: strings.addURL
        case .address: strings.addAddress
        }
    }

    static func labels(for kind: Kind) -> [String] {
        switch kind {
        case .phone: ContactLabels.phone
        case .email: ContactLabels.email
        case .url: ContactLabels.url
        case .address: ContactLabels.address
        }
    }

    static func defaultLabel(for kind: Kind) -> String {
        switch kind {
        case .phone: ContactLabels.defaultPhone
        case .email: ContactLabels.defaultEmail
        case .url: ContactLabels.defaultURL
        case .address: ContactLabels.defaultAddress
        }
    }

    // MARK: Entries

    /// A value's one-line field with its keyboard and content type.
    private static func field(_ placeholder: String, keyboard: UIKeyboardType, content: UITextContentType,
                              lowercase: Bool = false) -> UITextField {
        let field = Form.field(placeholder: placeholder)
        field.keyboardType = keyboard
        field.textContentType = content
        if lowercase { field.autocapitalizationType = .none }
        return field
    }

    /// A new entry of `kind` after the others of its kind, labelled with the
    /// first standard label the contact does not use yet (as iOS does).
    @discardableResult
    func addEntry(_ kind: Kind, label: String? = nil, values: [String] = [], focus: Bool = false) -> Entry {
        let used = Set(entries.filter { $0.kind == kind }.map(\.label))
        let chosen = label ?? Self.labels(for: kind).first { !used.contains($0) } ?? Self.defaultLabel(for: kind)
        let fields: [UITextField]
        switch kind {
        case .address:
            fields = strings.addressPlaceholders.map { Form.field(placeholder: $0) }
            fields[0].textContentType = .fullStreetAddress
            fields[1].textContentType = .addressCity
            fields[2].textContentType = .addressState
            fields[3].textContentType = .postalCode
            fields[4].textContentType = .countryName
        case .phone:
            fields = [Self.field(strings.phoneOptionalPlaceholder, keyboard: .phonePad, content: .telephoneNumber)]
        case .email:
            fields = [Self.field(strings.emailPlaceholderShort, keyboard: .emailAddress, content: .emailAddress, lowercase: true)]
        case .url:
            fields = [Self.field(strings.urlPlaceholder, keyboard: .URL, content: .URL, lowercase: true)]
        }
        for (field, value) in zip(fields, values) { field.text = value }
        let caption = Form.label(strings.valueLabel(chosen))
        let button = Form.button(strings.valueLabel(chosen))
        let entry = Entry(kind: kind, label: chosen, caption: caption, labelButton: button, fields: fields)
        button.addAction(UIAction { [weak self, weak entry] _ in
            if let entry { self?.pickLabel(entry) }
        }, for: .touchUpInside)
        let last = entries.lastIndex { $0.kind.rawValue <= kind.rawValue }
        entries.insert(entry, at: last.map { $0 + 1 } ?? 0)
        scrollView.addSubview(caption)
        scrollView.addSubview(button)
        for field in fields {
            configureField(field)
            scrollView.addSubview(field)
        }
        applyReadOnly()
        scrollView.setNeedsLayout()
        if focus {
            scrollView.superview?.layoutIfNeeded()
            fields[0].becomeFirstResponder()
            reveal(fields.last ?? fields[0])
            onChange()
        }
        return entry
    }

    /// Gives `entry` the label `label`.
    func setLabel(_ label: String, of entry: Entry) {
        entry.label = label
        entry.caption.text = strings.valueLabel(label)
        entry.labelButton.setTitle(strings.valueLabel(label), for: .normal)
        scrollView.setNeedsLayout()
        onChange()
    }

    private func removeAllEntries() {
        for entry in entries {
            entry.caption.removeFromSuperview()
            entry.labelButton.removeFromSuperview()
            for field in entry.fields { field.removeFromSuperview() }
        }
        entries.removeAll()
    }

    /// Every one-line text field in reading order (the note, a text view, comes after them).
    var allFields: [UITextField] {
        [nameField, companyField, jobTitleField] + entries.flatMap(\.fields) + [birthdayField]
    }

    /// The first phone field, or nil when there is none.
    var firstPhoneField: UITextField? { entries.first { $0.kind == .phone }?.fields.first }
    /// The first e-mail field, or nil.
    var firstEmailField: UITextField? { entries.first { $0.kind == .email }?.fields.first }

    // MARK: Contact ↔ rows

    /// Shows `contact` (its details must be loaded); `emptyRows` adds a blank
    /// phone and e-mail row when the contact has none (the Add screen).
    func show(_ contact: Contact, emptyRows: Bool) {
        removeAllEntries()
        nameField.text = contact.displayName
        companyField.text = contact.organization
        jobTitleField.text = contact.jobTitle
        for phone in contact.phones { addEntry(.phone, label: phone.label ?? ContactLabels.unlabeledPhone, values: [phone.value]) }
        for email in contact.emails { addEntry(.email, label: email.label ?? ContactLabels.unlabeledEmail, values: [email.value]) }
        for url in contact.urls { addEntry(.url, label: url.label ?? ContactLabels.defaultURL, values: [url.value]) }
        for address in contact.addresses {
            addEntry(.address, label: address.label ?? ContactLabels.defaultAddress, values: address.parts)
        }
        if emptyRows {
            if contact.phones.isEmpty { addEntry(.phone) }
            if contact.emails.isEmpty { addEntry(.email) }
        }
        birthdayField.text = contact.birthday.map(ContactLabels.birthdayText) ?? ""
        noteView.text = contact.note
        noteView.selectedRange = NSRange(location: 0, length: 0)
        statusLabel.text = nil
        applyReadOnly()
        scrollView.setNeedsLayout()
    }

    /// `base` with the values of the rows (blank values dropped, values
    /// trimmed). Throws when the birthday is not a date.
    /// - Throws: ``BirthdayError/invalid(_:)``.
    func contact(from base: Contact) throws -> Contact {
        var contact = base.withDetails()
        contact.displayName = Form.trimmed(nameField.text)
        contact.organization = Form.trimmed(companyField.text)
        contact.jobTitle = Form.trimmed(jobTitleField.text)
        func values(_ kind: Kind) -> [ContactValue] {
            entries.filter { $0.kind == kind && !$0.isBlank }.map { ContactValue(Form.trimmed($0.fields[0].text), label: $0.label) }
        }
        contact.phones = Self.keepingLabels(values(.phone), of: base.phones, shownAs: ContactLabels.unlabeledPhone)
        contact.emails = Self.keepingLabels(values(.email), of: base.emails, shownAs: ContactLabels.unlabeledEmail)
        contact.urls = Self.keepingLabels(values(.url), of: base.urls, shownAs: ContactLabels.defaultURL)
        contact.addresses = entries.filter { $0.kind == .address && !$0.isBlank }.map { entry in
            var address = ContactAddress(label: entry.label)
            address.parts = entry.fields.map { Form.trimmed($0.text) }
            return address
        }
        contact.birthday = try ContactLabels.parseBirthday(birthdayField.text ?? "")
        contact.note = Form.trimmed(noteView.text)
        return contact
    }

    /// Values that had no label and still show the word the form shows for
    /// that (`shown`) keep having none, so an unchanged card is written back
    /// as it was; a label picked for them is kept.
    private static func keepingLabels(_ values: [ContactValue], of old: [ContactValue], shownAs shown: String) -> [ContactValue] {
        values.enumerated().map { index, value in
            guard index < old.count, old[index].label == nil, old[index].value == value.value, value.label == shown
            else { return value }
            var kept = value
            kept.label = nil
            return kept
        }
    }

    // MARK: Read-only and layout

    private func applyReadOnly() {
        for field in allFields { field.isEnabled = !isReadOnly }
        for entry in entries {
            entry.caption.isHidden = !isReadOnly
            entry.labelButton.isHidden = isReadOnly
        }
        for button in addButtons.values { button.isHidden = isReadOnly }
        scrollView.setNeedsLayout()
    }

    /// In read-only mode a row whose fields are all blank is not shown.
    private func isShown(_ fields: [UITextField]) -> Bool {
        !isReadOnly || fields.contains { Form.isFilled($0.text) }
    }

    /// Lays the rows out in the scroll view's width, in the device's lengths
    /// (`Form.Metrics`: one row and column on a terminal, iOS's points on a phone); sets
    /// `contentSize`.
    func layout() {
        let width = scrollView.bounds.width
        let m = Form.Metrics(field: nameField, plain: nameLabel)
        let captions = [nameLabel, companyLabel, jobTitleLabel, birthdayLabel, noteLabel].map { Form.width(of: $0) }
            + entries.map { Form.width(of: isReadOnly ? $0.caption : $0.labelButton) }
        let columns = Form.columns(width: width, labelWidth: min(14 * m.unit, captions.max() ?? 5 * m.unit), metrics: m)
        var y = m.gap
        func place(_ label: UIView?, _ fields: [UITextField]) {
            let shown = isShown(fields)
            label?.isHidden = label?.isHidden == true || !shown
            // Read-only, a value of several parts (an address) shows the parts it has, as iOS's card does.
            let visible = isReadOnly ? fields.filter { Form.isFilled($0.text) } : fields
            for field in fields { field.isHidden = !shown || !visible.contains { $0 === field } }
            guard shown else { return }
            if let button = label as? UIButton {
                // A label button is as wide as its title, left-aligned as iOS's labels.
                button.sizeToFit()
                button.frame = CGRect(x: columns.x, y: y, width: min(button.frame.width, columns.fieldX - columns.x - m.unit),
                                      height: m.row)
            } else if let label {
                label.frame = CGRect(x: columns.x, y: y, width: columns.fieldX - columns.x - 2 * m.unit, height: m.row)
            }
            for field in visible {
                field.frame = CGRect(x: columns.fieldX, y: y, width: columns.fieldWidth, height: m.row)
                y += m.row + m.tight
            }
        }
        func placeButton(_ button: UIButton?) {
            guard let button, !button.isHidden else { return }
            button.sizeToFit()
            button.frame = CGRect(x: columns.fieldX, y: y, width: button.frame.width, height: max(button.frame.height, m.row))
            y += button.frame.height + m.tight
        }
        nameLabel.isHidden = false
        companyLabel.isHidden = false
        jobTitleLabel.isHidden = false
        birthdayLabel.isHidden = false
        noteLabel.isHidden = false
        place(nameLabel, [nameField])
        place(companyLabel, [companyField])
        place(jobTitleLabel, [jobTitleField])
        for kind in Kind.allCases {
            // A blank line before a kind that shows values; "add …" rows alone stack up.
            let before = y
            let showsValues = entries.contains { $0.kind == kind && isShown($0.fields) }
            if showsValues { y += m.gap }
            let start = y
            for entry in entries where entry.kind == kind {
                entry.caption.isHidden = !isReadOnly
                entry.labelButton.isHidden = isReadOnly
                let label: UIView = isReadOnly ? entry.caption : entry.labelButton
                place(label, entry.fields)
            }
            placeButton(addButtons[kind])
            if y == start { y = before }
        }
        let dateStart = y
        y += m.gap
        place(birthdayLabel, [birthdayField])
        if y == dateStart + m.gap { y = dateStart }
        // The note: shown while editing, or when it has text.
        let noteShown = !isReadOnly || !noteView.text.isEmpty
        noteLabel.isHidden = !noteShown
        noteBox.isHidden = !noteShown
        noteView.isEditable = !isReadOnly
        // Read-only, the note is dim like the fields and takes no keyboard focus (the
        // keyboard rests on "Edit"); the wheel still scrolls a long note.
        noteView.isSelectable = !isReadOnly
        if noteShown {
            noteBox.inset = CGSize(width: m.unit, height: m.gap)
            noteBox.line = m.row
            noteBox.drawsLayerBorder = !m.isCharacterGrid
            noteLabel.frame = CGRect(x: columns.x, y: y + noteBox.inset.height, width: columns.fieldX - columns.x - 2 * m.unit, height: m.row)
            let boxWidth = columns.fieldWidth
            let height = noteBox.height(forWidth: boxWidth)
            noteBox.frame = CGRect(x: columns.fieldX, y: y, width: boxWidth, height: height)
            y += height
        }
        y += m.gap
        for extra in viewsBelow where !extra.isHidden {
            extra.sizeToFit()
            extra.frame.origin = CGPoint(x: columns.fieldX, y: y)
            y += extra.frame.height + m.gap
        }
        let limit = max(1, scrollView.bounds.height - m.gap)
        Form.place(status: statusLabel, y: y, columns: columns, maximumHeight: limit)
        if statusLabel.text?.isEmpty == false { y += statusLabel.frame.height }
        let size = CGSize(width: width, height: y)
        if scrollView.contentSize != size { scrollView.contentSize = size }
    }

    /// Scrolls `view` (a row of the form) into sight, with the row above it
    /// when there is room (its label or the "add" row that made it).
    func reveal(_ view: UIView) {
        guard view.superview === scrollView else { return }
        scrollView.scrollRectToVisible(view.frame.insetBy(dx: 0, dy: -1), animated: false)
    }
}
