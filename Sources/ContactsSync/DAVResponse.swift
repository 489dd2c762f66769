import Foundation

/// An HTTP answer: status, header fields (names lowercased) and body.
public struct DAVResponse: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data
    /// The URL that answered (after the redirects ``WebDAVTransport`` followed).
    public let url: URL

    /// The `ETag` header field, as sent (quotes kept: it is compared as an opaque string).
    public var etag: String? { headers["etag"] }
}
