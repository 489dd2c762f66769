import Foundation

/// When the list screen builds its in-memory search index
/// (``ContactSearchIndex``), which makes search as you type independent of
/// where the matches sort. Without it every key asks the store.
public enum SearchIndexMode: Sendable, Equatable {
    /// Never: every key asks the store (deterministic; the default headless).
    case off
    /// On the main thread, at the first key typed in the search field.
    case synchronous
    /// On a background thread, `delay` seconds after the list appeared (and
    /// again after each change made on screen). The terminal app uses this.
    case background(delay: TimeInterval)
}
