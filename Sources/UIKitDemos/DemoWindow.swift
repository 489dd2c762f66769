import Foundation
import UIKit
import UIKitEngine

/// The window a demo (or the menu) runs in: it passes the keys nobody in the demo handled
/// to the shell, and keeps the frame the shell gives it when the terminal is resized.
@MainActor
public final class DemoWindow: UIWindow {
    weak var shell: DemoShell?

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, let shell, shell.handleKey(key, in: self) { return }
        super.pressesBegan(presses, with: event)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        shell?.layoutWindows()
    }
}
