import Foundation
import UIKit

/// `scrolling`: a `UIPickerView` of two components (size and colour) above a paging
/// `UIScrollView` of four pages. Every picker choice and every scroll-view delegate call
/// that marks a step (drag begin and end with its velocity and target, deceleration,
/// programmatic animations, scroll to top) is written to the log pane in UIKit's order;
/// the line under the picker shows the choice and the page.
///
/// Keys: PageDown/PageUp turn the pages (while the picker is not focused), Home goes back
/// to the first (the scroll-to-top gesture), Tab focuses the picker (Up/Down choose,
/// Left/Right switch components). Mouse: drag or flick the pages, the wheel scrolls,
/// a click on a picker row chooses it.
enum ScrollingDemo {
    @MainActor static func make() -> UIViewController {
        UINavigationController(rootViewController: ScrollingViewController())
    }

    static let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
    static let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]
    static let pageCount = 4

    @MainActor
    final class ScrollingViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate, UIScrollViewDelegate {
        let picker = UIPickerView()
        let status = UILabel()
        let pages = UIScrollView()
        private var pageLabels: [UILabel] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Scrolling"
            view.backgroundColor = .systemBackground
            picker.dataSource = self
            picker.delegate = self
            picker.selectRow(2, inComponent: 0, animated: false)
            picker.selectRow(4, inComponent: 1, animated: false)
            view.addSubview(picker)
            view.addSubview(status)
            pages.isPagingEnabled = true
            pages.delegate = self
            view.addSubview(pages)
            for i in 0..<ScrollingDemo.pageCount {
                let label = UILabel()
                label.numberOfLines = 0
                label.text = "Page \(i + 1) of \(ScrollingDemo.pageCount)\n\n"
                    + (i == 0 ? "Drag or flick up: the page settles on the next one.\nPgDn turns a page; Home comes back."
                              : "Page \(i + 1): the content of this page.")
                pages.addSubview(label)
                pageLabels.append(label)
            }
            showStatus()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let b = view.bounds.inset(by: view.safeAreaInsets)
            // On a terminal: a picker of up to five rows, the status line, a blank line, the
            // pages with 1-cell margins. On a phone, as iOS lays such a screen out: the
            // picker at its intrinsic 216 points, the status line in a 22-point row inside
            // the 16-point margins, 8 points of space, then the pages, each a page high with
            // its text in the margins from 16 points under its top.
            let cells = view.demoLaysOutInCells
            let inset: CGFloat = cells ? 1 : 16
            let pickerHeight = cells ? min(5, max(1, b.height / 3)).rounded(.down)
                                     : min(picker.intrinsicContentSize.height, max(44, b.height / 2))
            let statusHeight: CGFloat = cells ? 1 : 22
            picker.frame = CGRect(x: b.minX, y: b.minY, width: b.width, height: pickerHeight)
            status.frame = CGRect(x: b.minX + inset, y: b.minY + pickerHeight, width: b.width - 2 * inset, height: statusHeight)
            let top = status.frame.maxY + (cells ? 1 : 8)
            pages.frame = CGRect(x: b.minX, y: top, width: b.width, height: max(1, b.maxY - top))
            let h = pages.bounds.height
            for (i, label) in pageLabels.enumerated() {
                if cells {
                    label.frame = CGRect(x: 1, y: CGFloat(i) * h, width: max(0, b.width - 2), height: min(h, 4))
                } else {
                    let width = max(0, b.width - 32)
                    let fit = label.sizeThatFits(CGSize(width: width, height: h)).height
                    label.frame = CGRect(x: 16, y: CGFloat(i) * h + 16, width: width, height: min(max(0, h - 32), fit.rounded(.up)))
                }
            }
            pages.contentSize = CGSize(width: b.width, height: h * CGFloat(ScrollingDemo.pageCount))
        }

        private var currentPage: Int {
            let h = max(1, pages.bounds.height)
            return Int((pages.contentOffset.y / h).rounded()) + 1
        }

        private func showStatus() {
            let size = ScrollingDemo.sizes[max(0, picker.selectedRow(inComponent: 0))]
            let colour = ScrollingDemo.colours[max(0, picker.selectedRow(inComponent: 1))]
            status.text = "Size \(size), \(colour) · page \(currentPage) of \(ScrollingDemo.pageCount)"
        }

        // MARK: Picker

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? ScrollingDemo.sizes.count : ScrollingDemo.colours.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? ScrollingDemo.sizes[row] : ScrollingDemo.colours[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            demoNote("picker didSelectRow \(row) inComponent \(component)")
            showStatus()
        }

        // MARK: Scroll view

        func scrollViewDidScroll(_ scrollView: UIScrollView) { showStatus() }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { demoNote("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            demoNote(String(format: "willEndDragging velocity %.3f pt/ms, target y %.0f",
                            Double(velocity.y), Double(targetContentOffset.pointee.y)))
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            demoNote("didEndDragging willDecelerate \(decelerate)")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { demoNote("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { demoNote("didEndDecelerating: page \(currentPage)") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { demoNote("didEndScrollingAnimation: page \(currentPage)") }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { demoNote("didScrollToTop") }
    }
}
