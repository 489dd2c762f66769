import Foundation
import UIKit

/// The login form's Auto Layout: constraints made once, when the view is first laid out,
/// and constants that follow the device and the height of the safe area.
///
/// - A form guide centred in the safe area, as wide as 64 gap units allow (`Form.Metrics.unit`:
///   a column on a terminal, 8 points on a phone) and 2 units short of each side on a narrow
///   screen, never narrower than 10 units.
/// - A label column at the form's leading edge, as wide as its widest label (their
///   compression resistance beats the column's hugging), at most a third of the form; the
///   fields from 2 units after it to the form's trailing edge, one under the other.
/// - The switches under the fields, their labels at the form's leading edge and the switches
///   2 units after the longer label (never left of the fields).
/// - The buttons in a stack view from the fields' leading edge, 2 units apart (the hidden
///   ones collapse: Log In and Create Account, or Create Account and Cancel); one above the
///   other when they do not fit side by side (a button wider than the room is clipped).
/// - The message label under the buttons across the form, wrapping, down to the safe area's
///   bottom.
///
/// Vertically: on a screen at least 16 rows (text-field heights) tall the rows are a gap
/// apart; from 18 rows the form starts two gaps under the top of the safe area, else one.
/// On an 80 × 24 terminal the fields are on rows 3 and 5 (7 when signing up).
extension LoginViewController {
    /// The constraints whose constants depend on the device or the screen's height.
    struct FormLayout {
        let buttons: UIStackView
        let top: NSLayoutConstraint
        let rowSpacings: [NSLayoutConstraint]
        /// The switches' top under the password field (sign-in) and under the confirmation (sign-up).
        let switchesAfterPassword: NSLayoutConstraint
        let switchesAfterConfirm: NSLayoutConstraint
        let status: NSLayoutConstraint
        /// Constraints whose constant is a multiple of `Form.Metrics.unit` (and its multiplier).
        let unitMultiples: [(NSLayoutConstraint, CGFloat)]
        /// Constraints whose constant is `Form.Metrics.gap` or `.tight`.
        let gaps: [NSLayoutConstraint]
        let tights: [NSLayoutConstraint]
    }

    /// Makes the form's constraints (once: the storyboard's views have frames, not constraints).
    func installFormConstraints() -> FormLayout {
        let buttonViews: [UIView] = [loginButton, signUpButton, createButton, cancelButton]
        let buttons = UIStackView(arrangedSubviews: [])
        // The stack takes the buttons' place among the subviews (the order Tab follows).
        let index = view.subviews.firstIndex { $0 === loginButton } ?? view.subviews.count
        view.insertSubview(buttons, at: index)
        for b in buttonViews { buttons.addArrangedSubview(b) }
        buttons.alignment = .leading
        let laidOut: [UIView] = [accountLabel, passwordLabel, confirmLabel, accountField, passwordField, confirmField,
                                 rememberLabel, autoLoginLabel, rememberSwitch, autoLoginSwitch, statusLabel, buttons]
        for v in laidOut { v.translatesAutoresizingMaskIntoConstraints = false }
        // On a narrow screen the fields give way (their placeholders are clipped), not the labels.
        for label in [accountLabel, passwordLabel, confirmLabel] as [UILabel] {
            label.setContentCompressionResistancePriority(UILayoutPriority(UILayoutPriority.defaultHigh.rawValue + 1), for: .horizontal)
        }

        let safe = view.safeAreaLayoutGuide
        let form = UILayoutGuide(), labels = UILayoutGuide()
        form.identifier = "login-form"
        labels.identifier = "login-labels"
        view.addLayoutGuide(form)
        view.addLayoutGuide(labels)

        let widest = form.widthAnchor.constraint(lessThanOrEqualToConstant: 64)
        let narrowest = form.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        let preferred = form.widthAnchor.constraint(equalToConstant: 64)
        preferred.priority = UILayoutPriority(998)
        let inset = form.widthAnchor.constraint(lessThanOrEqualTo: safe.widthAnchor, constant: -4)
        inset.priority = UILayoutPriority(999)
        // As narrow as the widest label lets it be: below the labels' compression resistance,
        // above the fields' hugging (which would widen it to narrow them).
        let columnHug = labels.widthAnchor.constraint(equalToConstant: 0)
        columnHug.priority = UILayoutPriority(UILayoutPriority.defaultHigh.rawValue - 1)
        let fieldGap = accountField.leadingAnchor.constraint(equalTo: labels.trailingAnchor, constant: 2)
        let switchGaps = [rememberSwitch.leadingAnchor.constraint(greaterThanOrEqualTo: rememberLabel.trailingAnchor, constant: 2),
                          autoLoginSwitch.leadingAnchor.constraint(greaterThanOrEqualTo: autoLoginLabel.trailingAnchor, constant: 2)]
        let switchesLeft = rememberSwitch.leadingAnchor.constraint(equalTo: form.leadingAnchor)
        switchesLeft.priority = .defaultLow
        let buttonsLeading = buttons.leadingAnchor.constraint(equalTo: accountField.leadingAnchor)

        let top = accountField.topAnchor.constraint(equalTo: safe.topAnchor, constant: 2)
        let rowSpacings = [passwordField.topAnchor.constraint(equalTo: accountField.bottomAnchor, constant: 1),
                           confirmField.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 1)]
        let afterPassword = rememberSwitch.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 1)
        let afterConfirm = rememberSwitch.topAnchor.constraint(equalTo: confirmField.bottomAnchor, constant: 1)
        let switchSpacing = autoLoginSwitch.topAnchor.constraint(equalTo: rememberSwitch.bottomAnchor)
        let buttonsTop = buttons.topAnchor.constraint(equalTo: autoLoginSwitch.bottomAnchor, constant: 1)
        let status = statusLabel.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 1)

        var rows: [NSLayoutConstraint] = []
        for (label, field) in [(accountLabel!, accountField!), (passwordLabel!, passwordField!), (confirmLabel!, confirmField!)] {
            rows += [label.leadingAnchor.constraint(equalTo: labels.leadingAnchor),
                     label.trailingAnchor.constraint(equalTo: labels.trailingAnchor),
                     label.topAnchor.constraint(equalTo: field.topAnchor),
                     label.heightAnchor.constraint(equalTo: field.heightAnchor),
                     field.trailingAnchor.constraint(equalTo: form.trailingAnchor)]
            if field !== accountField { rows.append(field.leadingAnchor.constraint(equalTo: accountField.leadingAnchor)) }
        }
        for (label, toggle) in [(rememberLabel!, rememberSwitch!), (autoLoginLabel!, autoLoginSwitch!)] {
            rows += [label.leadingAnchor.constraint(equalTo: form.leadingAnchor),
                     label.topAnchor.constraint(equalTo: toggle.topAnchor),
                     label.heightAnchor.constraint(equalTo: toggle.heightAnchor)]
        }
        NSLayoutConstraint.activate(rows + [
            form.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            widest, narrowest, preferred, inset,
            labels.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            labels.widthAnchor.constraint(lessThanOrEqualTo: form.widthAnchor, multiplier: 1.0 / 3.0), columnHug,
            fieldGap, top] + rowSpacings + switchGaps + [
            rememberSwitch.leadingAnchor.constraint(greaterThanOrEqualTo: accountField.leadingAnchor),
            autoLoginSwitch.leadingAnchor.constraint(equalTo: rememberSwitch.leadingAnchor),
            switchesLeft, switchSpacing, buttonsTop, buttonsLeading,
            status,
            statusLabel.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: form.trailingAnchor),
            statusLabel.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
        ])
        let units: [(NSLayoutConstraint, CGFloat)] = [(widest, 64), (narrowest, 10), (preferred, 64), (inset, -4), (fieldGap, 2)]
            + switchGaps.map { ($0, 2) }
        return FormLayout(buttons: buttons, top: top, rowSpacings: rowSpacings,
                          switchesAfterPassword: afterPassword, switchesAfterConfirm: afterConfirm, status: status,
                          unitMultiples: units, gaps: [afterPassword, afterConfirm, buttonsTop], tights: [switchSpacing])
    }

    /// Brings the constants to the device (`Form.Metrics`) and to the safe area's height, and
    /// the switches under the last field of the mode.
    func updateFormConstraints(_ f: FormLayout) {
        let m = Form.Metrics(field: accountField, plain: accountLabel)
        let height = view.bounds.inset(by: view.safeAreaInsets).height
        let separated = height >= 16 * m.row
        func set(_ c: NSLayoutConstraint, _ value: CGFloat) { if c.constant != value { c.constant = value } }
        for (c, k) in f.unitMultiples { set(c, k * m.unit) }
        for c in f.gaps { set(c, m.gap) }
        for c in f.tights { set(c, m.tight) }
        set(f.top, height >= 18 * m.row ? 2 * m.gap : m.gap)
        for c in f.rowSpacings { set(c, separated ? m.gap : 0) }
        set(f.status, separated ? m.gap : m.tight)
        // The one that goes first: both at once would be a conflict.
        let (on, off) = mode == .signIn ? (f.switchesAfterPassword, f.switchesAfterConfirm) : (f.switchesAfterConfirm, f.switchesAfterPassword)
        off.isActive = false
        on.isActive = true
        f.buttons.set(spacing: f.buttons.axis == .horizontal ? 2 * m.unit : m.tight)
    }

    /// The buttons side by side when they fit between the fields' leading edge and the safe
    /// area's trailing edge, else one above the other. True when the axis changed.
    func arrangeButtons(_ f: FormLayout) -> Bool {
        let m = Form.Metrics(field: accountField, plain: accountLabel)
        let shown = f.buttons.arrangedSubviews.filter { !$0.isHidden }
        let width = shown.map { $0.intrinsicContentSize.width }.reduce(0, +) + CGFloat(max(0, shown.count - 1)) * 2 * m.unit
        let room = view.bounds.inset(by: view.safeAreaInsets).maxX - accountField.frame.minX
        let axis: NSLayoutConstraint.Axis = width <= room ? .horizontal : .vertical
        guard f.buttons.axis != axis else { return false }
        f.buttons.axis = axis
        f.buttons.set(spacing: axis == .horizontal ? 2 * m.unit : m.tight)
        return true
    }
}

extension UIStackView {
    /// Sets `spacing` only when it differs (a change lays the stack out again).
    fileprivate func set(spacing value: CGFloat) { if spacing != value { spacing = value } }
}
