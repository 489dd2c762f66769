import Foundation

/// One section of a compositional layout: a group repeated for the section's items, as
/// `NSCollectionLayoutSection` (Apple: "NSCollectionLayoutSection").
///
/// Groups follow one another down the section, `interGroupSpacing` apart, inside
/// `contentInsets`; with an `orthogonalScrollingBehavior` they follow one another across
/// instead, in one row that scrolls on its own. Boundary supplementary items aligned to the
/// top come before the content, those aligned to the bottom after it.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, NSCopying {
    public let group: NSCollectionLayoutGroup
    /// Space around the groups, in points (default zero).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between groups, in points (default 0).
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset like the content (default true).
    open var supplementariesFollowContentInsets = true

    /// Device points of space before the section's headers (a grouped list's gap).
    var _topGap: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A list section (one full-width row per item) for `configuration`, as
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. Rows and headers are the
    /// device's row and header heights (one line each on a terminal).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let view = (layoutEnvironment as? _LayoutEnvironment)?.view
        let m = UIView._metrics(of: view)
        let row = NSCollectionLayoutDimension.estimated(m.rowHeight)
        row._isDeviceNative = true
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: row)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        func boundary(_ kind: String, _ alignment: NSRectAlignment, _ height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
            let h = NSCollectionLayoutDimension.estimated(height)
            h._isDeviceNative = true
            return NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: h),
                elementKind: kind, alignment: alignment)
        }
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionHeader, .top, m.sectionHeaderHeight))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionFooter, .bottom, m.sectionFooterHeight))
        }
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped:
            section._topGap = m.groupedSectionSpacing
        case .insetGrouped, .sidebar:
            section._topGap = m.groupedSectionSpacing
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2 * m.defaultLayoutMargins.leading,
                                                            bottom: 0, trailing: 2 * m.defaultLayoutMargins.trailing)
            section._insetsAreDeviceNative = true
        }
        return section
    }

    /// `contentInsets` are already device points (a list's own insets).
    var _insetsAreDeviceNative = false
}
