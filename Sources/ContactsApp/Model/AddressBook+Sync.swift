import ContactsStore
import ContactsSync
import Foundation
import VCard

extension AddressBook {
    /// The account key through this machine's remembered login, when it is
    /// `account`'s and wraps the key; nil otherwise.
    func accountKeyFromRememberedLogin(_ account: Account) throws -> AccountKey? {
        try translatingStoreErrors {
            guard let token = try tokenFile.read(), try database.account(forToken: token)?.id == account.id else { return nil }
            return try database.accountKey(for: account, token: token)
        }
    }

    /// The account key from `password` (verified by the caller): the one the sign-in
    /// gave this book (no second scrypt run), else derived. The remembered login of this
    /// machine, when it is `account`'s, gets a wrap of it too.
    func accountKey(for account: Account, password: String) throws -> AccountKey {
        try translatingStoreErrors {
            let key = try database.unlockedKey(for: account) ?? database.accountKey(for: account, password: password)
            if let token = try tokenFile.read(), try database.account(forToken: token)?.id == account.id,
               try !database.tokenWrapsAccountKey(token) {
                try database.wrapAccountKey(key, for: account, token: token)
            }
            return key
        }
    }

    /// After a sign-in that remembered `account`: wraps the account key for the new
    /// login, so `contacts sync` needs no password later. With `onlyIfKeyExists` (the
    /// app's sign-in) an account that never made a key costs nothing.
    func wrapAccountKeyForRememberedLogin(_ account: Account, password: String, onlyIfKeyExists: Bool = false) throws {
        try translatingStoreErrors {
            guard let token = try tokenFile.read(), try database.account(forToken: token)?.id == account.id,
                  try !database.tokenWrapsAccountKey(token)
            else { return }
            if onlyIfKeyExists, try !database.hasAccountKey(account) { return }
            let key = try database.unlockedKey(for: account) ?? database.accountKey(for: account, password: password)
            try database.wrapAccountKey(key, for: account, token: token)
        }
    }

    /// The card codec the sync engine uses: this book's mapper.
    var syncCodec: any SyncCardCodec { AppSyncCodec(mapper: mapper, clock: clock) }
}

/// Cards to contacts and back for the sync, with the app's mapper (names, keys,
/// search text; every property of a stored card kept).
struct AppSyncCodec: SyncCardCodec {
    let mapper: ContactCardMapper
    let clock: @Sendable () -> Date

    func fields(fromServerCard text: String) -> ContactFields? {
        let parser = VCardParser(options: .init(assignsMissingUID: false, derivesMissingNames: true))
        guard let result = try? parser.parse(text), let card = result.cards.first else { return nil }
        return mapper.fields(for: card, originalText: text)
    }

    func serverCard(for record: ContactRecord) throws -> String {
        let card = ContactCardMapper.storedCard(record.vCard)
            ?? mapper.card(for: mapper.contact(from: record), uid: record.uid, mergingInto: nil, now: clock()).card
        return VCardWriter(version: .v3_0).string(for: card)
    }

    func copy(of record: ContactRecord, uid: String) -> ContactFields {
        var fields = record.fields
        fields.uid = uid
        if var card = ContactCardMapper.storedCard(record.vCard) {
            card.properties.removeAll { $0.name == "UID" }
            card.properties.append(VCardProperty(name: "UID", value: uid))
            fields.vCard = VCardWriter(version: ContactCardMapper.storedVersion).string(for: card)
        }
        return fields
    }
}
