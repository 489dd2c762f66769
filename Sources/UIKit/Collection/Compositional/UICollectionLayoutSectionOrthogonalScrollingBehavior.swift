import Foundation

/// How a compositional section scrolls across the layout's direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value other than `.none` lays
/// the section's groups out in one row that scrolls on its own; on a terminal it follows
/// the keyboard item (`.groupPaging` and `.paging` bring the focused group's leading edge
/// into view, the continuous ones scroll as little as shows the item).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
