import Foundation
import UIKitEngine

// The alert controller's geometry on a point device, as iOS draws it: an alert is a
// 270-point box with 14-point corners centred on the screen, the title in 17-point
// semibold and the message in 13-point text, centred, 16 points in from the sides and 19
// from the top, text fields under them, then 44-point buttons under a hairline (two side
// by side when both titles fit in half the box, the cancel one on the left); an action
// sheet spans the screen less 8 points each side above the home indicator, 13-point grey
// title and message, 57-point buttons, and the cancel button in its own box 8 points
// below. Text is measured by the device's `TextMeasurer`.

extension _AlertRootView {
    static let hairline: CGFloat = 1.0 / 3

    private func _textBlock(_ c: UIAlertController, in box: _AlertBoxView, width: CGFloat, titleFont: UIFont,
                            messageFont: UIFont) -> CGFloat {
        let m = _textMeasurer
        let inner = width - 32
        var y: CGFloat = 0
        let hasTitle = !(c.title ?? "").isEmpty, hasMessage = !(c.message ?? "").isEmpty
        if hasTitle || hasMessage { y = 19 }
        if hasTitle {
            let s = m.boundingSize(of: TextSanitizer.sanitize(c.title ?? ""), font: titleFont._renderFont(), maxWidth: inner, maxLines: 0)
            let h = _ceilToPixels(s.height)
            box.pointTitle = (CGRect(x: 16, y: y, width: inner, height: h), titleFont)
            y += h + (hasMessage ? 3 : 0)
        }
        if hasMessage {
            let s = m.boundingSize(of: TextSanitizer.sanitize(c.message ?? ""), font: messageFont._renderFont(), maxWidth: inner, maxLines: 0)
            let h = _ceilToPixels(s.height)
            box.pointMessage = (CGRect(x: 16, y: y, width: inner, height: h), messageFont)
            y += h
        }
        return y
    }

    private func _box(frame: CGRect) -> _AlertBoxView {
        let box = _AlertBoxView()
        box.frame = frame
        box.backgroundColor = .secondarySystemBackground
        box.layer.cornerRadius = 14
        box.clipsToBounds = true
        addSubview(box)
        boxes.append(box)
        return box
    }

    func _layoutAlertInPoints(_ c: UIAlertController) {
        let width: CGFloat = min(270, bounds.width - 16)
        let actions = c._displayActions
        let fields = c.textFields ?? []
        let probe = _AlertBoxView()
        var y = _textBlock(c, in: probe, width: width, titleFont: .systemFont(ofSize: 17, weight: .semibold),
                           messageFont: .systemFont(ofSize: 13))
        if y > 0 { y += fields.isEmpty ? 19 : 16 }
        let fieldTop = y
        if !fields.isEmpty { y += CGFloat(fields.count) * 25 + 16 }
        let half = width / 2
        let measure = _textMeasurer
        let buttonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)._renderFont()
        var ordered = actions
        let inRow = actions.count == 2 && actions.allSatisfy { measure.width(of: $0.title ?? "", font: buttonFont) + 16 <= half }
        if inRow, let i = ordered.firstIndex(where: { $0.style == .cancel }), i == 1 { ordered.swapAt(0, 1) }
        let rows = actions.isEmpty ? 0 : (inRow ? 1 : actions.count)
        let height = min(bounds.height, y + CGFloat(rows) * 44)
        let box = _box(frame: CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                                     width: width, height: height))
        box.pointTitle = probe.pointTitle
        box.pointMessage = probe.pointMessage
        for (i, f) in fields.enumerated() {
            f.frame = CGRect(x: box.frame.minX + 16, y: box.frame.minY + fieldTop + CGFloat(i) * 25, width: width - 32, height: 25)
            if f.superview !== self { addSubview(f) } else { bringSubviewToFront(f) }
        }
        guard !actions.isEmpty else { return }
        let preferred = c.preferredAction
        box.pointHairlines.append(CGRect(x: 0, y: y, width: width, height: Self.hairline))
        if inRow {
            box.pointHairlines.append(CGRect(x: half, y: y, width: Self.hairline, height: 44))
            _button(ordered[0], preferred: ordered[0] === preferred, frame: CGRect(x: 0, y: y, width: half, height: 44), in: box)
            _button(ordered[1], preferred: ordered[1] === preferred, frame: CGRect(x: half, y: y, width: half, height: 44), in: box)
        } else {
            for (i, a) in ordered.enumerated() {
                let top = y + CGFloat(i) * 44
                if i > 0 { box.pointHairlines.append(CGRect(x: 0, y: top, width: width, height: Self.hairline)) }
                _button(a, preferred: a === preferred, frame: CGRect(x: 0, y: top, width: width, height: 44), in: box)
            }
        }
    }

    func _layoutSheetInPoints(_ c: UIAlertController) {
        let width = min(bounds.width - 16, 414)
        let x = ((bounds.width - width) / 2).rounded()
        let main = c._displayActions.filter { $0.style != .cancel }
        let cancel = c.actions.first { $0.style == .cancel }
        let bottomInset = max(8, layoutMetrics.screenSafeAreaInsets.bottom)
        let probe = _AlertBoxView()
        let gray = UIFont.systemFont(ofSize: 13, weight: .semibold)
        var textHeight = _textBlock(c, in: probe, width: width, titleFont: gray, messageFont: .systemFont(ofSize: 13))
        if textHeight > 0 { textHeight += 19 }
        let mainHeight = textHeight + CGFloat(main.count) * 57
        let cancelHeight: CGFloat = cancel == nil ? 0 : 57
        var bottom = bounds.height - bottomInset
        if cancel != nil {
            let cbox = _box(frame: CGRect(x: x, y: bottom - cancelHeight, width: width, height: cancelHeight))
            _button(cancel!, preferred: true, frame: CGRect(x: 0, y: 0, width: width, height: 57), in: cbox)
            bottom -= cancelHeight + 8
        }
        guard mainHeight > 0 else { return }
        let box = _box(frame: CGRect(x: x, y: max(0, bottom - mainHeight), width: width, height: mainHeight))
        box.pointTitle = probe.pointTitle
        box.pointMessage = probe.pointMessage
        box.titleIsDim = true
        for (i, a) in main.enumerated() {
            let top = textHeight + CGFloat(i) * 57
            if top > 0 { box.pointHairlines.append(CGRect(x: 0, y: top, width: width, height: Self.hairline)) }
            _button(a, preferred: false, frame: CGRect(x: 0, y: top, width: width, height: 57), in: box)
        }
    }
}

extension _AlertBoxView {
    /// The alert's title and message (what `pointTitle` and `pointMessage` frame).
    var controllerTitle: String { (superview as? _AlertRootView)?.controller?.title ?? "" }
    var controllerMessage: String { (superview as? _AlertRootView)?.controller?.message ?? "" }
}
