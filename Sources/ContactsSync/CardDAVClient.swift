import Foundation

/// The CardDAV requests a sync needs (RFC 6352 over WebDAV, RFC 4918), each one
/// request on ``transport``.
public final class CardDAVClient: @unchecked Sendable {
    public let transport: WebDAVTransport

    public init(transport: WebDAVTransport) { self.transport = transport }

    /// What a sync-collection REPORT (RFC 6578 section 3.2) gave.
    public enum SyncCollectionResult: Sendable {
        /// Members changed (href, ETag) and removed (href) since the token, and the new token.
        case changes(changed: [(href: String, etag: String)], removed: [String], token: String)
        /// The server refused the token (`DAV:valid-sync-token` precondition): a full resync is due.
        case invalidToken
        /// The server has no sync-collection REPORT on this collection (its status).
        case unsupported(status: Int)
    }

    /// One card fetched by ``multiget(_:hrefs:)``.
    public struct Card: Sendable {
        public var href: String
        public var etag: String
        public var text: String
    }

    /// The result of a conditional PUT or DELETE.
    public enum WriteResult: Equatable, Sendable {
        /// Done; the new ETag when the server sent one.
        case done(etag: String?)
        /// 412: the condition failed (changed on the server, or already there).
        case preconditionFailed
        /// 404 (a DELETE of a card already gone).
        case notFound
        /// The server refused this one card (a 4xx that says nothing of the account:
        /// 400 a card it cannot read, 409, 413 too large, 415, 422…, RFC 9110 section
        /// 15.5): its status, reason phrase, and the first line of its explanation.
        case refused(status: Int, reason: String)
    }

    /// Statuses that speak of the account or the connection, not of one card: 401
    /// (password), 403 (no right to write), 407, 408, 423 (locked), 429 (slow down).
    static let accountStatuses: Set<Int> = [401, 403, 407, 408, 423, 429]

    /// A 4xx refusing the one card sent, with what the server said about it.
    static func refusal(_ response: DAVResponse) -> WriteResult? {
        guard (400..<500).contains(response.status), !accountStatuses.contains(response.status) else { return nil }
        var reason = HTTPURLResponseText.reason(response.status)
        let phrase = reason
        let text = String(decoding: response.body.prefix(4096), as: UTF8.self)
        let isMarkup = (response.headers["content-type"] ?? "").contains("html") || text.hasPrefix("<")
        if !isMarkup, let line = text.split(whereSeparator: \.isNewline)
            .map({ $0.trimmingCharacters(in: .whitespaces) })
            .first(where: { !$0.isEmpty && $0.caseInsensitiveCompare(phrase) != .orderedSame }) {
            reason += reason.isEmpty ? String(line.prefix(200)) : ": " + line.prefix(200)
        }
        return .refused(status: response.status, reason: reason)
    }

    // MARK: Requests

    static let xmlHeader = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"

    /// Sends an XML request that must answer 207, and reads the answer.
    func multiStatus(_ method: String, _ url: URL, depth: String?, body: String) throws -> (MultiStatus, DAVResponse) {
        var headers = ["Content-Type": "application/xml; charset=utf-8"]
        if let depth { headers["Depth"] = depth }
        let response = try transport.send(method, url, headers: headers, body: Data((Self.xmlHeader + body).utf8))
        guard response.status == 207 else { throw failure(method, response) }
        return (try MultiStatus(try DAVElement.parse(response.body, path: response.url.path), path: response.url.path), response)
    }

    func failure(_ method: String, _ response: DAVResponse) -> SyncError {
        .httpStatus(method: method, path: Self.encodedPath(response.url), status: response.status, host: Self.host(response.url))
    }

    static func host(_ url: URL) -> String { url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? url.absoluteString }

    /// `href` as an absolute URL against `base`.
    public static func url(_ href: String, relativeTo base: URL) -> URL {
        URL(string: href, relativeTo: base)?.absoluteURL ?? base
    }

    /// The path of an href (servers may send absolute URLs), percent-encoding kept,
    /// the form items are keyed by.
    public static func path(of href: String) -> String {
        if href.hasPrefix("/") { return href }
        return URLComponents(string: href)?.percentEncodedPath ?? href
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// REPORT sync-collection with `token` (nil: the initial sync, every member),
    /// sync-level 1, asking for ETags. Follows a truncated answer (507 on the
    /// collection, RFC 6578 section 3.6) with the token it gave until complete.
    public func syncCollection(_ collection: URL, token: String?) throws -> SyncCollectionResult {
        var token = token
        var changed: [(href: String, etag: String)] = []
        var removed: [String] = []
        let collectionPath = Self.trimmedSlash(Self.encodedPath(collection))
        for _ in 0..<1000 {
            let body = "<D:sync-collection xmlns:D=\"DAV:\">"
                + (token.map { "<D:sync-token>\(Self.escaped($0))</D:sync-token>" } ?? "<D:sync-token/>")
                + "<D:sync-level>1</D:sync-level><D:prop><D:getetag/></D:prop></D:sync-collection>"
            let response = try transport.send("REPORT", collection, headers: ["Content-Type": "application/xml; charset=utf-8",
                                                                              "Depth": "0"],
                                              body: Data((Self.xmlHeader + body).utf8))
            if response.status != 207 {
                if [403, 409, 412, 400].contains(response.status), token != nil,
                   String(decoding: response.body, as: UTF8.self).contains("valid-sync-token") {
                    return .invalidToken
                }
                if [400, 403, 404, 405, 409, 415, 422, 501].contains(response.status) { return .unsupported(status: response.status) }
                throw failure("REPORT", response)
            }
            let status = try MultiStatus(try DAVElement.parse(response.body, path: collection.path), path: collection.path)
            var truncated = false
            for entry in status.entries {
                let path = Self.path(of: entry.href)
                if Self.trimmedSlash(path) == collectionPath {
                    if entry.status == 507 { truncated = true }
                    continue
                }
                if entry.status == 404 {
                    removed.append(path)
                } else if let etag = entry.property("getetag")?.value, !etag.isEmpty {
                    changed.append((path, etag))
                }
            }
            guard let next = status.syncToken, !next.isEmpty else {
                throw SyncError.badResponse(path: collection.path, detail: "a sync-collection answer without a sync-token")
            }
            token = next
            if !truncated { return .changes(changed: changed, removed: removed, token: next) }
        }
        throw SyncError.badResponse(path: collection.path, detail: "the sync-collection answer never completed")
    }

    /// PROPFIND Depth 1: the href and ETag of every card in `collection` (the etag
    /// comparison for servers without sync tokens).
    public func etags(_ collection: URL) throws -> [String: String] {
        let body = "<D:propfind xmlns:D=\"DAV:\"><D:prop><D:getetag/><D:resourcetype/></D:prop></D:propfind>"
        let (status, _) = try multiStatus("PROPFIND", collection, depth: "1", body: body)
        let collectionPath = Self.trimmedSlash(Self.encodedPath(collection))
        var etags: [String: String] = [:]
        for entry in status.entries {
            let path = Self.path(of: entry.href)
            guard Self.trimmedSlash(path) != collectionPath,
                  entry.property("resourcetype")?.child("collection") == nil,
                  let etag = entry.property("getetag")?.value, !etag.isEmpty
            else { continue }
            etags[path] = etag
        }
        return etags
    }

    /// addressbook-multiget REPORT (RFC 6352 section 8.7): the cards at `hrefs` with
    /// their ETags. A card gone meanwhile is left out.
    public func multiget(_ collection: URL, hrefs: [String]) throws -> [Card] {
        guard !hrefs.isEmpty else { return [] }
        let body = "<C:addressbook-multiget xmlns:D=\"DAV:\" xmlns:C=\"\(DAVElement.cardDAV)\">"
            + "<D:prop><D:getetag/><C:address-data/></D:prop>"
            + hrefs.map { "<D:href>\(Self.escaped($0))</D:href>" }.joined() + "</C:addressbook-multiget>"
        let (status, _) = try multiStatus("REPORT", collection, depth: nil, body: body)
        return status.entries.compactMap { entry in
            guard let data = entry.property("address-data", DAVElement.cardDAV)?.text,
                  let etag = entry.property("getetag")?.value
            else { return nil }
            return Card(href: Self.path(of: entry.href), etag: etag, text: data)
        }
    }

    /// PUT of a vCard at `url`: `If-Match: etag` to replace a known version,
    /// `If-None-Match: *` (etag nil) to create only (RFC 9110 section 13.1).
    /// - Returns: `.refused` for a 4xx about the card itself (see ``WriteResult``).
    /// - Throws: ``SyncError`` for 401, 403, 5xx and the other statuses about the account.
    public func put(_ url: URL, card: String, ifMatch etag: String?) throws -> WriteResult {
        var headers = ["Content-Type": "text/vcard; charset=utf-8"]
        if let etag { headers["If-Match"] = etag } else { headers["If-None-Match"] = "*" }
        let response = try transport.send("PUT", url, headers: headers, body: Data(card.utf8))
        switch response.status {
        case 200..<300: return .done(etag: response.etag)
        case 412: return .preconditionFailed
        default:
            if let refused = Self.refusal(response) { return refused }
            throw failure("PUT", response)
        }
    }

    /// DELETE of the card at `url` if it still has `etag`.
    public func delete(_ url: URL, ifMatch etag: String) throws -> WriteResult {
        let response = try transport.send("DELETE", url, headers: ["If-Match": etag])
        switch response.status {
        case 200..<300: return .done(etag: nil)
        case 404: return .notFound
        case 412: return .preconditionFailed
        default:
            if let refused = Self.refusal(response) { return refused }
            throw failure("DELETE", response)
        }
    }

    /// The path of `url`, percent-encoding kept.
    public static func encodedPath(_ url: URL) -> String {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
    }

    static func trimmedSlash(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
