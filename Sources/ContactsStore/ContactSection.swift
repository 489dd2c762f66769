import Foundation

/// One section of the sorted list, as a `UITableView` data source needs it
/// (`numberOfSections`, `numberOfRowsInSection`, `sectionIndexTitles`).
public struct ContactSection: Equatable, Hashable, Sendable {
    /// The title, e.g. "A" or "#".
    public let title: String
    /// Index of the section's first contact in the whole sorted list.
    public let firstIndex: Int
    /// Number of contacts in the section.
    public let count: Int

    public init(title: String, firstIndex: Int, count: Int) {
        self.title = title
        self.firstIndex = firstIndex
        self.count = count
    }
}
