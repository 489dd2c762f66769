import CNCursesW
import Testing
import UIKit
import UIKitEngine
@testable import TerminalBackend

/// Escape sequences ncurses did not match reach the decoder as characters: each is
/// consumed whole (ECMA-48 §5.4 CSI, §8.3.127 SS3) and becomes the key or pointer event
/// xterm's ctlseqs documents for it, or nothing; never text.
struct TerminalEscapeSequenceTests {
    /// The characters of `text` as `wget_wch` returns them one by one.
    static func chars(_ text: String) -> [TerminalInput] { text.unicodeScalars.map { .character($0.value) } }

    static func key(_ usage: Int, _ flags: UIKeyModifierFlags = []) -> BackendEvent {
        .key(UIKey(characters: "", keyCode: UIKeyboardHIDUsage(rawValue: usage), modifierFlags: flags))
    }

    static func pointer(_ kind: PointerEvent.Kind, _ x: Int, _ y: Int) -> BackendEvent {
        .pointer(PointerEvent(kind: kind, x: x, y: y))
    }

    /// Each sequence between typed "a" and "b": what the app gets in all. F13 is HID 0x68,
    /// F1 0x3A (UIKeyboardHIDUsage); xterm's modifier 9 is 1 + meta (8); SGR cells are
    /// one-based.
    static let betweenText: [(String, [BackendEvent])] = [
        ("\u{1B}[25~", [key(0x68)]),                       // vt220 F13
        ("\u{1B}[1;9P", [key(0x3A, .command)]),             // meta-F1
        ("\u{1B}Ox", []),                                   // SS3 x (keypad 8): not a key here
        ("\u{1B}[I", []),                                   // focus in
        ("\u{1B}[O", []),                                   // focus out
        ("\u{1B}[<0;3;3M", [pointer(.down, 2, 2)]),         // SGR press of button 1
        ("\u{1B}[<0;3;3m", [pointer(.up, 2, 2)]),           // SGR release
        ("\u{1B}[<64;10;5M", [pointer(.scroll(deltaX: 0, deltaY: -3), 9, 4)]), // wheel up
        ("\u{1B}[<1;3;3M", []),                             // middle button: no touch
        ("\u{1B}[?1;2c", []),                               // a terminal's DA reply
        ("\u{1B}[2 q", []),                                 // intermediate byte: unknown
        ("\u{1B}[99~", []),                                 // unnumbered ~ key
        ("\u{1B}[1;5A", [key(0x52, .control)]),             // Ctrl-Up
        ("\u{1B}[3;2~", [key(0x4C, .shift)]),               // Shift-Delete
        ("\u{1B}[Z", [.key(.backTab)]),
        ("\u{1B}OA", [.key(.up)]),
        ("\u{1B}OS", [key(0x3D)]),                          // F4
        ("\u{1B}[M !!", [pointer(.down, 0, 0)]),            // X10 press at the corner
    ]

    @Test("a sequence between two typed letters", arguments: betweenText)
    func sequenceBetweenText(_ sequence: String, _ expected: [BackendEvent]) {
        var decoder = TerminalInputDecoder()
        let events = decoder.decode(Self.chars("a" + sequence + "b"))
        #expect(events == [.key(.text("a"))] + expected + [.key(.text("b"))])
        #expect(!decoder.hasPendingSequence)
    }

    @Test func aDragInSGRReportsIsDownMovesAndUp() {
        var decoder = TerminalInputDecoder()
        let events = decoder.decode(Self.chars("\u{1B}[<35;2;2M\u{1B}[<0;7;5M\u{1B}[<32;9;5M\u{1B}[<0;9;5m\u{1B}[<32;10;5M"))
        // Motion before the press and after the release has no button held: dropped.
        #expect(events == [Self.pointer(.down, 6, 4), Self.pointer(.move, 8, 4), Self.pointer(.up, 8, 4)])
    }

    @Test func aSequenceCutAtTheEndOfABatchIsCompletedByTheNext() {
        var decoder = TerminalInputDecoder()
        let first = decoder.decode(Self.chars("x\u{1B}[<0;3"))
        #expect(first == [.key(.text("x"))])
        #expect(decoder.hasPendingSequence)
        let second = decoder.decode(Self.chars(";3Mz"))
        #expect(second == [Self.pointer(.down, 2, 2), .key(.text("z"))])
        #expect(!decoder.hasPendingSequence)
        #expect(decoder.flushPendingSequence() == [])
    }

    @Test func escapeBracketOrOAloneIsAltKeyAfterTheWaitAndALongerCutSequenceIsDropped() {
        var decoder = TerminalInputDecoder()
        let altBracket = UIKey(characters: "[", charactersIgnoringModifiers: "[", modifierFlags: .alternate)
        let altO = UIKey(characters: "O", charactersIgnoringModifiers: "O", modifierFlags: .alternate)

        #expect(decoder.decode(Self.chars("\u{1B}[")) == [])
        #expect(decoder.flushPendingSequence() == [.key(altBracket)])
        #expect(decoder.decode(Self.chars("\u{1B}O")) == [])
        #expect(decoder.flushPendingSequence() == [.key(altO)])
        #expect(decoder.decode(Self.chars("\u{1B}[25")) == [])
        #expect(decoder.flushPendingSequence() == [])
        #expect(!decoder.hasPendingSequence)
        // Afterwards the decoder starts clean.
        #expect(decoder.decode(Self.chars("q")) == [.key(.text("q"))])
    }

    @Test func aLoneEscapeAndAltLettersAreUnchanged() {
        var decoder = TerminalInputDecoder()
        let altB = UIKey(characters: "b", charactersIgnoringModifiers: "b", modifierFlags: .alternate)
        #expect(decoder.decode(Self.chars("\u{1B}")) == [.key(.escape)])
        #expect(decoder.decode(Self.chars("\u{1B}b\u{1B}")) == [.key(altB), .key(.escape)])
        #expect(!decoder.hasPendingSequence)
    }

    @Test func aSequenceBrokenByAControlIsDroppedUpToIt() {
        var decoder = TerminalInputDecoder()
        // ECMA-48 has no control inside a CSI: "ESC [ 2" is dropped, the Return stays.
        #expect(decoder.decode(Self.chars("\u{1B}[2\r")) == [.key(.enter)])
        // A key code after ESC O: the SS3 is dropped, the key stays.
        #expect(decoder.decode(Self.chars("\u{1B}O") + [.keyCode(KEY_UP)]) == [.key(.up)])
    }

    @Test func insideAPasteSequencesAreText() {
        var decoder = TerminalInputDecoder()
        let events = decoder.decode([.pasteStart] + Self.chars("\u{1B}[25~") + [.pasteEnd])
        #expect(events == [.key(.text("[25~"))])
    }
}
