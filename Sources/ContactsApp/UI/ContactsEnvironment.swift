import ContactsStore
import Foundation
import UIKit

/// What the four screens share: the address book, the strings, and the
/// timings of the login screen's HUD and messages. One per application
/// (tests make their own; nothing here is process-wide).
@MainActor
public final class ContactsEnvironment {
    /// The data every screen reads and writes.
    public let addressBook: AddressBook
    /// The language of every string on screen.
    public let strings: Localization
    /// How the password check runs (see ``CredentialCheckMode``).
    public let credentialChecks: CredentialCheckMode
    /// Shortest time the "Signing in…" HUD stays up, in seconds (so it is
    /// seen even when the check is fast).
    public let minimumHUDDuration: TimeInterval
    /// How long a HUD-style message (a failed sign-in) stays, in seconds.
    public let messageDuration: TimeInterval
    /// Most search results shown at once; typing more narrows them.
    public let searchLimit: Int
    /// When the list builds its search index.
    public let searchIndex: SearchIndexMode
    /// Whether the list watches the data directory for other processes' writes
    /// (``ExternalChangeMonitor``) and updates itself when it sees one.
    public let watchesExternalChanges: Bool

    /// - Parameters:
    ///   - addressBook: the opened book.
    ///   - strings: the localization (default: the process's, from `LANG`).
    ///   - credentialChecks: ``CredentialCheckMode/terminal`` or ``CredentialCheckMode/headless``.
    ///   - minimumHUDDuration: seconds (default 0.3).
    ///   - messageDuration: seconds (default 2).
    ///   - searchLimit: rows (default 200).
    ///   - searchIndex: default: built in the background 0.3 s after the
    ///     list appeared with terminal checks, never with headless ones.
    ///   - watchesExternalChanges: default: with terminal checks, not with headless ones.
    public init(addressBook: AddressBook, strings: Localization = .current,
                credentialChecks: CredentialCheckMode = .terminal,
                minimumHUDDuration: TimeInterval = 0.3, messageDuration: TimeInterval = 2,
                searchLimit: Int = 200, searchIndex: SearchIndexMode? = nil,
                watchesExternalChanges: Bool? = nil) {
        self.addressBook = addressBook
        self.strings = strings
        self.credentialChecks = credentialChecks
        self.minimumHUDDuration = minimumHUDDuration
        self.messageDuration = messageDuration
        self.searchLimit = max(1, searchLimit)
        if let searchIndex {
            self.searchIndex = searchIndex
        } else if case .background = credentialChecks {
            self.searchIndex = .background(delay: 0.3)
        } else {
            self.searchIndex = .off
        }
        if let watchesExternalChanges {
            self.watchesExternalChanges = watchesExternalChanges
        } else if case .background = credentialChecks {
            self.watchesExternalChanges = true
        } else {
            self.watchesExternalChanges = false
        }
    }
}
