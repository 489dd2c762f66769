import Foundation
import UIKitEngine

// A search bar on a point device, laid out as iOS lays out `UISearchBar`: a 36-point
// field (the grey rounded `UISearchTextField`), 10 points from the top and 8 from the
// sides of a 56-point bar, or — under a navigation bar (`navigationItem.searchController`)
// — 16 points from the sides (the title's margin) of a 52-point bar, 8 from its top; the
// Cancel button after the field, 8 points from it; a prompt line above (13-point text
// in a 20-point line) and a 32-point scope bar 8 points under the field.

extension UISearchBar {
    /// Lengths of the point layout.
    private var _pointInsets: (side: CGFloat, top: CGFloat, bottom: CGFloat) {
        _placedUnderNavigationBar ? (16, 8, 8) : (8, 10, 10)
    }

    private static let _promptHeight: CGFloat = 20
    private static let _fieldHeight: CGFloat = 36
    private static let _scopeHeight: CGFloat = 32

    /// The height the bar needs on a point device.
    var _pointHeight: CGFloat {
        let i = _pointInsets
        return (prompt == nil ? 0 : Self._promptHeight) + i.top + Self._fieldHeight + i.bottom
            + (_scopeShown ? Self._scopeHeight + 8 : 0)
    }

    /// Places the field, the Cancel button and the scope bar in points.
    func _layOutInPoints() {
        let i = _pointInsets
        let w = bounds.width
        let y = (prompt == nil ? 0 : Self._promptHeight) + i.top
        var end = w - i.side
        if !_cancelButton.isHidden {
            let bw = _cancelButton.sizeThatFits(CGSize(width: w, height: Self._fieldHeight)).width
            _cancelButton.frame = CGRect(x: w - i.side - bw, y: y, width: bw, height: Self._fieldHeight)
            end = _cancelButton.frame.minX - 8
        }
        searchTextField.frame = CGRect(x: i.side, y: y, width: max(0, end - i.side), height: Self._fieldHeight)
        if let c = _scopeControl {
            c.frame = CGRect(x: i.side, y: y + Self._fieldHeight + 8, width: max(0, w - 2 * i.side), height: Self._scopeHeight)
        }
    }

    /// Where the prompt is drawn on a point device, in bounds coordinates.
    var _pointPromptRect: CGRect? {
        prompt == nil ? nil : CGRect(x: _pointInsets.side, y: 0, width: max(0, bounds.width - 2 * _pointInsets.side), height: Self._promptHeight)
    }
}
