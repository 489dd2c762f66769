import Foundation

/// The text field inside a search bar, as `UISearchTextField` (iOS 13): a `UITextField`
/// that shows a clear button while editing and has the Search return key. Tokens are not
/// provided.
///
/// Source: Apple's UISearchTextField documentation.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }
}

extension UISearchTextField {
    /// Where a search field's parts go on a point device, in `b` (the field's bounds, or
    /// their place on the screen): iOS's magnifying glass 18 points wide 7 points in, the
    /// text from 31 points in, and the clear button (19 points, 8 from the trailing edge)
    /// while it shows, the text ending 4 points before it.
    struct _PointParts {
        var glass: CGRect
        var text: CGRect
        var clear: CGRect?
    }

    func _pointSearchParts(in b: CGRect) -> _PointParts {
        let glass = CGRect(x: b.minX + 7, y: b.midY - 9, width: 18, height: 18)
        var clear: CGRect?
        var textEnd = b.maxX - 8
        if _showsClearButton {
            let c = CGRect(x: b.maxX - 8 - 19, y: b.midY - 9.5, width: 19, height: 19)
            clear = c
            textEnd = c.minX - 4
        }
        let textX = b.minX + 31
        return _PointParts(glass: glass, text: CGRect(x: textX, y: b.minY, width: max(0, textEnd - textX), height: b.height), clear: clear)
    }
}
