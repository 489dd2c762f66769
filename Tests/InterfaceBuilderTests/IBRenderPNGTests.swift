import Foundation
import Testing
import TestSupport

/// `uikit-ib render FILE --png OUT`: the scene drawn by the pixel backend at the size and
/// scale of the device the file was drawn for, run as the command a person runs.
@Suite struct IBRenderPNGTests {
    static func executable() throws -> URL {
        let path = try #require(TestTools.product("uikit-ib"), "uikit-ib is not built; run 'swift build --build-tests'")
        return URL(fileURLWithPath: path)
    }

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = try Self.executable()
        p.arguments = arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    /// A PNG's size from its IHDR chunk (RFC 2083: the signature, then width and height,
    /// big-endian, at bytes 16 and 20).
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let b = [UInt8](data)
        guard b.count > 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], b[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func be(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    @Test func aSceneIsWrittenAtItsDevicesSizeAndScale() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("scene.png").path
        let r = try run(["render", IBCorpus.path(IBCorpus.navBasic), "--png", out])
        #expect(r.status == 0, "\(r.err)")
        // retina6_1: 414 × 896 points at 2 pixels a point.
        #expect(r.out == "\(out): 828 × 1792 pixels\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(Self.pngSize(data).map { [$0.0, $0.1] } == [828, 1792])
        // --scale overrides the device's.
        let one = try run(["render", IBCorpus.path(IBCorpus.navBasic), "--png", out, "--scale", "1"])
        #expect(one.status == 0 && one.out == "\(out): 414 × 896 pixels\n", "\(one.err)")
    }

    @Test func badInputWritesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("scene.png").path
        let r = try run(["render", "/etc/passwd", "--png", out])
        #expect(r.status == 1)
        #expect(r.err.contains("not an XML file"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "no partial file")
        let s = try run(["render", IBCorpus.path(IBCorpus.navBasic), "--png", out, "--scale", "9"])
        #expect(s.status == 2 && s.err.contains("--scale wants a number from 1 to 4"), "\(s.err)")
    }
}
