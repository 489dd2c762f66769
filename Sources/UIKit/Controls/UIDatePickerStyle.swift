import Foundation

/// How a date picker looks, as `UIDatePickerStyle` (iOS 13.4). On a terminal `.compact`
/// and `.inline` draw the same bracketed fields; `.wheels` also shows each field's
/// neighbouring values above and below when the picker is three rows high.
///
/// Source: Apple's UIDatePickerStyle documentation (raw values are UIKit's).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
