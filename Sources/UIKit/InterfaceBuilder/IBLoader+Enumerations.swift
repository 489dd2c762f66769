import Foundation
internal import InterfaceBuilderXML

// What Interface Builder writes for UIKit's enumerations (`borderStyle="roundedRect"`,
// `<textInputTraits keyboardType="emailAddress">`), as tables from the XML name to the
// UIKit value. A name a table does not know leaves the property at UIKit's default, as
// an older UIKit reading a newer file would.

extension IBLoader {
    /// The value `name` stands for in `table`, or nil when the attribute is absent or
    /// the name unknown.
    static func decode<Value>(_ name: String?, _ table: [String: Value]) -> Value? {
        name.flatMap { table[$0] }
    }

    static let tableViewStyles: [String: UITableView.Style] = ["grouped": .grouped, "insetGrouped": .insetGrouped]

    static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
        "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]

    static let selectionStyles: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray]

    static let buttonTypes: [String: UIButton.ButtonType] = [
        "roundedRect": .system, "system": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    static let controlStates: [String: UIControl.State] = [
        "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "middleTruncation": .byTruncatingMiddle,
    ]

    static let borderStyles: [String: UITextField.BorderStyle] = ["roundedRect": .roundedRect, "line": .line, "bezel": .bezel]

    static let viewModes: [String: UITextField.ViewMode] = [
        "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]

    static let keyboardTypes: [String: UIKeyboardType] = [
        "emailAddress": .emailAddress, "numberPad": .numberPad, "phonePad": .phonePad, "URL": .URL,
        "decimalPad": .decimalPad,
    ]

    static let returnKeyTypes: [String: UIReturnKeyType] = [
        "done": .done, "go": .go, "next": .next, "search": .search, "send": .send,
    ]

    static let autocapitalizationTypes: [String: UITextAutocapitalizationType] = [
        "words": .words, "allCharacters": .allCharacters, "none": .none,
    ]

    static let autocorrectionTypes: [String: UITextAutocorrectionType] = ["no": .no, "yes": .yes]

    static let stackAlignments: [String: UIStackView.Alignment] = [
        "top": .leading, "leading": .leading, "center": .center, "bottom": .trailing, "trailing": .trailing,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]

    static let stackDistributions: [String: UIStackView.Distribution] = [
        "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    static let controlEvents: [String: UIControl.Event] = [
        "touchUpInside": .touchUpInside, "touchDown": .touchDown, "valueChanged": .valueChanged,
        "editingChanged": .editingChanged, "editingDidBegin": .editingDidBegin, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit, "primaryActionTriggered": .primaryActionTriggered,
    ]

    static func cellStyle(_ s: String?) -> UITableViewCell.CellStyle { decode(s, cellStyles) ?? .default }

    static func buttonType(_ s: String?) -> UIButton.ButtonType { decode(s, buttonTypes) ?? .custom }

    static func controlState(_ key: String) -> UIControl.State { controlStates[key] ?? .normal }

    static func alignment(_ s: String) -> NSTextAlignment { textAlignments[s] ?? .natural }

    static func lineBreak(_ s: String) -> NSLineBreakMode { lineBreakModes[s] ?? .byTruncatingTail }

    /// The event an action connection names; without one, a button's is touch up inside
    /// and other controls' value changed (what Interface Builder offers first).
    static func controlEvent(_ name: String?, for control: UIControl) -> UIControl.Event {
        guard let name else { return control is UIButton ? .touchUpInside : .valueChanged }
        return controlEvents[name] ?? .touchUpInside
    }

}
