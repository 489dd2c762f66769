import Foundation

/// What one sync did, on each side, by contact name.
public struct SyncReport: Sendable, Equatable {
    /// Contacts added, updated, removed in this book (the server's changes).
    public var addedHere: [String] = []
    public var updatedHere: [String] = []
    public var removedHere: [String] = []
    /// Cards added, updated, removed on the server (this book's changes).
    public var addedOnServer: [String] = []
    public var updatedOnServer: [String] = []
    public var removedOnServer: [String] = []
    /// Changes made on both sides, each with what was done ("…; both kept").
    public var conflicts: [String] = []
    /// Cards the server holds that could not be read (left there, retried next time).
    public var unreadable: [String] = []
    /// Contacts the server refused, each "Name: HTTP 400 Bad Request: reason"; nothing
    /// was recorded for them, so the next sync sends them again.
    public var refused: [String] = []
    /// Conflicts settled by keeping both versions: the contact (now the server's
    /// version) and this book's version saved as a new contact, for choosing later
    /// (the app's conflict alert).
    public var keptCopies: [KeptCopy] = []
    /// One contact kept twice by a conflict.
    public struct KeptCopy: Sendable, Equatable {
        public var name: String
        /// The contact holding the server's version.
        public var contactID: Int64
        /// The new contact holding this book's version.
        public var copyID: Int64

        public init(name: String, contactID: Int64, copyID: Int64) {
            self.name = name
            self.contactID = contactID
            self.copyID = copyID
        }
    }
    /// Whether every card was compared (first sync, a rejected token, a server without tokens).
    public var fullResync = false
    /// HTTP requests sent.
    public var requests = 0

    public init() {}

    /// One line: "here: 2 added, 1 updated, 0 removed; server: …; 1 conflict".
    public var summary: String {
        "here: \(addedHere.count) added, \(updatedHere.count) updated, \(removedHere.count) removed; "
            + "server: \(addedOnServer.count) added, \(updatedOnServer.count) updated, \(removedOnServer.count) removed; "
            + "\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s")"
            + (refused.isEmpty ? "" : "; \(refused.count) refused by the server")
    }
}
