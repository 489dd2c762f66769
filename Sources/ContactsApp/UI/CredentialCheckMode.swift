import Foundation

/// How the login screen runs the slow password check (scrypt, about 0.4 s at
/// the OWASP work factor) while its progress HUD is on screen.
public enum CredentialCheckMode: Sendable, Equatable {
    /// On a background thread, which hands the answer back to the main thread
    /// (waking its run loop) when it is done; the HUD's spinner keeps turning
    /// meanwhile. The terminal app uses this.
    case background
    /// On the main thread, inside a timer that fires `delay` seconds after the
    /// HUD was shown (the HUD is on screen by then). Deterministic on a
    /// manual clock: the headless tests use this.
    case inline(delay: TimeInterval)

    /// The terminal's choice: a background thread that wakes the main loop when done.
    public static let terminal = CredentialCheckMode.background
    /// The headless choice: inline, 50 ms after the HUD appears.
    public static let headless = CredentialCheckMode.inline(delay: 0.05)
}
