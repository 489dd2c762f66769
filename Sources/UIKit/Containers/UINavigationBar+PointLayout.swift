import Foundation
import UIKitEngine

// The navigation bar's buttons on a point device, placed as iOS places them: the back
// button's chevron 8 points from the leading edge with its title after it, other items'
// titles 16 points from the edges and 16 apart, each button as high as the bar, widths
// from the device's `TextMeasurer` (17-point text; semibold for `.done`).

extension UINavigationBar {
    /// Lays out `top`'s buttons in points and leaves the title the room between them.
    func _layOutInPoints(_ top: UINavigationItem) {
        let width = bounds.width, height = bounds.height
        var leftX: CGFloat = 16
        if var back = backButtonTitle {
            // A back title wider than a third of the bar becomes "Back", as on iOS.
            if _BarButtonView.titleWidth(back, done: false, measurer: _textMeasurer) > width / 3 { back = "Back" }
            let v = _BarButtonView(item: top.backBarButtonItem, text: back.isEmpty ? "‹" : "‹ " + back,
                                   onPress: { [weak self] in self?._onBack?() }, isEnabled: { true })
            v.accessibilityIdentifier = "back"
            v.frame = CGRect(x: 8, y: 0, width: v.pointWidth(measurer: _textMeasurer), height: height)
            leftX = v.frame.maxX + 16
            addSubview(v); buttonViews.append(v)
        }
        for item in top.leftBarButtonItems ?? [] {
            let v = _button(for: item)
            v.frame = CGRect(x: leftX, y: 0, width: v.pointWidth(measurer: _textMeasurer), height: height)
            leftX = v.frame.maxX + 16
            addSubview(v); buttonViews.append(v)
        }
        var rightX = width - 16
        for item in top.rightBarButtonItems ?? [] {
            let v = _button(for: item)
            let w = v.pointWidth(measurer: _textMeasurer)
            v.frame = CGRect(x: rightX - w, y: 0, width: w, height: height)
            rightX = v.frame.minX - 16
            addSubview(v); buttonViews.append(v)
        }
        _pointTitleRange = (leftX, rightX)
        setNeedsDisplay()
    }
}

extension UIToolbar {
    /// Lays out `list` in points: 16 points in from each edge, 16 between items, flexible
    /// spaces sharing what is left, fixed spaces their `width`; buttons as high as the bar.
    func _layOutInPoints(_ list: [UIBarButtonItem]) {
        let measurer = _textMeasurer
        let widths = list.map { item -> CGFloat in
            item.systemItem == .fixedSpace ? item.width
                : _BarButtonView.symbolName(for: item) != nil ? 24
                : _BarButtonView.titleWidth(item._displayTitle, done: item.style == .done, measurer: measurer)
        }
        let buttons = list.filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }.count
        let fixed = zip(list, widths).reduce(CGFloat(0)) { $0 + ($1.0.systemItem == .flexibleSpace ? 0 : $1.1) }
        let flexCount = list.filter { $0.systemItem == .flexibleSpace }.count
        let flexWidth = flexCount > 0 ? max(0, bounds.width - 32 - fixed - CGFloat(max(0, buttons - 1)) * 16) / CGFloat(flexCount) : 0
        var x: CGFloat = 16
        for (item, w) in zip(list, widths) {
            if item.systemItem == .flexibleSpace { x += flexWidth; continue }
            if item.systemItem == .fixedSpace { x += w; continue }
            item._onChange = [{ [weak self] in self?._rebuild() }]
            let v = _BarButtonView(item: item, text: item._displayTitle,
                                   onPress: { [weak self, weak item] in item?._performAction(diagnostics: self?._diagnostics()) },
                                   isEnabled: { [weak item] in item?.isEnabled ?? false })
            v.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            x += w + 16
            addSubview(v); buttonViews.append(v)
        }
        setNeedsDisplay()
    }
}

extension _BarButtonView {
    /// The font a bar button's title is drawn in: 17 points, semibold for `.done`.
    static func font(done: Bool) -> RenderFont {
        UIFont.systemFont(ofSize: 17, weight: done ? .semibold : .regular)._renderFont()
    }

    /// The width of a bar button's title in points.
    static func titleWidth(_ title: String, done: Bool, measurer: any TextMeasurer) -> CGFloat {
        (measurer.width(of: TextSanitizer.sanitize(title), font: font(done: done)) * 3).rounded(.up) / 3
    }

    /// Whether this is the back button (its text starts with the chevron).
    var isBackButton: Bool { text.hasPrefix("‹") || text.hasPrefix("<") }

    /// The title without the back chevron.
    var titleText: String {
        isBackButton ? String(text.drop { $0 == "<" || $0 == "‹" }).trimmingCharacters(in: .whitespaces) : text
    }

    /// This button's width in points: its title's, and for the back button the chevron's
    /// 20 points before it; 24 for a system item drawn as its symbol.
    func pointWidth(measurer: any TextMeasurer) -> CGFloat {
        if _symbolName != nil { return 24 }   // a system item drawn as its symbol
        let w = titleText.isEmpty ? 0 : Self.titleWidth(titleText, done: item?.style == .done, measurer: measurer)
        return isBackButton ? 20 + w : w
    }
}
