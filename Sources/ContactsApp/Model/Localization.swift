import ContactsStore
import Foundation

/// The user-visible strings of Private Contacts in English and Simplified
/// Chinese, kept as Swift tables (no resource bundles).
///
/// The language comes from the POSIX locale variables, first set and
/// non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` (the order setlocale(3)
/// uses for the `LC_MESSAGES` category, POSIX.1-2017 section 8.2): a value
/// starting with `zh` (`zh_CN.UTF-8`, `zh_TW`, `zh`) selects Chinese,
/// anything else (`C`, `POSIX`, `en_US.UTF-8`, unset) English. There is one
/// Chinese table, Simplified, for every `zh` locale.
///
/// Tests create instances for a language; the app uses ``current`` (or the
/// ``L10n`` shorthand), which is read once from the process environment and
/// never changes.
///
/// ```swift
/// Localization(language: .english).listTitle(account: "alice")            // "alice's Contacts"
/// Localization(language: .simplifiedChinese).listTitle(account: "alice")   // "alice的联系人"
/// ```
public struct Localization: Equatable, Sendable {
    /// The languages there are tables for.
    public enum Language: String, Equatable, Sendable, CaseIterable {
        case english = "en"
        case simplifiedChinese = "zh-Hans"
    }

    /// The language of every string this value returns.
    public let language: Language

    /// A localization for `language`.
    public init(language: Language) {
        self.language = language
    }

    /// The localization the locale variables in `environment` select (see
    /// the type's documentation).
    public init(environment: [String: String]) {
        self.init(language: Self.language(environment: environment))
    }

    /// The localization of this process, from its environment at first use.
    public static let current = Localization(environment: ProcessInfo.processInfo.environment)

    /// The language the locale variables select: the first non-empty of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`; Chinese when it starts with "zh".
    public static func language(environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("zh") ? .simplifiedChinese : .english
        }
        return .english
    }

    /// `english` or `chinese`, whichever is this value's language (every
    /// string of the app's tables, in this file and its extensions, goes
    /// through here).
    func pick<Text>(_ english: Text, _ chinese: Text) -> Text {
        language == .english ? english : chinese
    }

    // MARK: Login screen

    /// Title of the login screen.
    public var loginTitle: String { pick("Private Contacts", "私人通讯录") }
    /// Placeholder of the account field.
    public var accountPlaceholder: String { pick("Account name", "账户名") }
    /// Placeholder of the password field.
    public var passwordPlaceholder: String { pick("Password", "密码") }
    /// The Login button.
    public var loginButton: String { pick("Log In", "登录") }
    /// The sign-up button shown when there is no account yet (or always, beside Login).
    public var signUpButton: String { pick("Create Account", "创建账户") }
    /// The message offering to create the first account.
    public var noAccountYet: String {
        pick("No account yet. Type a name and a password, then Create Account.",
             "还没有账户。请输入账户名和密码，然后点“创建账户”。")
    }
    /// The "Remember password" switch label.
    public var rememberPassword: String { pick("Remember password", "记住密码") }
    /// The "Auto-login" switch label.
    public var autoLogin: String { pick("Auto-login", "自动登录") }
    /// The progress HUD text while the password is checked.
    public var signingIn: String { pick("Signing in…", "正在登录…") }
    /// Unknown account or wrong password (deliberately the same message).
    public var invalidCredentials: String {
        pick("Wrong account name or password.", "账户名或密码错误。")
    }
    /// Too many failures: the wait before the next try, in whole seconds (rounded up).
    public func tooManyAttempts(retryAfter seconds: TimeInterval) -> String {
        let whole = max(1, Int(seconds.rounded(.up)))
        return pick("Too many failed attempts. Try again in \(whole) s.",
                    "尝试失败次数过多，请 \(whole) 秒后再试。")
    }
    /// An account was created.
    public func accountCreated(_ name: String) -> String {
        pick("Account \"\(name)\" created.", "已创建账户“\(name)”。")
    }

    /// Label of the account field (login screen).
    public var accountLabel: String { pick("Account", "账户") }
    /// Label of the password field (login screen).
    public var passwordLabel: String { pick("Password", "密码") }
    /// Label of the password confirmation field (sign-up form).
    public var confirmPasswordLabel: String { pick("Confirm", "确认") }
    /// Placeholder of the password confirmation field.
    public var confirmPasswordPlaceholder: String { pick("Password again", "再次输入密码") }
    /// The two passwords of the sign-up form differ.
    public var passwordsDoNotMatch: String { pick("The passwords do not match.", "两次输入的密码不一致。") }

    // MARK: List screen

    /// Title of the contacts list: "alice's Contacts" / "alice的联系人".
    public func listTitle(account: String) -> String {
        pick("\(account)'s Contacts", "\(account)的联系人")
    }
    /// Placeholder of the search field.
    public var searchPlaceholder: String { pick("Search", "搜索") }
    /// The left bar button and the destructive action of its sheet.
    public var logOut: String { pick("Log Out", "退出登录") }
    /// The message of the log-out action sheet.
    public var logOutConfirmation: String {
        pick("Log out of this account?", "要退出此账户吗？")
    }
    /// Any Cancel button.
    public var cancel: String { pick("Cancel", "取消") }
    /// Any OK button.
    public var ok: String { pick("OK", "好") }
    /// The Delete action.
    public var delete: String { pick("Delete", "删除") }
    /// The question before a contact is deleted.
    public func deleteConfirmation(name: String) -> String {
        pick("Delete \(name.isEmpty ? noName : name)? This cannot be undone.",
             "要删除\(name.isEmpty ? noName : name)吗？此操作无法撤销。")
    }
    /// Shown in place of an empty name.
    public var noName: String { pick("No Name", "无姓名") }
    /// Shown when the list has no contacts.
    public var noContacts: String { pick("No contacts yet. Press + to add one.", "还没有联系人。按 + 添加。") }
    /// Shown when a search finds nothing.
    public var noResults: String { pick("No results", "无结果") }
    /// The list's Sync bar button (shown when the account syncs with a server).
    public var sync: String { pick("Sync", "同步") }
    /// The list's sync line while a sync runs.
    public var syncing: String { pick("Syncing…", "正在同步…") }
    /// The list's sync line: when the last sync ran (local time, minutes) and what it
    /// did (the store's summary, or "failed: …").
    public func syncState(lastSync: Date?, result: String?) -> String {
        guard let lastSync else { return pick("Not synced yet", "尚未同步") }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let time = formatter.string(from: lastSync)
        return pick("Last sync \(time): \(result ?? "")", "上次同步 \(time)：\(result ?? "")")
    }
    /// The list's sync line after a sync that failed.
    public func syncFailed(_ message: String) -> String { pick("Sync failed: \(message)", "同步失败：\(message)") }
    /// The title of the alert listing a sync's conflicts.
    public func syncConflictsTitle(_ count: Int) -> String {
        pick(count == 1 ? "1 conflict: both versions kept" : "\(count) conflicts: both versions kept",
             "\(count) 处冲突：两个版本均已保留")
    }
    /// The title of the alert asking which version of a contact changed on both sides to
    /// keep (`remaining` counts this one).
    public func syncConflictTitle(_ name: String, remaining: Int) -> String {
        pick("“\(name)” changed here and on the server" + (remaining > 1 ? " (1 of \(remaining))" : ""),
             "“\(name)”在本机和服务器上都有修改" + (remaining > 1 ? "（共 \(remaining) 处）" : ""))
    }
    /// How that alert names each side's value.
    public var syncHere: String { pick("here", "本机") }
    public var syncServer: String { pick("server", "服务器") }
    /// That alert's choices.
    public var syncKeepBoth: String { pick("Keep Both", "全部保留") }
    public var syncKeepLocal: String { pick("Keep This Book’s", "保留本机版本") }
    public var syncKeepRemote: String { pick("Keep the Server’s", "保留服务器版本") }
    /// The title of the alert listing the cards the server refused (sent again next time).
    public func syncRefusedTitle(_ count: Int) -> String {
        pick(count == 1 ? "1 contact not synced" : "\(count) contacts not synced", "\(count) 个联系人未同步")
    }
    /// Shown under results cut at a limit.
    public func moreResults(shown: Int) -> String {
        pick("First \(shown) results; type more to narrow the search.",
             "仅显示前 \(shown) 个结果；请输入更多字词缩小范围。")
    }

    // MARK: Add and Edit screens

    /// Title of the Add Contact screen.
    public var addContactTitle: String { pick("Add Contact", "添加联系人") }
    /// The alert after saving an edit of a contact deleted elsewhere meanwhile.
    public var contactDeletedTitle: String { pick("Contact Deleted", "联系人已删除") }
    public func contactDeletedMessage(_ name: String) -> String {
        pick("\(name) was deleted on another device or by another app while you were editing. "
             + "Save your changes as a new contact?",
             "你编辑时，\(name) 已在其他设备或应用中被删除。要将更改存储为新联系人吗？")
    }
    public var saveAsNewContact: String { pick("Save as New Contact", "存储为新联系人") }
    public var discard: String { pick("Discard", "放弃") }
    /// Title of the Edit Contact screen.
    public var editContactTitle: String { pick("Contact", "联系人") }
    /// The Back button shown on the Add and Edit screens.
    public var back: String { pick("Back", "返回") }
    /// The Add button.
    public var add: String { pick("Add", "添加") }
    /// The Edit bar button.
    public var edit: String { pick("Edit", "编辑") }
    /// The bar button that ends the list's editing mode.
    public var done: String { pick("Done", "完成") }
    /// The Save button.
    public var save: String { pick("Save", "保存") }
    /// Field labels.
    public var nameLabel: String { pick("Name", "姓名") }
    public var phoneLabel: String { pick("Phone", "电话") }
    public var emailLabel: String { pick("Email", "电子邮件") }
    public var noteLabel: String { pick("Note", "备注") }
    public var birthdayLabel: String { pick("Birthday", "生日") }
    /// Field placeholders.
    public var namePlaceholder: String { pick("Name (required)", "姓名（必填）") }
    public var phonePlaceholder: String { pick("Phone (required)", "电话（必填）") }
    public var emailPlaceholder: String { pick("Email (optional)", "电子邮件（可选）") }
    public var notePlaceholder: String { pick("Note (optional)", "备注（可选）") }

    // MARK: Validation and errors

    /// The message for a phone number the loose rule refuses.
    public func message(for problem: PhoneNumberProblem) -> String {
        let allowed = pick("Use digits, spaces, + - ( ) . and an extension such as x123.",
                           "请使用数字、空格、+ - ( ) . 以及分机号（如 x123）。")
        switch problem {
        case .empty:
            return pick("Enter a phone number.", "请输入电话号码。")
        case .invalidCharacter(let character):
            return pick("\"\(character)\" cannot be part of a phone number. ", "电话号码中不能有“\(character)”。") + allowed
        case .misplacedPlus:
            return pick("\"+\" may only come first, before the country code.", "“+”只能放在最前面（国家代码之前）。")
        case .unbalancedParentheses:
            return pick("The parentheses in the phone number do not match.", "电话号码中的括号不成对。")
        case .tooFewDigits(let minimum):
            return pick("A phone number needs at least \(minimum) digits.", "电话号码至少需要 \(minimum) 位数字。")
        case .tooManyDigits(let maximum):
            return pick("A phone number has at most \(maximum) digits.", "电话号码最多 \(maximum) 位数字。")
        case .emptyExtension:
            return pick("The extension has no digits (write it like x123 or ext. 123).",
                        "分机号没有数字（请写成 x123 或 ext. 123）。")
        }
    }

    /// The message for a contact the app refuses to save.
    public func message(for problem: ContactProblem) -> String {
        switch problem {
        case .emptyName:
            return pick("Enter a name.", "请输入姓名。")
        case .invalidPhone(let value, let phoneProblem):
            return pick("Phone \"\(value)\": ", "电话“\(value)”：") + message(for: phoneProblem)
        case .invalidEmail(let value):
            return pick("\"\(value)\" is not an email address (it needs one @ with text on both sides).",
                        "“\(value)”不是电子邮件地址（需要一个 @，两边都有内容）。")
        }
    }

    /// A one-line message for any error of the address book, in this
    /// language where a translation exists; store and file errors keep the
    /// store's English description (they name paths and SQLite details).
    /// Always a sentence as the screens write them: a capital first letter and a final
    /// period (the store's descriptions are written for the command line, lowercase).
    public func message(for error: Error) -> String {
        Self.screenSentence(untrimmedMessage(for: error))
    }

    /// `text` with its first letter capitalised and a period added unless it ends with
    /// one, a question or exclamation mark, an ellipsis or a CJK full stop.
    static func screenSentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        var sentence = first.isLowercase ? first.uppercased() + text.dropFirst() : text
        if let last = sentence.last, !".?!…。！？".contains(last) { sentence += "." }
        return sentence
    }

    private func untrimmedMessage(for error: Error) -> String {
        guard let error = error as? AddressBookError else {
            return (error as? ContactsStoreError)?.description ?? String(describing: error)
        }
        switch error {
        case .invalidCredentials:
            return invalidCredentials
        case .locked(let retryAfter):
            return tooManyAttempts(retryAfter: retryAfter)
        case .invalidContact(let problem):
            return message(for: problem)
        case .store(let storeError):
            switch storeError {
            case .accountExists(let name):
                return pick(storeError.description, "账户“\(name)”已存在。")
            case .emptyPassword:
                return pick(storeError.description, "密码不能为空。")
            case .invalidAccountName(let name, _):
                return pick(storeError.description, "账户名“\(name)”无效。")
            case .busy:
                return pick(storeError.description, "通讯录正被另一个程序使用，请关闭它后重试。")
            case .diskFull:
                return pick(storeError.description, "磁盘已满，更改未保存，原有数据完好。")
            default:
                return storeError.description
            }
        default:
            return error.description
        }
    }
}

/// The process's localization (``Localization/current``) under a short
/// name, for code that shows text to the person using this process:
/// `L10n.listTitle(account: "alice")`, `L10n.loginButton`. A constant: the
/// language is read once from the environment.
public let L10n = Localization.current
