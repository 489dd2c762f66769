import CNCursesW
import UIKit
import UIKitEngine

/// Turns ncursesw input into `BackendEvent`s. Pure but for two states: bracketed paste,
/// and whether mouse button 1 is held (motion is a drag only then).
///
/// The table (ncurses codes from `curs_getch(3X)`, HID usages from `UIKeyboardHIDUsage`):
///
/// | input                                   | event                                  |
/// |-----------------------------------------|----------------------------------------|
/// | printable character (incl. CJK, emoji)  | `.key(.text(c))`, space is `.space`    |
/// | `\r`, `\n`, `KEY_ENTER`                 | `.key(.enter)`                         |
/// | `ESC` (0x1B)                            | `.key(.escape)`                        |
/// | `\t` / `KEY_BTAB`                       | `.key(.tab)` / `.key(.backTab)`        |
/// | `KEY_BACKSPACE`, 0x7F, 0x08             | `.key(.backspace)`                     |
/// | `KEY_DC`                                | `.key(.deleteForward)`                 |
/// | arrows, `KEY_HOME`, `KEY_END`, `KEY_PPAGE`, `KEY_NPAGE` | the named keys             |
/// | `KEY_SLEFT`, `KEY_SR` (Shift-Up) …, `kUP5` (Ctrl-Up) …  | named keys with modifiers  |
/// | `KEY_F(n)`                              | F1–F24 HID usages                      |
/// | ESC + printable in one batch (Alt-x)    | `.key` with `.alternate`               |
/// | other CSI / SS3 sequences (ECMA-48)     | see `decodeControlSequence`; else none |
/// | Ctrl-C (0x03)                           | `.interrupt`                           |
/// | other Ctrl-letters 0x01–0x1A            | `.key(.control(letter))`               |
/// | mouse button 1 pressed / released / clicked | `.pointer(.down / .up / .click)`   |
/// | motion while button 1 is held (a drag)  | `.pointer(.move)`                      |
/// | mouse button 3 pressed / clicked        | `.pointer(.secondaryClick)`            |
/// | mouse button 4 / 5 (wheel)              | `.pointer(.scroll(deltaY: ∓wheelLines))` |
/// | resize                                  | `.resize(width:height:)`               |
/// | bracketed paste                         | one `.key(.text(pasted))`              |
///
/// Unknown key codes, C1 controls and invalid scalars produce no event.
public struct TerminalInputDecoder: Sendable {
    /// Lines (points) one wheel notch scrolls, as most terminal programs do.
    public var wheelLines: Int
    public var masks: TerminalMouseMasks
    /// Longest paste kept; a paste past this is delivered in pieces so a lost end marker
    /// cannot swallow input forever.
    public var maximumPasteLength: Int

    private var pasteBuffer: String?
    /// The start of an escape sequence the last batch ended in (see `hasPendingSequence`).
    private var pendingSequence: [TerminalInput] = []
    /// True between a button-1 press and its release: motion reports become `.move`.
    public internal(set) var isButtonHeld = false

    public init(wheelLines: Int = 3, masks: TerminalMouseMasks = .ncurses, maximumPasteLength: Int = 1 << 20) {
        self.wheelLines = wheelLines
        self.masks = masks
        self.maximumPasteLength = maximumPasteLength
    }

    /// True between a paste start and its end.
    public var isPasting: Bool { pasteBuffer != nil }

    /// Decodes one input item into zero or more events.
    public mutating func decode(_ input: TerminalInput) -> [BackendEvent] {
        if pasteBuffer != nil { return decodeInPaste(input) }
        switch input {
        case .character(let value): return Self.decodeCharacter(value).map { [$0] } ?? []
        case .keyCode(let code, let name): return Self.decodeKeyCode(code, name: name).map { [.key($0)] } ?? []
        case .mouse(let x, let y, let state): return decodeMouse(x: x, y: y, state: state)
        case .resize(let w, let h): return [.resize(width: w, height: h)]
        case .pasteStart:
            pasteBuffer = ""
            return []
        case .pasteEnd: return []
        }
    }

    /// Decodes a batch read in one go, in order. An ESC immediately followed (in the same
    /// batch, i.e. within ncurses' escape delay) by a printable character is how terminals
    /// send Alt/Option with that key: it becomes one key with `.alternate`, not Esc
    /// followed by text (Esc means "back" in UIKit chrome; Alt-b must not go back).
    ///
    /// ESC `[` starts a control sequence and ESC `O` a single shift 3 sequence (ECMA-48
    /// §5.4, §8.3.127): what ncurses did not match is consumed whole here. Those listed in
    /// `decodeControlSequence` become keys or pointer events; any other is dropped, never
    /// typed. A sequence cut off at the end of the batch is kept (`hasPendingSequence`)
    /// and completed by the next batch; `flushPendingSequence()` ends the wait.
    public mutating func decode(_ inputs: [TerminalInput]) -> [BackendEvent] {
        var events: [BackendEvent] = []
        let inputs = pendingSequence + inputs
        pendingSequence = []
        var i = 0
        while i < inputs.count {
            if pasteBuffer == nil, inputs[i] == .character(0x1B), i + 1 < inputs.count,
               case .character(let next) = inputs[i + 1], Self.isPrintable(next), let scalar = Unicode.Scalar(next) {
                if next == 0x5B || next == 0x4F { // "[" or "O"
                    switch Self.scanSequence(inputs, at: i) {
                    case .incomplete:
                        pendingSequence = Array(inputs[i...])
                        return events
                    case .complete(let length, let sequence):
                        events += decodeControlSequence(sequence)
                        i += length
                        continue
                    case .malformed(let length):
                        i += length
                        continue
                    }
                }
                let text = String(Character(scalar))
                events.append(.key(UIKey(characters: text, charactersIgnoringModifiers: text, modifierFlags: .alternate)))
                i += 2
                continue
            }
            events += decode(inputs[i])
            i += 1
        }
        return events
    }

    /// True when the last batch ended inside an escape sequence: the caller waits (its
    /// escape delay) for the rest, then calls `decode(_:)` with it or
    /// `flushPendingSequence()`.
    public var hasPendingSequence: Bool { !pendingSequence.isEmpty }

    /// Ends the wait for the rest of a cut-off sequence. ESC `[` or ESC `O` alone is what
    /// a terminal sends for Alt-`[` / Alt-Shift-O, so it becomes that key; a longer cut-off
    /// control sequence is dropped (never typed).
    public mutating func flushPendingSequence() -> [BackendEvent] {
        let pending = pendingSequence
        pendingSequence = []
        guard pending.count == 2, case .character(let next) = pending[1], let scalar = Unicode.Scalar(next) else { return [] }
        let text = String(Character(scalar))
        return [.key(UIKey(characters: text, charactersIgnoringModifiers: text, modifierFlags: .alternate))]
    }

    static func isPrintable(_ value: UInt32) -> Bool {
        value >= 0x20 && value != 0x7F && !(0x80..<0xA0).contains(value) && Unicode.Scalar(value) != nil
    }

    // MARK: Paste

    /// Inside a paste every character is text: line breaks and tabs become spaces (as a
    /// single-line `UITextField` does with pasted text), other controls are dropped.
    private mutating func decodeInPaste(_ input: TerminalInput) -> [BackendEvent] {
        switch input {
        case .pasteEnd:
            return flushPaste()
        case .character(let value):
            guard let scalar = Unicode.Scalar(value) else { return [] }
            if value == 0x0A, pasteBuffer?.unicodeScalars.last == "\r" {
                return [] // CR LF counts once
            }
            if value == 0x0D || value == 0x0A || value == 0x09 {
                pasteBuffer?.unicodeScalars.append(value == 0x0D ? "\r" : " ")
            } else if value >= 0x20, value != 0x7F, !(0x80..<0xA0).contains(value) {
                pasteBuffer?.unicodeScalars.append(scalar)
            }
            if (pasteBuffer?.unicodeScalars.count ?? 0) >= maximumPasteLength {
                let events = flushPaste()
                pasteBuffer = ""
                return events
            }
            return []
        case .resize(let w, let h):
            return [.resize(width: w, height: h)]
        case .pasteStart, .keyCode, .mouse:
            return []
        }
    }

    private mutating func flushPaste() -> [BackendEvent] {
        let text = (pasteBuffer ?? "").replacingOccurrences(of: "\r", with: " ")
        pasteBuffer = nil
        return text.isEmpty ? [] : [.key(.text(text))]
    }

    // MARK: Characters

    /// Maps one character from `wget_wch` (returned `OK`).
    public static func decodeCharacter(_ value: UInt32) -> BackendEvent? {
        switch value {
        case 0x03: return .interrupt
        case 0x0D, 0x0A: return .key(.enter)
        case 0x09: return .key(.tab)
        case 0x08, 0x7F: return .key(.backspace)
        case 0x1B: return .key(.escape)
        case 0x00: return .key(.control(" "))
        case 0x01...0x1A:
            return .key(.control(Character(Unicode.Scalar(UInt8(0x60 + value)))))
        case 0x1C...0x1F:
            // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
            return .key(.control(Character(Unicode.Scalar(UInt8(0x40 + value)))))
        case 0x20: return .key(.space)
        case 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .key(.text(String(Character(scalar))))
        }
    }

    // MARK: Key codes

    static func named(_ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
        UIKey(characters: "", keyCode: usage, modifierFlags: flags)
    }

    /// `keyboardInsert` (HID 0x49) is not among the UIKit module's named constants.
    static let insertUsage = UIKeyboardHIDUsage(rawValue: 0x49)

    /// Maps an ncurses key code (`wget_wch` returned `KEY_CODE_YES`).
    public static func decodeKeyCode(_ code: Int32, name: String? = nil) -> UIKey? {
        switch code {
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .deleteForward
        case KEY_SDC: return named(.keyboardDeleteForward, .shift)
        case KEY_IC: return named(insertUsage)
        case KEY_SIC: return named(insertUsage, .shift)
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_SR: return named(.keyboardUpArrow, .shift)
        case KEY_SF: return named(.keyboardDownArrow, .shift)
        case KEY_SLEFT: return named(.keyboardLeftArrow, .shift)
        case KEY_SRIGHT: return named(.keyboardRightArrow, .shift)
        case KEY_HOME, KEY_A1, KEY_FIND: return .home
        case KEY_END, KEY_C1, KEY_SELECT, KEY_LL: return .end
        case KEY_SHOME: return named(.keyboardHome, .shift)
        case KEY_SEND: return named(.keyboardEnd, .shift)
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_SPREVIOUS: return named(.keyboardPageUp, .shift)
        case KEY_SNEXT: return named(.keyboardPageDown, .shift)
        case (KEY_F0 + 1)...(KEY_F0 + 24):
            let n = Int(code - KEY_F0)
            // F1–F12 are HID 0x3A–0x45, F13–F24 are 0x68–0x73.
            return named(UIKeyboardHIDUsage(rawValue: n <= 12 ? 0x3A + n - 1 : 0x68 + n - 13))
        default:
            if code > KEY_MAX, let name { return decodeExtendedKeyName(name) }
            return nil
        }
    }

    /// Maps a terminfo extended key name, as xterm's modified keys are named:
    /// a base (`kUP`, `kDN`, `kLFT`, `kRIT`, `kHOM`, `kEND`, `kDC`, `kIC`, `kNXT`, `kPRV`)
    /// and a modifier digit 2–8 (xterm's parameter: 1 + shift(1) + alt(2) + ctrl(4)).
    public static func decodeExtendedKeyName(_ name: String) -> UIKey? {
        guard let last = name.last, let digit = last.wholeNumberValue, (2...8).contains(digit) else { return nil }
        let base = String(name.dropLast())
        let usage: UIKeyboardHIDUsage
        switch base {
        case "kUP": usage = .keyboardUpArrow
        case "kDN": usage = .keyboardDownArrow
        case "kLFT": usage = .keyboardLeftArrow
        case "kRIT": usage = .keyboardRightArrow
        case "kHOM": usage = .keyboardHome
        case "kEND": usage = .keyboardEnd
        case "kDC": usage = .keyboardDeleteForward
        case "kIC": usage = insertUsage
        case "kNXT": usage = .keyboardPageDown
        case "kPRV": usage = .keyboardPageUp
        default: return nil
        }
        let bits = digit - 1
        var flags: UIKeyModifierFlags = []
        if bits & 1 != 0 { flags.insert(.shift) }
        if bits & 2 != 0 { flags.insert(.alternate) }
        if bits & 4 != 0 { flags.insert(.control) }
        return named(usage, flags)
    }

    // MARK: Mouse

    /// ncurses reports motion as `REPORT_MOUSE_POSITION` without a button (xterm's motion
    /// code carries none it keeps), so the decoder remembers whether button 1 is down:
    /// motion then is a drag (`.move`); motion with no button held (any-event tracking)
    /// is dropped, as UIKit has no touch for a hovering pointer.
    private mutating func decodeMouse(x: Int, y: Int, state: UInt32) -> [BackendEvent] {
        var events: [BackendEvent] = []
        func add(_ kind: PointerEvent.Kind) { events.append(.pointer(PointerEvent(kind: kind, x: x, y: y))) }
        let buttons = masks.button1Pressed | masks.button1Released | masks.button1Clicked
            | masks.button1DoubleClicked | masks.button1TripleClicked | masks.button4Pressed | masks.button5Pressed
            | masks.button3Pressed | masks.button3Clicked
        if state & masks.reportPosition != 0, state & buttons == 0 {
            if isButtonHeld { add(.move) }
            return events
        }
        if state & masks.button1Pressed != 0 { add(.down); isButtonHeld = true }
        if state & masks.button1Released != 0 { add(.up); isButtonHeld = false }
        if state & (masks.button1Clicked | masks.button1DoubleClicked | masks.button1TripleClicked) != 0 {
            add(.click)
            isButtonHeld = false
        }
        // Button 3 (right) asks for a context menu once, on its press (or the click ncurses
        // makes of a press and release).
        if state & (masks.button3Pressed | masks.button3Clicked) != 0 { add(.secondaryClick) }
        // Wheel up (button 4) shows what is above: negative deltaY.
        if state & masks.button4Pressed != 0 { add(.scroll(deltaX: 0, deltaY: -wheelLines)) }
        if masks.button5Pressed != 0, state & masks.button5Pressed != 0 { add(.scroll(deltaX: 0, deltaY: wheelLines)) }
        return events
    }
}
