import Foundation
import SDLBackend
import Testing
import UIKit
import UIKitEngine

/// iOS's look on pixels beyond the list content: separators inset as iOS insets them
/// (`UITableView.separatorInset`: at the 16-point margin where the text starts, on to the
/// text after an image, none under the last row of a grouped section, the app's own inset
/// when it sets one), the focus ring a keyboard user sees, iOS's value controls, and an
/// input method's composition shown as marked text.
@MainActor
@Suite struct PixelLookTests {
    final class Rows: NSObject, UITableViewDataSource {
        let sections: Int, rows: Int
        var image: UIImage?
        init(sections: Int = 1, rows: Int) { self.sections = sections; self.rows = rows }
        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var c = cell.defaultContentConfiguration()
            c.text = "Row \(indexPath.section).\(indexPath.row)"
            c.image = image
            cell.contentConfiguration = c
            return cell
        }
    }

    /// The separators drawn: hairline fills in the separator colour, by their rows.
    func separators(_ h: PixelHarness) -> [CGRect] {
        h.tree.allNodes.flatMap(\.items).compactMap { item -> CGRect? in
            guard case .fill(let paths, _, let color) = item, paths.count == 1, paths[0].count == 4,
                  close(color, rgb(60, 60, 67, 0.29), accuracy: 0.01) else { return nil }
            let xs = paths[0].map(\.x), ys = paths[0].map(\.y)
            let r = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            return r.height < 1 ? r : nil
        }.sorted { $0.minY < $1.minY }
    }

    func table(_ h: PixelHarness, style: UITableView.Style, _ rows: Rows, configure: (UITableView) -> Void = { _ in }) -> UITableView {
        let vc = UIViewController()
        let t = UITableView(frame: CGRect(origin: .zero, size: h.backend.screenSize), style: style)
        t.dataSource = rows
        configure(t)
        vc.view = t
        h.makeWindow(root: vc)
        return t
    }

    @Test func plainRowsAreRuledFromTheTextsMarginToTheRightEdge() throws {
        let h = try PixelHarness(scale: 2)
        let rows = Rows(rows: 3)
        let t = table(h, style: .plain, rows)
        #expect(t.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0), "iOS's default on an iPhone")
        let rules = separators(h)
        let text = try #require(h.tree.texts.first { $0.string == "Row 0.0" }, "\(h.tree.outline)")
        #expect(rules.count >= 3, "a rule under each of the three rows")
        for r in rules.prefix(3) {
            #expect(r.minX == 16 && abs(text.frame.minX - 16) < 0.01, "from the text's leading edge, \(r)")
            #expect(r.maxX == t.bounds.width, "to the right edge")
        }
    }

    @Test func anImageMovesTheRuleOnToTheText() throws {
        let h = try PixelHarness(scale: 2)
        let rows = Rows(rows: 2)
        rows.image = UIImage(systemName: "star")
        _ = table(h, style: .plain, rows)
        let text = try #require(h.tree.texts.first { $0.string == "Row 0.0" })
        let first = try #require(separators(h).first)
        #expect(text.frame.minX > 16 + 10, "the text starts after the image")
        #expect(abs(first.minX - text.frame.minX) < 0.01, "the rule starts under the text (\(first.minX) vs \(text.frame.minX))")
    }

    /// A symbol in a cell's built-in `imageView` is laid out at its size in points (a
    /// 17-point symbol, as iOS sizes one for body text), not one terminal cell wide, and
    /// the text starts after it.
    final class StarRow: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.imageView?.image = UIImage(systemName: "star")
            cell.textLabel?.text = "Starred"
            return cell
        }
    }

    @Test func aCellsSymbolImageViewIsAsWideAsTheSymbol() throws {
        let h = try PixelHarness(scale: 2)
        let source = StarRow()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        table.dataSource = source
        h.show(table)
        h.settle()
        let cell = try #require(table.visibleCells.first)
        let iv = try #require(cell.imageView), star = try #require(iv.image)
        #expect(iv.frame.width == star.size.width && star.size.width > 10, "\(iv.frame) for a symbol of \(star.size)")
        #expect(iv.frame.minX == 16, "at the 16-point margin")
        #expect((cell.textLabel?.frame.minX ?? 0) >= iv.frame.maxX, "the text after the image")
    }

    @Test func theAppsOwnInsetIsKept() throws {
        let h = try PixelHarness(scale: 2)
        let rows = Rows(rows: 2)
        rows.image = UIImage(systemName: "star")
        _ = table(h, style: .plain, rows) { $0.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        let first = try #require(separators(h).first)
        #expect(first.minX == 0, "separatorInset .zero runs the rule edge to edge, image or not")
    }

    @Test func groupedSectionsHaveNoRuleUnderTheirLastRow() throws {
        let h = try PixelHarness(scale: 2)
        let rows = Rows(sections: 2, rows: 3)
        let t = table(h, style: .insetGrouped, rows)
        let rules = separators(h)
        let cells = t.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        try #require(cells.count == 6, "\(cells.count) cells in\n\(h.tree.outline)")
        // Two rules per section: under rows 0 and 1, none under row 2.
        #expect(rules.count == 4, "\(rules)")
        let lastRows = [cells[2], cells[5]].map { $0.convert($0.bounds, to: nil) }
        for r in rules { #expect(!lastRows.contains { abs($0.maxY - r.maxY) < 0.5 }, "no rule at the bottom of a section's last row") }
    }

    /// A switch at (40, 200) and a "Go" button at (40, 300), shown at 2x.
    func switchAndButton() throws -> (PixelHarness, UISwitch, UIButton) {
        let h = try PixelHarness(scale: 2)
        let a = UISwitch(frame: CGRect(x: 40, y: 200, width: 51, height: 31))
        let b = UIButton(type: .system)
        b.setTitle("Go", for: .normal)
        b.frame = CGRect(x: 40, y: 300, width: 80, height: 44)
        h.show(a, b)
        return (h, a, b)
    }

    @Test func theKeyboardFocusIsRingedInTheTint() throws {
        let (h, a, b) = try switchAndButton()
        #expect(rings(h).isEmpty, "no ring before the keyboard is used")
        h.press(.tab)
        let focused = try #require(a.window?.focusedView)
        let ring = try #require(rings(h).first)
        let target = focused.convert(focused.bounds, to: nil)
        #expect(ring.width == 3 && close(ring.color, rgb(0, 122, 255)), "3 points in systemBlue")
        #expect(ring.bounds.minX < target.minX && ring.bounds.maxX > target.maxX, "just outside \(target): \(ring.bounds)")
        #expect(ring.bounds.minX > target.minX - 5, "hugging the control")
    }

    /// iOS shows focus only to keyboard users: a click that gives a control the focus (a
    /// terminal's keyboard follows the mouse, so the press does move it) draws no ring;
    /// Tab brings the ring, and the next click takes it away again.
    @Test func aClickFocusesWithoutARing() throws {
        let (h, a, b) = try switchAndButton()
        h.click(at: CGPoint(x: 80, y: 322))
        #expect(b.isFocused, "the press gave the button the focus")
        #expect(rings(h).isEmpty, "but no ring after a click")
        h.press(.tab)
        let focused = try #require(b.window?.focusedView)
        let ringed = try #require(rings(h).first, "Tab shows the ring")
        #expect(ringed.bounds.contains(focused.convert(focused.bounds, to: nil)), "round the newly focused view")
        h.click(at: CGPoint(x: 80, y: 322))
        #expect(rings(h).isEmpty, "a click hides it again")
    }

    func rings(_ h: PixelHarness) -> [(bounds: CGRect, width: Double, color: RenderColor)] {
        h.tree.allNodes.flatMap(\.items).compactMap { item in
            guard case .stroke(let lines, let width, let color) = item, width == 3 else { return nil }
            let pts = lines.joined()
            let xs = pts.map(\.x), ys = pts.map(\.y)
            return (CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!), width, color)
        }
    }

    @Test func valueControlsDrawIOSsShapes() throws {
        let h = try PixelHarness(scale: 2)
        let seg = UISegmentedControl(items: ["Day", "Week"])
        seg.selectedSegmentIndex = 1
        seg.frame = CGRect(x: 16, y: 120, width: 200, height: 32)
        let slider = UISlider(frame: CGRect(x: 16, y: 200, width: 200, height: 32))
        slider.value = 0.5
        let stepper = UIStepper(frame: CGRect(x: 16, y: 260, width: 94, height: 32))
        let pages = UIPageControl(frame: CGRect(x: 16, y: 320, width: 100, height: 32))
        pages.numberOfPages = 3
        h.show(seg, slider, stepper, pages)
        let texts = h.tree.texts
        let week = try #require(texts.first { $0.string == "Week" })
        #expect(week.font.pointSize == 13 && week.font.isBold, "the selected segment's title in 13-point semibold")
        #expect(abs(week.frame.midX - (16 + 150)) < 0.5, "centred in the second half")
        #expect(texts.contains { $0.string == "−" } && texts.contains { $0.string == "+" }, "the stepper's − and +")
        let fills = h.tree.allNodes.flatMap(\.items).compactMap { item -> [CGPoint]? in
            if case .fill(let p, _, _) = item { return Array(p.joined()) }
            return nil
        }
        // The slider's thumb: a 28-point disc centred at half the travel (14 + 0.5 × 172).
        let thumbX = 16 + 14 + 0.5 * (200 - 28)
        #expect(fills.contains { p in
            let xs = p.map(\.x), ys = p.map(\.y)
            return abs((xs.min()! + xs.max()!) / 2 - thumbX) < 0.5 && abs(xs.max()! - xs.min()! - 28) < 0.5 && abs((ys.min()! + ys.max()!) / 2 - 216) < 0.5
        }, "the thumb")
        // Three 7-point page dots, 16 points apart round the control's centre.
        let dots = fills.filter { p in
            let xs = p.map(\.x), ys = p.map(\.y)
            return abs(xs.max()! - xs.min()! - 7) < 0.3 && abs(ys.max()! - ys.min()! - 7) < 0.3
        }.map { p in (p.map(\.x).min()! + p.map(\.x).max()!) / 2 }.sorted()
        #expect(dots.count == 3 && dots.map { ($0 - 66).rounded() } == [-16, 0, 16], "\(dots)")
    }

    @Test func anInputMethodsCompositionIsMarkedTextUntilCommitted() throws {
        let h = try PixelHarness(scale: 2)
        let field = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 34))
        field.borderStyle = .roundedRect
        var changes: [String] = []
        field.addAction(UIAction { _ in changes.append(field.text ?? "") }, for: .editingChanged)
        h.show(field)
        h.application.withCurrent { _ = field.becomeFirstResponder() }
        h.type("a")
        // Pinyin being composed: shown in the field (and in its text) as marked text.
        h.application.handle(.textComposition("ni"))
        #expect(field.text == "ani" && field.markedText == "ni")
        #expect(h.tree.texts.contains { $0.string == "ani" && $0.caretOffset == 3 })
        h.application.handle(.textComposition("nih"))
        #expect(field.text == "anih" && field.markedText == "nih", "the composition replaces itself")
        // The input method ends the composition and commits the character chosen.
        h.application.handle(.textComposition(""))
        #expect(field.text == "a" && field.markedText == nil)
        h.application.handle(.key(.text("你")))
        #expect(field.text == "a你")
        #expect(changes == ["a", "ani", "anih", "a", "a你"], "each change sends editingChanged")
        // unmarkText keeps the composition as text.
        h.application.handle(.textComposition("hao"))
        field.unmarkText()
        #expect(field.text == "a你hao" && field.markedText == nil)
    }

    /// The input method's candidate window goes under the caret (`SDL_SetTextInputRect`
    /// gets `SDLRenderer.caretRect(in:)`): inside the field being edited, after what is
    /// typed, moving right as the composition grows; none when nothing is edited.
    @Test func theCandidateWindowIsPlacedAtTheCaret() throws {
        let h = try PixelHarness(scale: 2)
        let renderer = h.backend.renderer
        let field = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 34))
        field.borderStyle = .roundedRect
        h.show(field)
        #expect(renderer.caretRect(in: h.tree) == nil, "no caret, no candidate window")
        h.application.withCurrent { _ = field.becomeFirstResponder() }
        h.type("a")
        let typed = try #require(renderer.caretRect(in: h.tree))
        let box = CGRect(x: 16 * 2, y: 120 * 2, width: 300 * 2, height: 34 * 2)
        #expect(box.contains(typed), "in the field (\(typed) in \(box) pixels)")
        #expect(typed.minX > box.minX + 8 * 2, "after the field's inset and the typed letter: \(typed.minX)")
        h.application.handle(.textComposition("nihao"))
        let composing = try #require(renderer.caretRect(in: h.tree))
        #expect(composing.minX > typed.minX + 20, "after the marked text: \(composing.minX) vs \(typed.minX)")
        #expect(abs(composing.midY - typed.midY) < 1, "on the same line")
    }

    /// Emoji are drawn in colour from Noto Color Emoji (Debian's fonts-noto-color-emoji),
    /// scaled to the text's size, on the Latin text's baseline.
    @Test func emojiAreDrawnInColour() throws {
        #expect(FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
                "install the Debian package fonts-noto-color-emoji")
        let h = try PixelHarness(scale: 2)
        let fonts = h.backend.renderer.fonts
        #expect(fonts.faceIndices(of: "A😀") == [0, 3], "letters in Inter, the face in the colour face")
        #expect(fonts.faceIndices(of: "❤️") == [3], "U+FE0F asks for emoji presentation")
        let label = UILabel(frame: CGRect(x: 16, y: 200, width: 200, height: 30))
        label.text = "Hi 😀"
        h.show(label)
        let c = try h.pixels()
        let hi = fonts.textWidth("Hi ", pointSize: 17, scale: 2), whole = fonts.textWidth("Hi 😀", pointSize: 17, scale: 2)
        #expect(whole - hi >= 30 && whole - hi <= 48, "the emoji about 1.2 em wide at 34 pixels (\(whole - hi))")
        // Yellow pixels (the face) where the emoji is, none elsewhere in the label.
        func yellow(_ p: UInt32) -> Bool { (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF > 150 && p & 0xFF < 90 }
        let x0 = 32 + hi, x1 = 32 + whole
        let inside = (400..<460).flatMap { y in (x0..<x1).map { c[$0, y] } }.filter(yellow).count
        let before = (400..<460).flatMap { y in (32..<x0).map { c[$0, y] } }.filter(yellow).count
        #expect(inside > 200 && before == 0, "\(inside) yellow pixels in the emoji, \(before) in the letters")
    }
}
