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
        var refusals: [(Int, String)] = []   // (status, "/path answered HTTP 404 Not Found"), per candidate not answering 207
        var anonymous = false             // a current-user-principal of DAV:unauthenticated (RFC 5397 section 3)
        for candidate in atRoot ? [wellKnown, start] : [start, wellKnown] {
            let response = try transport.send("PROPFIND", candidate, headers: ["Content-Type": "application/xml; charset=utf-8",
                                                                               "Depth": "0"],
                                              body: Data((Self.xmlHeader + body).utf8))
            guard response.status == 207 else {
                let text = "\(Self.encodedPath(response.url)) answered HTTP \(response.status)"
                    + (HTTPURLResponseText.reason(response.status).isEmpty ? "" : " " + HTTPURLResponseText.reason(response.status))
                // The well-known URI may redirect to the address given: one answer, said once.
                if !refusals.contains(where: { $0.1 == text }) { refusals.append((response.status, text)) }
                continue
            }
            let status = try MultiStatus(try DAVElement.parse(response.body, path: response.url.path), path: response.url.path)
            guard let entry = status.entries.first else { continue }
            if entry.property("current-user-principal")?.child("unauthenticated") != nil { anonymous = true }
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
                ? Self.noPrincipalDetail(user: transport.userName, anonymous: anonymous, refusals: refusals)
                : "the principal \(principal!.path) has no addressbook-home-set (RFC 6352): "
                    + "is this the address of a CardDAV server (not a calendar or file server)?")
        }
        let books = try addressBooks(in: home)
        if let first = books.first {
            return AddressBookLocation(url: first.url, displayName: first.name, created: false, count: books.count)
        }
        return AddressBookLocation(url: try makeAddressBook(in: home, name: "Contacts"), displayName: "Contacts",
                                   created: true, count: 1)
    }

    /// Why discovery found no principal, with the likely cause: the server did not let
    /// the user in (a 403, or an answer for an anonymous visitor: it did not take the
    /// user name and password, or expects users signed in by a proxy in front of it), or
    /// the address is not a CardDAV server's (PROPFIND refused there and at the
    /// well-known URI). `refusals` are (status, "PATH answered HTTP N Reason").
    static func noPrincipalDetail(user: String, anonymous: Bool, refusals: [(Int, String)]) -> String {
        let base = "the server names no current-user-principal (RFC 5397) there or at /.well-known/carddav"
            + (refusals.isEmpty ? "" : " (" + refusals.map(\.1).joined(separator: "; ") + ")")
        let signIn = "check the user name (--user) and the password, or whether the server expects its users "
            + "signed in by a proxy in front of it"
        if anonymous {
            return base + ": it answers as for an anonymous visitor, so it did not sign user \"\(user)\" in; " + signIn
        }
        if refusals.contains(where: { $0.0 == 403 }) {
            return base + ": it did not let user \"\(user)\" in; " + signIn
        }
        if !refusals.isEmpty {
            return base + ": is this the address of a CardDAV server?"
        }
        return base + ": check the user name (--user) and the password (a server may answer without signing the user in "
            + "rather than refuse), and that this is the address of a CardDAV server"
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
