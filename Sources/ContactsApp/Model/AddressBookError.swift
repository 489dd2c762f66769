import ContactsStore
import Foundation
import VCard

/// Every error of ``AddressBook``. `description` is one English line a
/// person can act on (the `contacts` command prints it after "contacts: ");
/// ``Localization/message(for:)-(Error)`` gives the screens' wording.
public enum AddressBookError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store failed (database in use, disk full, damaged file, …).
    case store(ContactsStoreError)
    /// Unknown account or wrong password (the same answer for both).
    case invalidCredentials
    /// Too many failed sign-ins for this name: wait `retryAfter` seconds.
    case locked(retryAfter: TimeInterval)
    /// The app refuses to save the contact.
    case invalidContact(ContactProblem)
    /// A contact id that is not in the account (deleted meanwhile, or another account's).
    case contactNotFound(id: Int64)
    /// A file to import could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file to import holds no vCard at all.
    case notAVCardFile(path: String, reason: String)
    /// Strict import refused a file because some of it could not be read
    /// as written; nothing was imported. `problems` are the diagnostics of
    /// severity error, with their line numbers.
    case importRefused(path: String, problems: [VCardDiagnostic])
    /// An export file could not be written; any previous file is unchanged.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .store(let error):
            return error.description
        case .invalidCredentials:
            return "wrong account name or password"
        case .locked(let retryAfter):
            return "too many failed attempts; try again in \(max(1, Int(retryAfter.rounded(.up)))) s"
        case .invalidContact(let problem):
            return Localization(language: .english).message(for: problem)
        case .contactNotFound(let id):
            return "no contact with id \(id) in this account"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .notAVCardFile(let path, let reason):
            return "\(path): \(reason)"
        case .importRefused(let path, let problems):
            let first = problems.first.map { "; line \($0.line): \($0.message)" } ?? ""
            return "\(path): not imported (strict): \(problems.count) part(s) could not be read as written\(first)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason); nothing was written"
        }
    }

    /// Wraps store errors; passes ``AddressBookError`` through.
    static func wrap(_ error: Error) -> Error {
        if let error = error as? ContactsStoreError {
            if case .contactNotFound(let id) = error { return AddressBookError.contactNotFound(id: id) }
            return AddressBookError.store(error)
        }
        return error
    }
}

/// Runs `body`, turning store errors into ``AddressBookError/store(_:)``.
func translatingStoreErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        throw AddressBookError.wrap(error)
    }
}
