import Foundation

/// A layout built from sections of groups of items, as `UICollectionViewCompositionalLayout`
/// (Apple: "UICollectionViewCompositionalLayout"), including list layouts
/// (`list(using:)`).
///
/// `prepare()` asks the section provider once per section (or uses the one section given)
/// and resolves the section's group once: every group of a section has the same shape, so
/// an item's frame, and the items meeting a rectangle, are arithmetic on its index — a
/// million items cost no more than a handful. Sizes are in the app's code points,
/// converted for the device (see `UICollectionViewFlowLayout`); fractional sizes are
/// fractions of the container: the section's width inside its insets for a group, the
/// group for its items.
///
/// Sections follow one another vertically, `configuration.interSectionSpacing` apart. A
/// section with an `orthogonalScrollingBehavior` lays its groups out in one row that scrolls
/// horizontally on its own, following the keyboard item (docs/DECISIONS.md).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section for an index.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let _provider: SectionProvider
    /// Settings of the whole layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    public init(section: NSCollectionLayoutSection) {
        _provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        _provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list layout: every section a list section of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    // MARK: Prepared state

    var _sections: [_CompositionalSection] = []
    var _contentSize: CGSize = .zero
    /// Layout-wide headers and footers.
    var _globalSupplementaries: [(kind: String, frame: CGRect)] = []
    /// How far each orthogonal section's row is scrolled.
    var _orthogonalOffsets: [Int: CGFloat] = [:]
    /// Self-sizing: the heights cells measured, by section and item, and the width they
    /// were measured at (another width measures again).
    var _measuredHeights: [Int: [Int: CGFloat]] = [:]
    var _measuredWidth: CGFloat?

    open override func prepare() {
        super.prepare()
        _sections = []
        _globalSupplementaries = []
        guard let cv = collectionView else { _contentSize = .zero; return }
        let inset = cv.contentInset
        let width = max(0, cv.bounds.width - inset.left - inset.right)
        let environment = _LayoutEnvironment(size: CGSize(width: width, height: cv.bounds.height),
                                             insets: .zero, traits: cv.traitCollection, view: cv)
        let spacing = cv._deviceLength(configuration.interSectionSpacing, vertical: true)
        if _measuredWidth != width { _measuredHeights = [:]; _measuredWidth = width }
        var y: CGFloat = 0
        for item in configuration.boundarySupplementaryItems where item._isLeadingEdge {
            let size = item.layoutSize._resolve(in: CGSize(width: width, height: cv.bounds.height), view: cv)
            _globalSupplementaries.append((item.elementKind, CGRect(x: 0, y: y, width: size.width, height: size.height)))
            y += size.height
        }
        for s in 0..<cv._counts.count {
            if s > 0 { y += spacing }
            let sec = _provider(s, environment).map { _prepare($0, index: s, count: cv._counts[s], start: y, width: width, in: cv) }
                ?? _CompositionalSection(count: 0, start: y)
            _sections.append(sec)
            y += sec.length
        }
        for item in configuration.boundarySupplementaryItems where !item._isLeadingEdge {
            let size = item.layoutSize._resolve(in: CGSize(width: width, height: cv.bounds.height), view: cv)
            _globalSupplementaries.append((item.elementKind, CGRect(x: 0, y: y, width: size.width, height: size.height)))
            y += size.height
        }
        _contentSize = CGSize(width: width, height: y)
        for (s, offset) in _orthogonalOffsets where s >= _sections.count || offset > _maxOffset(s) { _orthogonalOffsets[s] = nil }
    }

    private func _prepare(_ section: NSCollectionLayoutSection, index: Int, count: Int, start: CGFloat, width: CGFloat,
                          in cv: UICollectionView) -> _CompositionalSection {
        var sec = _CompositionalSection(count: count, start: start)
        let insets = section._insetsAreDeviceNative ? section.contentInsets : cv._deviceInsets(section.contentInsets)
        let contentWidth = max(0, width - insets.leading - insets.trailing)
        sec.leading = insets.leading
        sec.contentWidth = contentWidth
        sec.orthogonal = section.orthogonalScrollingBehavior
        sec.interGroupSpacing = cv._deviceLength(section.interGroupSpacing, vertical: section.orthogonalScrollingBehavior == .none)
        let container = CGSize(width: contentWidth, height: cv.bounds.height)
        sec.groupSize = section.group.layoutSize._resolve(in: container, view: cv)
        sec.slots = section.group._slots(size: sec.groupSize, view: cv)
        _prepareSelfSizing(&sec, section, index: index)
        var y = start + section._topGap
        let supplementaryWidth = section.supplementariesFollowContentInsets ? contentWidth : width
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        for item in section.boundarySupplementaryItems where item._isLeadingEdge {
            let size = item.layoutSize._resolve(in: CGSize(width: supplementaryWidth, height: cv.bounds.height), view: cv)
            sec.supplementaries.append((item.elementKind, CGRect(x: supplementaryX, y: y, width: size.width, height: size.height), item.pinToVisibleBounds))
            if item.extendsBoundary { y += size.height }
        }
        y += insets.top
        sec.itemsStart = y
        y += sec.itemsLength
        y += insets.bottom
        for item in section.boundarySupplementaryItems where !item._isLeadingEdge {
            let size = item.layoutSize._resolve(in: CGSize(width: supplementaryWidth, height: cv.bounds.height), view: cv)
            sec.supplementaries.append((item.elementKind, CGRect(x: supplementaryX, y: y, width: size.width, height: size.height), false))
            if item.extendsBoundary { y += size.height }
        }
        sec.length = y - start
        return sec
    }

    // MARK: Answers

    open override var collectionViewContentSize: CGSize { _contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size || newBounds.width != _contentSize.width + cv.contentInset.left + cv.contentInset.right
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for g in _globalSupplementaries where g.frame._meets(rect) {
            out.append(_supplementary(g.kind, IndexPath(item: 0, section: 0), g.frame))
        }
        var s = _firstSection(endingAfter: rect.minY)
        while s < _sections.count, _sections[s].start < rect.maxY {
            let sec = _sections[s]
            let offset = _orthogonalOffsets[s] ?? 0
            for (k, sup) in sec.supplementaries.enumerated() {
                let frame = _supplementaryFrame(sec, k)
                if frame._meets(rect) { out.append(_supplementary(sup.kind, IndexPath(item: 0, section: s), frame, pinned: sup.pins)) }
            }
            for i in sec.items(in: rect, offset: offset) {
                let f = sec.frame(i, offset: offset)
                if f._meets(rect) {
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                    a.frame = f
                    a._fitsWidth = false
                    a._fitsHeight = sec.fitsHeight
                    out.append(a)
                }
            }
            s += 1
        }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < _sections[indexPath.section].count,
              !_sections[indexPath.section].slots.isEmpty else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = _sections[indexPath.section].frame(indexPath.item, offset: _orthogonalOffsets[indexPath.section] ?? 0)
        a._fitsWidth = false
        a._fitsHeight = _sections[indexPath.section].fitsHeight
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section) else { return nil }
        let sec = _sections[indexPath.section]
        guard let k = sec.supplementaries.firstIndex(where: { $0.kind == elementKind }) else { return nil }
        return _supplementary(elementKind, indexPath, _supplementaryFrame(sec, k), pinned: sec.supplementaries[k].pins)
    }

    // MARK: Self-sizing

    override var _selfSizesItems: Bool { _sections.contains { $0.fitsHeight } }

    override func _recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                             for original: UICollectionViewLayoutAttributes) -> Bool {
        let ip = original.indexPath
        guard ip.count == 2, _sections.indices.contains(ip.section), _sections[ip.section].fitsHeight else { return false }
        let height = max(1, preferred.size.height)
        let known = _measuredHeights[ip.section]?[ip.item]
        _measuredHeights[ip.section, default: [:]][ip.item] = height
        return height != (known ?? original.size.height)
    }

    // MARK: Orthogonal scrolling

    override func _scrollSectionToShow(_ indexPath: IndexPath, frame: CGRect) -> Bool {
        guard _sections.indices.contains(indexPath.section) else { return false }
        let sec = _sections[indexPath.section]
        guard sec.orthogonal != .none, !sec.slots.isEmpty else { return false }
        let old = _orthogonalOffsets[indexPath.section] ?? 0
        var offset = old
        let left = sec.leading, right = sec.leading + sec.contentWidth
        switch sec.orthogonal {
        case .paging, .groupPaging, .groupPagingCentered:
            if frame.minX < left || frame.maxX > right {
                let g = indexPath.item / sec.slots.count
                offset = CGFloat(g) * (sec.groupSize.width + sec.interGroupSpacing)
            }
        default:
            if frame.minX < left { offset += frame.minX - left } else if frame.maxX > right { offset += frame.maxX - right }
        }
        offset = min(max(0, offset), _maxOffset(indexPath.section))
        guard offset != old else { return false }
        _orthogonalOffsets[indexPath.section] = offset
        return true
    }

    private func _maxOffset(_ s: Int) -> CGFloat {
        guard _sections.indices.contains(s) else { return 0 }
        return max(0, _sections[s].rowWidth - _sections[s].contentWidth)
    }

    // MARK: Helpers

    private func _supplementaryFrame(_ sec: _CompositionalSection, _ k: Int) -> CGRect {
        var frame = sec.supplementaries[k].frame
        if sec.supplementaries[k].pins, let cv = collectionView {
            let top = cv.contentOffset.y
            frame.origin.y = min(max(frame.minY, top), sec.start + sec.length - frame.height)
        }
        return frame
    }

    private func _supplementary(_ kind: String, _ ip: IndexPath, _ frame: CGRect, pinned: Bool = false) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: ip)
        a.frame = frame
        a.zIndex = pinned ? 1024 : 10
        return a
    }

    private func _firstSection(endingAfter y: CGFloat) -> Int {
        _partitionPoint(_sections.indices) { _sections[$0].start + _sections[$0].length <= y }
    }
}
