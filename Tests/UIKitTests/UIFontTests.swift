import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

/// UIFont against Apple's documented figures: weight raw values (UIFont.Weight), text
/// style sizes at the default content size (HIG "Typography"), San Francisco's metrics.
@Suite struct UIFontTests {
    @Test func weightsHaveApplesRawValues() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(weights == weights.sorted())
        #expect(UIFont.Weight(rawValue: 0.3) == .semibold)
    }

    @Test func systemFonts() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.pointSize == 17 && body.familyName == ".AppleSystemUIFont" && body.fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 20, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        // SF at 17 pt: ascender 16.19, descender −4.10, line height 20.29 (as iOS reports).
        #expect(abs(body.lineHeight - 20.287) < 0.001)
        #expect(abs(body.ascender - 16.187) < 0.001 && abs(body.descender + 4.101) < 0.001)
        #expect(body.withSize(34).pointSize == 34 && body.withSize(34).fontName == body.fontName)
        #expect(body == UIFont.systemFont(ofSize: 17) && body != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18 && UIFont.systemFontSize == 14)
    }

    @Test func textStylesAtTheDefaultSize() {
        let expected: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular),
            (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
        ]
        for (style, size, weight) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold) == (weight >= .semibold), "\(style.rawValue)")
        }
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)).pointSize == 17)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
    }

    @Test func namedFonts() {
        let helvetica = UIFont(name: "HelveticaNeue-Bold", size: 15)
        #expect(helvetica?.familyName == "Helvetica Neue" && helvetica?.fontName == "HelveticaNeue-Bold")
        #expect(helvetica?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        #expect(UIFont(name: "Avenir Next", size: 12)?.familyName == "Avenir Next")
        #expect(UIFont(name: "Menlo-Italic", size: 12)?.fontDescriptor.symbolicTraits == [.traitItalic, .traitMonoSpace])
        // A font a stock iPhone does not have is nil, as on iOS.
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
        #expect(UIFont.familyNames.contains("Georgia"))
        #expect(UIFont.fontNames(forFamilyName: "Georgia").contains("Georgia-Bold"))
    }

    @Test func descriptorsDeriveBoldAndItalic() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = body.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
        #expect(bold?.pointSize == 17 && bold?.fontName == ".SFUI-Bold")
        let boldItalic = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]).map { UIFont(descriptor: $0, size: 20) }
        #expect(boldItalic?.pointSize == 20 && boldItalic?.fontName == ".SFUI-BoldItalic")
        #expect(body.fontDescriptor.object(forKey: .textStyle) as? String == "UICTFontTextStyleBody")
        let mono = body.fontDescriptor.withDesign(.monospaced).map { UIFont(descriptor: $0, size: 0) }
        #expect(mono?.familyName == ".AppleSystemUIFontMonospaced")
    }

    /// A terminal shows bold from semibold up and italic faces in italic.
    @MainActor
    @Test func labelsDrawWeightAndSlant() {
        let screen = HeadlessScreen.checked(width: 12, height: 4)
        screen.makeWindow(root: ControlsHostController { v in
            let fonts: [UIFont] = [.systemFont(ofSize: 17, weight: .medium), .systemFont(ofSize: 17, weight: .semibold),
                                   .italicSystemFont(ofSize: 17), .preferredFont(forTextStyle: .headline)]
            for (row, font) in fonts.enumerated() {
                let l = UILabel(frame: CGRect(x: 0, y: row, width: 12, height: 1))
                l.text = "Text"
                l.font = font
                v.addSubview(l)
            }
        })
        expectScreen(screen.lines, equals: ["Text", "Text", "Text", "Text"])
        #expect((0..<4).map { screen.grid[0, $0].style.attributes } == [[], [.bold], [.italic], [.bold]])
    }
}
