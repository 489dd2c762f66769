import Foundation
internal import InterfaceBuilderXML

// Split view controllers as Interface Builder writes them:
//
//     <splitViewController id=… [style="doubleColumn" | "tripleColumn"]>
//         <connections>
//             <segue destination=… kind="relationship" relationship="masterViewController"/>
//             <segue destination=… kind="relationship" relationship="detailViewController"/>
//
// A classic file (no style: Xcode 5–11) names the master and detail controllers, which
// become `viewControllers` in that order; a column-style file (Xcode 12) also names the
// supplementary and compact columns, each put in its column with `setViewController(_:for:)`.

extension IBLoader {
    /// `style=` of a split view controller (`Style` raw values are UIKit's).
    static func splitStyle(_ s: String?) -> UISplitViewController.Style {
        switch s {
        case "doubleColumn": return .doubleColumn
        case "tripleColumn": return .tripleColumn
        default: return .unspecified
        }
    }

    /// The relationship names of each column (the classic name first).
    static let splitRelationships: [(names: [String], column: UISplitViewController.Column)] = [
        (["masterViewController", "primaryViewController"], .primary),
        (["supplementaryViewController"], .supplementary),
        (["detailViewController", "secondaryViewController"], .secondary),
        (["compactViewController"], .compact),
    ]

    /// Makes each relationship's destination scene and puts it in its column; warns for a
    /// relationship a split view controller does not have, or a column its style lacks.
    func setSplitColumns(_ rel: [IBSegue], of split: UISplitViewController, board: UIStoryboard, ib o: IBObject) {
        var byColumn: [UISplitViewController.Column: UIViewController] = [:]
        for s in rel {
            guard let entry = Self.splitRelationships.first(where: { $0.names.contains(s.relationship ?? "") }) else {
                warn(o, "relationship segue '\(s.relationship ?? "")' is not one a split view controller has; ignored")
                continue
            }
            if let dest = s.destination, let child = board._instantiate(dest) { byColumn[entry.column] = child }
        }
        if split.style == .unspecified {
            for column in [UISplitViewController.Column.supplementary, .compact] where byColumn[column] != nil {
                warn(o, "a classic split view controller has no \(column == .compact ? "compact" : "supplementary") column; its relationship is ignored")
            }
            let classic = [byColumn[.primary], byColumn[.secondary]].compactMap { $0 }
            if !classic.isEmpty { split.viewControllers = classic }
            return
        }
        for (_, column) in Self.splitRelationships {
            if let child = byColumn[column] { split.setViewController(child, for: column) }
        }
    }
}
