import Foundation
import SDLBackend
import Testing
import UIKit
import UIKitEngine

/// Lists on a pixel device as iOS draws them: list content configurations (image, text,
/// secondary text with the configuration's fonts, colours, margins and paddings), the
/// search bar of `navigationItem.searchController` under the navigation bar with iOS's
/// grey search field, the section index at the right edge, and bar button system items
/// drawn as their symbols.
@MainActor
@Suite struct PixelListTests {
    final class Rows: NSObject, UITableViewDataSource {
        var make: (UITableViewCell) -> Void
        var count = 1
        var titles: [String]?
        init(make: @escaping (UITableViewCell) -> Void) { self.make = make }
        func numberOfSections(in tableView: UITableView) -> Int { titles?.count ?? 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            make(cell)
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles?[section] }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    }

    func table(_ h: PixelHarness, _ rows: Rows) -> UITableView {
        let vc = UIViewController()
        let t = UITableView(frame: CGRect(origin: .zero, size: h.backend.screenSize), style: .plain)
        t.dataSource = rows
        vc.view = t
        h.makeWindow(root: vc)
        return t
    }

    func text(_ tree: RenderTree, _ s: String) throws -> RenderText {
        try #require(tree.texts.first { $0.string == s }, "no text \"\(s)\" in\n\(tree.outline)")
    }

    @Test func aSubtitleConfigurationDrawsItsImageAndBothTexts() throws {
        let h = try PixelHarness(scale: 2)
        let rows = Rows { cell in
            var c = cell.defaultContentConfiguration()
            c.text = "Ada Lovelace"
            c.secondaryText = "Notes on the engine"
            c.image = UIImage(systemName: "star")
            cell.contentConfiguration = c
        }
        let t = table(h, rows)
        let tree = h.tree
        let config = UIListContentConfiguration.subtitleCell()
        let m = h.backend.renderer.measurer
        #expect(config.textProperties.font.pointSize == 17 && config.secondaryTextProperties.font.pointSize == 15)
        let body = m.lineMetrics(of: RenderFont(pointSize: 17)).lineHeight
        let sub = m.lineMetrics(of: RenderFont(pointSize: 15)).lineHeight
        let title = try text(tree, "Ada Lovelace"), detail = try text(tree, "Notes on the engine")
        // The image: a symbol as high as the text's line, at the leading margin; the texts
        // after it and the image-to-text padding, stacked 3 points apart.
        let margins = config.directionalLayoutMargins
        #expect(abs(title.frame.minX - (margins.leading + body + config.imageToTextPadding)) < 0.01)
        #expect(detail.frame.minX == title.frame.minX)
        #expect(abs(detail.frame.minY - (title.frame.maxY + config.textToSecondaryTextVerticalPadding)) < 0.01)
        #expect(title.font.pointSize == 17 && detail.font.pointSize == 15, "body and subheadline (the tree is in points)")
        #expect(close(title.color, rgb(0, 0, 0)) && close(detail.color, rgb(60, 60, 67, 0.6)), "label and secondaryLabel")
        // The row is as high as the content and its margins (more than 44 points).
        let rowHeight = (margins.top + body + config.textToSecondaryTextVerticalPadding + sub + margins.bottom)
        let cell = try #require(t.visibleCells.first)
        #expect(abs(cell.frame.height - rowHeight.rounded(.up)) <= 1, "row \(cell.frame.height), content \(rowHeight)")
        #expect(abs((title.frame.minY + detail.frame.maxY) / 2 - cell.frame.midY) < 0.6, "the block is centred in the row")
        // The star is drawn as its shape in the tint colour, left of the text.
        let star = tree.allNodes.flatMap(\.items).first { item in
            if case .stroke(let lines, _, let color) = item {
                return close(color, rgb(0, 122, 255)) && lines.joined().allSatisfy { $0.x >= margins.leading - 0.5 && $0.x <= title.frame.minX }
            }
            return false
        }
        #expect(star != nil, "the star symbol in systemBlue before the text")
    }

    @Test func aValueConfigurationEndsItsValueAtTheTrailingMargin() throws {
        let h = try PixelHarness(scale: 1)
        let rows = Rows { cell in
            var c = UIListContentConfiguration.valueCell()
            c.text = "Wi-Fi"
            c.secondaryText = "Home"
            cell.contentConfiguration = c
        }
        _ = table(h, rows)
        let tree = h.tree
        let title = try text(tree, "Wi-Fi"), value = try text(tree, "Home")
        #expect(title.frame.minX == 16 && title.alignment == .left)
        #expect(value.alignment == .right && abs(value.frame.maxX - (h.backend.screenSize.width - 16)) < 0.01)
        #expect(abs(value.frame.midY - title.frame.midY) < 0.01, "side by side on one line")
        #expect(close(value.color, rgb(60, 60, 67, 0.6)) && value.font.pointSize == 17)
    }

    @Test func theSectionIndexIsAColumnOfTitlesAtTheRightEdge() throws {
        let h = try PixelHarness(scale: 1)
        let rows = Rows { $0.textLabel?.text = "Row" }
        rows.titles = ["A", "B", "C", "D", "E"]
        rows.count = 12
        let t = table(h, rows)
        let tree = h.tree
        let letters = try rows.titles!.map { l in try #require(tree.texts.first { $0.string == l && $0.font.pointSize == 11 }, "index \(l)") }
        let width = h.backend.screenSize.width
        for (a, b) in zip(letters, letters.dropFirst()) { #expect(abs(b.frame.minY - a.frame.maxY) < 0.01 && a.frame.height == 14) }
        #expect(letters.allSatisfy { $0.frame.minX == width - 16 && $0.frame.width == 16 && $0.alignment == .center })
        #expect(letters.allSatisfy { close($0.color, rgb(0, 122, 255)) }, "the tint colour")
        let middle = (letters.first!.frame.minY + letters.last!.frame.maxY) / 2
        #expect(abs(middle - t.frame.midY) <= 7, "centred in the table")
        // The rows leave the column free.
        #expect(t.visibleCells.allSatisfy { $0.frame.maxX == width - 16 })
        // A click on D shows section D at the top.
        let d = letters[3]
        h.click(at: CGPoint(x: d.frame.midX, y: d.frame.midY))
        let sections = Set((t.indexPathsForVisibleRows ?? []).map(\.section))
        #expect(sections.contains(3) && !sections.contains(0) && !sections.contains(1), "sections shown: \(sections.sorted())")
    }

    @Test func theSearchControllerBarSitsUnderTheNavigationBar() throws {
        let h = try PixelHarness(scale: 2)
        let list = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search mail"
        list.title = "Inbox"
        list.navigationItem.searchController = search
        h.makeWindow(root: UINavigationController(rootViewController: list))
        let tree = h.tree
        let bar = search.searchBar
        let navigationBar = try #require(list.navigationController?.navigationBar)
        // iOS: a 52-point bar under the 44-point navigation bar, its 36-point field 16 points
        // from the sides and 8 from the bar's top; the list starts under it.
        #expect(bar.frame == CGRect(x: 0, y: navigationBar.frame.maxY, width: 390, height: 52))
        #expect(bar.searchTextField.frame == CGRect(x: 16, y: 8, width: 390 - 32, height: 36))
        #expect(list.tableView.superview!.convert(list.tableView.frame, to: nil).minY >= bar.frame.maxY)
        let placeholder = try text(tree, "Search mail")
        let field = bar.searchTextField.convert(bar.searchTextField.bounds, to: nil)
        #expect(placeholder.frame.minX == field.minX + 31 && placeholder.frame.minY == field.minY && placeholder.frame.height == 36)
        #expect(close(placeholder.color, rgb(60, 60, 67, 0.6)), "the placeholder in secondaryLabel")
        // The grey rounded field (tertiarySystemFill), and the hairline under the search bar only.
        let fieldNode = try #require(tree.allNodes.first { $0.frame == field })
        #expect(fieldNode.items.contains { if case .fill(_, _, let c) = $0 { return close(c, rgb(118, 118, 128, 0.12)) } else { return false } })
        let hairlines = tree.allNodes.flatMap(\.items).filter { item in
            if case .fill(let p, _, let c) = item { return close(c, RenderColor(red: 0, green: 0, blue: 0, alpha: 0.3)) && p.joined().allSatisfy { $0.y > 90 && $0.y < 200 } }
            return false
        }
        #expect(hairlines.count == 1, "one hairline, under the search bar")
    }

    @Test func theSearchFieldsClearButtonEmptiesIt() throws {
        let h = try PixelHarness(scale: 1)
        let field = UISearchTextField(frame: CGRect(x: 16, y: 100, width: 300, height: 36))
        h.show(field)
        h.click(at: CGPoint(x: 100, y: 118))
        h.type("zoe")
        #expect(field.text == "zoe")
        let tree = h.tree
        #expect(try text(tree, "zoe").frame.minX == 16 + 31)
        // The clear button: a grey filled circle 8 points from the trailing edge.
        h.click(at: CGPoint(x: 16 + 300 - 8 - 9.5, y: 118))
        #expect(field.text == "")
    }

    @Test func theAddSystemItemIsDrawnAsThePlusSymbol() throws {
        let h = try PixelHarness(scale: 1)
        let vc = UIViewController()
        vc.title = "Contacts"
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        h.makeWindow(root: UINavigationController(rootViewController: vc))
        let tree = h.tree
        #expect(!tree.texts.contains { $0.string == "+" }, "no \"+\" text")
        // The plus: two 2-point strokes, centred in a 24-point button 16 points from the right.
        let plus = tree.allNodes.flatMap(\.items).first { item in
            if case .stroke(let lines, _, let color) = item { return lines.count == 2 && close(color, rgb(0, 122, 255)) }
            return false
        }
        guard case .stroke(let lines, _, _) = try #require(plus, "the plus symbol") else { return }
        let xs = lines.joined().map(\.x)
        #expect(abs((xs.min()! + xs.max()!) / 2 - (390 - 16 - 12)) < 0.01)
    }

    @Test func theScreenScaleIsTheWindowScale() throws {
        for scale in [1.0, 2.0, 1.5] {
            let h = try PixelHarness(scale: scale)
            let view = UIView()
            h.show(view)
            h.application.withCurrent {
                #expect(UIScreen.main.scale == CGFloat(scale))
                #expect(UIScreen.main.nativeBounds.size == CGSize(width: 390 * scale, height: 844 * scale))
            }
            #expect(view.traitCollection.displayScale == CGFloat(scale), "traitCollection.displayScale at \(scale)x")
        }
    }
}
