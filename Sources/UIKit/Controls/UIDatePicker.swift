import Foundation
import UIKitEngine

/// A control for entering dates, times or a countdown duration, as `UIDatePicker`.
///
/// - `datePickerMode` chooses the fields: `.date` (the locale's year, month and day in
///   its order, from `DateFormatter.dateFormat(fromTemplate: "yMMMd")`), `.time` (hour,
///   minute and the day period where the locale uses one, template "jmm"),
///   `.dateAndTime` (both, as two fields groups like iOS's two compact buttons),
///   `.yearAndMonth` ("yMMMM") and `.countDownTimer` (hours and minutes of
///   `countDownDuration`, at most 23 h 59 min).
/// - `locale`, `calendar` and `timeZone` (nil: the current ones) format and step the
///   fields through Foundation. `date` is kept within `minimumDate…maximumDate`;
///   setting any of them in code sends nothing.
/// - A user change steps one field as a wheel turns: month, day, hour, minute and day
///   period wrap within their unit (December + 1 is January of the same year), the year
///   does not; the minute moves by `minuteInterval` (1…30 dividing 60; other values are
///   ignored, as UIKit uses the default); the result is clamped to the bounds, and
///   `.valueChanged` is sent when the value changed.
/// - Keyboard (focused): Left/Right move between the fields, Up/"+" and Down/"-" step the
///   field under the cursor. Mouse: a click on a field puts the cursor on it; a click on
///   the field already under the cursor steps it up.
///
/// Terminal rendering: each group in brackets, `[Dec 1, 2026] [7:30 PM]`; the cursor's
/// field reversed while focused, underlined otherwise; disabled dim. `.wheels` three rows
/// high or more also shows each field's previous and next values dim above and below.
/// `.inline` (a month calendar on iOS) draws like `.compact`.
///
/// Source: Apple's UIDatePicker documentation.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker edits, as `UIDatePicker.Mode` (raw values are UIKit's).
    public enum Mode: Int, Sendable {
        case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3, yearAndMonth = 4
    }

    /// One piece of the picker's text: a literal, or a field of the date.
    enum _Piece: Equatable {
        case literal(String)
        /// A date field: its kind and the date-format pattern that shows it.
        case field(_FieldKind, String)
    }

    enum _FieldKind: Equatable {
        case year, month, day, weekday, hour, minute, dayPeriod, countDownHours, countDownMinutes
        var isEditable: Bool { self != .weekday }
    }

    open var datePickerMode: Mode = .dateAndTime { didSet { _fieldsChanged() } }
    /// The style asked for, as `preferredDatePickerStyle`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { _fieldsChanged() } }
    open var locale: Locale? { didSet { _fieldsChanged() } }
    /// The calendar fields are stepped in; nil resets it to the current one.
    open var calendar: Calendar! {
        get { _calendar ?? Calendar.current }
        set { _calendar = newValue; _fieldsChanged() }
    }
    private var _calendar: Calendar?
    open var timeZone: TimeZone? { didSet { _fieldsChanged() } }
    private var _date = Date()
    open var minimumDate: Date? { didSet { _clampDate() } }
    open var maximumDate: Date? { didSet { _clampDate() } }
    private var _minuteInterval = 1
    /// Whether a date set in code is rounded to the minute interval, as
    /// `roundsToMinuteInterval` (iOS 15).
    open var roundsToMinuteInterval: Bool = true
    private var _countDownDuration: TimeInterval = 0
    /// The field index (among all pieces) the keyboard cursor is on.
    var _cursor: Int?
    private var _formatters: [String: DateFormatter] = [:]

    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// The style the picker shows: the preferred one, `.automatic` resolving to `.compact`
    /// (and a countdown always `.wheels`, as on iOS), as `datePickerStyle`.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The date shown, kept within the bounds. Setting it sends no event.
    open var date: Date {
        get { _date }
        set { setDate(newValue, animated: false) }
    }

    /// Sets the date (clamped to the bounds), as `setDate(_:animated:)`.
    open func setDate(_ date: Date, animated: Bool) {
        _date = _clamped(date)
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The minute wheel's interval: 1…30 and a divisor of 60; other values are ignored.
    open var minuteInterval: Int {
        get { _minuteInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else { return }
            _minuteInterval = newValue
            setNeedsDisplay()
        }
    }

    /// The countdown's length in seconds (0…86,340, whole minutes shown), as
    /// `countDownDuration`.
    open var countDownDuration: TimeInterval {
        get { _countDownDuration }
        set { _countDownDuration = max(0, min(newValue.isNaN ? 0 : newValue, 86_340)); setNeedsDisplay() }
    }

    private func _clamped(_ date: Date) -> Date {
        var d = date
        if let min = minimumDate, d < min { d = min }
        if let max = maximumDate, d > max { d = max }
        return d
    }

    private func _clampDate() { _date = _clamped(_date); setNeedsDisplay() }

    private func _fieldsChanged() {
        _formatters.removeAll()
        _cursor = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    // MARK: Fields

    /// The groups of pieces the mode shows (one bracketed group each).
    func _groups() -> [[_Piece]] {
        switch datePickerMode {
        case .date: return [_pieces(template: "yMMMd")]
        case .time: return [_pieces(template: "jmm")]
        case .dateAndTime: return [_pieces(template: "yMMMd"), _pieces(template: "jmm")]
        case .yearAndMonth: return [_pieces(template: "yMMMM")]
        case .countDownTimer:
            return [[.field(.countDownHours, ""), .literal(" hours "), .field(.countDownMinutes, ""), .literal(" min")]]
        }
    }

    private var _locale: Locale { locale ?? Locale.current }

    /// The locale's pattern for `template`, cut into literals and fields.
    func _pieces(template: String) -> [_Piece] {
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: _locale) ?? template
        var out: [_Piece] = []
        var literal = ""
        var chars = Array(pattern)[...]
        func flush() { if !literal.isEmpty { out.append(.literal(literal)); literal = "" } }
        while let c = chars.first {
            if c == "'" {
                chars = chars.dropFirst()
                if chars.first == "'" { literal.append("'"); chars = chars.dropFirst(); continue }
                while let q = chars.first, q != "'" { literal.append(q); chars = chars.dropFirst() }
                chars = chars.dropFirst()
            } else if c.isLetter, c.isASCII {
                var token = ""
                while chars.first == c { token.append(c); chars = chars.dropFirst() }
                flush()
                out.append(.field(Self._kind(of: c), token))
            } else {
                literal.append(c)
                chars = chars.dropFirst()
            }
        }
        flush()
        return out
    }

    private static func _kind(of letter: Character) -> _FieldKind {
        switch letter {
        case "y", "Y", "u", "U", "r": return .year
        case "M", "L": return .month
        case "d", "D", "g": return .day
        case "h", "H", "k", "K", "j": return .hour
        case "m": return .minute
        case "a", "b", "B": return .dayPeriod
        default: return .weekday
        }
    }

    private func _formatter(_ pattern: String) -> DateFormatter {
        if let f = _formatters[pattern] { return f }
        let f = DateFormatter()
        f.locale = _locale
        var cal = calendar!
        cal.locale = _locale
        if let tz = timeZone { cal.timeZone = tz }
        f.calendar = cal
        f.timeZone = timeZone ?? TimeZone.current
        f.dateFormat = pattern
        _formatters[pattern] = f
        return f
    }

    /// The text of `piece` for `date` (and the countdown's duration).
    func _text(_ piece: _Piece, date: Date, duration: TimeInterval) -> String {
        switch piece {
        case .literal(let s): return s
        case .field(.countDownHours, _): return String(Int(duration) / 3600)
        case .field(.countDownMinutes, _): return String(Int(duration) % 3600 / 60)
        case .field(_, let pattern): return _formatter(pattern).string(from: date)
        }
    }

    /// The calendar the fields step in, in the picker's time zone.
    private var _steppingCalendar: Calendar {
        var cal = calendar!
        if let tz = timeZone { cal.timeZone = tz }
        return cal
    }

    /// `date` and `duration` with field `kind` stepped by `delta` as its wheel turns.
    func _stepped(_ kind: _FieldKind, by delta: Int, date: Date, duration: TimeInterval) -> (Date, TimeInterval) {
        let cal = _steppingCalendar
        switch kind {
        case .year: return (cal.date(byAdding: .year, value: delta, to: date) ?? date, duration)
        case .month: return (cal.date(byAdding: .month, value: delta, to: date, wrappingComponents: true) ?? date, duration)
        case .day: return (cal.date(byAdding: .day, value: delta, to: date, wrappingComponents: true) ?? date, duration)
        case .hour: return (cal.date(byAdding: .hour, value: delta, to: date, wrappingComponents: true) ?? date, duration)
        case .dayPeriod: return (cal.date(byAdding: .hour, value: 12, to: date, wrappingComponents: true) ?? date, duration)
        case .minute:
            let minute = cal.component(.minute, from: date)
            let slot = minute / _minuteInterval + delta
            let slots = 60 / _minuteInterval
            let target = ((slot % slots) + slots) % slots * _minuteInterval
            return (cal.date(byAdding: .minute, value: target - minute, to: date, wrappingComponents: true) ?? date, duration)
        case .countDownHours:
            let h = (Int(duration) / 3600 + delta + 24) % 24
            return (date, TimeInterval(h * 3600 + Int(duration) % 3600 / 60 * 60))
        case .countDownMinutes:
            let m = Int(duration) % 3600 / 60
            let slots = 60 / _minuteInterval
            let target = ((m / _minuteInterval + delta) % slots + slots) % slots * _minuteInterval
            return (date, TimeInterval(Int(duration) / 3600 * 3600 + target * 60))
        case .weekday: return (date, duration)
        }
    }

    /// The pieces in order with their group, and which are editable fields.
    func _flatPieces() -> [(group: Int, piece: _Piece)] {
        _groups().enumerated().flatMap { g, pieces in pieces.map { (g, $0) } }
    }

    /// The indices (into `_flatPieces()`) of the editable fields.
    func _editableIndices() -> [Int] {
        _flatPieces().enumerated().compactMap { i, p in
            if case .field(let k, _) = p.piece, k.isEditable { return i }
            return nil
        }
    }

    /// A user's step of the field at flat index `index`: the new value (clamped) and
    /// `.valueChanged` when it changed.
    func _userStep(_ index: Int, by delta: Int) {
        let pieces = _flatPieces()
        guard pieces.indices.contains(index), case .field(let kind, _) = pieces[index].piece else { return }
        let (d, duration) = _stepped(kind, by: delta, date: _date, duration: _countDownDuration)
        let newDate = _clamped(d)
        guard newDate != _date || duration != _countDownDuration else { return }
        _date = newDate
        _countDownDuration = duration
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        sendActions(for: .valueChanged)
    }

    // MARK: Input

    /// The field a press began on.
    private var _pressedField: Int?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _pressedField = _fieldIndex(atX: touch.location(in: self).x)
        return _pressedField != nil
    }

    override func _touchUpInside() {
        if let i = _pressedField {
            if i == _cursorIndex, _cursor != nil { _userStep(i, by: 1) }
            _cursor = i
            setNeedsDisplay()
        }
        _pressedField = nil
        sendActions(for: .touchUpInside)
    }

    open override func cancelTracking(with event: UIEvent?) { _pressedField = nil }

    open override func handleFocusedKey(_ key: UIKey) -> Bool {
        guard isEnabled else { return false }
        switch key.keyCode {
        case .keyboardLeftArrow: _moveCursor(by: -1)
        case .keyboardRightArrow: _moveCursor(by: 1)
        case .keyboardUpArrow: if let c = _cursorIndex { _cursor = c; _userStep(c, by: 1) }
        case .keyboardDownArrow: if let c = _cursorIndex { _cursor = c; _userStep(c, by: -1) }
        default:
            if key.characters == "+" || key.characters == "=", let c = _cursorIndex { _cursor = c; _userStep(c, by: 1) }
            else if key.characters == "-", let c = _cursorIndex { _cursor = c; _userStep(c, by: -1) }
            else { return false }
        }
        return true
    }

    @_spi(CellRendering) open override func draw(in context: UIRenderContext) { _drawFields(in: context) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _fittingSize }
    open override var intrinsicContentSize: CGSize { _fittingSize }

    var _cursorIndex: Int? {
        let editable = _editableIndices()
        if let c = _cursor, editable.contains(c) { return c }
        return editable.first
    }
}

extension UIDatePicker {
    func _moveCursor(by step: Int) {
        let editable = _editableIndices()
        guard let c = _cursorIndex, let k = editable.firstIndex(of: c) else { return }
        let next = k + step
        if editable.indices.contains(next) { _cursor = editable[next]; setNeedsDisplay() }
    }
}
