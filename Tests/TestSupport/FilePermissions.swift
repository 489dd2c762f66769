import Foundation

/// The permission bits of the file at `path` (`0o600` for a file only its owner may read
/// and write), as `FileManager` reports them (`FileAttributeKey.posixPermissions`).
/// Throws what `attributesOfItem(atPath:)` throws, e.g. for a missing file.
public func filePermissions(atPath path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}
