import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

@MainActor
@Suite struct UIDatePickerTests {
    /// 2026-12-31 23:30:00 UTC.
    static let newYearsEve = Date(timeIntervalSince1970: 1_798_759_800)

    private func picker(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> UIDatePicker {
        let p = UIDatePicker()
        p.locale = Locale(identifier: locale)
        p.timeZone = TimeZone(identifier: "UTC")
        p.calendar = Calendar(identifier: .gregorian)
        p.datePickerMode = mode
        p.date = Self.newYearsEve
        return p
    }

    private func host(_ p: UIDatePicker, height: CGFloat = 1) -> (HeadlessScreen, ControlsEventLog) {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return hostControl(p, screenWidth: 40, height: 5, frame: CGRect(x: 1, y: 1, width: 36, height: height)) { p, log in
            p.addAction(UIAction { a in
                guard let p = a.sender as? UIDatePicker else { return }
                log.log(p.datePickerMode == .countDownTimer ? "valueChanged \(Int(p.countDownDuration))" : "valueChanged \(f.string(from: p.date))")
            }, for: .valueChanged)
        }
    }

    /// ICU's en_US puts a narrow no-break space (U+202F) before the day period.
    @Test func fieldsFollowTheLocalesOrder() {
        let (screen, _) = host(picker(.dateAndTime))
        expectScreen(screen.lines, rows: 1..<2, equal: [" [Dec 31, 2026] [11:30\u{202F}PM]"])
        let (de, _) = host(picker(.date, locale: "de_DE"))
        expectScreen(de.lines, rows: 1..<2, equal: [" [31. Dez. 2026]"])
        let (time, _) = host(picker(.time, locale: "de_DE"))
        expectScreen(time.lines, rows: 1..<2, equal: [" [23:30]"])
    }

    @Test func stylesResolveAsOnIOS() {
        let p = UIDatePicker()
        #expect(p.datePickerMode == .dateAndTime && p.preferredDatePickerStyle == .automatic)
        #expect(p.datePickerStyle == .compact)
        p.preferredDatePickerStyle = .inline
        #expect(p.datePickerStyle == .inline)
        p.datePickerMode = .countDownTimer
        #expect(p.datePickerStyle == .wheels)
        p.minuteInterval = 7
        #expect(p.minuteInterval == 1, "7 does not divide 60: ignored")
        p.minuteInterval = 15
        #expect(p.minuteInterval == 15)
    }

    @Test func keysStepFieldsThatWrapWithinTheirUnit() {
        let p = picker(.dateAndTime)
        let (screen, log) = host(p)
        screen.press(.tab)          // the cursor starts on the month
        screen.press(.up)           // Dec → Jan, same year (a wheel wraps)
        screen.press(.right)        // day
        screen.press(.down)         // 31 → 30
        screen.press(.right)
        screen.press(.right)        // hour
        screen.press(.up)           // 11 PM → 12 AM, same day
        screen.press(.right)
        screen.press(.text("+"))    // minute 30 → 31
        expectLines(log.take(), ["valueChanged 2026-01-31 23:30", "valueChanged 2026-01-30 23:30",
                                 "valueChanged 2026-01-30 00:30", "valueChanged 2026-01-30 00:31"])
        expectScreen(screen.lines, rows: 1..<2, equal: [" [Jan 30, 2026] [12:31\u{202F}AM]"])
        #expect(controlsCommonAttributes(screen, x: 20, y: 1, count: 2).contains(.reverse), "the minute is under the cursor")
    }

    @Test func boundsClampAUserChangeAndCodeSendsNothing() {
        let p = picker(.date)
        p.maximumDate = Self.newYearsEve
        p.minimumDate = Self.newYearsEve.addingTimeInterval(-86_400 * 2)
        let (screen, log) = host(p)
        screen.press(.tab)
        screen.press(.right)
        screen.press(.right)        // the year
        screen.press(.up)           // 2027 is past the maximum: clamped, unchanged
        screen.press(.down)         // 2025 is before the minimum: clamped to it
        expectLines(log.take(), ["valueChanged 2026-12-29 23:30"])
        p.date = .distantFuture
        #expect(p.date == Self.newYearsEve)
        #expect(log.take().isEmpty)
    }

    @Test func clicksPutTheCursorOnAFieldThenStepIt() {
        let p = picker(.date)
        let (screen, log) = host(p)
        screen.click(x: 6, y: 1)    // "31": the cursor moves there
        screen.click(x: 6, y: 1)    // again: steps it up, wrapping to 1 in December
        expectLines(log.take(), ["valueChanged 2026-12-01 23:30"])
        expectScreen(screen.lines, rows: 1..<2, equal: [" [Dec 1, 2026]"])
    }

    @Test func countDownWheelsShowNeighboursAndStepByTheInterval() {
        let p = picker(.countDownTimer)
        p.countDownDuration = 5_400
        p.minuteInterval = 15
        let (screen, log) = host(p, height: 3)
        expectScreen(screen.lines, rows: 1..<4, equal: ["  0       15", " [1 hours 30 min]", "  2       45"])
        screen.press(.tab)
        screen.press(.right)
        screen.press(.up)
        screen.press(.up)
        screen.press(.left)
        screen.press(.down)
        screen.press(.down)
        expectLines(log.take(), ["valueChanged 6300", "valueChanged 3600", "valueChanged 0", "valueChanged 82800"])
    }
}
