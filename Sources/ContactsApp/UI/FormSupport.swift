import Foundation
import UIKit

/// Building blocks of the login, add and edit forms: a labelled text field
/// per row, centred in the screen, and the "non-blank" rule of their
/// buttons.
@MainActor
enum Form {
    /// Widest a form gets, in gap units (`Metrics.unit`: 64 columns on a terminal, 512
    /// points on a phone).
    static let maximumWidth: CGFloat = 64

    /// The lengths a form is laid out in, read from the device through the form's own
    /// views (their sizes and default margins), so one layout serves a terminal (one row,
    /// one column: the 80 × 24 screens) and a phone (iOS's points: 34-point fields,
    /// 8-point margins).
    struct Metrics: Equatable {
        /// Height of a row: a one-line text field's (1 row on a terminal, 34 points for a
        /// 17-point rounded-rect field on a phone).
        var row: CGFloat
        /// The horizontal unit of gaps and margins: an ordinary view's leading layout
        /// margin (1 column; 8 points).
        var unit: CGFloat
        /// Space between the rows of a group (the switches, buttons that wrap): an ordinary
        /// view's top layout margin (none on a terminal, whose smallest gap is a row; 8 points).
        var tight: CGFloat
        /// Space between separated rows: `tight`, at least one point (a blank row on a
        /// terminal).
        var gap: CGFloat { max(tight, 1) }
        /// Whether the device is a grid of character cells (rows of one line, gaps of one
        /// column): boxes are drawn in line characters there.
        var isCharacterGrid: Bool { row == 1 && unit == 1 }

        /// The metrics of the device `field` (a one-line text field of the form) and
        /// `plain` (an ordinary view of it, one whose margins are the defaults) are on.
        /// (`plain`'s margins are read without the safe area they may take in.)
        init(field: UITextField, plain: UIView) {
            row = max(1, field.sizeThatFits(.zero).height)
            let margins = plain.directionalLayoutMargins
            let safe = plain.insetsLayoutMarginsFromSafeArea ? plain.safeAreaInsets : .zero
            unit = max(1, margins.leading - safe.left)
            tight = max(0, margins.top - safe.top)
        }

        /// Explicit lengths (tests).
        init(row: CGFloat, unit: CGFloat, tight: CGFloat) {
            self.row = row; self.unit = unit; self.tight = tight
        }

        /// A terminal's: one row, one column, no space inside a group.
        static let cells = Metrics(row: 1, unit: 1, tight: 0)
    }

    /// Columns of a form in a view `width` points wide whose labels are at most
    /// `labelWidth` wide: the form is centred, at most ``maximumWidth`` units wide,
    /// with 2 units of margin when the view is narrow.
    struct Columns: Equatable {
        /// Where the labels start.
        var x: CGFloat
        /// Where the fields start (after the labels and 2 units).
        var fieldX: CGFloat
        /// Width of the fields (to the form's right edge).
        var fieldWidth: CGFloat
        /// Width of the whole form.
        var width: CGFloat
    }

    static func columns(width: CGFloat, labelWidth: CGFloat, metrics m: Metrics = .cells) -> Columns {
        let u = m.unit
        let total = width.rounded(.down)
        let formWidth = max(10 * u, min(maximumWidth * u, total - 4 * u))
        let x = max(0, ((total - formWidth) / 2).rounded(.down))
        let labels = min(labelWidth, (formWidth / 3).rounded(.down))
        let fieldX = x + labels + 2 * u
        return Columns(x: x, fieldX: fieldX, fieldWidth: max(4 * u, x + formWidth - fieldX), width: formWidth)
    }

    /// A one-line label.
    static func label(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: TextWidth.width(of: text), height: 1))
        label.text = text
        return label
    }

    /// A bracketed text field with a placeholder and a clear button while editing.
    static func field(placeholder: String) -> UITextField {
        styled(UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1)), placeholder: placeholder)
    }

    /// A search field (`UISearchTextField`, iOS's grey rounded field with the magnifying
    /// glass on a point device) with the form's text-field settings.
    static func searchField(placeholder: String) -> UISearchTextField {
        styled(UISearchTextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1)), placeholder: placeholder)
    }

    /// `field` with the form's settings: a rounded border, `placeholder`, a clear button
    /// while editing, no autocorrection.
    private static func styled<Field: UITextField>(_ field: Field, placeholder: String) -> Field {
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

    /// Places a wrapping status label from `y` across the form, at most `maximumHeight` high.
    static func place(status: UILabel, y: CGFloat, columns: Columns, maximumHeight: CGFloat) {
        let limit = max(1, maximumHeight)
        let size = status.sizeThatFits(CGSize(width: columns.width, height: limit))
        status.frame = CGRect(x: columns.x, y: y, width: columns.width, height: min(limit, max(1, size.height)))
    }

    /// The width `view` asks for on one line (its intrinsic width, measured by the device).
    static func width(of view: UIView) -> CGFloat { max(0, view.intrinsicContentSize.width) }
}
