import Foundation

/// What ``ContactsDatabase/applySync(_:server:account:syncToken:result:)`` did.
public struct AppliedSync: Sendable, Equatable {
    /// The ids of the contacts stored or inserted, in the order of the changes.
    public var ids: [Int64] = []
    /// Contacts whose steps were skipped because they changed after the sync read
    /// them (their `ifUnchanged` hash no longer matched), in order, without repeats.
    public var skipped: [Int64] = []
    /// The conflict copies inserted (``SyncChange/insertLocalCopy(fields:of:ifUnchanged:)``
    /// with a source): the copy's id by the id of the contact it was copied from.
    public var copies: [Int64: Int64] = [:]

    public init(ids: [Int64] = [], skipped: [Int64] = [], copies: [Int64: Int64] = [:]) {
        self.ids = ids
        self.skipped = skipped
        self.copies = copies
    }
}
