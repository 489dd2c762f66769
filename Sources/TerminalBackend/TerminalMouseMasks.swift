import CNCursesW
import UIKit
import UIKitEngine

/// The ncurses mouse masks the decoder understands (the values of `BUTTON1_PRESSED` …
/// from the installed `<curses.h>`).
public struct TerminalMouseMasks: Equatable, Sendable {
    public var button1Pressed: UInt32
    public var button1Released: UInt32
    public var button1Clicked: UInt32
    public var button1DoubleClicked: UInt32
    public var button1TripleClicked: UInt32
    public var button4Pressed: UInt32
    public var button5Pressed: UInt32
    /// `REPORT_MOUSE_POSITION`: a motion report (with button-event tracking, while a
    /// button is held).
    public var reportPosition: UInt32
    public var shift: UInt32
    public var control: UInt32
    public var alternate: UInt32
    /// The secondary (right) button: a context menu's request.
    public var button3Pressed: UInt32 = 0
    public var button3Clicked: UInt32 = 0

    /// The masks of the ncursesw this module is built against.
    public static let ncurses = TerminalMouseMasks(
        button1Pressed: UInt32(cn_button1_pressed()), button1Released: UInt32(cn_button1_released()),
        button1Clicked: UInt32(cn_button1_clicked()),
        button1DoubleClicked: UInt32(cn_button1_double_clicked()),
        button1TripleClicked: UInt32(cn_button1_triple_clicked()),
        button4Pressed: UInt32(cn_button4_pressed()), button5Pressed: UInt32(cn_button5_pressed()),
        reportPosition: UInt32(cn_report_mouse_position()),
        shift: UInt32(cn_button_shift()), control: UInt32(cn_button_ctrl()), alternate: UInt32(cn_button_alt()),
        button3Pressed: UInt32(cn_button3_pressed()), button3Clicked: UInt32(cn_button3_clicked()))

    /// What the backend asks `mousemask(3X)` for: button 1 press / release / click,
    /// motion (drags), the wheel (buttons 4 and 5) and button 3's press or click.
    public var requested: UInt32 {
        button1Pressed | button1Released | button1Clicked | button1DoubleClicked
            | button1TripleClicked | button4Pressed | button5Pressed | reportPosition | button3Pressed | button3Clicked
    }
}
