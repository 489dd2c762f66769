import Foundation
import SDLBackend
import Testing

/// Compares a rendered picture with a reference PNG in `Golden/`, with a tolerance: a pixel
/// differs when a channel is off by more than `channelTolerance`; the picture matches when
/// at most `allowedFraction` of its pixels differ (anti-aliasing and font hinting may move
/// a few). On a mismatch the actual picture and a difference image (differing pixels red
/// over a faded copy of the reference) are written to a temporary directory named in the
/// failure. `UIKIT_RECORD_GOLDEN=1` writes the reference instead (after looking at it).
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let channelTolerance = 40
    static let allowedFraction = 0.003

    struct Comparison {
        var differing: Int
        var total: Int
        var diff: PixelCanvas
    }

    static func compare(_ actual: PixelCanvas, _ expected: PixelCanvas) -> Comparison? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var diff = PixelCanvas(width: actual.width, height: actual.height)
        var differing = 0
        for i in actual.pixels.indices {
            let a = actual.pixels[i], e = expected.pixels[i]
            var off = false
            for shift: UInt32 in [0, 8, 16] where abs(Int((a >> shift) & 0xFF) - Int((e >> shift) & 0xFF)) > channelTolerance { off = true }
            if off {
                differing += 1
                diff.pixels[i] = 0xFFFF_0000
            } else {
                // The reference, faded towards white.
                func fade(_ s: UInt32) -> UInt32 { (((e >> s) & 0xFF) + 3 * 255) / 4 }
                diff.pixels[i] = 0xFF00_0000 | fade(16) << 16 | fade(8) << 8 | fade(0)
            }
        }
        return Comparison(differing: differing, total: actual.pixels.count, diff: diff)
    }

    static func expectMatches(_ actual: PixelCanvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["UIKIT_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGFile.write(actual, to: reference.path)
            return
        }
        let expected = try PNGFile.read(reference.path)
        let result = compare(actual, expected)
        let fraction = result.map { Double($0.differing) / Double($0.total) } ?? 1
        if fraction <= allowedFraction { return }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(name)-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try PNGFile.write(actual, to: out.appendingPathComponent("actual.png").path)
        if let result { try PNGFile.write(result.diff, to: out.appendingPathComponent("diff.png").path) }
        let what = result.map { "\($0.differing) of \($0.total) pixels differ" }
            ?? "size \(actual.width)x\(actual.height) vs the reference's \(expected.width)x\(expected.height)"
        Issue.record("\(name): \(what) (allowed \(allowedFraction * 100) %); actual and difference in \(out.path)",
                     sourceLocation: sourceLocation)
    }
}
