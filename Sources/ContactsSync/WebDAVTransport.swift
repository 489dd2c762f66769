import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP for WebDAV through Foundation's URLSession (swift-corelibs-foundation on
/// Linux, which runs on libcurl): any method (PROPFIND, REPORT, MKCOL) with a body,
/// Basic authentication sent with every request (RFC 7617), TLS certificates checked
/// by the system's trust store (URLSession's default). Synchronous: each request waits
/// for its answer or ``timeout``.
///
/// Two things of corelibs' URLSession are handled here (docs/DECISIONS.md, "CardDAV
/// sync: HTTP through URLSession"): a 401 with `WWW-Authenticate` would leave the task
/// waiting for credentials forever, so the delegate cancels the challenge and the
/// request fails as ``SyncError/unauthorized(user:host:)``; redirects are not followed
/// by URLSession (it would turn some methods into GET) but here, same origin only,
/// keeping the method and body.
public final class WebDAVTransport: @unchecked Sendable {
    public let userName: String
    private let password: String
    /// Seconds a request may wait for an answer.
    public let timeout: TimeInterval
    /// Requests sent so far (each redirect followed counts).
    public private(set) var requestCount = 0
    private let session: URLSession
    private let delegate = Delegate()

    public init(userName: String, password: String, timeout: TimeInterval = 30) {
        self.userName = userName
        self.password = password
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// Sends one request and returns the answer, whatever its status, except 401.
    /// - Throws: ``SyncError``: `.unauthorized` (401), `.serverUnreachable`,
    ///   `.timedOut`, `.connectionLost`, `.tls`, `.redirectedElsewhere`.
    public func send(_ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil) throws -> DAVResponse {
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
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        let credentials = Data("\(userName):\(password)".utf8).base64EncodedString()
        request.setValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        requestCount += 1
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Data?, URLResponse?, Error?) = (nil, nil, nil)
        let task = session.dataTask(with: request) { data, response, error in
            result = (data, response, error)
            done.signal()
        }
        task.resume()
        done.wait()
        let host = url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? url.absoluteString
        if delegate.wasChallenged(task.taskIdentifier) { throw SyncError.unauthorized(user: userName, host: host) }
        if let error = result.2 {
            let code = (error as NSError).code
            let detail = error.localizedDescription
            switch code {
            case NSURLErrorTimedOut: throw SyncError.timedOut(host: host, seconds: Int(timeout))
            case NSURLErrorNetworkConnectionLost: throw SyncError.connectionLost(host: host)
            case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
                 NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorServerCertificateNotYetValid,
                 NSURLErrorClientCertificateRejected:
                throw SyncError.tls(host: host, detail: detail)
            default:
                // corelibs' URLSession passes some of libcurl's TLS failures on under other codes,
                // e.g. "SSL certificate problem: self-signed certificate".
                if detail.localizedCaseInsensitiveContains("SSL") || detail.localizedCaseInsensitiveContains("certificate")
                    || detail.localizedCaseInsensitiveContains("TLS") {
                    throw SyncError.tls(host: host, detail: detail)
                }
                // libcurl reports an answer cut short as "transfer closed with N bytes remaining",
                // "partial file" or "receive failure".
                if detail.localizedCaseInsensitiveContains("transfer closed") || detail.localizedCaseInsensitiveContains("partial")
                    || detail.localizedCaseInsensitiveContains("recv failure")
                    || detail.localizedCaseInsensitiveContains("empty reply") {
                    throw SyncError.connectionLost(host: host)
                }
                throw SyncError.serverUnreachable(host: host, detail: detail)
            }
        }
        guard let http = result.1 as? HTTPURLResponse else {
            throw SyncError.badResponse(path: url.path, detail: "no HTTP answer")
        }
        if http.statusCode == 401 { throw SyncError.unauthorized(user: userName, host: host) }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return DAVResponse(status: http.statusCode, headers: fields, body: result.0 ?? Data(), url: url)
    }

    /// Cancels authentication challenges (recording them) and refuses redirects.
    private final class Delegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var challenged: Set<Int> = []

        func wasChallenged(_ task: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return challenged.remove(task) != nil
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
            // On Linux only HTTP authentication is challenged (libcurl checks TLS
            // certificates itself, with the system's trust store).
            lock.lock()
            challenged.insert(task.taskIdentifier)
            lock.unlock()
            completionHandler(.cancelAuthenticationChallenge, nil)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            completionHandler(nil)
        }
    }
}
