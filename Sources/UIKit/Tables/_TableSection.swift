import Foundation

/// What the table knows about one section: counts and heights, never per-row objects.
struct _TableSection {
    var rows: Int
    /// Header and footer heights in lines.
    var header = 0
    var footer = 0
    var headerTitle: String?
    var footerTitle: String?
    /// The delegate's custom view, or the title line once it has been shown.
    var headerView: UIView?
    var footerView: UIView?
    /// Rows measured at a height other than the estimate.
    var heights = _RowHeightStore()
    /// Content y of the section's top (its header).
    var start = 0

    init(rows: Int) { self.rows = rows }
}

/// A row's position in content coordinates (lines).
struct _RowSpan {
    var indexPath: IndexPath
    var y: Int
    var height: Int
}
