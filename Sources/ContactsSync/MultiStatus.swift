import Foundation

/// A 207 Multi-Status answer (RFC 4918 section 13): one entry per `response`, with
/// the properties found (status 200) and the response's own status, and the
/// `sync-token` of a sync-collection REPORT (RFC 6578 section 6.4).
public struct MultiStatus: Sendable {
    public struct Entry: Sendable {
        /// The href as the server wrote it (percent-encoding kept).
        public var href: String
        /// The response's own `status` (a member removed since a sync token: 404).
        public var status: Int?
        /// Properties of `propstat`s with status 2xx.
        public var properties: [DAVElement]

        public func property(_ name: String, _ namespace: String = DAVElement.dav) -> DAVElement? {
            properties.first { $0.name == name && $0.namespace == namespace }
        }
    }

    public var entries: [Entry]
    public var syncToken: String?

    public init(_ root: DAVElement, path: String) throws {
        guard root.name == "multistatus", root.namespace == DAVElement.dav else {
            throw SyncError.badResponse(path: path, detail: "expected a DAV: multistatus, found \(root.name)")
        }
        entries = root.all("response").compactMap { response in
            guard let href = response.child("href")?.value, !href.isEmpty else { return nil }
            var properties: [DAVElement] = []
            for propstat in response.all("propstat") {
                let status = propstat.child("status").map { Self.statusCode($0.value) } ?? 200
                if let status, (200..<300).contains(status) { properties += propstat.child("prop")?.children ?? [] }
            }
            return Entry(href: href, status: response.child("status").flatMap { Self.statusCode($0.value) },
                         properties: properties)
        }
        syncToken = root.child("sync-token")?.value
    }

    /// The code of a status line ("HTTP/1.1 404 Not Found" → 404).
    static func statusCode(_ line: String) -> Int? {
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
