import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import InterfaceBuilderXML
import HeadlessBackend
import UIKitEngine

/// Copies of the shared files with one number attribute damaged, written to a temporary
/// folder: every tool and API that reads them refuses the file with the line, the
/// attribute and its element, instead of reading the damaged value as 0 (Xcode's compiler
/// refuses such a file too). The expected line is found in the damaged text itself.
@MainActor
@Suite struct IBNumberAttributeTests {
    /// A damage: in `file`, the first `<element …>` tag with `attribute` gets `bad`.
    struct Damage: Sendable, CustomTestStringConvertible {
        var file: String
        var element: String
        var attribute: String
        var bad: String
        var expected: String
        var testDescription: String { "\(element) \(attribute)=\"\(bad)\"" }
    }

    static let damages: [Damage] = [
        Damage(file: IBCorpus.navBasic, element: "rect", attribute: "width", bad: "abc", expected: "a number"),
        Damage(file: IBCorpus.tabster, element: "constraint", attribute: "constant", bad: "ten", expected: "a number"),
        Damage(file: IBCorpus.settings, element: "color", attribute: "red", bad: "0,5", expected: "a number"),
        Damage(file: IBCorpus.elements, element: "fontDescription", attribute: "pointSize", bad: "big", expected: "a number"),
        Damage(file: IBCorpus.navInContainer, element: "constraint", attribute: "multiplier", bad: "4:0", expected: "a number or a ratio such as 4:3"),
        Damage(file: IBCorpus.elements, element: "[a-zA-Z]+", attribute: "tag", bad: "1.5", expected: "a whole number"),
        Damage(file: IBCorpus.settings, element: "slider", attribute: "maxValue", bad: "nan", expected: "a number"),
        Damage(file: IBCorpus.catalog, element: "tableView", attribute: "rowHeight", bad: "44pt", expected: "a number"),
        Damage(file: IBCorpus.textFields, element: "rect", attribute: "y", bad: "", expected: "a number"),
        Damage(file: IBCorpus.settingsCell, element: "rect", attribute: "height", bad: "0x10", expected: "a number"),
    ]

    /// The damaged text, the line of the damaged element and its tag as messages name it.
    static func damage(_ d: Damage) throws -> (text: String, line: Int, tag: String) {
        let text = try String(contentsOf: IBCorpus.url(d.file), encoding: .utf8)
        let pattern = "<(\(d.element))\\b[^>]*?\\s\(d.attribute)=\"([^\"]*)\""
        let regex = try NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        let m = try #require(regex.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)), "\(d.file) has no \(pattern)")
        let line = ns.substring(to: m.range.location).filter { $0 == "\n" }.count + 1
        let name = ns.substring(with: m.range(at: 1))
        let tagText = ns.substring(with: m.range)
        let key = try NSRegularExpression(pattern: "\\skey=\"([^\"]*)\"").firstMatch(in: tagText, range: NSRange(location: 0, length: (tagText as NSString).length))
            .map { (tagText as NSString).substring(with: $0.range(at: 1)) }
        let damaged = ns.replacingCharacters(in: m.range(at: 2), with: d.bad)
        return (damaged, line, "<\(name)\(key.map { " key=\"\($0)\"" } ?? "")>")
    }

    static func message(_ d: Damage, path: String, line: Int, tag: String) -> String {
        "\(path):\(line): error: attribute \(d.attribute)=\"\(d.bad)\" of \(tag) is not \(d.expected)"
    }

    /// `uikit-ib check`'s report: the file does not load, and the reason names the line,
    /// the attribute, its value and its element.
    @Test(arguments: damages)
    func checkRefusesTheFileAtTheDamagedLine(_ d: Damage) throws {
        let (text, line, tag) = try Self.damage(d)
        let folder = IBTempFolder()
        let url = folder.write(d.file, text)
        let screen = HeadlessScreen.checked()
        let report = screen.application.withCurrent { IBTools.check(url.path) }
        #expect(report.failure == Self.message(d, path: url.path, line: line, tag: tag))
        #expect(report.summary.isEmpty)
        // The undamaged file loads.
        let good = screen.application.withCurrent { IBTools.check(IBCorpus.path(d.file)) }
        #expect(good.failure == nil)
        IBCorpus.expectDiagnostics(of: screen)
    }

    /// `UIStoryboard(name:bundle:)` raises NSInvalidArgumentException with the same reason
    /// (UIKit's exception for a storyboard it cannot load); `UINib(nibName:bundle:)` raises
    /// NSInternalInconsistencyException on instantiation, UIKit's text and then the reason.
    @Test(arguments: damages)
    func storyboardAndNibLoadingRaiseWithTheReason(_ d: Damage) throws {
        let (text, line, tag) = try Self.damage(d)
        let folder = IBTempFolder()
        let isXib = d.file.hasSuffix(".xib")
        let url = folder.write(isXib ? "Cell.xib" : "Main.storyboard", text)
        let screen = HeadlessScreen.checked()
        let reason = Self.message(d, path: url.path, line: line, tag: tag)
        if isXib {
            let nib = screen.application.withCurrent { UINib(nibName: "Cell", bundle: folder.bundle) }
            let objects = screen.application.withCurrent { nib.instantiate(withOwner: nil) }
            #expect(objects.isEmpty)
            let ex = try #require(screen.application.diagnostics.exceptions.first)
            #expect(ex.name == UIKitException.internalInconsistency)
            #expect(ex.reason == "Could not load NIB in bundle: 'NSBundle <\(folder.bundle.bundlePath)> (loaded)' with name 'Cell': " + reason)
        } else {
            let board = screen.application.withCurrent { UIStoryboard(name: "Main", bundle: folder.bundle) }
            #expect(board.instantiateInitialViewController() == nil)
            #expect(screen.application.diagnostics.exceptions == [UIKitException(name: UIKitException.invalidArgument, reason: reason)])
        }
    }

    /// Values Interface Builder writes in other forms still load: exponents, signs, a
    /// whole number written with a fraction of zero, ratios; and a value that is text from
    /// the file reaches the message escaped (a terminal never gets its invisible
    /// characters: here a right-to-left override, which would reorder the line).
    @Test func validFormsLoadAndInvalidTextIsEscaped() throws {
        func read(_ rect: String) -> Result<IBDocument, IBReadError> {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <view tag="3.0" id="v"><rect key="frame" \(rect)/>
                            <constraints><constraint firstAttribute="width" secondItem="v" secondAttribute="height" multiplier="4:3" constant="-1e1" id="c"/></constraints>
                        </view>
                    </objects>
                </document>
                """
            do { return .success(try IBDocument(data: Data(xml.utf8), file: "t.xib")) } catch { return .failure(error as! IBReadError) }
        }
        let ok = try read(#"x="+1" y="-0.5" width="1E2" height="3.25""#).get()
        #expect(ok.objects.first?.frame == IBRect(x: 1, y: -0.5, width: 100, height: 3.25))
        #expect(ok.objects.first?.constraints.first?.multiplier == 4.0 / 3.0)
        guard case .failure(let e) = read("x=\"0\" y=\"0\" width=\"inf\" height=\"\u{202E}red\"") else {
            Issue.record("a height with a right-to-left override loaded")
            return
        }
        #expect(e.description == #"t.xib:4: error: attribute height="\u{202E}red" of <rect key="frame"> is not a number (and 1 more attribute like it)"#)
    }

    /// `toolsVersion` is a version, not a number: a beta Xcode writes it dotted
    /// ("32700.99.1234", as the iOS apps' template storyboards have it), and the file loads,
    /// its major build number read as the version (32700), a released one's "21701" as 21701.
    @Test func aDottedToolsVersionLoads() throws {
        func read(_ version: String) throws -> IBDocument {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(version)" targetRuntime="iOS.CocoaTouch">
                    <objects><view id="v"><rect key="frame" x="0" y="0" width="10" height="20"/></view></objects>
                </document>
                """
            return try IBDocument(data: Data(xml.utf8), file: "t.xib")
        }
        #expect(try read("32700.99.1234").toolsVersionNumber == 32700)
        #expect(try read("21701").toolsVersionNumber == 21701)
        #expect(try read("14490.70").toolsVersionNumber == 14490.7)
        #expect(try read("32700.99.1234").objects.first?.frame == IBRect(x: 0, y: 0, width: 10, height: 20))
    }

    /// The command as a person runs it: exit status 1, and the error on standard error.
    @Test func commandExitsWithTheError() throws {
        guard let tool = TestTools.product("uikit-ib") else {
            throw TestTools.Missing("uikit-ib is not built: swift build --build-tests builds it")
        }
        let d = Self.damages[0]
        let (text, line, tag) = try Self.damage(d)
        let folder = IBTempFolder()
        let url = folder.write(d.file, text)
        let (status, output) = try TestTools.runMerged(tool, ["check", url.path])
        #expect(status == 1)
        #expect(output == Self.message(d, path: url.path, line: line, tag: tag) + "\n")
        let frames = try TestTools.runMerged(tool, ["frames", url.path])
        #expect(frames.status == 1 && frames.output == Self.message(d, path: url.path, line: line, tag: tag) + "\n")
    }
}
