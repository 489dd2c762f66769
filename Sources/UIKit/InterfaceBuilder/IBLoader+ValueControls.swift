import Foundation
internal import InterfaceBuilderXML

// The value controls and the text view as Interface Builder writes them:
// `<segmentedControl selectedSegmentIndex=…><segments><segment title=…/></segments>`,
// `<slider value= minValue= maxValue=>`, `<stepper value= minimumValue= maximumValue=
// stepValue= wraps= autorepeat= continuous=>`, `<pageControl numberOfPages= currentPage=>`,
// `<textView text= editable= selectable=>` with its font, colour and alignment,
// `<datePicker datePickerMode= style= minuteInterval= countDownDuration=>` with
// `<date key="date" timeIntervalSinceReferenceDate=…>` (and `minimumDate`, `maximumDate`)
// and `<locale key="locale" localeIdentifier=…>`, `<pickerView showsSelectionIndicator=>`
// (its `dataSource` and `delegate` are outlets).

extension IBLoader {
    /// Sets the properties of a segmented control, slider, stepper, page control, date
    /// picker or text view from `o`; false when `view` is none of them.
    func applyValueControlProperties(_ o: IBObject, to view: UIView) -> Bool {
        switch view {
        case let s as UISegmentedControl:
            for (i, seg) in o.segments.enumerated() {
                if let image = seg["image"] {
                    s.insertSegment(with: self.image(image, catalog: seg["catalog"]), at: i, animated: false)
                } else {
                    s.insertSegment(withTitle: localized(o, "segmentTitles[\(i)]") ?? seg["title"], at: i, animated: false)
                }
                if seg["enabled"] == "NO" { s.setEnabled(false, forSegmentAt: i) }
            }
            if let i = o.number("selectedSegmentIndex").map(Int.init) { s.selectedSegmentIndex = i }
            if let m = o.bool("momentary") { s.isMomentary = m }
        case let s as UISlider:
            if let v = o.number("minValue") { s.minimumValue = Float(v) }
            if let v = o.number("maxValue") { s.maximumValue = Float(v) }
            if let v = o.number("value") { s.value = Float(v) }
            if let c = o.bool("continuous") { s.isContinuous = c }
        case let s as UIStepper:
            if let v = o.number("minimumValue") { s.minimumValue = v }
            if let v = o.number("maximumValue") { s.maximumValue = v }
            if let v = o.number("stepValue") { s.stepValue = v }
            if let v = o.number("value") { s.value = v }
            if let w = o.bool("wraps") { s.wraps = w }
            if let a = o.bool("autorepeat") { s.autorepeat = a }
            if let c = o.bool("continuous") { s.isContinuous = c }
        case let p as UIPageControl:
            if let n = o.number("numberOfPages") { p.numberOfPages = Int(n) }
            if let c = o.number("currentPage") { p.currentPage = Int(c) }
        case let d as UIDatePicker:
            applyDatePickerProperties(o, to: d)
        case let p as UIPickerView:
            // Its rows come from the `dataSource` and `delegate` outlets (connections).
            if let s = o.bool("showsSelectionIndicator") { p.showsSelectionIndicator = s }
            return true
        case let t as UITextView:
            if let s = text(o, "text") { t.text = s }
            if let f = o.fonts["fontDescription"] { t.font = font(f) }
            if let c = o.colors["textColor"] { t.textColor = color(c) }
            if let a = o["textAlignment"] { t.textAlignment = Self.alignment(a) }
            if let e = o.bool("editable") { t.isEditable = e }
            if let s = o.bool("selectable") { t.isSelectable = s }
            if let a = attributedText(o, "attributedText") { t.attributedText = a }
            return true
        default:
            return false
        }
        if let control = view as? UIControl {
            if let e = o.bool("enabled") { control.isEnabled = e }
            if let s = o.bool("selected") { control.isSelected = s }
        }
        return true
    }
}

extension IBLoader {
    /// A date picker's mode, style, locale, bounds, date, minute interval and countdown.
    /// The bounds are set before the date, which UIKit keeps within them.
    func applyDatePickerProperties(_ o: IBObject, to d: UIDatePicker) {
        switch o["datePickerMode"] {
        case "time": d.datePickerMode = .time
        case "date": d.datePickerMode = .date
        case "dateAndTime": d.datePickerMode = .dateAndTime
        case "countDownTimer": d.datePickerMode = .countDownTimer
        case "yearAndMonth": d.datePickerMode = .yearAndMonth
        case nil: break
        case let m?: warn(o, "date picker mode '\(m)' is not one UIKit has; using dateAndTime")
        }
        switch o["style"] {
        case "wheels": d.preferredDatePickerStyle = .wheels
        case "compact": d.preferredDatePickerStyle = .compact
        case "inline": d.preferredDatePickerStyle = .inline
        default: break
        }
        if let l = o.values["locale"]?["localeIdentifier"] { d.locale = Locale(identifier: l) }
        func date(_ key: String) -> Date? {
            o.values[key]?["timeIntervalSinceReferenceDate"].flatMap(Double.init).map { Date(timeIntervalSinceReferenceDate: $0) }
        }
        if let m = date("minimumDate") { d.minimumDate = m }
        if let m = date("maximumDate") { d.maximumDate = m }
        if let m = o.number("minuteInterval") { d.minuteInterval = Int(m) }
        if let r = o.bool("roundsToMinuteInterval") { d.roundsToMinuteInterval = r }
        if let v = date("date") { d.date = v }
        if let c = o.number("countDownDuration") { d.countDownDuration = c }
    }
}
