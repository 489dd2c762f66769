import CNCursesW
import Foundation
import UIKit
import UIKitEngine
#if canImport(Glibc)
import Glibc
#endif

// Giving the terminal back: Ctrl-Z suspension and the final restore.

extension TerminalBackend {
    /// Gives the terminal back and stops the process (as Ctrl-Z does in a shell); on
    /// `fg` takes the terminal again and repaints.
    public func suspend() {
        guard isActive else { return }
        leaveCursesMode()
        if ownsSignals { TerminalSignals.endStandardErrorCapture() }
        var action = sigaction(), old = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        _ = sigaction(SIGTSTP, &action, &old)
        _ = raise(SIGTSTP) // stops here until SIGCONT
        _ = sigaction(SIGTSTP, &old, nil)
        _ = TerminalSignals.take(\.continuePending)
        if ownsSignals {
            TerminalSignals.setActive(true)
            if configuration.capturesStandardError {
                TerminalSignals.beginStandardErrorCapture()
            }
        }
        if let paste = bracketedPaste { writeRaw(paste.on) }
        _ = updateSizeFromTerminal()
        // The first doupdate after endwin resumes ncurses' mouse (mode 1000 again, which
        // switches 1002 off), so the mouse modes are asked for after the repaint.
        repaint()
        if mouseEnabled {
            var previousMask: mmask_t = 0
            _ = mousemask(mmask_t(TerminalMouseMasks.ncurses.requested), &previousMask)
            setDragReporting(true)
        }
    }

    /// Gives the terminal back to the shell: `endwin(3X)`, bracketed paste and mouse off,
    /// signal dispositions as they were. Idempotent; later `present` calls do nothing.
    public func restore() {
        guard isActive else { return }
        isActive = false
        leaveCursesMode()
        if ownsSignals { TerminalSignals.uninstall() } // also replays captured standard error
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
        eventWakeUp.close()
    }

    /// What suspending and restoring share: bracketed paste and drag reporting off,
    /// `endwin(3X)` (the shell's terminal modes back), this backend's signal handling
    /// made inactive when it owns the signals.
    private func leaveCursesMode() {
        set_term(screen)
        if let paste = bracketedPaste { writeRaw(paste.off) }
        setDragReporting(false)
        endwin()
        if ownsSignals { TerminalSignals.setActive(false) }
    }
}
