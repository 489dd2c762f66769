import Foundation
import SDLBackend
import Testing

@Suite struct PNGFileTests {
    @Test func aCanvasSurvivesAWriteAndARead() throws {
        var c = PixelCanvas(width: 3, height: 2, color: 0xFF10_2030)
        c.pixels[4] = 0xFFFF_8000
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString).png").path
        defer { unlink(path) }
        try PNGFile.write(c, to: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        #expect(try PNGFile.read(path) == c)
    }

    @Test func anUnwritablePlaceIsAnErrorAndLeavesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-missing-\(UUID().uuidString)")
        let path = dir.appendingPathComponent("x.png").path
        #expect(throws: PNGFile.Error.self) { try PNGFile.write(PixelCanvas(width: 1, height: 1), to: path) }
        #expect(!FileManager.default.fileExists(atPath: dir.path))
        #expect(throws: PNGFile.Error.self) { _ = try PNGFile.read(path) }
    }
}
