import UIKit

/// A controller whose root view is a given view (a benchmark's table or collection view,
/// filling the screen).
@MainActor final class BenchViewHost: UIViewController {
    let root: UIView
    init(_ root: UIView) { self.root = root; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() { view = root }
}
