import Foundation

extension UICollectionViewFlowLayout {
    /// What a flow layout's section insets are measured from, as
    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11; raw values are UIKit's).
    ///
    /// - `fromContentInset`: from the content area (the collection view's bounds less its
    ///   content inset): the insets as given.
    /// - `fromSafeArea`: from the safe area: the collection view's safe-area insets are
    ///   added on the two edges across the scroll direction (left and right when scrolling
    ///   vertically). Along it, the adjusted content inset already keeps content out of
    ///   the unsafe area (`contentInsetAdjustmentBehavior`).
    /// - `fromLayoutMargins`: from the layout margins, added on the same two edges.
    ///
    /// Source: Apple's "UICollectionViewFlowLayout.SectionInsetReference" and
    /// "sectionInsetReference" documentation.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea = 1, fromLayoutMargins = 2
    }

    /// `inset` (device points) with the reference's edges added across the scroll direction.
    func _referenced(_ inset: UIEdgeInsets, in cv: UICollectionView) -> UIEdgeInsets {
        let extra: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: extra = cv.safeAreaInsets
        case .fromLayoutMargins: extra = cv.layoutMargins
        }
        var i = inset
        if _vertical { i.left += extra.left; i.right += extra.right } else { i.top += extra.top; i.bottom += extra.bottom }
        return i
    }
}
