import Foundation
import UIKitEngine

/// A placeholder whose elements a provider supplies when the menu shows, as
/// `UIDeferredMenuElement` (iOS 14).
///
/// The menu shows "Loading…" in its place until the provider calls its completion; the
/// elements then take its place. A cached element (`init(_:)`) asks its provider once
/// and keeps the result; `uncached(_:)` asks each time the menu shows.
///
/// Source: Apple's UIDeferredMenuElement documentation.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The provider: called with the completion that hands over the elements.
    let _provider: (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    let _cached: Bool
    /// The elements a cached element has loaded.
    var _loaded: [UIMenuElement]?

    /// A deferred element whose elements are loaded once, as `init(_:)`.
    public init(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        _provider = elementProvider
        _cached = true
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        _provider = elementProvider
        _cached = false
        super.init(title: "", image: nil)
    }

    /// A deferred element whose provider is asked each time the menu shows, as
    /// `uncached(_:)` (iOS 15).
    public static func uncached(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }
}
