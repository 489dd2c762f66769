import Testing
import UIKit
import UIKitEngine
@testable import TerminalBackend

struct TerminalColorTests {
    @Test("colour mode from COLORS and NO_COLOR", arguments: [
        (true, 256, [String: String](), TerminalColorMode.palette256),
        (true, 0x1000000, [:], .palette256),
        (true, 88, [:], .basic8),
        (true, 8, [:], .basic8),
        (true, 2, [:], .none),
        (false, 0, [:], .none),
        (true, 256, ["NO_COLOR": "1"], .none),
        (true, 8, ["NO_COLOR": "yes"], .none),
        (true, 256, ["NO_COLOR": ""], .palette256), // no-color.org: empty means unset
    ])
    func modeDetection(_ hasColors: Bool, _ colors: Int, _ env: [String: String], _ expected: TerminalColorMode) {
        #expect(TerminalColorMode.detect(hasColors: hasColors, colors: colors, environment: env) == expected)
    }

    @Test("RGB to the xterm 256 palette", arguments: [
        ((UInt8(0), UInt8(0), UInt8(0)), Int16(16)),
        ((255, 255, 255), 231),
        ((255, 0, 0), 196),
        ((0, 122, 255), 33),      // iOS systemBlue -> (0, 135, 255)
        ((95, 135, 175), 67),     // exact cube entry
        ((128, 128, 128), 244),   // grey ramp 232 + 12 -> 128
        ((48, 48, 48), 236),
        ((142, 142, 147), 246),
        ((28, 28, 30), 234),
    ])
    func palette256(_ rgb: (UInt8, UInt8, UInt8), _ expected: Int16) {
        #expect(TerminalColorMapper.nearest256(rgb.0, rgb.1, rgb.2) == expected)
    }

    @Test("RGB to the 8 ANSI colours", arguments: [
        ((UInt8(0), UInt8(0), UInt8(0)), Int16(0)),
        ((200, 30, 30), 1),
        ((20, 180, 40), 2),
        ((230, 220, 40), 3),
        ((0, 122, 255), 4),
        ((170, 0, 200), 5),
        ((0, 200, 210), 6),
        ((240, 240, 240), 7),
        ((60, 60, 60), 0),
        ((142, 142, 147), 7),
    ])
    func palette8(_ rgb: (UInt8, UInt8, UInt8), _ expected: Int16) {
        #expect(TerminalColorMapper.nearest8(rgb.0, rgb.1, rgb.2) == expected)
    }

    @Test func pairsForEachModeIncludingDefaultsAndNoColor() {
        let style = CellStyle(foreground: .rgb(255, 0, 0), background: .default, attributes: .bold)
        let m256 = TerminalColorMapper(mode: .palette256)
        let m8 = TerminalColorMapper(mode: .basic8)
        let noDefaults = TerminalColorMapper(mode: .basic8, hasDefaultColors: false)
        let none = TerminalColorMapper(mode: .none)

        let results = [m256.pair(for: style), m8.pair(for: style), noDefaults.pair(for: style), none.pair(for: style)]

        #expect(results.map { $0.map { [$0.foreground, $0.background] } } == [[196, -1], [1, -1], [1, 0], nil])
    }

    @Test func textThatWouldVanishInEightColoursGetsAContrastingForeground() {
        let darkOnBlack = CellStyle(foreground: .rgb(60, 60, 60), background: .rgb(0, 0, 0))
        let greyOnWhite = CellStyle(foreground: .rgb(200, 200, 200), background: .rgb(255, 255, 255))
        let sameColour = CellStyle(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0))
        let m8 = TerminalColorMapper(mode: .basic8)

        let pairs = [darkOnBlack, greyOnWhite, sameColour].map { m8.pair(for: $0).map { [$0.foreground, $0.background] } }

        // Equal RGB stays as asked (a deliberate blank block).
        #expect(pairs == [[7, 0], [0, 7], [0, 0]])
    }

    @Test func pairsAreAllocatedOnDemandCachedAndCappedAtTheLimit() {
        var pairs = TerminalColorPairs(limit: 3)
        var defined: [[Int16]] = []
        func define(_ p: Int16, _ f: Int16, _ b: Int16) -> Bool { defined.append([p, f, b]); return true }

        let got = [
            pairs.pair(foreground: -1, background: -1, define: define),
            pairs.pair(foreground: 196, background: -1, define: define),
            pairs.pair(foreground: 33, background: 231, define: define),
            pairs.pair(foreground: 196, background: -1, define: define),
            pairs.pair(foreground: 1, background: 2, define: define),
        ]

        #expect(got == [0, 1, 2, 1, 0])
        #expect(defined == [[1, 196, -1], [2, 33, 231]])
        #expect(pairs.count == 2)
    }
}
