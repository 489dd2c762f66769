import Foundation

/// A layout that places items in lines, filling each line across the scroll direction
/// before starting the next, as `UICollectionViewFlowLayout` (Apple:
/// "UICollectionViewFlowLayout"). Optional section headers and footers span the
/// collection view across the scroll direction.
///
/// **Lines.** Items fill a line while they fit with at least `minimumInteritemSpacing`
/// between them; the space left over is spread between the items of a full line (a line
/// holding one item centres it, as UIKit does). Lines are `minimumLineSpacing` apart; a line
/// is as thick as its thickest item, smaller items centred in it. `sectionInset` surrounds
/// each section's items.
///
/// **Cost.** `prepare()` visits each section once. A section whose items all have
/// `itemSize` (no delegate `sizeForItemAt`, no `estimatedItemSize`) is computed
/// arithmetically: its length, and the items meeting a rectangle, without visiting the
/// other items, so a million-item section costs no more than a small one. A section of
/// delegate-sized or self-sized items keeps one frame per item, made in `prepare()`.
///
/// **Units.** Sizes, spacing and insets are in the app's code points (converted for the
/// device as a table's row height is: 44 points is one terminal row, 16 points one
/// column; on a character-cell device with character-cell code they are cells), rounded to
/// whole device pixels.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item unless the delegate gives one (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// When not zero, cells size themselves (`preferredLayoutAttributesFitting`), starting
    /// from this estimate (`automaticSize`: 50 × 50). Default zero.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls in (default vertical: lines are rows).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Header size: its height is used when scrolling vertically, its width horizontally
    /// (zero: no header). Default zero.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Footer size, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Headers stay at the top of the visible area while their section scrolls under them.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Footers stay at the bottom of the visible area while their section is on screen.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from (default `.fromContentInset`; see
    /// `SectionInsetReference`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }

    /// The estimate that asks cells to size themselves.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// What `UICollectionViewDelegateFlowLayout`'s default `sizeForItemAt` returns.
    nonisolated static let _sizeNotProvided = CGSize(width: -1, height: -1)

    public override init() { super.init() }

    // MARK: Prepared state

    var _sections: [_FlowSection] = []
    var _contentLength: CGFloat = 0
    var _acrossExtent: CGFloat = 0
    /// Sizes measured by self-sizing cells (device points).
    var _measured: [IndexPath: CGSize] = [:]

    var _vertical: Bool { scrollDirection == .vertical }

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { _sections = []; _contentLength = 0; return }
        let inset = cv.contentInset
        _acrossExtent = max(0, _vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom)
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        var sections: [_FlowSection] = []
        let n = cv._counts.count
        sections.reserveCapacity(n)
        var along: CGFloat = 0
        for s in 0..<n {
            var sec = _FlowSection(count: cv._counts[s], start: along)
            let insets = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            sec.inset = _referenced(_deviceInsets(insets, in: cv), in: cv)
            sec.lineSpacing = _device(delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing, cv, vertical: _vertical)
            sec.interitemSpacing = _device(delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing, cv, vertical: !_vertical)
            let header = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            sec.header = _device(_vertical ? header.height : header.width, cv, vertical: _vertical)
            sec.footer = _device(_vertical ? footer.height : footer.width, cv, vertical: _vertical)
            _layoutItems(of: &sec, section: s, delegate: delegate, in: cv)
            sections.append(sec)
            along += sec.length
        }
        _sections = sections
        _contentLength = along
    }

    /// Lays out one section's items: arithmetically when all have `itemSize`, else one
    /// frame per item packed into lines.
    private func _layoutItems(of sec: inout _FlowSection, section s: Int, delegate: UICollectionViewDelegateFlowLayout?, in cv: UICollectionView) {
        let (insetAlongStart, insetAlongEnd, insetAcrossStart, insetAcrossEnd) = _vertical
            ? (sec.inset.top, sec.inset.bottom, sec.inset.left, sec.inset.right)
            : (sec.inset.left, sec.inset.right, sec.inset.top, sec.inset.bottom)
        sec.itemsStart = sec.start + sec.header + insetAlongStart
        let available = max(0, _acrossExtent - insetAcrossStart - insetAcrossEnd)
        let selfSizing = estimatedItemSize != .zero
        let probe = sec.count > 0 && !selfSizing
            ? delegate?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: s)) : nil
        var itemsLength: CGFloat = 0
        if !selfSizing, probe == nil || probe!.width < 0 {
            // Uniform: every item is `itemSize`.
            let size = _deviceSize(itemSize, cv)
            let across = _vertical ? size.width : size.height, alongSize = _vertical ? size.height : size.width
            var perLine = max(1, Int(((available + sec.interitemSpacing) / max(1e-9, across + sec.interitemSpacing)).rounded(.down)))
            if across > available { perLine = 1 }
            let acrossStart: CGFloat, step: CGFloat
            if perLine == 1 {
                acrossStart = insetAcrossStart + max(0, (available - across) / 2)
                step = 0
            } else {
                acrossStart = insetAcrossStart
                step = across + (available - CGFloat(perLine) * across) / CGFloat(perLine - 1)
            }
            sec.uniform = _FlowSection.Uniform(size: size, perLine: perLine, acrossStart: acrossStart, step: step, lineStep: alongSize + sec.lineSpacing)
            let lines = (sec.count + perLine - 1) / perLine
            itemsLength = lines > 0 ? CGFloat(lines) * alongSize + CGFloat(lines - 1) * sec.lineSpacing : 0
        } else {
            var sizes: [CGSize] = []
            sizes.reserveCapacity(sec.count)
            let estimate = _deviceSize(estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize, cv)
            for i in 0..<sec.count {
                let ip = IndexPath(item: i, section: s)
                if selfSizing {
                    sizes.append(_measured[ip] ?? estimate)
                } else {
                    let given = i == 0 ? probe! : delegate!.collectionView(cv, layout: self, sizeForItemAt: ip)
                    sizes.append(_deviceSize(CGSize(width: max(0, given.width), height: max(0, given.height)), cv))
                }
            }
            itemsLength = _packLines(&sec, sizes: sizes, available: available, acrossStart: insetAcrossStart)
        }
        sec.length = sec.header + insetAlongStart + itemsLength + insetAlongEnd + sec.footer
    }

    /// Packs items of `sizes` into lines (variable sizes); returns the items' total length.
    private func _packLines(_ sec: inout _FlowSection, sizes: [CGSize], available: CGFloat, acrossStart: CGFloat) -> CGFloat {
        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var lineFirst: [Int] = [], lineStart: [CGFloat] = [], lineEnd: [CGFloat] = []
        var along = sec.itemsStart
        var i = 0
        while i < sizes.count {
            var j = i, used: CGFloat = 0, thickness: CGFloat = 0
            while j < sizes.count {
                let a = _vertical ? sizes[j].width : sizes[j].height
                let need = j == i ? a : used + sec.interitemSpacing + a
                if j > i && need > available { break }
                used = need
                thickness = max(thickness, _vertical ? sizes[j].height : sizes[j].width)
                j += 1
            }
            let k = j - i
            let isLast = j == sizes.count
            let extra = max(0, available - used)
            var across = acrossStart + (k == 1 ? extra / 2 : 0)
            let gap = k > 1 && !isLast ? sec.interitemSpacing + extra / CGFloat(k - 1) : sec.interitemSpacing
            for m in i..<j {
                let a = _vertical ? sizes[m].width : sizes[m].height
                let l = _vertical ? sizes[m].height : sizes[m].width
                let offset = (thickness - l) / 2
                frames[m] = _frame(along: _pixel(along + offset), across: _pixel(across), alongSize: l, acrossSize: a)
                across += a + gap
            }
            lineFirst.append(i)
            lineStart.append(along)
            lineEnd.append(along + thickness)
            along += thickness + sec.lineSpacing
            i = j
        }
        sec.frames = frames
        sec.lineFirst = lineFirst
        sec.lineStart = lineStart
        sec.lineEnd = lineEnd
        return lineStart.isEmpty ? 0 : lineEnd.last! - sec.itemsStart
    }

    // MARK: Answers

    open override var collectionViewContentSize: CGSize {
        _vertical ? CGSize(width: _acrossExtent, height: _contentLength) : CGSize(width: _contentLength, height: _acrossExtent)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return (_vertical ? newBounds.width : newBounds.height) != _lastAcross(cv)
    }

    private func _lastAcross(_ cv: UICollectionView) -> CGFloat {
        _acrossExtent + (_vertical ? cv.contentInset.left + cv.contentInset.right : cv.contentInset.top + cv.contentInset.bottom)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let a0 = _vertical ? rect.minY : rect.minX, a1 = _vertical ? rect.maxY : rect.maxX
        var out: [UICollectionViewLayoutAttributes] = []
        var s = _firstSection(endingAfter: a0)
        while s < _sections.count, _sections[s].start < a1 {
            let sec = _sections[s]
            if sec.header > 0, let h = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s)), h.frame._meets(rect) {
                out.append(h)
            }
            for i in sec.items(from: a0, to: a1) {
                let f = _itemFrame(sec, i)
                if f._meets(rect) { out.append(_cellAttributes(IndexPath(item: i, section: s), f)) }
            }
            if sec.footer > 0, let f = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s)), f.frame._meets(rect) {
                out.append(f)
            }
            s += 1
        }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < _sections[indexPath.section].count else { return nil }
        return _cellAttributes(indexPath, _itemFrame(_sections[indexPath.section], indexPath.item))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section) else { return nil }
        let sec = _sections[indexPath.section]
        let header = elementKind == UICollectionView.elementKindSectionHeader
        guard header || elementKind == UICollectionView.elementKindSectionFooter else { return nil }
        let length = header ? sec.header : sec.footer
        guard length > 0 else { return nil }
        var start = header ? sec.start : sec.start + sec.length - sec.footer
        if let cv = collectionView {
            let visible0 = _vertical ? cv.contentOffset.y : cv.contentOffset.x
            let visible1 = visible0 + (_vertical ? cv.bounds.height : cv.bounds.width)
            if header && sectionHeadersPinToVisibleBounds {
                start = min(max(start, visible0), sec.start + sec.length - sec.footer - length)
            } else if !header && sectionFootersPinToVisibleBounds {
                start = max(min(start, visible1 - length), sec.start + sec.header)
            }
        }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        a.frame = _frame(along: start, across: 0, alongSize: length, acrossSize: _acrossExtent)
        a.zIndex = (header && sectionHeadersPinToVisibleBounds) || (!header && sectionFootersPinToVisibleBounds) ? 1024 : 10
        return a
    }

    // MARK: Self-sizing

    override var _selfSizesItems: Bool { estimatedItemSize != .zero }

    override func _recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes,
                                             for original: UICollectionViewLayoutAttributes) -> Bool {
        let size = CGSize(width: max(1, preferred.size.width), height: max(1, preferred.size.height))
        guard size != original.size else { _measured[original.indexPath] = size; return false }
        _measured[original.indexPath] = size
        return true
    }

    // MARK: Geometry helpers

    func _itemFrame(_ sec: _FlowSection, _ i: Int) -> CGRect {
        guard let u = sec.uniform else { return sec.frames[i] }
        let line = i / u.perLine, pos = i % u.perLine
        let along = sec.itemsStart + CGFloat(line) * u.lineStep
        let across = u.acrossStart + CGFloat(pos) * u.step
        return _frame(along: _pixel(along), across: _pixel(across),
                      alongSize: _vertical ? u.size.height : u.size.width, acrossSize: _vertical ? u.size.width : u.size.height)
    }

    private func _cellAttributes(_ ip: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: ip)
        a.frame = frame
        return a
    }

    private func _frame(along: CGFloat, across: CGFloat, alongSize: CGFloat, acrossSize: CGFloat) -> CGRect {
        _vertical ? CGRect(x: across, y: along, width: acrossSize, height: alongSize)
                  : CGRect(x: along, y: across, width: alongSize, height: acrossSize)
    }

    /// The index of the first section that ends after `along` (binary search).
    private func _firstSection(endingAfter along: CGFloat) -> Int {
        _partitionPoint(_sections.indices) { _sections[$0].start + _sections[$0].length <= along }
    }

    private var _scale: CGFloat { max(1, collectionView?.layoutMetrics.scale ?? 1) }
    private func _pixel(_ v: CGFloat) -> CGFloat { (v * _scale).rounded() / _scale }

    func _device(_ v: CGFloat, _ cv: UICollectionView, vertical: Bool) -> CGFloat {
        _pixel(cv._deviceLength(v, vertical: vertical))
    }

    func _deviceSize(_ s: CGSize, _ cv: UICollectionView) -> CGSize {
        CGSize(width: max(s.width > 0 ? 1 / _scale : 0, _device(s.width, cv, vertical: false)),
               height: max(s.height > 0 ? 1 / _scale : 0, _device(s.height, cv, vertical: true)))
    }

    private func _deviceInsets(_ i: UIEdgeInsets, in cv: UICollectionView) -> UIEdgeInsets {
        UIEdgeInsets(top: _device(i.top, cv, vertical: true), left: _device(i.left, cv, vertical: false),
                     bottom: _device(i.bottom, cv, vertical: true), right: _device(i.right, cv, vertical: false))
    }
}
