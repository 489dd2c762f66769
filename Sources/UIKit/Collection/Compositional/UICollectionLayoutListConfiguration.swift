import Foundation

/// What a list section looks like, as `UICollectionLayoutListConfiguration` (Apple:
/// "UICollectionLayoutListConfiguration"). Use it with
/// `UICollectionViewCompositionalLayout.list(using:)` or `NSCollectionLayoutSection.list`.
///
/// On a terminal (as table styles): `.plain` rows fill the width; `.grouped` puts a blank
/// line before each section; `.insetGrouped` (and `.sidebar`) also inset the rows by two
/// columns on each side. Headers and footers in `.supplementary` mode are one line each and
/// are asked for as `UICollectionView.elementKindSectionHeader`/`Footer` supplementary
/// views. Separators are blank space, as in tables (one-line rows carry no rule).
public struct UICollectionLayoutListConfiguration {
    /// The list's overall look, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    /// How sections get headers, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    /// How sections get footers, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// The list's background (nil: the appearance's default).
    public var backgroundColor: UIColor?
    /// Space above each header, in points (nil: the appearance's default).
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
