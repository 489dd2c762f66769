import Foundation

/// Self-sizing cells in a compositional layout (Apple: "NSCollectionLayoutDimension",
/// `estimated(_:)`: "the final size is determined when the content is rendered").
///
/// A vertical section (no orthogonal scrolling) whose group height is estimated has its
/// cells measured as they are shown (`preferredLayoutAttributesFitting(_:)`, at the
/// width the layout gives them); each group is then as tall as its tallest item, and the
/// groups below move. Items whose height is estimated keep their measured height; items
/// with a fractional height fill their group's. An estimated width, and estimated sizes
/// in sections that scroll orthogonally, are laid out at their estimate (docs/DECISIONS.md).
extension UICollectionViewCompositionalLayout {
    func _prepareSelfSizing(_ sec: inout _CompositionalSection, _ section: NSCollectionLayoutSection, index: Int) {
        let group = section.group
        let rowTop = sec.slots.first?.minY
        sec.fitsHeight = section.orthogonalScrollingBehavior == .none && group.layoutSize.heightDimension.isEstimated
            && !sec.slots.isEmpty && sec.slots.allSatisfy { $0.minY == rowTop }
        guard sec.fitsHeight else { return }
        sec.itemsKeepHeight = group.subitems.allSatisfy { $0.layoutSize.heightDimension.isEstimated }
        sec.itemHeights = (_measuredHeights[index] ?? [:]).filter { $0.key < sec.count }
        sec.placeMeasuredGroups()
    }
}
