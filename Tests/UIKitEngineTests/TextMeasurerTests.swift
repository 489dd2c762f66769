import Foundation
import Testing
import UIKitEngine

/// The engine's text measurement: the deterministic approximation's figures (from its
/// documented tables) and the line breaking every device shares.
@MainActor
@Suite struct TextMeasurerTests {
    let m = ApproximateTextMeasurer()
    let body = RenderFont(pointSize: 17)

    @Test func widthsComeFromTheAdvanceTableAndHeightsFromSanFrancisco() {
        // H e l l o: 740 + 582 + 237 + 237 + 597 thousandths of an em, each glyph tracked
        // by −26 thousandths at 17 points (the Human Interface Guidelines' SF Pro table).
        #expect(abs(m.width(of: "Hello", font: body) - (2.393 - 5 * 0.026) * 17) < 1e-9)
        // At 12 points San Francisco is not tracked: the advances alone.
        #expect(abs(m.width(of: "Hello", font: RenderFont(pointSize: 12)) - 2.393 * 12) < 1e-9)
        #expect(abs(m.width(of: "汉字", font: body) - 2 * 0.974 * 17) < 1e-9, "CJK: one em each, tracked")
        #expect(m.width(of: "e\u{301}", font: body) == m.width(of: "e", font: body), "a combining mark adds nothing, not even tracking")
        #expect(m.width(of: "Hello", font: RenderFont(pointSize: 17, isBold: true)) > m.width(of: "Hello", font: body))
        let lm = m.lineMetrics(of: body)
        #expect(abs(lm.lineHeight - 17 * 2444 / 2048) < 1e-9 && lm.descender < 0)
        #expect(abs(lm.lineHeight - DeviceMetrics.iPhonePoints.bodyLineHeight) < 1e-9)
    }

    @Test func systemFontTrackingFollowsTheGuidelinesTable() {
        // Figures from the Human Interface Guidelines' SF Pro tracking table (1/1000 em).
        #expect(SystemFontTracking.thousandths(atPointSize: 10) == 12)
        #expect(SystemFontTracking.thousandths(atPointSize: 12) == 0)
        #expect(SystemFontTracking.thousandths(atPointSize: 13) == -6)
        #expect(SystemFontTracking.thousandths(atPointSize: 17) == -26)
        #expect(SystemFontTracking.thousandths(atPointSize: 28) == 14)
        // In points, as the guidelines also give them: −0.43 at 17, +0.38 at 28 (rounded).
        #expect(abs(SystemFontTracking.points(atPointSize: 17) - -0.442) < 0.001)
        // Between listed sizes: linear; outside them: the end values.
        #expect(SystemFontTracking.thousandths(atPointSize: 17.5) == -25.5)
        #expect(SystemFontTracking.thousandths(atPointSize: 3) == 41)
        #expect(SystemFontTracking.thousandths(atPointSize: 200) == 0)
        #expect(SystemFontTracking.thousandths(atPointSize: .nan) == 0)
        // Text below 20 points, Display from 20.
        #expect(SystemFontTracking.opticalSize(atPointSize: 19.5) == .text)
        #expect(SystemFontTracking.opticalSize(atPointSize: 20) == .display)
        // A Display size is tracked tighter than the Text size just below it... then opens up.
        #expect(SystemFontTracking.thousandths(atPointSize: 20) < SystemFontTracking.thousandths(atPointSize: 12))
        #expect(SystemFontTracking.thousandths(atPointSize: 34) > 0)
    }

    @Test func linesBreakAtWordsAndTruncateTheLastKeptLine() {
        let text = "The quick brown fox"
        // Wide enough for "The quick" and for "brown fox", not for three words.
        let two = max(m.width(of: "The quick", font: body), m.width(of: "brown fox", font: body))
        #expect(m.lines(of: text, font: body, maxWidth: two + 1, maxLines: 0) == ["The quick", "brown fox"])
        #expect(m.lines(of: text, font: body, maxWidth: nil, maxLines: 0) == [text])
        let cut = m.lines(of: text, font: body, maxWidth: two + 1, maxLines: 1)
        #expect(cut.count == 1 && cut[0].hasSuffix("…") && m.width(of: cut[0], font: body) <= two + 1)
        let first = m.lines(of: "one\ntwo\nthree", font: body, maxWidth: 500, maxLines: 2)
        #expect(first == ["one", "two…"], "text left over: the last kept line ends in an ellipsis")
        #expect(m.lines(of: "一二三四", font: body, maxWidth: 35, maxLines: 0) == ["一二", "三四"], "CJK breaks between characters")
        #expect(m.lines(of: "abcdefghij", font: body, maxWidth: m.width(of: "abcde", font: body), maxLines: 0).count == 2,
                "a word wider than the line is broken between characters")
        let size = m.boundingSize(of: text, font: body, maxWidth: two + 1, maxLines: 0)
        #expect(size.height == 2 * m.lineMetrics(of: body).lineHeight && size.width <= two + 1)
        #expect(m.boundingSize(of: "", font: body, maxWidth: nil, maxLines: 0) == .zero)
    }

    @Test func damageNamesOnlyWhatChanged() {
        func tree(_ label: String) -> RenderTree {
            RenderTree(size: CGSize(width: 100, height: 100), backgroundColor: .white, windows: [
                RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), children: [
                    RenderNode(frame: CGRect(x: 10, y: 10, width: 20, height: 10), items: [
                        .text(RenderText(string: label, frame: CGRect(x: 10, y: 10, width: 20, height: 10),
                                         font: RenderFont(pointSize: 4), color: .black)),
                    ]),
                    RenderNode(frame: CGRect(x: 50, y: 50, width: 20, height: 20), backgroundColor: .black),
                ]),
            ])
        }
        #expect(tree("a").damage(since: tree("a")).isEmpty)
        #expect(tree("a").damage(since: nil) == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        let d = tree("b").damage(since: tree("a"))
        #expect(d.count == 1)
        #expect(d[0].contains(CGRect(x: 10, y: 10, width: 20, height: 10)) && !d[0].intersects(CGRect(x: 50, y: 50, width: 20, height: 20)))
    }
}
