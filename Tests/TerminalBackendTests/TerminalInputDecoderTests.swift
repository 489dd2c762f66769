import CNCursesW
import Testing
import UIKit
import UIKitEngine
@testable import TerminalBackend

/// The decoding table from ncurses input to `BackendEvent`s, case by case.
struct TerminalInputDecoderTests {
    static let characterCases: [(UInt32, BackendEvent?)] = [
        (0x61, .key(.text("a"))),
        (0x41, .key(.text("A"))),
        (0x20, .key(.space)),
        (0x6C49, .key(.text("汉"))),
        (0x1F600, .key(.text("😀"))),
        (0xE9, .key(.text("é"))),
        (0x0D, .key(.enter)),
        (0x0A, .key(.enter)),
        (0x09, .key(.tab)),
        (0x1B, .key(.escape)),
        (0x7F, .key(.backspace)),
        (0x08, .key(.backspace)),
        (0x03, .interrupt),
        (0x01, .key(.control("a"))),
        (0x04, .key(.control("d"))),
        (0x1A, .key(.control("z"))),
        (0x00, .key(.control(" "))),
        (0x1C, .key(.control("\\"))),
        (0x1F, .key(.control("_"))),
        (0x85, nil),     // C1 control: no event
        (0xD800, nil),   // a surrogate is not a scalar
    ]

    @Test("wget_wch characters map to keys", arguments: characterCases)
    func characters(_ value: UInt32, _ expected: BackendEvent?) {
        #expect(TerminalInputDecoder.decodeCharacter(value) == expected)
    }

    static let keyCodeCases: [(Int32, UIKey?)] = [
        (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
        (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
        (KEY_BTAB, .backTab), (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (KEY_DC, .deleteForward),
        (KEY_SLEFT, UIKey(characters: "", keyCode: .keyboardLeftArrow, modifierFlags: .shift)),
        (KEY_SR, UIKey(characters: "", keyCode: .keyboardUpArrow, modifierFlags: .shift)),
        (KEY_SF, UIKey(characters: "", keyCode: .keyboardDownArrow, modifierFlags: .shift)),
        (KEY_F0 + 1, UIKey(characters: "", keyCode: .keyboardF1)),
        (KEY_F0 + 12, UIKey(characters: "", keyCode: UIKeyboardHIDUsage(rawValue: 0x45))),
        (KEY_F0 + 13, UIKey(characters: "", keyCode: UIKeyboardHIDUsage(rawValue: 0x68))),
        (KEY_PRINT, nil),
    ]

    @Test("ncurses key codes map to named keys", arguments: keyCodeCases)
    func keyCodes(_ code: Int32, _ expected: UIKey?) {
        #expect(TerminalInputDecoder.decodeKeyCode(code) == expected)
    }

    static let extendedCases: [(String, UIKey?)] = [
        ("kUP5", UIKey(characters: "", keyCode: .keyboardUpArrow, modifierFlags: .control)),
        ("kLFT3", UIKey(characters: "", keyCode: .keyboardLeftArrow, modifierFlags: .alternate)),
        ("kRIT6", UIKey(characters: "", keyCode: .keyboardRightArrow, modifierFlags: [.control, .shift])),
        ("kDC5", UIKey(characters: "", keyCode: .keyboardDeleteForward, modifierFlags: .control)),
        ("kHOM2", UIKey(characters: "", keyCode: .keyboardHome, modifierFlags: .shift)),
        ("kNXT8", UIKey(characters: "", keyCode: .keyboardPageDown, modifierFlags: [.shift, .alternate, .control])),
        ("kUP", nil), ("kUP9", nil), ("kxIN", nil),
    ]

    @Test("terminfo extended key names carry xterm's modifiers", arguments: extendedCases)
    func extendedKeys(_ name: String, _ expected: UIKey?) {
        #expect(TerminalInputDecoder.decodeKeyCode(KEY_MAX + 40, name: name) == expected)
    }

    @Test func mouseButtonOneAndWheelBecomePointerEvents() {
        var decoder = TerminalInputDecoder()
        let m = TerminalMouseMasks.ncurses

        let events = decoder.decode([
            .mouse(x: 10, y: 5, buttonState: m.button1Pressed),
            .mouse(x: 11, y: 5, buttonState: m.button1Released),
            .mouse(x: 3, y: 4, buttonState: m.button1Clicked),
            .mouse(x: 0, y: 7, buttonState: m.button4Pressed),
            .mouse(x: 0, y: 7, buttonState: m.button5Pressed),
            .mouse(x: 1, y: 1, buttonState: 0),
        ])

        #expect(events == [
            .pointer(PointerEvent(kind: .down, x: 10, y: 5)),
            .pointer(PointerEvent(kind: .up, x: 11, y: 5)),
            .pointer(PointerEvent(kind: .click, x: 3, y: 4)),
            .pointer(PointerEvent(kind: .scroll(deltaX: 0, deltaY: -3), x: 0, y: 7)),
            .pointer(PointerEvent(kind: .scroll(deltaX: 0, deltaY: 3), x: 0, y: 7)),
        ])
    }

    /// The right button (ncurses's button 3) asks for a context menu once: on its press, or
    /// on the click ncurses makes of a press and release; it never starts a touch.
    @Test func buttonThreeIsASecondaryClick() {
        var decoder = TerminalInputDecoder()
        let m = TerminalMouseMasks.ncurses
        #expect(m.requested & m.button3Pressed != 0 && m.requested & m.button3Clicked != 0)
        let events = decoder.decode([
            .mouse(x: 4, y: 2, buttonState: m.button3Pressed),
            .mouse(x: 5, y: 2, buttonState: m.reportPosition),          // motion with button 3 held: no drag
            .mouse(x: 6, y: 3, buttonState: m.button3Clicked),
        ])
        #expect(events == [
            .pointer(PointerEvent(kind: .secondaryClick, x: 4, y: 2)),
            .pointer(PointerEvent(kind: .secondaryClick, x: 6, y: 3)),
        ])
    }

    /// ncurses reports motion as REPORT_MOUSE_POSITION with no button: a drag only between
    /// a press and its release.
    @Test func motionWhileButtonOneIsHeldIsAMoveAndOtherMotionIsDropped() {
        var decoder = TerminalInputDecoder()
        let m = TerminalMouseMasks.ncurses

        let events = decoder.decode([
            .mouse(x: 2, y: 2, buttonState: m.reportPosition),          // hovering: nothing
            .mouse(x: 4, y: 3, buttonState: m.button1Pressed),
            .mouse(x: 5, y: 3, buttonState: m.reportPosition),
            .mouse(x: 6, y: 4, buttonState: m.reportPosition),
            .mouse(x: 6, y: 4, buttonState: m.button1Released),
            .mouse(x: 7, y: 4, buttonState: m.reportPosition),          // released: nothing
            .mouse(x: 1, y: 1, buttonState: m.button1Pressed),
            .mouse(x: 1, y: 1, buttonState: m.button1Clicked),          // a click ends the press too
            .mouse(x: 2, y: 1, buttonState: m.reportPosition),
        ])

        #expect(events == [
            .pointer(PointerEvent(kind: .down, x: 4, y: 3)),
            .pointer(PointerEvent(kind: .move, x: 5, y: 3)),
            .pointer(PointerEvent(kind: .move, x: 6, y: 4)),
            .pointer(PointerEvent(kind: .up, x: 6, y: 4)),
            .pointer(PointerEvent(kind: .down, x: 1, y: 1)),
            .pointer(PointerEvent(kind: .click, x: 1, y: 1)),
        ])
        #expect(!decoder.isButtonHeld)
        #expect(m.requested & m.reportPosition != 0)
    }

    @Test func theMaskAskedOfNcursesCoversClicksAndTheWheel() {
        let m = TerminalMouseMasks.ncurses

        let requested = m.requested

        #expect(requested & m.button1Pressed != 0)
        #expect(requested & m.button1Released != 0)
        #expect(requested & m.button4Pressed != 0)
        #expect(requested & m.button5Pressed != 0)
        #expect(Set([m.button1Pressed, m.button1Released, m.button1Clicked, m.button4Pressed, m.button5Pressed]).count == 5)
    }

    @Test func bracketedPasteArrivesAsOneTextKeyWithLineBreaksAsSpaces() {
        var decoder = TerminalInputDecoder()
        let pasted = "Zoë\r\n汉字\tx\u{1B}y\n"

        var inputs: [TerminalInput] = [.character(0x61), .pasteStart]
        inputs += pasted.unicodeScalars.map { .character($0.value) }
        inputs += [.keyCode(KEY_UP), .pasteEnd, .character(0x62)]
        let events = decoder.decode(inputs)

        #expect(events == [.key(.text("a")), .key(.text("Zoë 汉字 xy ")), .key(.text("b"))])
        #expect(!decoder.isPasting)
    }

    @Test func anOverlongPasteIsDeliveredInPieces() {
        var decoder = TerminalInputDecoder(maximumPasteLength: 4)

        let events = decoder.decode([.pasteStart] + "abcdefg".unicodeScalars.map { .character($0.value) } + [.pasteEnd])

        #expect(events == [.key(.text("abcd")), .key(.text("efg"))])
    }

    @Test func escapeFollowedByAKeyInOneBatchIsAltAndALoneEscapeIsEscape() {
        var decoder = TerminalInputDecoder()
        let altB = UIKey(characters: "b", charactersIgnoringModifiers: "b", modifierFlags: .alternate)

        let together = decoder.decode([.character(0x1B), .character(0x62), .character(0x1B)])
        let apart = decoder.decode([.character(0x1B)]) + decoder.decode([.character(0x62)])
        let escEsc = decoder.decode([.character(0x1B), .character(0x1B)])
        let inPaste = decoder.decode([.pasteStart, .character(0x1B), .character(0x62), .pasteEnd])

        #expect(together == [.key(altB), .key(.escape)])
        #expect(apart == [.key(.escape), .key(.text("b"))])
        #expect(escEsc == [.key(.escape), .key(.escape)])
        #expect(inPaste == [.key(.text("b"))])
    }

    @Test func resizeAndEmptyPasteEvents() {
        var decoder = TerminalInputDecoder()

        let events = decoder.decode([.resize(width: 100, height: 30), .pasteStart, .pasteEnd, .pasteEnd])

        #expect(events == [.resize(width: 100, height: 30)])
    }
}
