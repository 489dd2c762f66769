import Foundation

/// One card as last agreed with the server (`sync_items`): its href on the server,
/// the local contact (nil once the contact was deleted here), the server's ETag and
/// ``ContactFields/contentHash`` of the contact as stored then. A contact whose hash
/// differs has changed here since.
public struct SyncItem: Equatable, Sendable {
    public var href: String
    public var contactID: Int64?
    public var etag: String
    public var localHash: Data

    public init(href: String, contactID: Int64?, etag: String, localHash: Data) {
        self.href = href
        self.contactID = contactID
        self.etag = etag
        self.localHash = localHash
    }
}
