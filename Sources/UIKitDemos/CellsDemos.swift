import Foundation
import UIKit

/// What a row shows: the seed's `SKModel`.
struct ContentModel: Hashable, Sendable {
    let index: Int
    var text: String { "Row \(index + 1) · content view controller" }
}

/// The seed's `SKContentViewController`: the one controller in each cell. Its view is
/// one line (a label). Cells are reused, so whenever `model` changes it resets itself
/// completely. It counts its appearance callbacks so the demos (and tests) can show that
/// they stay balanced.
@MainActor
final class ContentViewController: UIViewController {
    var model: ContentModel? { didSet { configure() } }
    private var label: UILabel?
    /// The appearance callbacks received, in order: "willAppear", "didAppear",
    /// "willDisappear", "didDisappear".
    private(set) var appearanceEvents: [String] = []

    init(model: ContentModel? = nil) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // One column of margin, where a table cell's own text starts.
        let label = UILabel(frame: view.bounds.insetBy(dx: 1, dy: 0))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        self.label = label
        configure()
    }

    private func configure() {
        label?.text = model?.text
    }

    /// The text starts where a table cell's own text does: one column in on a terminal,
    /// at the 16-point margin on a phone.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let label else { return }
        let inset: CGFloat = view.demoLaysOutInCells ? 1 : 16
        let frame = view.bounds.insetBy(dx: inset, dy: 0)
        if label.frame != frame { label.frame = frame }
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); appearanceEvents.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appearanceEvents.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); appearanceEvents.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); appearanceEvents.append("didDisappear") }
}

/// Shared by the three cell demos: wraps the table's controller in a navigation
/// controller whose bar shows a title with the live child count.
@MainActor
enum CellsDemoSupport {
    static func wrap(_ table: UITableViewController) -> UIViewController {
        UINavigationController(rootViewController: table)
    }
}

/// `cells-owned` (seed 000, "每个 cell 都持有视图控制器"): each cell owns a child
/// controller, made lazily by the cell. `cellForRowAt` hands it the row's model;
/// `willDisplay` adds it to the table's controller and puts its view in the cell;
/// `didEndDisplaying` takes it out again. Appearance follows containment: the child
/// appears when its view enters the on-screen table and disappears when it leaves.
enum CellsOwnedDemo {
    @MainActor static func make() -> UIViewController { CellsDemoSupport.wrap(OwnedCellsViewController()) }

    /// Rows of the demo.
    static let rowCount = 40

    /// The seed's cell with its own `contentViewController`.
    @MainActor
    final class ContentCell: UITableViewCell {
        /// Made on first use, as the seed's lazy getter.
        lazy var contentViewController = ContentViewController()

        /// The seed's `addViewControllerToParentViewController:`: `addChild`, the view into
        /// `contentView`, `didMove(toParent:)` (Apple's order for adding a child).
        func addViewController(toParentViewController parentViewController: UIViewController) {
            parentViewController.addChild(contentViewController)
            let childView: UIView = contentViewController.view
            childView.frame = contentView.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(childView)
            contentViewController.didMove(toParent: parentViewController)
        }

        /// The seed's `removeViewControllerFromParentViewController`: `willMove(toParent: nil)`,
        /// the view out, `removeFromParent()`.
        func removeViewControllerFromParentViewController() {
            contentViewController.willMove(toParent: nil)
            contentViewController.view.removeFromSuperview()
            contentViewController.removeFromParent()
        }
    }

    @MainActor
    final class OwnedCellsViewController: UITableViewController {
        let models = (0..<CellsOwnedDemo.rowCount).map { ContentModel(index: $0) }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(ContentCell.self, forCellReuseIdentifier: "Content")
            updateTitle()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { models.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Content", for: indexPath)
            (cell as? ContentCell)?.contentViewController.model = models[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            (cell as? ContentCell)?.addViewController(toParentViewController: self)
            updateTitle()
        }

        override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            (cell as? ContentCell)?.removeViewControllerFromParentViewController()
            updateTitle()
        }

        private func updateTitle() {
            navigationItem.title = "Cells own children: \(children.count) children"
        }
    }
}

/// `cells-parent` (seed 000, "在父容器中持有视图控制器"): the table's controller makes one
/// child per model object up front (`addChild`, `didMove(toParent:)`) and hands cells only
/// the child's view (`hostedView`), which the cell clears in `prepareForReuse()`. The
/// cell never knows the controller. Children appear as their views enter the on-screen
/// table with their cells and disappear as they leave; all stay children.
enum CellsParentDemo {
    @MainActor static func make() -> UIViewController { CellsDemoSupport.wrap(ParentHeldCellsViewController()) }

    /// Rows of the demo (one child controller each).
    static let rowCount = 30

    @MainActor
    final class ParentHeldCellsViewController: UITableViewController {
        let modelObjects = (0..<CellsParentDemo.rowCount).map { ContentModel(index: $0) }
        private(set) var contentViewControllers: [ContentViewController] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(ViewControllerHostingCell.self, forCellReuseIdentifier: "Hosting")
            setupChildViewControllers()
            navigationItem.title = "Parent holds children: \(children.count) children"
        }

        /// The seed's `setupChildViewControllers`: one child per model object.
        private func setupChildViewControllers() {
            contentViewControllers = modelObjects.map { model in
                let contentViewController = ContentViewController(model: model)
                addChildContentViewController(contentViewController)
                return contentViewController
            }
        }

        private func addChildContentViewController(_ childController: UIViewController) {
            addChild(childController)
            childController.didMove(toParent: self)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { modelObjects.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Hosting", for: indexPath)
            let viewController = contentViewControllers[indexPath.row]
            (cell as? ViewControllerHostingCell)?.hostedView = viewController.view
            return cell
        }
    }
}

/// `cells-recycled` (seed 000, the recycling variant): child controllers are reused like
/// cells. `ViewControllerPool` is the seed's pair of an `unusedViewControllers` set and a
/// `viewControllersByIndexPath` dictionary: `cellForRowAt` takes a recycled (or new)
/// controller, gives it the row's model, keys it by index path and hands its view to the
/// cell; `didEndDisplaying` puts it back. With 100,000 rows only about a screenful of
/// controllers ever exists; the title shows how many.
enum CellsRecycledDemo {
    @MainActor static func make() -> UIViewController { CellsDemoSupport.wrap(RecycledCellsViewController()) }

    /// Rows of the demo.
    static let rowCount = 100_000

    @MainActor
    final class RecycledCellsViewController: UITableViewController {
        private(set) lazy var pool = ViewControllerPool(parent: self) { ContentViewController() }
        /// Every controller the pool ever made (to check their callbacks; the pool keeps them anyway).
        private(set) var madeControllers: [ContentViewController] = []
        /// The most live child controllers seen at once.
        private(set) var mostLiveControllers = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(ViewControllerHostingCell.self, forCellReuseIdentifier: "Hosting")
            updateTitle()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { CellsRecycledDemo.rowCount }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Hosting", for: indexPath)
            let before = pool.count
            let viewController = pool.controller(for: indexPath)
            if pool.count > before { madeControllers.append(viewController) }
            viewController.model = ContentModel(index: indexPath.row)
            (cell as? ViewControllerHostingCell)?.hostedView = viewController.view
            updateTitle()
            return cell
        }

        override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            pool.recycle(at: indexPath)
            updateTitle()
        }

        private func updateTitle() {
            mostLiveControllers = max(mostLiveControllers, pool.count)
            let title = "\(pool.count) live children, \(pool.controllersInUse.count) in use, \(CellsRecycledDemo.rowCount) rows"
            if navigationItem.title != title { navigationItem.title = title }
        }
    }
}
