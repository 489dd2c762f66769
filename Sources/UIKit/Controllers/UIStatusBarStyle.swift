/// The style of the status bar, as `UIStatusBarStyle` (iOS 13 values). Screens here have
/// no status bar; controllers may still state a preference (`preferredStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
