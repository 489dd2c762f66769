import Foundation
import UIKit

/// The four constraints that hold `view`'s edges to `guide`'s: a view filling a layout
/// guide (the margins, the readable content, a custom guide), for tests whose subject is
/// where the guide lies, not how its anchors are spelt.
@MainActor
func edgeConstraints(_ view: UIView, to guide: UILayoutGuide) -> [NSLayoutConstraint] {
    [view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
     view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
     view.topAnchor.constraint(equalTo: guide.topAnchor),
     view.bottomAnchor.constraint(equalTo: guide.bottomAnchor)]
}

/// Adds `content` to `container` with its autoresizing mask off and pins it to the
/// container's four edges, `horizontalInset` in from the leading and trailing ones: how a
/// self-sizing cell or header lays out its one label, so the container is as large as it.
@MainActor
func pin(_ content: UIView, into container: UIView, horizontalInset: CGFloat = 0) {
    content.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(content)
    NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: horizontalInset),
        container.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: horizontalInset),
        content.topAnchor.constraint(equalTo: container.topAnchor),
        container.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    ])
}
