import Foundation
import UIKit

/// `controls`: UIKit's everyday value controls on one screen — a segmented control, a
/// slider, a stepper, a page control, a switch, a progress view and an activity
/// indicator — each with a label showing its value; every `.valueChanged` the controls
/// send is written to the log pane with the new value, in the order UIKit sends them.
///
/// The stepper drives the progress view (a tenth per step); the switch starts and stops
/// the activity indicator; the segmented control's "Off" segment is disabled with
/// `setEnabled(_:forSegmentAt:)` to show a segment that cannot be chosen.
enum ControlsDemo {
    @MainActor static func make() -> UIViewController {
        let nav = UINavigationController(rootViewController: ControlsViewController())
        return nav
    }

    @MainActor
    final class ControlsViewController: UIViewController {
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month", "Off"])
        let slider = UISlider()
        let stepper = UIStepper()
        let pages = UIPageControl()
        let toggle = UISwitch()
        let progress = UIProgressView(progressViewStyle: .default)
        let spinner = UIActivityIndicatorView(style: .medium)
        private var values: [UIView: UILabel] = [:]
        /// Each control's row: its name, the control, its value.
        private var rows: [(name: UILabel, control: UIView, value: UILabel)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Controls"
            view.backgroundColor = .systemBackground
            segmented.selectedSegmentIndex = 0
            segmented.setEnabled(false, forSegmentAt: 3)
            slider.minimumValue = 0
            slider.maximumValue = 100
            slider.value = 30
            stepper.maximumValue = 10
            stepper.value = 3
            pages.numberOfPages = 5
            pages.currentPage = 1
            spinner.hidesWhenStopped = false
            progress.progress = 0.3

            let rows: [(String, UIView)] = [
                ("Segmented", segmented), ("Slider", slider), ("Stepper", stepper), ("Pages", pages),
                ("Spinning", toggle), ("Progress", progress), ("Activity", spinner),
            ]
            // Laid out by constraints, as on iOS: a name column 10 wide in the margins, the
            // controls a system spacing after it (their own sizes; the bars and the
            // segmented control as wide as the value column needs), the values a system
            // spacing after the widest control; a system spacing between rows.
            let guide = view.layoutMarginsGuide
            var constraints: [NSLayoutConstraint] = []
            var above = view.safeAreaLayoutGuide.topAnchor
            for (name, control) in rows {
                let label = UILabel()
                label.text = name
                let value = UILabel()
                value.textColor = .secondaryLabel
                for v in [label, control, value] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                constraints += [
                    label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    label.widthAnchor.constraint(equalToConstant: 10),
                    label.topAnchor.constraint(equalToSystemSpacingBelow: above, multiplier: 1),
                    control.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                    control.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                    value.leadingAnchor.constraint(equalToSystemSpacingAfter: segmented.trailingAnchor, multiplier: 1),
                    value.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
                    value.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                ]
                above = label.bottomAnchor
                values[control] = value
                self.rows.append((label, control, value))
            }
            constraints += [
                segmented.widthAnchor.constraint(equalToConstant: 31),
                slider.widthAnchor.constraint(equalToConstant: 30),
                progress.widthAnchor.constraint(equalToConstant: 30),
                pages.widthAnchor.constraint(equalToConstant: 9),
            ]
            NSLayoutConstraint.activate(constraints)
            segmented.addTarget(self, action: ControlsViewController.segmentChanged, for: .valueChanged)
            slider.addTarget(self, action: ControlsViewController.sliderChanged, for: .valueChanged)
            stepper.addAction(UIAction { [weak self] _ in self?.stepperChanged() }, for: .valueChanged)
            pages.addTarget(self, action: ControlsViewController.pageChanged, for: .valueChanged)
            toggle.addTarget(self, action: ControlsViewController.toggleChanged, for: .valueChanged)
            showValues()
        }

        /// On a terminal the rows stay where `viewDidLoad` put them (two lines each, names in
        /// a 10-column gutter). On a phone each control gets a 76-point row inside the
        /// 16-point margins, as a settings-style iOS screen stacks them: the name in 17-point
        /// text with the value right-aligned in grey on the same line, the control under it
        /// (full width for the segmented control, slider and progress view; at iOS's own
        /// size for the others: a 51 × 31 switch, a 94 × 32 stepper, a 20-point spinner).
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            guard !view.demoLaysOutInCells else { return }
            let inset = max(16, view.directionalLayoutMargins.leading)
            let width = max(0, view.bounds.width - 2 * inset)
            let top = view.safeAreaInsets.top + 12
            for (i, row) in rows.enumerated() {
                let y = top + CGFloat(i) * 76
                row.name.frame = CGRect(x: inset, y: y, width: width * 0.5, height: 22)
                row.value.frame = CGRect(x: inset + width * 0.4, y: y, width: width * 0.6, height: 22)
                row.value.textAlignment = .right
                let size: CGSize
                switch row.control {
                case is UISwitch: size = CGSize(width: 51, height: 31)
                case is UIStepper: size = CGSize(width: 94, height: 32)
                case is UIActivityIndicatorView: size = CGSize(width: 20, height: 32)
                case is UIPageControl: size = CGSize(width: 16 * CGFloat(pages.numberOfPages) + 8, height: 32)
                default: size = CGSize(width: width, height: 32)
                }
                row.control.frame = CGRect(x: inset, y: y + 30, width: size.width, height: size.height)
            }
        }

        func segmentChanged(_ sender: UISegmentedControl) {
            demoNote("segmented valueChanged: selectedSegmentIndex = \(sender.selectedSegmentIndex)")
            showValues()
        }

        func sliderChanged(_ sender: UISlider) {
            demoNote("slider valueChanged: value = \(Self.format(sender.value))")
            showValues()
        }

        func stepperChanged() {
            progress.setProgress(Float(stepper.value) / 10, animated: true)
            demoNote("stepper valueChanged: value = \(Int(stepper.value))")
            showValues()
        }

        func pageChanged(_ sender: UIPageControl) {
            demoNote("page control valueChanged: currentPage = \(sender.currentPage)")
            showValues()
        }

        func toggleChanged(_ sender: UISwitch) {
            if sender.isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
            demoNote("switch valueChanged: isOn = \(sender.isOn)")
            showValues()
        }

        private func showValues() {
            let title = segmented.titleForSegment(at: segmented.selectedSegmentIndex) ?? "none"
            values[segmented]?.text = "\(segmented.selectedSegmentIndex) (\(title))"
            values[slider]?.text = Self.format(slider.value)
            values[stepper]?.text = "\(Int(stepper.value)) of 0…\(Int(stepper.maximumValue))"
            values[pages]?.text = "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
            values[toggle]?.text = toggle.isOn ? "on" : "off"
            values[progress]?.text = "\(Int((progress.progress * 100).rounded())) %"
            values[spinner]?.text = spinner.isAnimating ? "animating" : "stopped"
        }

        static func format(_ value: Float) -> String { String(format: "%.1f", value) }
    }
}
