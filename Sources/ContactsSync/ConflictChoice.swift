/// What to do with one ``SyncConflict`` (`contacts sync --conflicts`).
public enum ConflictChoice: String, Sendable, CaseIterable {
    /// Both versions are kept (the documented default, docs/DECISIONS.md "CardDAV sync:
    /// conflicts"): the server's in place, this book's as a new contact sent to the
    /// server; a removal on one side loses to the edit on the other.
    case keepBoth = "keep-both"
    /// This book's version wins: it replaces the server's card (`If-Match` on the
    /// server's new ETag), or the removal here removes the server's card.
    case local
    /// The server's version wins: it replaces this book's contact, or the removal on
    /// the server removes it here.
    case remote
}
