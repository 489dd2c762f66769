// VCard: reading and writing vCard 2.1, 3.0 and 4.0 contact files.
//
// The model is deliberately close to the file format: a card is an ordered
// list of properties (RFC 6350 section 3.3 "contentline"), each with an
// optional group, a name, ordered multi-valued parameters and a value. Typed
// accessors (VCard+Accessors.swift) give the contact fields the app needs;
// everything else is kept as it was read so that writing the card back loses
// nothing. Foundation is the only dependency.

import Foundation

/// A contact card: the version it was read as (or is meant for) and its
/// properties in order. `BEGIN`, `END` and `VERSION` lines are not stored as
/// properties; the writer produces them.
public struct VCard: Hashable, Sendable {
    /// The version the card was read as.
    public var version: VCardVersion
    /// All other properties, in file order, unknown and `X-` ones included.
    public var properties: [VCardProperty]

    /// A card of the given version with the given properties (no BEGIN,
    /// END or VERSION among them). A new card has no UID until one is set.
    public init(version: VCardVersion = .v4_0, properties: [VCardProperty] = []) {
        self.version = version
        self.properties = properties
    }
}
