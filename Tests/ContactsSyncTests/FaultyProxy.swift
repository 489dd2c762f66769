import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP proxy (Python's http.server, python3 from `.ci/run`) in front of a
/// Radicale, to show the sync a server it cannot otherwise meet: one without the
/// sync-collection REPORT (it answers 501 Not Implemented, as RFC 6578 section 3.2
/// leaves to a server that lacks it), a 5xx answer, or a connection cut in the middle
/// of an answer, from the `after`-th request on.
final class FaultyProxy {
    enum Fault: String {
        case noSyncCollection = "no-sync-collection"
        case serverError = "server-error"
        case cutConnection = "cut"
    }

    let folder: TemporaryFolder
    let port: UInt16
    private let process: Process
    var url: String { "http://127.0.0.1:\(port)/" }
    var host: String { "127.0.0.1:\(port)" }

    static let script = """
        import http.server, socketserver, sys, urllib.request, urllib.error
        port, target, fault, after = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
        count = 0
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args): pass
            def handle_any(self):
                global count
                count += 1
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                faulty = count >= after
                if faulty and fault == "no-sync-collection" and self.command == "REPORT" and b"sync-collection" in body:
                    return self.answer(501, {}, b"not implemented")
                if faulty and fault == "server-error":
                    return self.answer(503, {}, b"down for maintenance")
                request = urllib.request.Request(target + self.path, data=body if body else None, method=self.command)
                for name, value in self.headers.items():
                    if name.lower() not in ("host", "content-length", "connection"):
                        request.add_header(name, value)
                try:
                    response = urllib.request.urlopen(request)
                    status, headers, data = response.status, response.headers, response.read()
                except urllib.error.HTTPError as error:
                    status, headers, data = error.code, error.headers, error.read()
                if faulty and fault == "cut":
                    self.send_response(status)
                    self.send_header("Content-Length", str(len(data) + 1000))
                    self.end_headers()
                    self.wfile.write(data[: len(data) // 2])
                    self.wfile.flush()
                    self.close_connection = True
                    return
                self.answer(status, headers, data)
            def answer(self, status, headers, data):
                self.send_response(status)
                for name, value in headers.items():
                    if name.lower() not in ("content-length", "transfer-encoding", "connection", "server", "date"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCOL = do_OPTIONS = handle_any
        socketserver.TCPServer.allow_reuse_address = True
        with socketserver.ThreadingTCPServer(("127.0.0.1", port), Handler) as server:
            server.serve_forever()
        """

    init(to server: RadicaleServer, fault: Fault, after: Int = 1) throws {
        let python = try TestTools.require("python3", package: "python3")
        folder = try TemporaryFolder(prefix: "proxy")
        port = try RadicaleServer.freePort()
        let script = try folder.write("proxy.py", Self.script)
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, String(port), "http://127.0.0.1:\(server.port)", fault.rawValue, String(after)]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<200 where !RadicaleServer.answers(port) { usleep(50_000) }
        guard RadicaleServer.answers(port) else { throw TestTools.Missing("the proxy did not start on port \(port)") }
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
