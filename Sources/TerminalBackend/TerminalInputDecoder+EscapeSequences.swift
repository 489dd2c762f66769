import UIKit
import UIKitEngine

// Escape sequences ncurses did not match (its terminfo lacks them, or the backend asked
// the terminal for a report ncurses does not parse): consumed whole, then recognised or
// dropped, so that no part of one is ever typed as text.
//
// Forms, from ECMA-48 §5.4 (control sequences) and §8.3.127 (SS3):
//   CSI = ESC [  parameter bytes 0x30–0x3F*  intermediate bytes 0x20–0x2F*  final 0x40–0x7E
//   SS3 = ESC O  one byte 0x20–0x7E
// and xterm's mouse reports (ctlseqs, "Mouse Tracking"): X10 `CSI M` + 3 bytes, SGR
// `CSI < b ; x ; y M` (press, motion) or `m` (release), one-based cells.

extension TerminalInputDecoder {
    /// One escape sequence as read: its introducer (`[` or `O`), parameter and
    /// intermediate bytes, final byte, and the three bytes after an X10 mouse `CSI M`.
    struct EscapeSequence: Equatable {
        var introducer: UInt32
        var parameters: String
        var intermediates: String
        var final: UInt32
        var mouseBytes: [UInt32] = []
    }

    enum ScanResult: Equatable {
        /// A whole sequence of `length` items (ESC included).
        case complete(length: Int, EscapeSequence)
        /// The items end before the sequence does.
        case incomplete
        /// Broken off by something that cannot be in a sequence: the first `length`
        /// items (ESC included) are dropped, decoding goes on from the item that broke it.
        case malformed(length: Int)
    }

    /// Scans the sequence whose ESC is `inputs[start]` (followed by `[` or `O`).
    static func scanSequence(_ inputs: [TerminalInput], at start: Int) -> ScanResult {
        func byte(_ index: Int) -> UInt32? {
            guard index < inputs.count, case .character(let value) = inputs[index] else { return nil }
            return value
        }
        guard let introducer = byte(start + 1) else { return .malformed(length: 1) }
        if introducer == 0x4F { // SS3: exactly one more byte
            guard start + 2 < inputs.count else { return .incomplete }
            guard let final = byte(start + 2), (0x20...0x7E).contains(final) else { return .malformed(length: 2) }
            return .complete(length: 3, EscapeSequence(introducer: introducer, parameters: "", intermediates: "", final: final))
        }
        var parameters = "", intermediates = ""
        var index = start + 2
        while true {
            guard index < inputs.count else { return .incomplete }
            guard let value = byte(index), let scalar = Unicode.Scalar(value) else { return .malformed(length: index - start) }
            switch value {
            case 0x30...0x3F where intermediates.isEmpty:
                parameters.unicodeScalars.append(scalar)
            case 0x20...0x2F:
                intermediates.unicodeScalars.append(scalar)
            case 0x40...0x7E:
                var sequence = EscapeSequence(introducer: introducer, parameters: parameters,
                                              intermediates: intermediates, final: value)
                var length = index - start + 1
                if value == 0x4D, parameters.isEmpty, intermediates.isEmpty { // X10 mouse: CSI M b x y
                    for offset in 1...3 {
                        guard index + offset < inputs.count else { return .incomplete }
                        guard let extra = byte(index + offset) else { return .malformed(length: length + offset - 1) }
                        sequence.mouseBytes.append(extra)
                    }
                    length += 3
                }
                return .complete(length: length, sequence)
            default:
                return .malformed(length: index - start)
            }
            index += 1
        }
    }

    /// The events of a whole sequence; none for one not listed:
    ///
    /// | sequence                                  | event                                   |
    /// |-------------------------------------------|-----------------------------------------|
    /// | SS3 `A` `B` `C` `D` `H` `F`               | arrows, Home, End                       |
    /// | SS3 `P` `Q` `R` `S`, SS3 `M`              | F1–F4, Enter (keypad)                   |
    /// | CSI [`1;`m] `A` `B` `C` `D` `H` `F` `P`–`S` | the same keys, modifiers from m        |
    /// | CSI `Z`                                   | Shift-Tab                               |
    /// | CSI n [`;`m] `~` (vt220 / xterm numbering) | Home, Insert, Delete, End, Page Up/Down, F1–F20 |
    /// | CSI `<` b `;` x `;` y `M`/`m`, CSI `M` b x y | pointer events, as from ncurses' mouse |
    ///
    /// m is xterm's modifier parameter, 1 + shift(1) + alt(2) + control(4) + meta(8); meta
    /// (the Super key on most terminals) becomes `.command`. Focus reports (CSI `I` / `O`),
    /// terminal replies and all else are dropped.
    mutating func decodeControlSequence(_ sequence: EscapeSequence) -> [BackendEvent] {
        if sequence.introducer == 0x4F {
            return Self.finalKey(sequence.final).map { [.key(Self.named($0))] } ?? []
        }
        guard sequence.intermediates.isEmpty else { return [] }
        if !sequence.mouseBytes.isEmpty {
            let b = sequence.mouseBytes
            return decodeReport(button: Int(b[0]) - 32, x: Int(b[1]) - 33, y: Int(b[2]) - 33,
                                release: (Int(b[0]) - 32) & 0x23 == 3)
        }
        if sequence.parameters.hasPrefix("<"), sequence.final == 0x4D || sequence.final == 0x6D {
            let fields = sequence.parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            guard fields.count == 3, let b = fields[0], let x = fields[1], let y = fields[2], x >= 1, y >= 1 else { return [] }
            return decodeReport(button: b, x: x - 1, y: y - 1, release: sequence.final == 0x6D)
        }
        let fields = sequence.parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? 1 : Int($0) }
        guard !fields.contains(nil), fields.count <= 2 else { return [] }
        let numbers = fields.compactMap { $0 }
        guard let flags = Self.modifierFlags(numbers.count == 2 ? numbers[1] : 1) else { return [] }
        let usage: UIKeyboardHIDUsage?
        switch sequence.final {
        case 0x7E: // "~"
            usage = Self.tildeKey(numbers.first ?? 0)
        case 0x5A: // "Z"
            return numbers.count <= 1 && flags.isEmpty ? [.key(.backTab)] : []
        default:
            guard numbers.count == 2 ? numbers[0] == 1 : numbers.isEmpty else { return [] }
            usage = Self.finalKey(sequence.final)
        }
        return usage.map { [.key(Self.named($0, flags))] } ?? []
    }

    /// The key named by an SS3 byte or a CSI final byte.
    static func finalKey(_ final: UInt32) -> UIKeyboardHIDUsage? {
        switch final {
        case 0x41: return .keyboardUpArrow      // A
        case 0x42: return .keyboardDownArrow    // B
        case 0x43: return .keyboardRightArrow   // C
        case 0x44: return .keyboardLeftArrow    // D
        case 0x48: return .keyboardHome         // H
        case 0x46: return .keyboardEnd          // F
        case 0x50...0x53: return UIKeyboardHIDUsage(rawValue: 0x3A + Int(final) - 0x50) // P–S: F1–F4
        case 0x4D: return .keyboardReturnOrEnter // M (SS3 only: CSI M is the X10 mouse)
        default: return nil
        }
    }

    /// The key of `CSI n ~` (xterm's PC and vt220 function keys; 7 and 8 are rxvt's Home/End).
    static func tildeKey(_ n: Int) -> UIKeyboardHIDUsage? {
        let function: Int
        switch n {
        case 1, 7: return .keyboardHome
        case 2: return insertUsage
        case 3: return .keyboardDeleteForward
        case 4, 8: return .keyboardEnd
        case 5: return .keyboardPageUp
        case 6: return .keyboardPageDown
        case 11...15: function = n - 10        // F1–F5
        case 17...21: function = n - 11        // F6–F10
        case 23...26: function = n - 12        // F11–F14
        case 28, 29: function = n - 13        // F15, F16
        case 31...34: function = n - 14        // F17–F20
        default: return nil
        }
        return UIKeyboardHIDUsage(rawValue: function <= 12 ? 0x3A + function - 1 : 0x68 + function - 13)
    }

    /// xterm's modifier parameter (1 + shift 1 + alt 2 + control 4 + meta 8), nil when
    /// out of range.
    static func modifierFlags(_ parameter: Int) -> UIKeyModifierFlags? {
        guard (1...16).contains(parameter) else { return nil }
        let bits = parameter - 1
        var flags: UIKeyModifierFlags = []
        if bits & 1 != 0 { flags.insert(.shift) }
        if bits & 2 != 0 { flags.insert(.alternate) }
        if bits & 4 != 0 { flags.insert(.control) }
        if bits & 8 != 0 { flags.insert(.command) }
        return flags
    }

    /// One xterm mouse report (button code with modifier bits 4/8/16, motion 32, wheel
    /// 64; zero-based cell), as `decodeMouse` treats ncurses' reports: button 1 press and
    /// release, motion while it is held, wheel up/down. Other buttons are dropped.
    mutating func decodeReport(button code: Int, x: Int, y: Int, release: Bool) -> [BackendEvent] {
        guard code >= 0, x >= 0, y >= 0 else { return [] }
        func event(_ kind: PointerEvent.Kind) -> [BackendEvent] { [.pointer(PointerEvent(kind: kind, x: x, y: y))] }
        let low = code & 3
        if code & 64 != 0 {
            guard !release, low < 2 else { return [] }
            return event(.scroll(deltaX: 0, deltaY: low == 0 ? -wheelLines : wheelLines))
        }
        if code & 32 != 0 {
            return isButtonHeld && low == 0 ? event(.move) : []
        }
        if release {
            guard low == 0 || low == 3 else { return [] }
            isButtonHeld = false
            return event(.up)
        }
        guard low == 0 else { return [] }
        isButtonHeld = true
        return event(.down)
    }
}
