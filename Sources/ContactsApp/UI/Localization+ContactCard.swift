import Foundation

/// Strings of the contact card (Add and Edit screens) beyond the first form:
/// the detail fields, the "add …" rows, value labels and the Discard
/// Changes sheet, in English and Simplified Chinese as iOS Contacts words them.
extension Localization {
    public var companyLabel: String { pick("Company", "公司") }
    public var jobTitleLabel: String { pick("Job title", "职位") }
    public var companyPlaceholder: String { pick("Company", "公司") }
    public var jobTitlePlaceholder: String { pick("Job title", "职位") }
    public var phoneOptionalPlaceholder: String { pick("Phone", "电话") }
    public var emailPlaceholderShort: String { pick("Email", "电子邮件") }
    public var urlPlaceholder: String { pick("URL", "网址") }
    public var birthdayPlaceholder: String { pick("YYYY-MM-DD or --MM-DD", "YYYY-MM-DD 或 --MM-DD") }
    /// The placeholders of an address's five fields.
    public var addressPlaceholders: [String] {
        pick(["Street", "City", "State", "ZIP", "Country"], ["街道", "城市", "省/州", "邮编", "国家或地区"])
    }
    public var addPhone: String { pick("add phone", "添加电话") }
    public var addEmail: String { pick("add email", "添加电子邮件") }
    public var addURL: String { pick("add URL", "添加网址") }
    public var addAddress: String { pick("add address", "添加地址") }
    /// The Discard Changes sheet (iOS Contacts' Cancel with unsaved edits).
    public var discardChanges: String { pick("Discard Changes", "放弃更改") }
    public var keepEditing: String { pick("Keep Editing", "继续编辑") }
    public var discardConfirmation: String {
        pick("Are you sure you want to discard your changes?", "确定要放弃更改吗？")
    }
    /// The message for a birthday that is not a date.
    public func invalidBirthday(_ text: String) -> String {
        pick("Birthday \"\(text)\" is not a date. Write it as 1815-12-10, or --12-10 without the year.",
             "生日“\(text)”不是有效日期。请写成 1815-12-10，不含年份时写成 --12-10。")
    }
    /// The label a value shows: iOS's words in English; in Chinese, the
    /// standard labels translated and custom ones as they are.
    public func valueLabel(_ label: String) -> String {
        guard language == .simplifiedChinese else { return label }
        let table = ["mobile": "手机", "home": "住宅", "work": "工作", "school": "学校", "main": "主要",
                     "home fax": "住宅传真", "work fax": "工作传真", "pager": "传呼机", "other": "其他",
                     "homepage": "主页", "birthday": "生日", "note": "备注", "phone": "电话", "email": "电子邮件"]
        return table[label] ?? label
    }
}
