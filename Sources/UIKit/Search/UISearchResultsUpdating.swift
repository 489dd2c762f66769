import Foundation

/// The object that updates search results as the search bar's text, scope or activity
/// changes, as `UISearchResultsUpdating`.
///
/// Source: Apple's UISearchResultsUpdating documentation.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search controller became active or inactive, or its bar's text or scope changed.
    func updateSearchResults(for searchController: UISearchController)
}
