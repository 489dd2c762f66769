import Foundation
internal import InterfaceBuilderXML

extension IBLoader {
    /// View elements this UIKit has, with the class each makes.
    static let viewElements: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "switch": UISwitch.self, "textField": UITextField.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
        "toolbar": UIToolbar.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "progressView": UIProgressView.self, "tableViewCellContentView": UIView.self,
        "collectionViewCellContentView": UIView.self,
        "collectionReusableView": UIView.self, "visualEffectView": UIView.self,
    ]
    /// Elements that are not views (kept out of the view tree without a warning).
    static let nonViewElements: Set<String> = [
        "viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide", "textInputTraits", "navigationItem",
        "tabBarItem", "barButtonItem", "tableViewSection", "placeholder", "exit", "segue",
        "collectionViewFlowLayout", "imageReference", "accessibility", "tapGestureRecognizer",
        "panGestureRecognizer", "swipeGestureRecognizer", "longPressGestureRecognizer", "searchDisplayController",
    ]

    /// Makes the view tree of `o` (a view element), registering each object in `pass`.
    /// `existing` is used instead of a new object (a cell's content view, a controller's
    /// built-in bar).
    func makeView(_ o: IBObject, in pass: IBUnarchiving, existing: UIView? = nil) -> UIView {
        let view: UIView
        var placeholder = false
        if let existing = existing ?? o.id.flatMap({ pass.builtins[$0] }) {
            view = existing
        } else if let cls = Self.viewElements[o.element] {
            view = instantiateView(o, base: cls)
        } else {
            let ui = "UI" + o.element.prefix(1).uppercased() + o.element.dropFirst()
            warn(o, "unsupported element <\(o.element)> (\(ui)); shown as a placeholder view")
            view = UIView()
            placeholder = true
        }
        if let cell = view as? UITableViewCell {
            // `textLabel="…"`, `detailTextLabel="…"`, `imageView="…"`: those subviews are
            // the cell's own, as UIKit's styled cells use them.
            if let id = o["textLabel"], let l = cell.textLabel { pass.builtins[id] = l }
            if let id = o["detailTextLabel"], let l = cell.detailTextLabel { pass.builtins[id] = l }
            if let id = o["imageView"], let i = cell.imageView { pass.builtins[id] = i }
        }
        pass.add(o, view)
        pass.views.append((o, view))
        if recordsViews { recordedViews.append((o, view)) }
        applyViewProperties(o, to: view)
        applyElementProperties(o, to: view, in: pass)
        for s in o.subviews {
            if Self.nonViewElements.contains(s.element) { continue }
            let sub: UIView
            if o.element == "tableViewCell", s.element == "tableViewCellContentView", let cell = view as? UITableViewCell {
                sub = makeView(s, in: pass, existing: cell.contentView)
            } else {
                sub = makeView(s, in: pass)
            }
            if sub.superview == nil { view.addSubview(sub) }
            if let stack = view as? UIStackView { stack.addArrangedSubview(sub) }
        }
        if placeholder {
            // The cells of an unsupported collection view: made (and reported) one each,
            // outside the view tree, as a data source would dequeue them.
            for (_, list) in o.lists.sorted(by: { $0.key < $1.key }) {
                for item in list where item.frame != nil { _ = makeView(item, in: pass) }
            }
        }
        for (key, k) in o.keyed.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "contentView" where o.element == "tableViewCell":
                if let cell = view as? UITableViewCell { _ = makeView(k, in: pass, existing: cell.contentView) }
            case "contentView":
                view.addSubview(makeView(k, in: pass))
            case "tableHeaderView", "tableFooterView":
                let v = makeView(k, in: pass)
                (view as? UITableView).map { t in if key == "tableHeaderView" { t.tableHeaderView = v } else { t.tableFooterView = v } }
            case "backgroundView", "selectedBackgroundView", "accessoryView":
                let v = makeView(k, in: pass)
                if key == "accessoryView" { (view as? UITableViewCell)?.accessoryView = v }
            case "textLabel", "detailTextLabel", "imageView":
                if let cell = view as? UITableViewCell {
                    let builtin: UIView? = key == "textLabel" ? cell.textLabel : key == "detailTextLabel" ? cell.detailTextLabel : cell.imageView
                    if let builtin { _ = makeView(k, in: pass, existing: builtin) }
                }
            default:
                if Self.viewElements[k.element] != nil { _ = makeView(k, in: pass) }
                else { pass.add(k, IBPlainObject(k)) }
            }
        }
        return view
    }

    private func instantiateView(_ o: IBObject, base: UIView.Type) -> UIView {
        if let e = customEntry(for: o, base: base), let f = e.make, let v = f() as? UIView { return v }
        switch o.element {
        case "tableView":
            let style: UITableView.Style = o["style"] == "grouped" ? .grouped : o["style"] == "insetGrouped" ? .insetGrouped : .plain
            return UITableView(frame: .zero, style: style)
        case "tableViewCell":
            return UITableViewCell(style: Self.cellStyle(o["style"]), reuseIdentifier: o["reuseIdentifier"])
        case "button":
            return UIButton(type: Self.buttonType(o["buttonType"]))
        default:
            return base.init()
        }
    }

    static func cellStyle(_ s: String?) -> UITableViewCell.CellStyle {
        switch s {
        case "IBUITableViewCellStyleValue1": return .value1
        case "IBUITableViewCellStyleValue2": return .value2
        case "IBUITableViewCellStyleSubtitle": return .subtitle
        default: return .default
        }
    }

    static func buttonType(_ s: String?) -> UIButton.ButtonType {
        switch s {
        case "roundedRect", "system": return .system
        case "detailDisclosure": return .detailDisclosure
        case "infoLight": return .infoLight
        case "infoDark": return .infoDark
        case "contactAdd": return .contactAdd
        case "close": return .close
        default: return .custom
        }
    }

    /// The properties every view has: frame, autoresizing, tag, visibility, colours, accessibility.
    func applyViewProperties(_ o: IBObject, to view: UIView) {
        if let f = o.frame { view.frame = CGRect(x: f.x, y: f.y, width: f.width, height: f.height) }
        if let m = o.autoresizingMask { view.autoresizingMask = UIView.AutoresizingMask(rawValue: m.rawValue) }
        if let t = o["tag"].flatMap(Int.init) { view.tag = t }
        if let h = o.bool("hidden") { view.isHidden = h }
        if let a = o.number("alpha") { view.alpha = a }
        if let u = o.bool("userInteractionEnabled") { view.isUserInteractionEnabled = u }
        if let c = o.bool("clipsSubviews") { view.clipsToBounds = c }
        if let c = o.bool("autoresizesSubviews") { view.autoresizesSubviews = c }
        if let c = o.colors["backgroundColor"] { view.backgroundColor = color(c) }
        if let c = o.colors["tintColor"] { view.tintColor = color(c) }
        if let a = o.accessibility {
            if let l = a.label { view.accessibilityLabel = l }
            if let i = a.identifier { view.accessibilityIdentifier = i }
        }
        if let i = o["accessibilityIdentifier"] { view.accessibilityIdentifier = i }
        for c in o.constraints where c.placeholder == false { _ = c }
    }

    /// The properties of each UIKit class.
    func applyElementProperties(_ o: IBObject, to view: UIView, in pass: IBUnarchiving) {
        switch view {
        case let l as UILabel:
            if let t = o.text { l.text = t }
            if let f = o.fonts["fontDescription"] { l.font = font(f) }
            if let c = o.colors["textColor"] { l.textColor = color(c) }
            if let a = o["textAlignment"] { l.textAlignment = Self.alignment(a) }
            if let n = o["numberOfLines"].flatMap(Int.init) { l.numberOfLines = n }
            if let e = o.bool("enabled") { l.isEnabled = e }
            if let h = o.bool("highlighted") { l.isHighlighted = h }
            if let a = o.bool("adjustsFontSizeToFit") { l.adjustsFontSizeToFitWidth = a }
            if let m = o["lineBreakMode"] { l.lineBreakMode = Self.lineBreak(m) }
        case let b as UIButton:
            for s in o.states {
                let state = Self.controlState(s.key)
                if let t = s.title { b.setTitle(t, for: state) }
                if let c = s.titleColor { b.setTitleColor(color(c), for: state) }
                if let i = s.image { b.setImage(UIImage(named: i), for: state) }
            }
            applyControl(o, b)
        case let s as UISwitch:
            if let on = o.bool("on") { s.isOn = on }
            if let c = o.colors["onTintColor"] { s.onTintColor = color(c) }
            if let c = o.colors["thumbTintColor"] { s.thumbTintColor = color(c) }
            applyControl(o, s)
        case let t as UITextField:
            if let s = o.text { t.text = s }
            if let p = o["placeholder"] { t.placeholder = p }
            if let f = o.fonts["fontDescription"] { t.font = font(f) }
            if let c = o.colors["textColor"] { t.textColor = color(c) }
            if let a = o["textAlignment"] { t.textAlignment = Self.alignment(a) }
            switch o["borderStyle"] {
            case "roundedRect": t.borderStyle = .roundedRect
            case "line": t.borderStyle = .line
            case "bezel": t.borderStyle = .bezel
            default: break
            }
            switch o["clearButtonMode"] {
            case "whileEditing": t.clearButtonMode = .whileEditing
            case "unlessEditing": t.clearButtonMode = .unlessEditing
            case "always": t.clearButtonMode = .always
            default: break
            }
            if let c = o.bool("clearsOnBeginEditing") { t.clearsOnBeginEditing = c }
            if let traits = o.keyed["textInputTraits"] {
                if let s = traits.bool("secureTextEntry") { t.isSecureTextEntry = s }
                switch traits["keyboardType"] {
                case "emailAddress": t.keyboardType = .emailAddress
                case "numberPad": t.keyboardType = .numberPad
                case "phonePad": t.keyboardType = .phonePad
                case "URL": t.keyboardType = .URL
                case "decimalPad": t.keyboardType = .decimalPad
                default: break
                }
                switch traits["returnKeyType"] {
                case "done": t.returnKeyType = .done
                case "go": t.returnKeyType = .go
                case "next": t.returnKeyType = .next
                case "search": t.returnKeyType = .search
                case "send": t.returnKeyType = .send
                default: break
                }
                switch traits["autocapitalizationType"] {
                case "words": t.autocapitalizationType = .words
                case "allCharacters": t.autocapitalizationType = .allCharacters
                case "none": t.autocapitalizationType = .none
                default: break
                }
                switch traits["autocorrectionType"] {
                case "no": t.autocorrectionType = .no
                case "yes": t.autocorrectionType = .yes
                default: break
                }
            }
            applyControl(o, t)
        case let s as UIStackView:
            s.axis = o["axis"] == "vertical" ? .vertical : .horizontal
            if let sp = o.number("spacing") { s.spacing = sp }
            switch o["alignment"] {
            case "top", "leading": s.alignment = .leading
            case "center": s.alignment = .center
            case "bottom", "trailing": s.alignment = .trailing
            case "firstBaseline": s.alignment = .firstBaseline
            case "lastBaseline": s.alignment = .lastBaseline
            default: break
            }
            switch o["distribution"] {
            case "fillEqually": s.distribution = .fillEqually
            case "fillProportionally": s.distribution = .fillProportionally
            case "equalSpacing": s.distribution = .equalSpacing
            case "equalCentering": s.distribution = .equalCentering
            default: break
            }
        case let t as UITableView:
            if let h = o.number("rowHeight") { t.rowHeight = h }
            if let h = o.number("sectionHeaderHeight") { t.sectionHeaderHeight = h }
            if let h = o.number("sectionFooterHeight") { t.sectionFooterHeight = h }
            if o["separatorStyle"] == "none" { t.separatorStyle = .none }
        case let c as UITableViewCell:
            switch o["accessoryType"] {
            case "disclosureIndicator": c.accessoryType = .disclosureIndicator
            case "detailDisclosureButton": c.accessoryType = .detailDisclosureButton
            case "checkmark": c.accessoryType = .checkmark
            case "detailButton": c.accessoryType = .detailButton
            default: break
            }
            switch o["selectionStyle"] {
            case "none": c.selectionStyle = .none
            case "blue": c.selectionStyle = .blue
            case "gray": c.selectionStyle = .gray
            default: break
            }
            if let l = o.number("indentationLevel") { c.indentationLevel = Int(l) }
        case let p as UIProgressView:
            if let v = o.number("progress") { p.progress = Float(v) }
        case let a as UIActivityIndicatorView:
            if let h = o.bool("hidesWhenStopped") { a.hidesWhenStopped = h }
            if o.bool("animating") == true { a.startAnimating() }
        default:
            break
        }
        if o.element == "scrollView" || o.element == "tableView", let s = view as? UIScrollView {
            if let b = o.bool("alwaysBounceVertical") { s.alwaysBounceVertical = b }
            if let v = o.bool("showsVerticalScrollIndicator") { s.showsVerticalScrollIndicator = v }
            if let e = o.bool("scrollEnabled") { s.isScrollEnabled = e }
        }
        if o.element == "containerView" { pass.containers.append((o, view)) }
    }

    private func applyControl(_ o: IBObject, _ c: UIControl) {
        if let e = o.bool("enabled") { c.isEnabled = e }
        if let s = o.bool("selected") { c.isSelected = s }
        if let h = o.bool("highlighted") { c.isHighlighted = h }
    }

    static func controlState(_ key: String) -> UIControl.State {
        switch key {
        case "highlighted": return .highlighted
        case "selected": return .selected
        case "disabled": return .disabled
        default: return .normal
        }
    }

    static func alignment(_ s: String) -> NSTextAlignment {
        switch s {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        default: return .natural
        }
    }

    static func lineBreak(_ s: String) -> NSLineBreakMode {
        switch s {
        case "wordWrap": return .byWordWrapping
        case "characterWrap": return .byCharWrapping
        case "clip": return .byClipping
        case "headTruncation": return .byTruncatingHead
        case "middleTruncation": return .byTruncatingMiddle
        default: return .byTruncatingTail
        }
    }

    /// UIColor for a colour element; system colours by UIKit name.
    func color(_ c: IBColor) -> UIColor {
        switch c {
        case .rgb(let r, let g, let b, let a, _): return UIColor(red: r, green: g, blue: b, alpha: a)
        case .white(let w, let a, _): return UIColor(white: w, alpha: a)
        case .named(let n): return namedColor(n)
        case .system(let n): return Self.systemColor(n)
        }
    }

    /// An asset colour: the document's `<namedColor>` resource, else the tint colour.
    private func namedColor(_ name: String) -> UIColor {
        for r in document.resources where r.name == "namedColor" && r["name"] == name {
            if let ce = r.child("color") {
                let a = Double(ce["alpha"] ?? "") ?? 1
                if let w = ce["white"].flatMap(Double.init) { return UIColor(white: w, alpha: a) }
                if let red = ce["red"].flatMap(Double.init) {
                    return UIColor(red: red, green: Double(ce["green"] ?? "") ?? 0, blue: Double(ce["blue"] ?? "") ?? 0, alpha: a)
                }
                if let s = ce["systemColor"] { return Self.systemColor(s) }
            }
        }
        return .tintColor
    }

    static func systemColor(_ name: String) -> UIColor {
        let n = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        switch n {
        case "clear": return .clear
        case "black", "darkText": return .black
        case "white", "lightText": return .white
        case "darkGray": return .darkGray
        case "lightGray": return .lightGray
        case "gray": return .gray
        case "red": return .red
        case "green": return .green
        case "blue": return .blue
        case "yellow": return .yellow
        case "orange": return .orange
        case "purple": return .purple
        case "cyan": return .cyan
        case "magenta": return .magenta
        case "brown": return .brown
        case "systemBackground", "systemGroupedBackground", "groupTableViewBackground", "secondarySystemBackground",
             "tertiarySystemBackground", "secondarySystemGroupedBackground", "tableCellGroupedBackground":
            return .systemBackground
        case "label": return .label
        case "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText": return .secondaryLabel
        case "systemBlue", "link", "tint": return .systemBlue
        case "systemRed": return .systemRed
        case "systemGreen": return .systemGreen
        case "systemYellow": return .systemYellow
        case "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6": return .systemGray
        case "separator", "opaqueSeparator": return .separator
        default: return .label
        }
    }

    func font(_ f: IBFont) -> UIFont {
        let size = f.pointSize ?? Self.textStyleSize(f.style)
        let bold = f.type == "boldSystem" || f.weight == "bold" || f.weight == "semibold" || f.weight == "heavy"
            || f.style == "UICTFontTextStyleHeadline" || (f.name?.contains("Bold") ?? false)
        return UIFont(pointSize: size, weight: bold ? .bold : .regular)
    }

    /// Default sizes of the Dynamic Type text styles at the default content size.
    static func textStyleSize(_ style: String?) -> Double {
        switch style {
        case "UICTFontTextStyleLargeTitle": return 34
        case "UICTFontTextStyleTitle1": return 28
        case "UICTFontTextStyleTitle2": return 22
        case "UICTFontTextStyleTitle3": return 20
        case "UICTFontTextStyleHeadline", "UICTFontTextStyleBody": return 17
        case "UICTFontTextStyleCallout": return 16
        case "UICTFontTextStyleSubhead": return 15
        case "UICTFontTextStyleFootnote": return 13
        case "UICTFontTextStyleCaption1": return 12
        case "UICTFontTextStyleCaption2": return 11
        default: return 17
        }
    }
}

/// An object of the file that is not a UIKit object here (a layout guide, text input
/// traits, a gesture recognizer): kept so connections to it resolve.
final class IBPlainObject {
    let element: String
    let id: String?
    init(_ o: IBObject) { element = o.element; id = o.id }
}
