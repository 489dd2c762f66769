import CCurl
import Foundation

/// HTTP for WebDAV through libcurl's easy interface (Debian's libcurl.so.4, opened on
/// first use by `CCurl`): any method (PROPFIND, REPORT, MKCOL) with a body, Basic
/// authentication sent with every request (RFC 7617), TLS certificates checked against
/// the system's trust store (libcurl's default), connections kept between requests.
/// Synchronous: each request waits in poll(2) for its answer, so waiting on a slow
/// server costs no CPU, until nothing has arrived for ``timeout`` seconds.
///
/// Not Foundation's URLSession (docs/DECISIONS.md, "CardDAV sync: HTTP through libcurl's
/// easy interface"): on Linux it runs libcurl's multi interface on libdispatch sources,
/// and keeps a socket's write source after libcurl asks for read readiness only, so
/// while an answer is awaited the always-writable socket wakes it about 500 times a
/// second (2 s of CPU for a 4 s wait). Redirects are not followed by libcurl but here,
/// same origin only, keeping the method and body; a 401 fails as
/// ``SyncError/unauthorized(user:host:)``.
public final class WebDAVTransport: @unchecked Sendable {
    public let userName: String
    private let password: String
    /// Seconds a request may wait with nothing arriving (to connect, or for more of the answer).
    public let timeout: TimeInterval
    /// Requests sent so far (each redirect followed counts).
    public private(set) var requestCount = 0
    private let lock = NSLock()
    private var handle: UnsafeMutableRawPointer?

    public init(userName: String, password: String, timeout: TimeInterval = 30) {
        self.userName = userName
        self.password = password
        self.timeout = timeout
    }

    deinit { ccurl_handle_free(handle) }

    /// Sends one request and returns the answer, whatever its status, except 401.
    /// - Throws: ``SyncError``: `.unauthorized` (401), `.serverUnreachable`,
    ///   `.timedOut`, `.connectionLost`, `.tls`, `.redirectedElsewhere`.
    public func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil) throws -> DAVResponse {
        lock.lock()
        defer { lock.unlock() }
        var url = url
        for _ in 0..<6 {
            let response = try sendOnce(method, url, headers: headers, body: body)
            guard [301, 302, 307, 308].contains(response.status), let location = response.headers["location"],
                  let target = URL(string: location, relativeTo: url)?.absoluteURL
            else { return response }
            guard target.scheme == url.scheme, target.host == url.host, target.port == url.port else {
                throw SyncError.redirectedElsewhere(from: url.absoluteString, to: target.absoluteString)
            }
            url = target
        }
        throw SyncError.badResponse(path: url.path, detail: "too many redirects")
    }

    private func sendOnce(_ method: String, _ url: URL, headers: [String: String], body: Data?) throws -> DAVResponse {
        let host = url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? url.absoluteString
        if handle == nil { handle = ccurl_handle_new() }
        guard let handle else {
            throw SyncError.serverUnreachable(host: host, detail: "libcurl could not be loaded: " + String(cString: ccurl_load_error()))
        }
        let credentials = Data("\(userName):\(password)".utf8).base64EncodedString()
        var lines = ["Authorization: Basic \(credentials)"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            // A header's text cannot end the line early (no CR or LF from a caller's value).
            lines.append("\(name): " + value.filter { $0 != "\r" && $0 != "\n" })
        }
        // A body without a stated type is not sent as a form (libcurl's default for a body).
        if body != nil && !headers.keys.contains(where: { $0.lowercased() == "content-type" }) { lines.append("Content-Type:") }
        requestCount += 1
        var status = 0
        var headerBuffer = ccurl_buffer(), bodyBuffer = ccurl_buffer()
        defer {
            ccurl_buffer_free(&headerBuffer)
            ccurl_buffer_free(&bodyBuffer)
        }
        var error = [CChar](repeating: 0, count: 512)
        let idle = max(1, Int(timeout.rounded(.up)))
        let connectMilliseconds = max(1, Int(timeout * 1000))
        let code: Int32 = withCStrings(lines) { lineArray in
            let perform = { (bytes: UnsafeRawPointer?, count: Int) -> Int32 in
                ccurl_perform(handle, method, url.absoluteString, lineArray, Int32(lines.count), bytes, count,
                              connectMilliseconds, idle, &status, &headerBuffer, &bodyBuffer, &error)
            }
            guard let body else { return perform(nil, 0) }
            return body.withUnsafeBytes { raw in
                // An empty body still needs a pointer: it is sent as Content-Length: 0.
                perform(raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), raw.count)
            }
        }
        if code != 0 {
            let detail = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Self.failure(code, detail: detail, host: host, seconds: idle)
        }
        if status == 401 { throw SyncError.unauthorized(user: userName, host: host) }
        let data = bodyBuffer.bytes.map { Data(bytes: $0, count: bodyBuffer.length) } ?? Data()
        let text = headerBuffer.bytes.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: headerBuffer.length), as: UTF8.self) } ?? ""
        return DAVResponse(status: status, headers: Self.fields(text), body: data, url: url)
    }

    /// The header fields of the last block of `text` (libcurl passes each block of a
    /// request, a 100 Continue's included), by lower-cased name; repeated fields joined
    /// with ", " (RFC 9110 section 5.3).
    static func fields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("HTTP/") {
                fields = [:]
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields[name] = fields[name].map { $0 + ", " + value } ?? value
        }
        return fields
    }

    /// The ``SyncError`` for libcurl's result `code` (curl/curl.h's CURLcode).
    static func failure(_ code: Int32, detail: String, host: String, seconds: Int) -> SyncError {
        switch code {
        case 28: return .timedOut(host: host, seconds: seconds)   // CURLE_OPERATION_TIMEDOUT
        // CURLE_SSL_CONNECT_ERROR, SSL_ENGINE_*, SSL_CERTPROBLEM, SSL_CIPHER, PEER_FAILED_VERIFICATION,
        // USE_SSL_FAILED, SSL_ENGINE_INITFAILED, SSL_CACERT_BADFILE, SSL_SHUTDOWN_FAILED, SSL_CRL_BADFILE,
        // SSL_ISSUER_ERROR, SSL_PINNEDPUBKEYNOTMATCH, SSL_INVALIDCERTSTATUS, SSL_CLIENTCERT
        case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98: return .tls(host: host, detail: detail)
        // CURLE_PARTIAL_FILE, GOT_NOTHING, SEND_ERROR, RECV_ERROR: the connection ended before the answer did.
        case 18, 52, 55, 56: return .connectionLost(host: host)
        default: return .serverUnreachable(host: host, detail: detail)
        }
    }
}

/// Calls `body` with `strings` as an array of C strings, valid during the call.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
