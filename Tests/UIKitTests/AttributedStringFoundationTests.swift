import Foundation
import Testing
import UIKit

/// Attribute values from UIKit in Foundation's attributed strings. On iOS, runs whose fonts
/// or colours differ stay separate and a copy made with `init(attributedString:)` can be
/// edited. On Linux, swift-corelibs-foundation (Swift 6.3) halts with SIGILL inside
/// `CFBasicHashesAreEqual` (called from `CFRunArrayReplace`) when it compares two run
/// dictionaries whose values for one key are two different `UIFont`s, although `UIFont` is
/// an `NSObject` subclass overriding `isEqual(_:)` and `hash`.
/// Two `UIColor`s side by side and editing a copy that holds one font are fine. Each case runs
/// in a child process (exit test); the font case expects SIGILL, so it fails once Foundation
/// is fixed and should then become a plain test.
@Suite struct AttributedStringFoundationTests {
    @Test func twoAdjacentRunsWithDifferentFontsHaltFoundationOnLinux() async {
        await #expect(processExitsWith: .signal(SIGILL)) {
            let s = NSMutableAttributedString(string: "Bold regular")
            s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 4))
            s.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 4, length: 8))
            exit(s.length == 12 ? 0 : 1)
        }
    }

    @Test func twoAdjacentRunsWithDifferentColoursStaySeparate() async {
        await #expect(processExitsWith: .success) {
            let s = NSMutableAttributedString(string: "red blue")
            s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
            s.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 3, length: 5))
            var run = NSRange()
            let first = s.attribute(.foregroundColor, at: 0, effectiveRange: &run) as? UIColor
            exit(first == UIColor.red && run == NSRange(location: 0, length: 3) ? 0 : 1)
        }
    }

    @Test func aCopyMadeWithInitAttributedStringCanBeEdited() async {
        await #expect(processExitsWith: .success) {
            let s = NSMutableAttributedString(string: "Bold regular")
            s.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 4))
            let copy = NSMutableAttributedString(attributedString: s)
            copy.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 2, length: 6))
            let red = [1, 2, 7, 8].map { copy.attribute(.foregroundColor, at: $0, effectiveRange: nil) as? UIColor }
            let original = s.attribute(.foregroundColor, at: 2, effectiveRange: nil)
            exit(red == [nil, .red, .red, nil] && original == nil ? 0 : 1)
        }
    }
}
