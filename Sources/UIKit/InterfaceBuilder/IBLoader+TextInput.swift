import Foundation
internal import InterfaceBuilderXML

// Search bars and text input traits as Interface Builder writes them:
//
//     <searchBar searchBarStyle="minimal" text= prompt= placeholder= translucent="NO"
//                showsCancelButton="YES" showsBookmarkButton="YES" showsSearchResultsButton="YES"
//                showsScopeBar="YES" id=…>
//         <color key="barTintColor" …/>
//         <textInputTraits key="textInputTraits" keyboardType= returnKeyType= …/>
//         <scopeButtonTitles> <string>All</string> <string>Mail</string> </scopeButtonTitles>
//     </searchBar>

extension IBLoader {
    /// A search bar's texts, style, buttons, scope titles and its field's input traits.
    func applySearchBarProperties(_ o: IBObject, to bar: UISearchBar) {
        if let t = text(o, "text") { bar.text = t }
        if let p = text(o, "placeholder") { bar.placeholder = p }
        if let p = text(o, "prompt") { bar.prompt = p }
        switch o["searchBarStyle"] {
        case "prominent": bar.searchBarStyle = .prominent
        case "minimal": bar.searchBarStyle = .minimal
        default: break
        }
        if let t = o.bool("translucent") { bar.isTranslucent = t }
        if let c = o.colors["barTintColor"] { bar.barTintColor = color(c) }
        if let b = o.bool("showsBookmarkButton") { bar.showsBookmarkButton = b }
        if let b = o.bool("showsSearchResultsButton") { bar.showsSearchResultsButton = b }
        if let b = o.bool("searchResultsButtonSelected") { bar.isSearchResultsButtonSelected = b }
        if let b = o.bool("showsCancelButton") { bar.showsCancelButton = b }
        if let titles = o.stringLists["scopeButtonTitles"] {
            bar.scopeButtonTitles = titles.enumerated().map { i, t in localized(o, "scopeButtonTitles[\(i)]") ?? t }
        }
        if let i = o.number("selectedScopeButtonIndex") { bar.selectedScopeButtonIndex = Int(i) }
        if let s = o.bool("showsScopeBar") { bar.showsScopeBar = s }
        if let traits = o.keyed["textInputTraits"] { applyTextInputTraits(traits, to: bar.searchTextField) }
    }

    /// `<textInputTraits>`: secure entry, keyboard, return key, capitalization, correction
    /// and content type of a text field (or a search bar's field).
    func applyTextInputTraits(_ traits: IBObject, to t: UITextField) {
        if let s = traits.bool("secureTextEntry") { t.isSecureTextEntry = s }
        if let k = Self.decode(traits["keyboardType"], Self.keyboardTypes) { t.keyboardType = k }
        if let r = Self.decode(traits["returnKeyType"], Self.returnKeyTypes) { t.returnKeyType = r }
        if let c = Self.decode(traits["autocapitalizationType"], Self.autocapitalizationTypes) { t.autocapitalizationType = c }
        if let c = Self.decode(traits["autocorrectionType"], Self.autocorrectionTypes) { t.autocorrectionType = c }
        if let c = traits["textContentType"], !c.isEmpty { t.textContentType = UITextContentType(rawValue: c) }
    }
}
