import Foundation
internal import InterfaceBuilderXML

// Collection views as Interface Builder writes them:
//
//     <collectionView key="view" dataMode="prototypes" id=…>
//         <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing= minimumInteritemSpacing=
//                                   scrollDirection= automaticEstimatedItemSize= id=…>
//             <size key="itemSize" …/> <size key="estimatedItemSize" …/>
//             <size key="headerReferenceSize" …/> <size key="footerReferenceSize" …/>
//             <inset key="sectionInset" minX= minY= maxX= maxY=/>
//         </collectionViewFlowLayout>
//         <cells> <collectionViewCell reuseIdentifier=…> <collectionViewCellContentView key="contentView">…
//         <collectionReusableView key="sectionHeaderView" reuseIdentifier=…>   (and sectionFooterView)
//
// The cells and the header and footer are prototypes, as in a table: each is registered
// under its reuse identifier, and every dequeue of a new one builds a fresh copy from
// the file (its own outlets, actions and `awakeFromNib`), as UIKit registers a
// storyboard's prototypes with the collection view.

extension IBLoader {
    /// The collection view's own properties and its layout (`collectionViewLayout`).
    func applyCollectionViewProperties(_ o: IBObject, to cv: UICollectionView) {
        if let s = o.bool("allowsSelection") { cv.allowsSelection = s }
        if let m = o.bool("allowsMultipleSelection") { cv.allowsMultipleSelection = m }
        if let layout = o.keyed["collectionViewLayout"] {
            switch layout.element {
            case "collectionViewFlowLayout":
                if let custom = layout.customClass {
                    warn(layout, "custom layout class \(custom) cannot be made from a file here (a layout has no init(coder:)); using UICollectionViewFlowLayout")
                }
                cv.collectionViewLayout = flowLayout(layout)
            default:
                warn(layout, "collection view layout <\(layout.element)>\(layout.customClass.map { " (\($0))" } ?? "") cannot be made from a file here (a layout has no init(coder:)); using UICollectionViewFlowLayout")
            }
        }
    }

    /// A `UICollectionViewFlowLayout` with the file's sizes, spacing, insets and direction.
    private func flowLayout(_ l: IBObject) -> UICollectionViewFlowLayout {
        let f = UICollectionViewFlowLayout()
        func size(_ key: String) -> CGSize? {
            guard let e = l.values[key] else { return nil }
            return scaledSize(width: Double(e["width"] ?? "") ?? 0, height: Double(e["height"] ?? "") ?? 0)
        }
        if let s = size("itemSize") { f.itemSize = s }
        if l.bool("automaticEstimatedItemSize") == true {
            f.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        } else if let s = size("estimatedItemSize") {
            f.estimatedItemSize = s
        }
        if let s = size("headerReferenceSize") { f.headerReferenceSize = s }
        if let s = size("footerReferenceSize") { f.footerReferenceSize = s }
        if l["scrollDirection"] == "horizontal" { f.scrollDirection = .horizontal }
        let vertical = f.scrollDirection == .vertical
        if let v = l.number("minimumLineSpacing") { f.minimumLineSpacing = scaledLength(v, vertical: vertical) }
        if let v = l.number("minimumInteritemSpacing") { f.minimumInteritemSpacing = scaledLength(v, vertical: !vertical) }
        if let i = l.values["sectionInset"] {
            func n(_ k: String) -> Double { Double(i[k] ?? "") ?? 0 }
            f.sectionInset = UIEdgeInsets(top: scaledLength(n("minY"), vertical: true), left: scaledLength(n("minX"), vertical: false),
                                          bottom: scaledLength(n("maxY"), vertical: true), right: scaledLength(n("maxX"), vertical: false))
        }
        if let p = l.bool("sectionHeadersPinToVisibleBounds") { f.sectionHeadersPinToVisibleBounds = p }
        if let p = l.bool("sectionFootersPinToVisibleBounds") { f.sectionFootersPinToVisibleBounds = p }
        switch l["sectionInsetReference"] {
        case "safeArea": f.sectionInsetReference = .fromSafeArea
        case "layoutMargins": f.sectionInsetReference = .fromLayoutMargins
        default: break
        }
        return f
    }

    /// A length of the file in this screen's points (`pointScale`, as table row heights).
    func scaledLength(_ v: Double, vertical: Bool) -> CGFloat {
        guard let s = pointScale, v > 0 else { return CGFloat(v) }
        return CGFloat(max(1, (v * (vertical ? s.y : s.x)).rounded()))
    }

    private func scaledSize(width: Double, height: Double) -> CGSize {
        CGSize(width: scaledLength(width, vertical: false), height: scaledLength(height, vertical: true))
    }

    /// Registers `o`'s prototype cells and its header and footer with `cv` by reuse
    /// identifier; each new one dequeued is built from the file with `controller` as the
    /// owner of its connections.
    func installCollectionPrototypes(_ o: IBObject, on cv: UICollectionView, controller: UIViewController?) {
        for proto in o.lists["cells"] ?? [] {
            guard let id = reuseIdentifier(of: proto) else { continue }
            cv._cellMakers[id] = { [weak self, weak controller] in
                (self?.makePrototype(proto, controller: controller) as? UICollectionViewCell) ?? UICollectionViewCell(frame: .zero)
            }
        }
        for (key, kind) in [("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                            ("sectionFooterView", UICollectionView.elementKindSectionFooter)] {
            guard let proto = o.keyed[key], let id = reuseIdentifier(of: proto) else { continue }
            cv._supplementaryMakers[UICollectionView._ReuseKey(kind: kind, identifier: id)] = { [weak self, weak controller] in
                (self?.makePrototype(proto, controller: controller) as? UICollectionReusableView) ?? UICollectionReusableView(frame: .zero)
            }
        }
    }

    private func reuseIdentifier(of proto: IBObject) -> String? {
        guard let id = proto["reuseIdentifier"], !id.isEmpty else {
            warn(proto, "prototype <\(proto.element)> without a reuse identifier cannot be dequeued")
            return nil
        }
        return id
    }

    /// Whether `key` of a collection view element is one of its prototypes (made on
    /// dequeue, not in the view tree).
    static func isCollectionPrototypeKey(_ key: String) -> Bool {
        key == "sectionHeaderView" || key == "sectionFooterView"
    }

    /// Every prototype of the file's collection views and tables below `o` (cells, headers
    /// and footers), for `uikit-ib check` and `frames`, which make each once.
    static func prototypes(below o: IBObject) -> [IBObject] {
        o.allObjects().filter { p in
            p.element == "tableViewCell" || p.element == "collectionViewCell"
                || (p.element == "collectionReusableView" && isCollectionPrototypeKey(p.key ?? ""))
        }
    }
}
