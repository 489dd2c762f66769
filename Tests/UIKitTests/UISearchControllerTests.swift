import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// `UISearchBar` and `UISearchController`: delegate calls in UIKit's order (Apple's
/// UISearchBarDelegate, UISearchResultsUpdating and UISearchControllerDelegate pages), the
/// bar under a navigation bar (`navigationItem.searchController`), the navigation bar
/// hidden while searching, the content dimmed, and the results controller shown once
/// there is text.
@MainActor
@Suite struct UISearchControllerTests {
    @MainActor
    final class Log: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
        var lines: [String] = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { lines.append("bar.shouldBeginEditing"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { lines.append("bar.textDidBeginEditing") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { lines.append("bar.shouldEndEditing"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { lines.append("bar.textDidEndEditing") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { lines.append("bar.textDidChange \"\(searchText)\"") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            lines.append("bar.shouldChangeTextIn {\(range.location), \(range.length)} \"\(text)\""); return true
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { lines.append("bar.searchButtonClicked") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { lines.append("bar.cancelButtonClicked") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            lines.append("bar.selectedScopeButtonIndexDidChange \(selectedScope)")
        }
        func updateSearchResults(for searchController: UISearchController) {
            lines.append("update \"\(searchController.searchBar.text ?? "nil")\" active=\(searchController.isActive)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { lines.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { lines.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { lines.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { lines.append("didDismiss") }
    }

    /// A controller whose view shows `text` one column in on its first line.
    @MainActor
    final class TextController: UIViewController {
        let text: String
        init(_ text: String) { self.text = text; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 1, y: 0, width: 20, height: 1))
            label.text = text
            view.addSubview(label)
        }
    }

    @Test func theSearchBarsDelegateHearsEditingInUIKitsOrder() {
        let log = Log()
        let root = TextController("")
        let screen = HeadlessScreen.checked(width: 40, height: 4)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
        bar.placeholder = "Names"
        bar.showsCancelButton = true
        bar.delegate = log
        root.loadViewIfNeeded()
        root.view.addSubview(bar)
        screen.makeWindow(root: root)
        #expect(screen.lines[0] == " ⌕ Names" + String(repeating: " ", count: 21) + "[ Cancel ]")
        #expect(bar.text == "")   // never nil, as UIKit's

        screen.click(x: 5, y: 0)
        #expect(log.lines == ["bar.shouldBeginEditing", "bar.textDidBeginEditing"])
        log.lines.removeAll()
        screen.type("ab")
        screen.press(.enter)
        #expect(log.lines == ["bar.shouldChangeTextIn {0, 0} \"a\"", "bar.textDidChange \"a\"",
                              "bar.shouldChangeTextIn {1, 0} \"b\"", "bar.textDidChange \"ab\"",
                              "bar.searchButtonClicked"])
        #expect(bar.text == "ab")
        log.lines.removeAll()
        screen.press(.escape)   // the Cancel button
        bar.text = "set by code"   // no delegate call
        _ = bar.resignFirstResponder()
        #expect(log.lines == ["bar.cancelButtonClicked", "bar.shouldEndEditing", "bar.textDidEndEditing"])

        log.lines.removeAll()
        bar.scopeButtonTitles = ["All", "Mail", "Name"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 40, height: 0)).height == 2)
        bar.frame.size.height = 2
        screen.runLoop()
        #expect(screen.lines[1].contains("All") && screen.lines[1].contains("Mail"))
        #expect(screen.click(text: "Mail"))
        #expect(log.lines == ["bar.selectedScopeButtonIndexDidChange 1"])
        #expect(bar.selectedScopeButtonIndex == 1)
        bar.selectedScopeButtonIndex = 2   // no delegate call
        #expect(log.lines.count == 1)
    }

    /// `search` reporting to `log` (its results updater, delegate and search bar delegate)
    /// in the navigation item of a "Content" controller titled `title`, shown in a
    /// navigation controller on a 40 × 6 screen.
    func shown(_ search: UISearchController, reportingTo log: Log, title: String) -> (HeadlessScreen, UINavigationController) {
        search.searchResultsUpdater = log
        search.delegate = log
        search.searchBar.delegate = log
        let root = TextController("Content")
        root.title = title
        root.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: root)
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        screen.makeWindow(root: nav)
        return (screen, nav)
    }

    @Test func aSearchControllerInTheNavigationItemActivatesShowsResultsAndCancels() {
        let log = Log()
        let results = TextController("Results")
        let search = UISearchController(searchResultsController: results)
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton && search.isActive == false)
        let (screen, nav) = shown(search, reportingTo: log, title: "Contacts")
        // The bar's line under the navigation bar; the content below it.
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Contacts")
        expectScreen(Array(screen.lines[1...]), equals: [" ⌕ Search", " Content", "", "", ""])

        screen.click(x: 5, y: 1)
        #expect(log.lines == ["bar.shouldBeginEditing", "willPresent", "bar.textDidBeginEditing",
                              "update \"\" active=true", "didPresent"])
        #expect(search.isActive)
        #expect(nav.isNavigationBarHidden)
        // The navigation bar hides; the bar shows Cancel at the top; the content is dimmed.
        expectScreen(screen.lines, equals: [" ⌕ Search" + String(repeating: " ", count: 20) + "[ Cancel ]",
                                            " Content", "", "", "", ""])
        #expect(screen.grid[1, 1].style.attributes.contains(.dim))

        log.lines.removeAll()
        screen.type("a")
        #expect(log.lines == ["bar.shouldChangeTextIn {0, 0} \"a\"", "bar.textDidChange \"a\"", "update \"a\" active=true"])
        #expect(search.showsSearchResultsController)
        #expect(results.parent === search)
        expectScreen(Array(screen.lines[1...]), equals: [" Results", "", "", "", ""])
        #expect(!screen.grid[1, 1].style.attributes.contains(.dim))

        log.lines.removeAll()
        screen.press(.escape)
        #expect(log.lines == ["bar.cancelButtonClicked", "willDismiss", "bar.shouldEndEditing", "bar.textDidEndEditing",
                              "update \"\" active=false", "didDismiss"])
        #expect(!search.isActive && !nav.isNavigationBarHidden && search.searchBar.text == "")
        #expect(results.parent == nil)
        screen.runLoop()
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Contacts")
        expectScreen(Array(screen.lines[1...]), equals: [" ⌕ Search", " Content", "", "", ""])
    }

    @Test func settingIsActiveActivatesWithoutEditingAndAClickOnTheDimmedContentEndsTheSearch() {
        let log = Log()
        let search = UISearchController(searchResultsController: nil)
        search.hidesNavigationBarDuringPresentation = false
        let (screen, nav) = shown(search, reportingTo: log, title: "List")
        search.isActive = true
        screen.runLoop()
        #expect(log.lines == ["willPresent", "update \"\" active=true", "didPresent"])
        #expect(!search.searchBar.isFirstResponder)
        #expect(!nav.isNavigationBarHidden)
        #expect(screen.grid[1, 2].style.attributes.contains(.dim))
        log.lines.removeAll()
        screen.click(x: 3, y: 3)
        #expect(log.lines == ["willDismiss", "update \"\" active=false", "didDismiss"])
        screen.runLoop()
        #expect(!screen.grid[1, 2].style.attributes.contains(.dim))
    }

    /// Activating presents the search controller over the current context (Apple: "the
    /// search controller is presented by the view controller that defines the presentation
    /// context"): `presentingViewController` from just after `willPresent` to just before
    /// `didDismiss`; another presentation from that context is refused as UIKit refuses
    /// one over a presented controller; `dismiss(animated:)` ends the search.
    @Test func activatingPresentsTheSearchControllerOverTheCurrentContext() {
        @MainActor final class Presence: UISearchControllerDelegate {
            var lines: [String] = []
            func note(_ what: String, _ s: UISearchController) {
                let by = s.presentingViewController.map { String(describing: type(of: $0)) } ?? "nil"
                lines.append("\(what) presentingViewController=\(by) isActive=\(s.isActive)")
            }
            func willPresentSearchController(_ s: UISearchController) { note("willPresent", s) }
            func didPresentSearchController(_ s: UISearchController) { note("didPresent", s) }
            func willDismissSearchController(_ s: UISearchController) { note("willDismiss", s) }
            func didDismissSearchController(_ s: UISearchController) { note("didDismiss", s) }
        }
        let presence = Presence()
        let search = UISearchController(searchResultsController: nil)
        search.delegate = presence
        let root = TextController("Content")
        root.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: root)
        let screen = HeadlessScreen.checked(width: 40, height: 6)
        screen.makeWindow(root: nav)
        #expect(search.presentingViewController == nil && root.presentedViewController == nil)

        screen.click(x: 5, y: 1)
        #expect(presence.lines == ["willPresent presentingViewController=nil isActive=true",
                                   "didPresent presentingViewController=UINavigationController isActive=true"])
        #expect(search.presentingViewController === nav)
        #expect(nav.presentedViewController === search && root.presentedViewController === search)

        // Presenting from the covered screen is refused; from the search controller it works.
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        #expect(screen.application.diagnostics.warnings == [
            "[Presentation] Attempt to present \(alert.description) on \(nav.description) (from \(root.description)) which is already presenting \(search.description)."])
        search.present(alert, animated: false)
        screen.settle()
        #expect(search.presentedViewController === alert)
        alert.dismiss(animated: false)
        screen.settle()

        presence.lines.removeAll()
        var completed = false
        search.dismiss(animated: true) { completed = true }
        #expect(completed && !search.isActive)
        #expect(presence.lines == ["willDismiss presentingViewController=UINavigationController isActive=true",
                                   "didDismiss presentingViewController=nil isActive=false"])
        #expect(nav.presentedViewController == nil)

        // A controller that defines the presentation context presents it itself.
        root.definesPresentationContext = true
        search.isActive = true
        #expect(search.presentingViewController === root)
        presence.lines.removeAll()
        root.dismiss(animated: false)        // the presenter's dismiss ends the search too
        #expect(!search.isActive && search.presentingViewController == nil)
        #expect(presence.lines.count == 2)
    }
}
