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
        "collectionViewCellContentView": UIView.self, "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
        "visualEffectView": UIVisualEffectView.self, "searchBar": UISearchBar.self, "datePicker": UIDatePicker.self,
        "segmentedControl": UISegmentedControl.self, "slider": UISlider.self, "stepper": UIStepper.self,
        "pageControl": UIPageControl.self, "textView": UITextView.self, "pickerView": UIPickerView.self,
    ]
    /// Elements that are not views (kept out of the view tree without a warning).
    static let nonViewElements: Set<String> = [
        "viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide", "textInputTraits", "navigationItem",
        "tabBarItem", "barButtonItem", "tableViewSection", "placeholder", "exit", "segue",
        "collectionViewFlowLayout", "collectionViewLayout", "imageReference", "accessibility", "tapGestureRecognizer",
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
        if document.usesAutolayout || !o.constraints.isEmpty { collectConstraints(o, view: view, in: pass) }
        for s in o.subviews {
            if Self.nonViewElements.contains(s.element) { continue }
            let sub: UIView
            if o.element == "tableViewCell", s.element == "tableViewCellContentView", let cell = view as? UITableViewCell {
                sub = makeView(s, in: pass, existing: cell.contentView)
            } else if s.element == "collectionViewCellContentView", let cell = view as? UICollectionViewCell {
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
            case "contentView" where view is UICollectionViewCell:
                if let cell = view as? UICollectionViewCell { _ = makeView(k, in: pass, existing: cell.contentView) }
            case let p where view is UICollectionView && Self.isCollectionPrototypeKey(p):
                // A header or footer prototype: made on dequeue (`installCollectionPrototypes`).
                continue
            case "contentView" where view is UIVisualEffectView:
                if let e = view as? UIVisualEffectView { _ = makeView(k, in: pass, existing: e.contentView) }
            case "contentView":
                view.addSubview(makeView(k, in: pass))
            case "tableHeaderView", "tableFooterView":
                let v = makeView(k, in: pass)
                (view as? UITableView).map { t in if key == "tableHeaderView" { t.tableHeaderView = v } else { t.tableFooterView = v } }
            case "backgroundView", "selectedBackgroundView", "accessoryView":
                let v = makeView(k, in: pass)
                switch (view, key) {
                case (let c as UITableViewCell, "accessoryView"): c.accessoryView = v
                case (let c as UICollectionViewCell, "backgroundView"): c.backgroundView = v
                case (let c as UICollectionViewCell, "selectedBackgroundView"): c.selectedBackgroundView = v
                case (let c as UICollectionView, "backgroundView"): c.backgroundView = v
                default: break
                }
            case "textLabel", "detailTextLabel", "imageView":
                if let cell = view as? UITableViewCell {
                    let builtin: UIView? = key == "textLabel" ? cell.textLabel : key == "detailTextLabel" ? cell.detailTextLabel : cell.imageView
                    if let builtin { _ = makeView(k, in: pass, existing: builtin) }
                }
            default:
                if Self.viewElements[k.element] != nil { _ = makeView(k, in: pass) }
                // `<viewLayoutGuide key="safeArea">` and the margins guide stand for the view's
                // own guides, registered with its constraints: keep them.
                else if let id = k.id, pass.objects[id] is UILayoutGuide { continue }
                else { pass.add(k, IBPlainObject(k)) }
            }
        }
        return view
    }

    /// The view of `o`, made as iOS makes it: `init?(coder:)` of its custom class or its
    /// element's UIKit class, with the `UINibDecoder` for `o`.
    private func instantiateView(_ o: IBObject, base: UIView.Type) -> UIView {
        let coder = coder(for: o)
        if let name = o.customClass, let sub = Self.uikitSubclasses[name], ObjectIdentifier(sub.base) == ObjectIdentifier(base) {
            return sub.cls.init(coder: coder) ?? base.init(coder: coder) ?? UIView()
        }
        return makeObject(o, base: base, coder: coder) { base.init(coder: coder) ?? UIView() }
    }

    /// UIKit's own subclasses a file names as an element's custom class
    /// (`<textField customClass="UISearchTextField">`): made instead of the element's class.
    static let uikitSubclasses: [String: (base: UIView.Type, cls: UIView.Type)] = [
        "UISearchTextField": (UITextField.self, UISearchTextField.self),
    ]

    /// `f` in this screen's points: scaled to the screen (`pointScale`), rounded to whole
    /// points with a non-empty size kept at least 1; else the file's points converted as
    /// the running app's code is (a file is all literals: docs/DECISIONS.md, "Points on a
    /// terminal: the app's constants are converted"), which is as written when the app's
    /// code is in the device's own metrics.
    func scaled(_ f: IBRect) -> CGRect {
        guard let s = pointScale else {
            let rect = CGRect(x: f.x, y: f.y, width: f.width, height: f.height)
            guard let app = UIApplication._current, app.codeMetrics != app.backend.metrics else { return rect }
            let device = app.backend.metrics, code = app.codeMetrics
            func len(_ v: CGFloat, _ vertical: Bool, size: Bool) -> CGFloat {
                device.length(v, from: code, vertical: vertical, atLeastOnePixel: size)
            }
            return CGRect(x: len(rect.minX, false, size: false), y: len(rect.minY, true, size: false),
                          width: len(rect.width, false, size: true), height: len(rect.height, true, size: true))
        }
        func len(_ v: Double, _ k: Double) -> Double { v <= 0 ? 0 : max(1, (v * k).rounded()) }
        return CGRect(x: (f.x * s.x).rounded(), y: (f.y * s.y).rounded(), width: len(f.width, s.x), height: len(f.height, s.y))
    }

    /// The properties every view has: frame, autoresizing, tag, visibility, colours, layout
    /// margins' relation to the safe area and the superview's margins, accessibility.
    func applyViewProperties(_ o: IBObject, to view: UIView) {
        if let f = o.frame { view.frame = scaled(f) }
        if let m = o.autoresizingMask { view.autoresizingMask = UIView.AutoresizingMask(rawValue: m.rawValue) }
        if let t = o.number("tag") { view.tag = Int(t) }
        if let h = o.bool("hidden") { view.isHidden = h }
        if let a = o.number("alpha") { view.alpha = a }
        if let u = o.bool("userInteractionEnabled") { view.isUserInteractionEnabled = u }
        if let c = o.bool("clipsSubviews") { view.clipsToBounds = c }
        if let c = o.bool("autoresizesSubviews") { view.autoresizesSubviews = c }
        if let i = o.bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = i }
        if let p = o.bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = p }
        if let c = o.colors["backgroundColor"] { view.backgroundColor = color(c) }
        if let c = o.colors["tintColor"] { view.tintColor = color(c) }
        if let a = o.accessibility { applyAccessibility(a, of: o, to: view) }
        if let i = o["accessibilityIdentifier"] { view.accessibilityIdentifier = i }
    }

    /// The properties of each UIKit class.
    func applyElementProperties(_ o: IBObject, to view: UIView, in pass: IBUnarchiving) {
        switch view {
        case let e as UIVisualEffectView:
            applyVisualEffect(o, to: e)
        case let l as UILabel:
            if let t = text(o, "text") { l.text = t }
            if let f = o.fonts["fontDescription"] { l.font = font(f) }
            if let c = o.colors["textColor"] { l.textColor = color(c) }
            if let a = o["textAlignment"] { l.textAlignment = Self.alignment(a) }
            if let n = o.number("numberOfLines") { l.numberOfLines = Int(n) }
            if let m = o.number("minimumScaleFactor") { l.minimumScaleFactor = m }
            if let w = o.number("preferredMaxLayoutWidth") { l.preferredMaxLayoutWidth = scaledLength(w, vertical: false) }
            if let e = o.bool("enabled") { l.isEnabled = e }
            if let h = o.bool("highlighted") { l.isHighlighted = h }
            if let a = o.bool("adjustsFontSizeToFit") { l.adjustsFontSizeToFitWidth = a }
            if let m = o["lineBreakMode"] { l.lineBreakMode = Self.lineBreak(m) }
            if let a = attributedText(o, "attributedText") { l.attributedText = a }
        case let b as UIButton:
            for s in o.states {
                let state = Self.controlState(s.key)
                if let t = localized(o, s.key + "Title") ?? s.title { b.setTitle(t, for: state) }
                if let c = s.titleColor { b.setTitleColor(color(c), for: state) }
                if let i = s.image { b.setImage(image(i, catalog: s.imageCatalog), for: state) }
            }
            applyControl(o, b)
        case let iv as UIImageView:
            if let i = o["image"] { iv.image = image(i, catalog: o["catalog"]) }
            if let i = o["highlightedImage"] { iv.highlightedImage = image(i, catalog: o["catalog"]) }
        case let s as UISwitch:
            if let on = o.bool("on") { s.isOn = on }
            if let c = o.colors["onTintColor"] { s.onTintColor = color(c) }
            if let c = o.colors["thumbTintColor"] { s.thumbTintColor = color(c) }
            applyControl(o, s)
        case let t as UITextField:
            if let s = text(o, "text") { t.text = s }
            if let p = text(o, "placeholder") { t.placeholder = p }
            if let f = o.fonts["fontDescription"] { t.font = font(f) }
            if let c = o.colors["textColor"] { t.textColor = color(c) }
            if let a = o["textAlignment"] { t.textAlignment = Self.alignment(a) }
            if let b = Self.decode(o["borderStyle"], Self.borderStyles) { t.borderStyle = b }
            if let m = Self.decode(o["clearButtonMode"], Self.viewModes) { t.clearButtonMode = m }
            if let c = o.bool("clearsOnBeginEditing") { t.clearsOnBeginEditing = c }
            if let m = o.number("minimumFontSize") { t.minimumFontSize = m }
            if let traits = o.keyed["textInputTraits"] { applyTextInputTraits(traits, to: t) }
            if let a = attributedText(o, "attributedText") { t.attributedText = a }
            applyControl(o, t)
        case let s as UIStackView:
            s.axis = o["axis"] == "vertical" ? .vertical : .horizontal
            if let sp = o.number("spacing") { s.spacing = sp }
            if let a = Self.decode(o["alignment"], Self.stackAlignments) { s.alignment = a }
            if let d = Self.decode(o["distribution"], Self.stackDistributions) { s.distribution = d }
        case let t as UITableView:
            let k = pointScale?.y ?? 1
            func height(_ v: Double) -> Double { pointScale == nil || v < 0 ? v : max(1, (v * k).rounded()) }
            if let h = o.number("rowHeight") { t.rowHeight = height(h) }
            if let h = o.number("sectionHeaderHeight") { t.sectionHeaderHeight = height(h) }
            if let h = o.number("sectionFooterHeight") { t.sectionFooterHeight = height(h) }
            if o["separatorStyle"] == "none" { t.separatorStyle = .none }
        case let c as UITableViewCell:
            if let a = Self.decode(o["accessoryType"], Self.accessoryTypes) { c.accessoryType = a }
            if let st = Self.decode(o["selectionStyle"], Self.selectionStyles) { c.selectionStyle = st }
            if let l = o.number("indentationLevel") { c.indentationLevel = Int(l) }
        case let bar as UIToolbar:
            // A toolbar placed in a view (not a navigation controller's): its `<items>`.
            if let items = o.lists["items"] { bar.items = items.map { makeBarButtonItem($0, in: pass) } }
        case let p as UIProgressView:
            if let v = o.number("progress") { p.progress = Float(v) }
        case let a as UIActivityIndicatorView:
            if let h = o.bool("hidesWhenStopped") { a.hidesWhenStopped = h }
            if o.bool("animating") == true { a.startAnimating() }
        case let cv as UICollectionView:
            applyCollectionViewProperties(o, to: cv)
        case let bar as UISearchBar:
            applySearchBarProperties(o, to: bar)
        default:
            _ = applyValueControlProperties(o, to: view)
        }
        if ["scrollView", "tableView", "collectionView"].contains(o.element), let s = view as? UIScrollView {
            if let b = o.bool("alwaysBounceVertical") { s.alwaysBounceVertical = b }
            if let v = o.bool("showsVerticalScrollIndicator") { s.showsVerticalScrollIndicator = v }
            if let e = o.bool("scrollEnabled") { s.isScrollEnabled = e }
        }
        if o.element == "containerView" { pass.containers.append((o, view)) }
        if !o.runtimeAttributes.isEmpty { applyRuntimeAttributes(o, to: view) }
    }

    /// The localized text of property `property` (`"<id>.<property>"` in the `.strings`
    /// table that goes with the file), else nil.
    func localized(_ o: IBObject, _ property: String) -> String? {
        guard let id = o.id else { return nil }
        return strings["\(id).\(property)"]
    }

    /// Property `property` of `o` (attribute or `<string key=…>`), localized when the
    /// `.strings` table has it.
    func text(_ o: IBObject, _ property: String) -> String? {
        localized(o, property) ?? o[property] ?? o.strings[property]
    }

    /// `userDefinedRuntimeAttributes`: UIKit's own key paths are set directly; others go
    /// to an `@Inspectable` (or `@Outlet`) property of that name; what neither takes is
    /// reported (UIKit would raise NSUnknownKeyException for an unknown key).
    func applyRuntimeAttributes(_ o: IBObject, to object: AnyObject) {
        for a in o.runtimeAttributes {
            let value: Any?
            switch a.value {
            case .boolean(let b): value = b
            case .number(let n): value = n
            case .string(let s): value = s
            case .localizedString(let s): value = localized(o, a.keyPath) ?? s
            case .color(let c): value = color(c)
            case .rect(let r): value = scaled(r)
            case .point(let x, let y): value = CGPoint(x: x, y: y)
            case .size(let w, let h): value = CGSize(width: w, height: h)
            case .range(let l, let n): value = NSRange(location: l, length: n)
            case .image(let n): value = image(n, catalog: nil)
            case .nilValue: value = nil
            }
            if setBuiltinRuntimeAttribute(a.keyPath, value, on: object) { continue }
            if let box = Outlet<Any>._boxes(of: object)[a.keyPath], let value, box._set(value) { continue }
            warn(o, "user-defined runtime attribute '\(a.keyPath)' (\(a.type)) is not settable on \(String(describing: type(of: object))); ignored")
        }
    }

    private func setBuiltinRuntimeAttribute(_ key: String, _ value: Any?, on object: AnyObject) -> Bool {
        switch (object, key, value) {
        case (let v as UIView, "tag", let n as Double): v.tag = Int(n)
        case (let v as UIView, "hidden", let b as Bool), (let v as UIView, "isHidden", let b as Bool): v.isHidden = b
        case (let v as UIView, "alpha", let n as Double): v.alpha = n
        case (let v as UIView, "backgroundColor", let c as UIColor): v.backgroundColor = c
        case (let v as UIView, "tintColor", let c as UIColor): v.tintColor = c
        case (let v as UIView, "accessibilityIdentifier", let s as String): v.accessibilityIdentifier = s
        case (let v as UIView, "accessibilityLabel", let s as String): v.accessibilityLabel = s
        case (let v as UIView, "accessibilityHint", let s as String): v.accessibilityHint = s
        case (let v as UIView, "isAccessibilityElement", let b as Bool): v.isAccessibilityElement = b
        case (let v as UIView, "clipsToBounds", let b as Bool): v.clipsToBounds = b
        case (let l as UILabel, "text", let s as String): l.text = s
        case (let l as UILabel, "numberOfLines", let n as Double): l.numberOfLines = Int(n)
        case (let t as UITextField, "placeholder", let s as String): t.placeholder = s
        case (let t as UITextField, "text", let s as String): t.text = s
        case (let vc as UIViewController, "title", let s as String): vc.title = s
        default: return false
        }
        return true
    }

    private func applyControl(_ o: IBObject, _ c: UIControl) {
        if let e = o.bool("enabled") { c.isEnabled = e }
        if let s = o.bool("selected") { c.isSelected = s }
        if let h = o.bool("highlighted") { c.isHighlighted = h }
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

    /// An asset colour: the document's `<namedColor>` resource, else the bundle's asset
    /// catalogue colour, else the tint colour.
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
        return UIColor(named: name, in: bundle, compatibleWith: nil) ?? .tintColor
    }

    /// The image a file names: an SF Symbol for `catalog="system"`, else the bundle's image
    /// of that name (nil when there is none, as UIKit leaves it).
    func image(_ name: String, catalog: String?) -> UIImage? {
        catalog == "system" ? UIImage(systemName: name) : UIImage(named: name, in: bundle, compatibleWith: nil)
    }

    /// A system colour by UIKit's name (`systemColor="systemRedColor"`,
    /// `cocoaTouchSystemColor="darkTextColor"`); an unknown name is `label`.
    static func systemColor(_ name: String) -> UIColor {
        UIColor._named(name) ?? .label
    }

    /// The font of a `<fontDescription>`: a text style's preferred font, a system font by
    /// type (`system`, `boldSystem`, `italicSystem`, with a `weight`), or a named font (the
    /// system font of that size when the name is not installed, as Interface Builder's
    /// fallback shows).
    func font(_ f: IBFont) -> UIFont {
        if let style = f.style {
            let font = UIFont.preferredFont(forTextStyle: ._fromInterfaceBuilder(style))
            return f.pointSize.map { font.withSize($0) } ?? font
        }
        let size = f.pointSize ?? 17
        if let name = f.name, f.type == nil || f.type == "custom" {
            return UIFont(name: name, size: size) ?? .systemFont(ofSize: size, weight: UIFont.Weight._fromFaceName(name))
        }
        let weight = f.weight.map { UIFont.Weight._fromFaceName($0) } ?? .regular
        switch f.type {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default: return .systemFont(ofSize: size, weight: weight)
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

extension IBLoader {
    /// `<accessibility key="accessibilityConfiguration">`: label, hint, identifier, traits
    /// and `isElement` onto the view's accessibility properties. Traits the file names
    /// replace the view's (the inspector shows the class's defaults and writes them all).
    func applyAccessibility(_ a: IBAccessibility, of o: IBObject, to view: UIView) {
        if let l = localized(o, "accessibilityLabel") ?? a.label { view.accessibilityLabel = l }
        if let h = localized(o, "accessibilityHint") ?? a.hint { view.accessibilityHint = h }
        if let i = a.identifier { view.accessibilityIdentifier = i }
        if let e = a.isElement { view.isAccessibilityElement = e }
        if !a.traits.isEmpty {
            var traits = UIAccessibilityTraits.none
            for name in a.traits {
                if let t = UIAccessibilityTraits._named(name) { traits.insert(t) } else { warn(o, "unknown accessibility trait '\(name)'; ignored") }
            }
            view.accessibilityTraits = traits
        }
    }
}
