import Foundation
#if canImport(Glibc)
import Glibc
#endif

// How a `TerminalBackend` is opened: its configuration and why opening can fail.

extension TerminalBackend {
    /// How the backend opens the terminal.
    public struct Configuration: Sendable {
        /// Where keys are read (default standard input).
        public var inputFD: Int32 = STDIN_FILENO
        /// Where the screen is written (default standard output).
        public var outputFD: Int32 = STDOUT_FILENO
        /// terminfo name; nil uses `$TERM`.
        public var terminalType: String?
        /// Install the signal handlers (SIGINT, SIGWINCH, SIGTSTP, crash signals). Only
        /// one backend per process may do this.
        public var ownsProcessSignals = true
        /// Report mouse clicks and the wheel (`mousemask(3X)`).
        public var enablesMouse = true
        /// Turn on bracketed paste when terminfo describes it (`BE`/`BD`/`PS`/`PE`).
        public var enablesBracketedPaste = true
        /// Milliseconds ncurses waits after ESC for the rest of a sequence, so a lone Esc
        /// is delivered quickly. The `ESCDELAY` environment variable wins when set.
        public var escapeDelayMilliseconds = 25
        /// Ctrl-Z suspends the program as a shell user expects (raw mode turns the tty's
        /// own job control key off). When false, or when the backend does not own the
        /// process's signals, Ctrl-Z is delivered as a key.
        public var suspendsOnControlZ = true
        /// Environment read for `NO_COLOR` and `ESCDELAY`.
        public var environment: [String: String] = ProcessInfo.processInfo.environment
        /// Forces a colour mode instead of detecting it.
        public var colorMode: TerminalColorMode?
        /// How the terminal lays out emoji clusters; nil detects it from `environment`
        /// (`TerminalGraphemeWidths.detect(environment:)`).
        public var graphemeWidths: TerminalGraphemeWidths?
        /// While the screen is up, keep what the program writes to standard error (when
        /// that is the terminal) and show it after the terminal is restored, so messages
        /// neither corrupt the screen nor vanish with it (a crash message included).
        /// Owner only.
        public var capturesStandardError = true

        public init() {}
    }

    /// Why the terminal could not be opened.
    public enum OpenError: Error, Equatable, CustomStringConvertible {
        /// Input or output is not a terminal (e.g. redirected to a file).
        case notATerminal(fileDescriptor: Int32)
        /// terminfo does not know the terminal type (or `TERM` is unset).
        case unknownTerminal(String)
        /// Another `TerminalBackend` already owns the process's terminal and signals.
        case terminalAlreadyOwned
        /// A system call failed while opening the terminal.
        case systemError(String)

        public var description: String {
            switch self {
            case .notATerminal(let fd):
                switch fd {
                case STDIN_FILENO:
                    return "standard input is not a terminal; run the program in a terminal (not with its input redirected or piped)"
                case STDOUT_FILENO:
                    return "standard output is not a terminal; run the program in a terminal (not with its output redirected or piped)"
                default:
                    return "file descriptor \(fd) is not a terminal; run the program in a terminal"
                }
            case .unknownTerminal(let name):
                return "terminal type '\(name)' is unknown to terminfo or cannot address the cursor; set TERM (e.g. TERM=xterm-256color)"
            case .terminalAlreadyOwned:
                return "another TerminalBackend already owns this process's terminal; restore() it first"
            case .systemError(let what):
                return "could not open the terminal: \(what)"
            }
        }
    }
}
