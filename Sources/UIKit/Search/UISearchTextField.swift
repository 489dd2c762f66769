import Foundation

/// The text field inside a search bar, as `UISearchTextField` (iOS 13): a `UITextField`
/// that shows a clear button while editing and has the Search return key. Tokens are not
/// provided.
///
/// Source: Apple's UISearchTextField documentation.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }
}
