import Foundation
import UIKit

/// `library`: a reading app as iOS apps build one with the container controllers —
/// a double-column `UISplitViewController` whose primary column lists books and whose
/// secondary column is a `UIPageViewController` (scroll style, page indicator) turning the
/// chosen book's pages. On a narrow screen (an 80-column terminal, a phone) the split view
/// collapses to one navigation stack that starts on the list (the delegate picks the
/// primary column); Enter on a book pushes its pages, Esc goes back. On a wide screen both
/// columns show side by side. The split view's and the page view's delegate calls go to
/// the log pane.
enum LibraryDemo {
    struct Book: Sendable {
        let title: String
        let pages: [String]
    }

    static let books: [Book] = [
        Book(title: "Flatland", pages: ["I call our world Flatland.", "Place a penny on a table.", "Then a Sphere came."]),
        Book(title: "Alice", pages: ["Down the rabbit hole.", "The pool of tears.", "A caucus race.", "The white rabbit."]),
        Book(title: "Walden", pages: ["Economy.", "Where I lived.", "Sounds."]),
    ]

    @MainActor static func make() -> UIViewController {
        let split = LibrarySplitViewController(style: .doubleColumn)
        split.delegate = split.coordinator
        let shelf = ShelfViewController(style: .plain)
        shelf.coordinator = split.coordinator
        split.setViewController(shelf, for: .primary)
        split.setViewController(split.coordinator.reader(for: 0), for: .secondary)
        return split
    }

    /// A split view controller that keeps its delegate (delegates are weak).
    @MainActor
    final class LibrarySplitViewController: UISplitViewController {
        let coordinator = Coordinator()
    }

    /// The split view's and page views' delegate: logs their calls.
    @MainActor
    final class Coordinator: UISplitViewControllerDelegate {

        func reader(for index: Int) -> ReaderViewController {
            let reader = ReaderViewController(book: LibraryDemo.books[index])
            reader.title = LibraryDemo.books[index].title
            return reader
        }

        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            svc.demoNote("collapsing: proposed \(proposedTopColumn), showing primary")
            return .primary
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { svc.demoNote("split view collapsed") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { svc.demoNote("split view expanded") }
    }

    /// The list of books (primary column).
    @MainActor
    final class ShelfViewController: UITableViewController {
        weak var coordinator: Coordinator?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Library"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
            tableView.tableFooterView = UIView()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { LibraryDemo.books.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = LibraryDemo.books[indexPath.row].title
            content.secondaryText = "\(LibraryDemo.books[indexPath.row].pages.count) pages"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            guard let reader = coordinator?.reader(for: indexPath.row) else { return }
            demoNote("showDetailViewController(\(LibraryDemo.books[indexPath.row].title))")
            showDetailViewController(reader, sender: self)
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }

    /// One page of a book.
    @MainActor
    final class PageViewController: UIViewController {
        let number: Int
        let text: String
        init(number: Int, text: String) {
            self.number = number
            self.text = text
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not made from a storyboard") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    /// The pages of one book (secondary column): a scroll-style page view controller with
    /// an indicator; Left/Right or a drag turns pages.
    @MainActor
    final class ReaderViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let book: Book
        private var pages: [PageViewController] = []

        init(book: Book) {
            self.book = book
            super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 1])
        }
        required init?(coder: NSCoder) { fatalError("not made from a storyboard") }

        override func viewDidLoad() {
            super.viewDidLoad()
            pages = book.pages.enumerated().map { PageViewController(number: $0.offset + 1, text: $0.element) }
            dataSource = self
            delegate = self
            setViewControllers([pages[0]], direction: .forward, animated: false)
        }

        private func index(of vc: UIViewController) -> Int? { pages.firstIndex { $0 === vc } }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let i = index(of: viewController), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let i = index(of: viewController), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            viewControllers?.first.flatMap(index(of:)) ?? 0
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            demoNote("willTransitionTo page \(pendingViewControllers.compactMap(index(of:)).map { $0 + 1 })")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            let now = viewControllers?.first.flatMap(index(of:)).map { $0 + 1 } ?? 0
            demoNote("didFinishAnimating completed: \(completed), page \(now) of \(pages.count)")
        }
    }
}
