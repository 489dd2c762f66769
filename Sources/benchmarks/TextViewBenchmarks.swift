import Foundation
import HeadlessBackend
import UIKit

/// `benchmarks textview`: the cost of one keystroke in a `UITextView` (handled, laid out
/// and drawn, as the app would) on a 10 KB and a 1 MB text, for typing, Return, Backspace
/// and Down, in the middle and at the end. The per-key figures should not grow with the
/// text (its storage is paragraphs with lazy sums and wrapping).
@MainActor func runTextViewBenchmarks() {
    print("== textview ==")
    var figures: [String: Double] = [:]
    for (label, lines) in [("10 KB", 160), ("1 MB", 16_384)] {
        let text = (0..<lines).map { String(format: "%05d ", $0) + String(repeating: "lorem ipsum ", count: 5).prefix(57) }
            .joined(separator: "\n")
        let screen = HeadlessScreen(width: 80, height: 24)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let setText = measure { view.text = text }
        screen.makeWindow(root: TextViewBenchHost(view))
        view.becomeFirstResponder()
        let app = screen.application
        report("textview \(label): set text (\(text.utf8.count) bytes)", fmtMilli(setText))
        for (place, location) in [("middle", text.utf16.count / 2), ("end", text.utf16.count)] {
            view.selectedRange = NSRange(location: location, length: 0)
            app.runUntilIdle()
            let keys = 300
            let typing = measure { for i in 0..<keys { app.handle(.key(.text(i % 10 == 9 ? " " : "x"))) } } / Double(keys)
            let returns = measure { for _ in 0..<200 { app.handle(.key(.enter)) } } / 200
            let deletes = measure { for _ in 0..<keys { app.handle(.key(.backspace)) } } / Double(keys)
            let downs = measure { for _ in 0..<200 { app.handle(.key(.up)); app.handle(.key(.down)) } } / 400
            figures["\(label) \(place) type"] = typing
            report("textview \(label), \(place): type a character", fmtMicro(typing) + " per key")
            report("textview \(label), \(place): Return", fmtMicro(returns) + " per key")
            report("textview \(label), \(place): Backspace", fmtMicro(deletes) + " per key")
            report("textview \(label), \(place): Up/Down", fmtMicro(downs) + " per key")
        }
        // One paragraph of 1 MB is the worst case: its own wrapping is redone per edit.
        withExtendedLifetime(view) {}
    }
    if let small = figures["10 KB middle type"], let large = figures["1 MB middle type"], small > 0 {
        report("textview: 1 MB / 10 KB per typed key (middle)", String(format: "%.2f×", large / small))
    }
}

@MainActor private final class TextViewBenchHost: UIViewController {
    let textView: UITextView
    init(_ textView: UITextView) { self.textView = textView; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() { super.viewDidLoad(); view.addSubview(textView) }
}
