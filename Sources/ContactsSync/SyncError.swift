import Foundation

/// Why a sync, or adding a server, stopped. `description` is one line naming the
/// cause and the host, for "contacts: …".
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing answers at the host (connection refused, unknown host, no route).
    case serverUnreachable(host: String, detail: String)
    /// The server did not answer within `seconds`.
    case timedOut(host: String, seconds: Int)
    /// The connection was cut before the answer was complete.
    case connectionLost(host: String)
    /// TLS failed (certificate not trusted, handshake).
    case tls(host: String, detail: String)
    /// HTTP 401: the server refused the user name or password.
    case unauthorized(user: String, host: String)
    /// An HTTP status the request cannot go on with (4xx other than the handled
    /// ones, 5xx).
    case httpStatus(method: String, path: String, status: Int, host: String)
    /// An answer that is not what RFC 4918 / RFC 6352 describe.
    case badResponse(path: String, detail: String)
    /// Discovery found no CardDAV address book and could not create one.
    case noAddressBook(url: String, detail: String)
    /// A redirect to another origin, which would send the password elsewhere.
    case redirectedElsewhere(from: String, to: String)

    public var description: String {
        switch self {
        case .serverUnreachable(let host, let detail): return "cannot reach the server \(host): \(detail)"
        case .timedOut(let host, let seconds): return "the server \(host) did not answer within \(seconds) s"
        case .connectionLost(let host): return "the connection to \(host) was cut before the answer was complete"
        case .tls(let host, let detail): return "secure connection to \(host) failed: \(detail)"
        case .unauthorized(let user, let host):
            return "the server \(host) refused the password of user \"\(user)\" (HTTP 401); add the server again with the right one"
        case .httpStatus(let method, let path, let status, let host):
            return "the server \(host) answered \(method) \(path) with HTTP \(status) \(HTTPURLResponseText.reason(status))"
        case .badResponse(let path, let detail): return "unexpected answer for \(path): \(detail)"
        case .noAddressBook(let url, let detail): return "no CardDAV address book at \(url): \(detail)"
        case .redirectedElsewhere(let from, let to):
            return "\(from) redirects to another server (\(to)); give that address instead"
        }
    }
}

/// Reason phrases of the statuses a CardDAV server answers with (RFC 9110 section 15).
enum HTTPURLResponseText {
    static func reason(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 409: return "Conflict"
        case 412: return "Precondition Failed"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 507: return "Insufficient Storage"
        default: return ""
        }
    }
}
