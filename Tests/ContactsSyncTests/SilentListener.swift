import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A TCP listener on a loopback port that never accepts: the kernel completes the
/// handshake into the backlog, so a client connects and then waits for an answer that
/// never comes (a server that hangs).
final class SilentListener {
    private var fd: Int32

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let ok = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        } && listen(fd, 8) == 0
        guard ok else { throw TestTools.Missing("cannot listen on port \(port): \(String(cString: strerror(errno)))") }
    }

    func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    deinit { close() }
}
