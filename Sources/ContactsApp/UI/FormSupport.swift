import Foundation
import UIKit

/// Building blocks of the login, add and edit forms: a labelled text field
/// per row, centred in the screen, and the "non-blank" rule of their
/// buttons.
@MainActor
enum Form {
    /// Widest a form gets, in cells.
    static let maximumWidth = 64

    /// Columns of a form in a view `width` cells wide whose labels are at
    /// most `labelWidth` cells: the form is centred, at most
    /// ``maximumWidth`` wide, with 2 cells of margin when the view is narrow.
    struct Columns: Equatable {
        /// Where the labels start.
        var x: Int
        /// Where the fields start (after the labels and 2 cells).
        var fieldX: Int
        /// Width of the fields (to the form's right edge).
        var fieldWidth: Int
        /// Width of the whole form.
        var width: Int
    }

    static func columns(width: CGFloat, labelWidth: Int) -> Columns {
        let total = Int(width)
        let formWidth = max(10, min(maximumWidth, total - 4))
        let x = max(0, (total - formWidth) / 2)
        let labels = min(labelWidth, formWidth / 3)
        let fieldX = x + labels + 2
        return Columns(x: x, fieldX: fieldX, fieldWidth: max(4, x + formWidth - fieldX), width: formWidth)
    }

    /// A one-line label.
    static func label(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: TextWidth.width(of: text), height: 1))
        label.text = text
        return label
    }

    /// A bracketed text field with a placeholder and a clear button while editing.
    static func field(placeholder: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        field.borderStyle = .roundedRect
        field.placeholder = placeholder
        field.clearButtonMode = .whileEditing
        field.autocorrectionType = .no
        return field
    }

    /// A `[ Title ]` button sized to its title.
    static func button(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.sizeToFit()
        return button
    }

    /// A label for messages under a form: red, wrapping.
    static func statusLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        label.textColor = .systemRed
        return label
    }

    /// True when `text` holds something other than whitespace (the rule of
    /// every form button: leading and trailing whitespace does not count).
    static func isFilled(_ text: String?) -> Bool {
        !(text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// `text` trimmed of leading and trailing whitespace.
    static func trimmed(_ text: String?) -> String {
        (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Places `label` and `field` on row `y` of `columns`.
    static func place(label: UILabel, field: UIView, y: Int, columns: Columns) {
        label.frame = CGRect(x: columns.x, y: y, width: columns.fieldX - columns.x - 2, height: 1)
        field.frame = CGRect(x: columns.fieldX, y: y, width: columns.fieldWidth, height: 1)
    }

    /// Places a wrapping status label from row `y` across the form.
    static func place(status: UILabel, y: Int, columns: Columns, maximumHeight: Int) {
        let limit = CGFloat(max(1, maximumHeight))
        let size = status.sizeThatFits(CGSize(width: CGFloat(columns.width), height: limit))
        status.frame = CGRect(x: CGFloat(columns.x), y: CGFloat(y), width: CGFloat(columns.width),
                              height: min(limit, max(1, size.height)))
    }
}
