import Foundation

extension CardDAVClient {
    /// The address book discovery found or made.
    public struct AddressBookLocation: Equatable, Sendable {
        /// The collection's URL (ends with "/").
        public var url: URL
        public var displayName: String?
        /// Made by this discovery with extended MKCOL (the user had none).
        public var created: Bool
        /// How many address books the user has (the first by href is used).
        public var count: Int
    }

    /// Finds the user's address book from `start` (a server's address, or any URL on
    /// it): RFC 6764 section 6 (`/.well-known/carddav`, redirects followed on the same
    /// origin), the `current-user-principal` (RFC 5397), its `addressbook-home-set`
    /// (RFC 6352 section 7.1.1) and the address-book collections in it (Depth 1). When
    /// the home holds none, one is made with extended MKCOL (RFC 5689) as
    /// `contacts/`. `start` may also be an address book itself.
    /// - Throws: ``SyncError`` (`.unauthorized` for a wrong password,
    ///   `.noAddressBook` when the server shows no CardDAV home, transport errors).
    public func discoverAddressBook(from start: URL) throws -> AddressBookLocation {
        let wellKnown = Self.url("/.well-known/carddav", relativeTo: start)
        let atRoot = start.path.isEmpty || start.path == "/"
        var principal: URL?
        var home: URL?
        let body = "<D:propfind xmlns:D=\"DAV:\" xmlns:C=\"\(DAVElement.cardDAV)\"><D:prop><D:current-user-principal/>"
            + "<D:resourcetype/><D:displayname/><C:addressbook-home-set/></D:prop></D:propfind>"
        for candidate in atRoot ? [wellKnown, start] : [start, wellKnown] {
            let response = try transport.send("PROPFIND", candidate, headers: ["Content-Type": "application/xml; charset=utf-8",
                                                                               "Depth": "0"],
                                              body: Data((Self.xmlHeader + body).utf8))
            guard response.status == 207 else { continue }
            let status = try MultiStatus(try DAVElement.parse(response.body, path: response.url.path), path: response.url.path)
            guard let entry = status.entries.first else { continue }
            if entry.property("resourcetype")?.child("addressbook", DAVElement.cardDAV) != nil {
                return AddressBookLocation(url: Self.directoryURL(response.url), displayName: entry.property("displayname")?.value,
                                           created: false, count: 1)
            }
            if let href = entry.property("addressbook-home-set", DAVElement.cardDAV)?.child("href")?.value {
                home = Self.url(href, relativeTo: response.url)
            }
            if let href = entry.property("current-user-principal")?.child("href")?.value {
                principal = Self.url(href, relativeTo: response.url)
            }
            if principal != nil || home != nil { break }
        }
        if home == nil, let principal {
            let body = "<D:propfind xmlns:D=\"DAV:\" xmlns:C=\"\(DAVElement.cardDAV)\"><D:prop><C:addressbook-home-set/></D:prop></D:propfind>"
            let (status, response) = try multiStatus("PROPFIND", principal, depth: "0", body: body)
            if let href = status.entries.first?.property("addressbook-home-set", DAVElement.cardDAV)?.child("href")?.value {
                home = Self.url(href, relativeTo: response.url)
            }
        }
        guard let home else {
            throw SyncError.noAddressBook(url: start.absoluteString, detail: principal == nil
                ? "the server names no current-user-principal (RFC 5397) there or at /.well-known/carddav"
                : "the principal \(principal!.path) has no addressbook-home-set (RFC 6352)")
        }
        let books = try addressBooks(in: home)
        if let first = books.first {
            return AddressBookLocation(url: first.url, displayName: first.name, created: false, count: books.count)
        }
        return AddressBookLocation(url: try makeAddressBook(in: home, name: "Contacts"), displayName: "Contacts",
                                   created: true, count: 1)
    }

    /// The address-book collections directly in `home` (PROPFIND Depth 1), by href.
    public func addressBooks(in home: URL) throws -> [(url: URL, name: String?)] {
        let body = "<D:propfind xmlns:D=\"DAV:\"><D:prop><D:resourcetype/><D:displayname/></D:prop></D:propfind>"
        let (status, response) = try multiStatus("PROPFIND", home, depth: "1", body: body)
        return status.entries
            .filter { $0.property("resourcetype")?.child("addressbook", DAVElement.cardDAV) != nil }
            .sorted { $0.href < $1.href }
            .map { (Self.directoryURL(Self.url($0.href, relativeTo: response.url)), $0.property("displayname")?.value) }
    }

    /// Makes an address book `contacts/` in `home` with extended MKCOL (RFC 5689
    /// section 3): resource type collection + CardDAV addressbook, display name `name`.
    public func makeAddressBook(in home: URL, name: String) throws -> URL {
        let url = Self.url("contacts/", relativeTo: Self.directoryURL(home))
        let body = "<D:mkcol xmlns:D=\"DAV:\" xmlns:C=\"\(DAVElement.cardDAV)\"><D:set><D:prop>"
            + "<D:resourcetype><D:collection/><C:addressbook/></D:resourcetype>"
            + "<D:displayname>\(Self.escaped(name))</D:displayname></D:prop></D:set></D:mkcol>"
        let response = try transport.send("MKCOL", url, headers: ["Content-Type": "application/xml; charset=utf-8"],
                                          body: Data((Self.xmlHeader + body).utf8))
        guard response.status == 201 else {
            throw SyncError.noAddressBook(url: home.absoluteString,
                                          detail: "the user has none and MKCOL \(url.path) answered HTTP \(response.status)")
        }
        return url
    }

    /// `url` with a trailing "/" (collections are directories).
    static func directoryURL(_ url: URL) -> URL {
        url.absoluteString.hasSuffix("/") ? url : URL(string: url.absoluteString + "/") ?? url
    }
}
