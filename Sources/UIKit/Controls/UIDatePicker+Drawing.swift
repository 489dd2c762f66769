import Foundation
import UIKitEngine

extension UIDatePicker {
    /// One laid-out run of text: its flat piece index (nil for a bracket or the space
    /// between groups), its first cell and its text.
    struct _Run {
        var index: Int?
        var x: Int
        var text: String
    }

    /// The runs of the picker's row: `[` group `]`, a space, `[` group `]`…
    func _runs() -> [_Run] {
        var runs: [_Run] = []
        var x = 0
        var group = -1
        for (i, p) in _flatPieces().enumerated() {
            if p.group != group {
                if group >= 0 { runs.append(_Run(index: nil, x: x, text: "] ")); x += 2 }
                runs.append(_Run(index: nil, x: x, text: "["))
                x += 1
                group = p.group
            }
            let text = TextSanitizer.sanitize(_text(p.piece, date: date, duration: countDownDuration))
            runs.append(_Run(index: i, x: x, text: text))
            x += TextWidth.width(of: text)
        }
        if group >= 0 { runs.append(_Run(index: nil, x: x, text: "]")) }
        return runs
    }

    /// The editable field under x, if any.
    func _fieldIndex(atX x: CGFloat) -> Int? {
        let cx = Int(x.rounded(.down))
        let editable = Set(_editableIndices())
        return _runs().first { r in
            guard let i = r.index, editable.contains(i) else { return false }
            return cx >= r.x && cx < r.x + TextWidth.width(of: r.text)
        }?.index
    }

    /// Draws the fields (the class's `draw(in:)`).
    func _drawFields(in context: UIRenderContext) {
        let width = Int(bounds.width), height = Int(bounds.height)
        guard width > 0, height > 0 else { return }
        let wheels = datePickerStyle == .wheels && height >= 3
        let y = CGFloat((height - 1) / 2)
        let cursor = _cursorIndex
        let pieces = _flatPieces()
        for run in _runs() {
            var style = CellStyle()
            if !isEnabled { style.attributes.insert(.dim) }
            if let i = run.index, i == cursor, isEnabled {
                style.attributes.insert(isFocused ? .reverse : .underline)
                if isTracking { style.attributes.insert(.bold) }
            }
            context.drawText(run.text, at: CGPoint(x: CGFloat(run.x), y: y), style: style, maxWidth: max(0, width - run.x))
            guard wheels, let i = run.index, case .field(let kind, _) = pieces[i].piece, kind.isEditable else { continue }
            let w = TextWidth.width(of: run.text)
            for (dy, delta) in [(-1, -1), (1, 1)] {
                let (d, duration) = _stepped(kind, by: delta, date: date, duration: countDownDuration)
                let text = TextSanitizer.sanitize(_text(pieces[i].piece, date: d, duration: duration))
                let shown = TextWidth.truncate(text, toWidth: max(w, 1))
                let x = run.x + max(0, (w - TextWidth.width(of: shown)) / 2)
                context.drawText(shown, at: CGPoint(x: CGFloat(x), y: y + CGFloat(dy)), style: CellStyle(attributes: .dim))
            }
        }
    }

    /// The row's width, one row (three for wheels, which show the neighbouring values).
    var _fittingSize: CGSize {
        let runs = _runs()
        let width = runs.last.map { $0.x + TextWidth.width(of: $0.text) } ?? 0
        return CGSize(width: CGFloat(width), height: datePickerStyle == .wheels ? 3 : 1)
    }
}
