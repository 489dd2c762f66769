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
        // H e l l o: 740 + 582 + 237 + 237 + 597 thousandths of an em.
        #expect(abs(m.width(of: "Hello", font: body) - 2.393 * 17) < 1e-9)
        #expect(m.width(of: "汉字", font: body) == 34, "CJK: one em each")
        #expect(m.width(of: "e\u{301}", font: body) == m.width(of: "e", font: body), "a combining mark adds nothing")
        #expect(m.width(of: "Hello", font: RenderFont(pointSize: 17, isBold: true)) > m.width(of: "Hello", font: body))
        let lm = m.lineMetrics(of: body)
        #expect(abs(lm.lineHeight - 17 * 2444 / 2048) < 1e-9 && lm.descender < 0)
        #expect(abs(lm.lineHeight - DeviceMetrics.iPhonePoints.bodyLineHeight) < 1e-9)
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
