import ContactsStore
import Foundation
import VCard

/// Why an edited vCard was not saved (``AddressBook/replaceCard(ofContact:with:for:)``).
public enum CardEditProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text holds no vCard, or more than one.
    case notOneCard(found: Int)
    /// Some of the text could not be read as written (the reader's errors, with lines).
    case unreadable([VCardDiagnostic])
    /// The card has no name (FN) left.
    case noName
    /// The app would refuse the contact (a phone or e-mail it cannot take).
    case invalid(ContactProblem)

    public var description: String {
        switch self {
        case .notOneCard(let found):
            return found == 0 ? "the text holds no vCard (BEGIN:VCARD … END:VCARD)"
                : "the text holds \(found) vCards; keep exactly one"
        case .unreadable(let problems):
            return problems.map { "line \($0.line): \($0.message)" }.joined(separator: "; ")
        case .noName:
            return "the card has no name: give it an FN line"
        case .invalid(let problem):
            return Localization(language: .english).message(for: problem)
        }
    }
}
