import Foundation

/// The content of a list row, header or footer — an image, a text and a secondary text —
/// with the system's styling for each kind, as `UIListContentConfiguration` (iOS 14).
///
/// Get one from `cell.defaultContentConfiguration()` (or a factory such as
/// `.subtitleCell()`), set `text`, `secondaryText`, `image` and any `textProperties`, and
/// assign it to `cell.contentConfiguration`.
///
/// **Styling per kind** (fonts are text styles, colours semantic; Apple does not document
/// the values, so these follow what iOS 15 and later draw, docs/DECISIONS.md):
///
/// | factory | text | secondary text | layout |
/// |---|---|---|---|
/// | `cell()` | body, label | subheadline, secondaryLabel | stacked |
/// | `subtitleCell()` | body, label | subheadline, secondaryLabel | stacked |
/// | `valueCell()` | body, label | body, secondaryLabel | side by side |
/// | `plainHeader()` / `plainFooter()` | headline / footnote, label / secondaryLabel | — | — |
/// | `groupedHeader()` / `groupedFooter()` | footnote, secondaryLabel | — | — |
/// | `prominentInsetGroupedHeader()` | title3 bold, label | — | — |
/// | `extraProminentInsetGroupedHeader()` | title2 bold, label | — | — |
///
/// **Terminal** (`UIListContentView`): one line per text (a stacked secondary text on the
/// next line), the image's text stand-in and a blank before the text, a 1-column margin at
/// each side; side-by-side secondary text at the right edge; colours and bold from the
/// properties; `transform` applied.
///
/// `updated(for:)` returns the configuration unchanged: on a terminal the cell's own
/// highlight (reverse video) shows the state (docs/DECISIONS.md).
///
/// Source: Apple's UIListContentConfiguration documentation.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which system style the configuration started from.
    enum _Kind: Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell,
             accompaniedSidebarSubtitleCell, plainHeader, plainFooter, groupedHeader, groupedFooter,
             prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader, header, footer
    }
    let _kind: _Kind

    /// The primary text.
    public var text: String?
    /// The primary text with attributes (takes precedence over `text` when set).
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (takes precedence over `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// The image before the text.
    public var image: UIImage?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// Margins around the content, in points (default: the system's for the kind).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text sits beside the text (true for `valueCell()`) rather than below it.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Space between the image and the text, in points.
    public var imageToTextPadding: CGFloat = 16
    /// Space between side-by-side texts, in points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Space between stacked texts, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(_kind: _Kind, text: TextProperties, secondary: TextProperties, sideBySide: Bool = false,
         margins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)) {
        self._kind = _kind
        self.textProperties = text
        self.secondaryTextProperties = secondary
        self.prefersSideBySideTextAndSecondaryText = sideBySide
        self.directionalLayoutMargins = margins
    }

    // MARK: Factories

    private static func props(_ style: UIFont.TextStyle, _ color: UIColor, bold: Bool = false) -> TextProperties {
        let base = UIFont.preferredFont(forTextStyle: style)
        return TextProperties(font: bold ? UIFont.boldSystemFont(ofSize: base.pointSize) : base, color: color)
    }
    private static let headerMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)

    /// A plain list cell, as `cell()`.
    public static func cell() -> UIListContentConfiguration {
        .init(_kind: .cell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel))
    }
    /// A cell with a secondary text below the text, as `subtitleCell()`.
    public static func subtitleCell() -> UIListContentConfiguration {
        .init(_kind: .subtitleCell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel))
    }
    /// A cell with a secondary text beside the text (a setting's value), as `valueCell()`.
    public static func valueCell() -> UIListContentConfiguration {
        .init(_kind: .valueCell, text: props(.body, .label), secondary: props(.body, .secondaryLabel), sideBySide: true)
    }
    /// A sidebar cell, as `sidebarCell()`.
    public static func sidebarCell() -> UIListContentConfiguration {
        .init(_kind: .sidebarCell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel))
    }
    /// A sidebar cell with a secondary text below, as `sidebarSubtitleCell()`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        .init(_kind: .sidebarSubtitleCell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel))
    }
    /// An accompanied sidebar cell, as `accompaniedSidebarCell()`.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        .init(_kind: .accompaniedSidebarCell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel))
    }
    /// An accompanied sidebar cell with a secondary text below, as `accompaniedSidebarSubtitleCell()`.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        .init(_kind: .accompaniedSidebarSubtitleCell, text: props(.body, .label), secondary: props(.subheadline, .secondaryLabel))
    }
    /// A header of a plain list, as `plainHeader()`.
    public static func plainHeader() -> UIListContentConfiguration {
        .init(_kind: .plainHeader, text: props(.headline, .label), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    /// A footer of a plain list, as `plainFooter()`.
    public static func plainFooter() -> UIListContentConfiguration {
        .init(_kind: .plainFooter, text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel), margins: headerMargins)
    }
    /// A header of a grouped list, as `groupedHeader()`.
    public static func groupedHeader() -> UIListContentConfiguration {
        .init(_kind: .groupedHeader, text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel), margins: headerMargins)
    }
    /// A footer of a grouped list, as `groupedFooter()`.
    public static func groupedFooter() -> UIListContentConfiguration {
        .init(_kind: .groupedFooter, text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel), margins: headerMargins)
    }
    /// A prominent header of an inset grouped list, as `prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(_kind: .prominentInsetGroupedHeader, text: props(.title3, .label, bold: true), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    /// An extra prominent header of an inset grouped list, as `extraProminentInsetGroupedHeader()`.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(_kind: .extraProminentInsetGroupedHeader, text: props(.title2, .label, bold: true), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    /// A sidebar header, as `sidebarHeader()`.
    public static func sidebarHeader() -> UIListContentConfiguration {
        .init(_kind: .sidebarHeader, text: props(.headline, .label), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    /// A header that adapts to its list (iOS 18; the plain header's styling here), as `header()`.
    public static func header() -> UIListContentConfiguration {
        .init(_kind: .header, text: props(.headline, .label), secondary: props(.subheadline, .secondaryLabel), margins: headerMargins)
    }
    /// A footer that adapts to its list (iOS 18; the plain footer's styling here), as `footer()`.
    public static func footer() -> UIListContentConfiguration {
        .init(_kind: .footer, text: props(.footnote, .secondaryLabel), secondary: props(.footnote, .secondaryLabel), margins: headerMargins)
    }

    // MARK: UIContentConfiguration

    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// The text shown, after `textProperties.transform`.
    var _shownText: String? { (attributedText?.string ?? text).map(textProperties.transform._apply) }
    var _shownSecondaryText: String? { (secondaryAttributedText?.string ?? secondaryText).map(secondaryTextProperties.transform._apply) }
}
