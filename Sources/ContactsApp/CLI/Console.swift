import ContactsStore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The command's standard streams: buffered output, error lines, and the
/// input a password or an answer is read from.
///
/// Passwords: on a terminal they are read with echo off, in non-canonical
/// mode byte by byte (termios(3)), so Backspace erases a whole UTF-8
/// character, Ctrl-U erases the line, Ctrl-C and Ctrl-D cancel, and no
/// signal handler is needed to restore the terminal; the previous mode is
/// restored before returning. When standard input is not a terminal (a
/// script, a pipe), one line is read from it with no prompt.
final class Console {
    /// Standard input is a terminal.
    let inputIsTerminal: Bool
    /// Standard output is a terminal (not a file or a pipe).
    let outputIsTerminal: Bool
    /// Standard error is a terminal (progress is shown only then).
    let errorIsTerminal: Bool
    private var output = [UInt8]()
    /// Where input is read from (standard input: 0).
    let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let errorDescriptor: Int32
    /// A progress line is on standard error (cleared before any other output there).
    private var progressShown = false

    /// The process's standard streams (descriptors 0, 1 and 2), or others
    /// (tests: files or pipes) with the terminal answers given or asked of isatty(3).
    init(input: Int32 = 0, output: Int32 = 1, error: Int32 = 2,
         inputIsTerminal: Bool? = nil, outputIsTerminal: Bool? = nil, errorIsTerminal: Bool? = nil) {
        inputDescriptor = input
        outputDescriptor = output
        errorDescriptor = error
        self.inputIsTerminal = inputIsTerminal ?? (isatty(input) == 1)
        self.outputIsTerminal = outputIsTerminal ?? (isatty(output) == 1)
        self.errorIsTerminal = errorIsTerminal ?? (isatty(error) == 1)
        self.output.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    // MARK: Output

    /// Appends a line to standard output (written in 64 KiB pieces and at
    /// ``flush()``). Tabs and line feeds are kept (the command's own
    /// structure); any other control character, DEL, C1 control or bidi
    /// control is replaced as ``TerminalText/sanitized(_:)`` says, so text
    /// from data never reaches a terminal or a mail client raw.
    func print(_ text: String) {
        TerminalText.appendSanitized(text, keepingTabsAndLineFeeds: true, to: &output)
        output.append(0x0A)
        if output.count >= 1 << 16 { flush() }
    }

    /// Appends one line of tab-separated fields (UTF-8 bytes of data) to
    /// standard output, each field as ``CommandRun/field(_:)`` makes it: a
    /// clean field is copied byte for byte, any other goes through it.
    func printFields(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
                     _ third: UnsafeBufferPointer<UInt8>) {
        // Three fields, no array, one access to the buffer: `list` prints one line per contact.
        Self.appendFields(first, second, third, to: &output)
        if output.count >= 1 << 16 { flush() }
    }

    private static func appendFields(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
                                     _ third: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        func append(_ field: UnsafeBufferPointer<UInt8>) {
            if TerminalText.isCleanField(field) {
                output.append(contentsOf: field)
            } else {
                output.append(contentsOf: CommandRun.field(String(decoding: field, as: UTF8.self)).utf8)
            }
        }
        append(first)
        output.append(0x09)
        append(second)
        output.append(0x09)
        append(third)
        output.append(0x0A)
    }

    /// Appends raw bytes to standard output (export to a file or a pipe:
    /// the data as it is).
    func write(_ data: Data) {
        output.append(contentsOf: data)
        if output.count >= 1 << 16 { flush() }
    }

    /// The errno of the first write to standard output that failed (a full disk:
    /// ENOSPC), 0 while none has; output after it is dropped.
    private(set) var outputFailure: Int32 = 0

    /// Writes the buffered output.
    func flush() {
        guard !output.isEmpty else { return }
        if outputFailure == 0 {
            outputFailure = output.withUnsafeBytes { FileDescriptorIO.writeAll(outputDescriptor, $0) }
        }
        output.removeAll(keepingCapacity: true)
    }

    /// Writes one line to standard error at once (after flushing standard
    /// output), with every control character from data made visible.
    func error(_ text: String) {
        flush()
        clearProgress()
        var bytes: [UInt8] = []
        TerminalText.appendSanitized(text, keepingTabsAndLineFeeds: false, to: &bytes)
        bytes.append(0x0A)
        Self.writeAll(errorDescriptor, bytes)
    }

    /// Writes a prompt to standard error without a line end.
    func prompt(_ text: String) {
        flush()
        clearProgress()
        var bytes: [UInt8] = []
        TerminalText.appendSanitized(text, keepingTabsAndLineFeeds: false, to: &bytes)
        Self.writeAll(errorDescriptor, bytes)
    }

    /// Shows `text` as the progress line on standard error when it is a
    /// terminal (rewritten in place: carriage return, the text, erase to the
    /// end of the line); nothing when it is not (a log file or a pipe gets
    /// no progress noise).
    func progress(_ text: String) {
        guard errorIsTerminal else { return }
        var bytes: [UInt8] = [0x0D]
        TerminalText.appendSanitized(text, keepingTabsAndLineFeeds: false, to: &bytes)
        bytes += [0x1B, 0x5B, 0x4B]  // ESC [ K: erase to the end of the line
        Self.writeAll(errorDescriptor, bytes)
        progressShown = true
    }

    /// Removes the progress line, if one is shown.
    func clearProgress() {
        guard progressShown else { return }
        progressShown = false
        Self.writeAll(errorDescriptor, [0x0D, 0x1B, 0x5B, 0x4B])
    }

    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
    }

    // MARK: Input

    /// The person cancelled a prompt (Ctrl-C or Ctrl-D on a terminal).
    struct Cancelled: Error {}

    /// A secret: read without echo on a terminal (after `prompt` on
    /// standard error), else one line of standard input. nil at end of input.
    /// - Throws: ``Cancelled``.
    func readSecret(prompt text: String) throws -> String? {
        guard inputIsTerminal else { return readInputLine() }
        var saved = termios()
        guard tcgetattr(inputDescriptor, &saved) == 0 else {
            prompt(text)
            return readInputLine()
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        raw.c_cc.6 = 1  // VMIN: a read returns after one byte
        raw.c_cc.5 = 0  // VTIME: no timer
        // Echo off first (discarding anything typed ahead), then the prompt:
        // whatever is typed after the prompt shows is read and never echoed.
        _ = tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
        prompt(text)
        defer {
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &saved)
            Self.writeAll(errorDescriptor, [0x0A])
        }
        var bytes: [UInt8] = []
        while true {
            guard let byte = FileDescriptorIO.readByte(inputDescriptor) else {
                return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
            }
            switch byte {
            case 0x0A, 0x0D:  // Enter
                return String(decoding: bytes, as: UTF8.self)
            case 0x03:  // Ctrl-C
                throw Cancelled()
            case 0x04:  // Ctrl-D
                if bytes.isEmpty { throw Cancelled() }
            case 0x15:  // Ctrl-U
                bytes.removeAll()
            case 0x7F, 0x08:  // Backspace: drop one UTF-8 character
                while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
            default:
                bytes.append(byte)
            }
        }
    }

    /// A line of input after `prompt` (shown on a terminal only); nil at end
    /// of input.
    func readLine(prompt text: String) -> String? {
        if inputIsTerminal { prompt(text) }
        return readInputLine()
    }

    /// One line of standard input without its line end ("\n" or "\r\n");
    /// nil at end of input with nothing read.
    private func readInputLine() -> String? {
        var bytes: [UInt8] = []
        var lineEnded = false
        while let byte = FileDescriptorIO.readByte(inputDescriptor) {
            if byte == 0x0A { lineEnded = true; break }
            bytes.append(byte)
        }
        if bytes.isEmpty && !lineEnded { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
