import Foundation
import Testing
import TestSupport
@_spi(InterfaceBuilderTools) import UIKit
import HeadlessBackend

/// A storyboard collection view's prototype cell: its outlet and how often it awoke.
@MainActor
final class IBPhotoCell: UICollectionViewCell {
    @Outlet var caption: UILabel!
    var awoke = 0
    override func awakeFromNib() { super.awakeFromNib(); awoke += 1 }
}

/// The collection view controller of the test storyboard: two sections of three items.
@MainActor
final class IBPhotosViewController: UICollectionViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? IBPhotoCell)?.caption.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        v.first(UILabel.self)?.text = "Section \(indexPath.section)"
        return v
    }
}

/// Collection views, search bars and date pickers from their Interface Builder elements
/// (as Xcode writes them), no longer placeholders.
@MainActor
@Suite struct IBCollectionViewLoadingTests {
    static let board = storyboardXML(initial: "cvc", """
        <scene sceneID="s"><objects>
          <collectionViewController id="cvc" customClass="IBPhotosViewController" sceneMemberID="viewController">
            <collectionView key="view" clipsSubviews="YES" dataMode="prototypes" allowsMultipleSelection="YES" id="cv">
              <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="5" minimumInteritemSpacing="10" id="fl">
                <size key="itemSize" width="100" height="50"/>
                <size key="headerReferenceSize" width="0.0" height="30"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="4" minY="8" maxX="4" maxY="2"/>
              </collectionViewFlowLayout>
              <cells>
                <collectionViewCell clipsSubviews="YES" reuseIdentifier="Photo" id="cell" customClass="IBPhotoCell">
                  <rect key="frame" x="4" y="38" width="100" height="50"/>
                  <collectionViewCellContentView key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                      <label text="Label" id="lbl">
                        <rect key="frame" x="8" y="14" width="84" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                    </subviews>
                  </collectionViewCellContentView>
                  <connections><outlet property="caption" destination="lbl" id="o1"/></connections>
                </collectionViewCell>
              </cells>
              <collectionReusableView key="sectionHeaderView" reuseIdentifier="Title" id="hdr">
                <rect key="frame" x="0.0" y="0.0" width="390" height="30"/>
                <subviews>
                  <label text="Header" id="hl"><rect key="frame" x="8" y="4" width="200" height="21"/></label>
                </subviews>
              </collectionReusableView>
              <connections>
                <outlet property="dataSource" destination="cvc" id="o2"/>
                <outlet property="delegate" destination="cvc" id="o3"/>
              </connections>
            </collectionView>
          </collectionViewController>
        </objects></scene>
        """)

    /// The controller is the file's class, its view the file's collection view with the
    /// file's flow layout; each cell and header dequeued is a fresh copy of its prototype
    /// (its class, outlets, `awakeFromNib`). Frames follow the flow layout's documented
    /// rules: 390 − 4 − 4 = 382 points across hold three 100-point items (four would need
    /// 400 + 30), the 82 points left spread into two gaps of 41; each section starts with
    /// its 30-point header, then the inset's 8, a line of 50, then the inset's 2.
    @Test func collectionViewControllerLoadsLayoutAndPrototypes() throws {
        let folder = IBTempFolder()
        folder.write("Main.storyboard", Self.board)
        let screen = HeadlessScreen.checkedPhone()
        let board = screen.application.withCurrent {
            InterfaceBuilderClasses.register(IBPhotosViewController.self)
            InterfaceBuilderClasses.register(IBPhotoCell.self)
            return UIStoryboard(name: "Main", bundle: folder.bundle)
        }
        let vc = try #require(board.instantiateInitialViewController() as? IBPhotosViewController)
        screen.makeWindow(root: vc)
        screen.settle()
        let cv = try #require(vc.collectionView)
        #expect(cv.dataSource === vc && cv.delegate === vc && cv.allowsMultipleSelection)
        let layout = try #require(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 50))
        #expect(layout.minimumLineSpacing == 5 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == UIEdgeInsets(top: 8, left: 4, bottom: 2, right: 4))
        #expect(layout.headerReferenceSize == CGSize(width: 0, height: 30))
        let cells = cv.indexPathsForVisibleItems.compactMap { ip in cv.cellForItem(at: ip).map { (ip, $0) } }
        #expect(cells.count == 6)
        var frames: [String] = []
        for (ip, cell) in cells {
            let photo = try #require(cell as? IBPhotoCell)
            #expect(photo.reuseIdentifier == "Photo" && photo.awoke == 1)
            #expect(photo.caption?.text == "\(ip.section).\(ip.item)" && photo.caption?.superview === photo.contentView)
            frames.append("\(ip.section).\(ip.item) \(Int(cell.frame.minX)) \(Int(cell.frame.minY)) \(Int(cell.frame.width)) \(Int(cell.frame.height))")
        }
        // Section 1 starts after section 0: 30 + 8 + 50 + 2 = 90; its items at 90 + 30 + 8.
        #expect(frames == [
            "0.0 4 38 100 50", "0.1 145 38 100 50", "0.2 286 38 100 50",
            "1.0 4 128 100 50", "1.1 145 128 100 50", "1.2 286 128 100 50",
        ])
        // Every cell is its own copy of the prototype.
        #expect(Set(cells.map { ObjectIdentifier($0.1) }).count == 6)
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(Set(headers.compactMap { $0.first(UILabel.self)?.text }) == ["Section 0", "Section 1"])
        #expect(Set(headers.map { Int($0.frame.minY) }) == [0, 90])
        #expect(screen.application.diagnostics.warnings.isEmpty, "\(screen.application.diagnostics.warnings)")
    }

    /// NetNewsWire's timeline customizer: the scene is a collection view controller whose
    /// collection view has the file's flow layout (20 between lines, 10 between items,
    /// 414 × 128 items, sizes estimated automatically), and its two prototypes dequeue
    /// cells holding the file's sliders (1 to 3 and 1 to 5).
    @Test func settingsTimelineCustomizerIsARealCollectionView() throws {
        let screen = HeadlessScreen.checkedPhone()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let board = screen.application.withCurrent {
            UIStoryboard(name: "Settings", contentsOf: IBCorpus.url(IBCorpus.settings))
        }
        let vc = screen.application.withCurrent { board.instantiateViewController(withIdentifier: "TimelineCustomizerCollectionViewController") }
        let cvc = try #require(vc as? UICollectionViewController)
        let cv = try #require(screen.application.withCurrent { cvc.collectionView })
        #expect(cv.backgroundColor == .systemBackground)
        let layout = try #require(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.minimumLineSpacing == 20 && layout.minimumInteritemSpacing == 10)
        #expect(layout.itemSize == CGSize(width: 414, height: 128))
        #expect(layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
        #expect(layout.sectionInset == .zero)
        for (id, max) in [("IconSizeSelector", Float(3)), ("NumberOfLinesSelector", 5)] {
            let cell = screen.application.withCurrent { cv.dequeueReusableCell(withReuseIdentifier: id, for: IndexPath(item: 0, section: 0)) }
            #expect(cell.reuseIdentifier == id)
            let slider = try #require(cell.contentView.first(UISlider.self))
            #expect(slider.minimumValue == 1 && slider.maximumValue == max && slider.value == 1)
        }
    }

    /// No element of the shared files is loaded as a placeholder view any more.
    @Test(arguments: IBCorpus.files.filter { $0 != IBCorpus.legacyXib })
    func noSharedElementIsAPlaceholder(_ name: String) {
        let screen = HeadlessScreen.checked()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let report = screen.application.withCurrent { IBTools.check(IBCorpus.path(name)) }
        #expect(!report.warnings.contains { $0.contains("shown as a placeholder view") || $0.contains("unsupported element <") },
                "\(report.warnings.filter { $0.contains("placeholder") })")
        #expect(!report.warnings.contains { $0.contains("Unknown class UISearchTextField") })
    }

    /// UIKitCatalog's search text field names UIKit's own `UISearchTextField` as its class.
    @Test func uikitSubclassNamedAsCustomClassIsMade() throws {
        let screen = HeadlessScreen.checkedPhone()
        defer { IBCorpus.expectDiagnostics(of: screen) }
        let board = screen.application.withCurrent { UIStoryboard(name: "TextField", contentsOf: IBCorpus.url(IBCorpus.textFields)) }
        let vc = try #require(screen.application.withCurrent { board.instantiateInitialViewController() })
        let table = try #require(screen.application.withCurrent { vc.view } as? UITableView)
        screen.makeWindow(root: vc)
        screen.settle()
        let fields = (0..<table.numberOfSections).flatMap { s in
            (0..<table.numberOfRows(inSection: s)).compactMap { table.cellForRow(at: IndexPath(row: $0, section: s))?.contentView.first(UITextField.self) }
        }
        #expect(fields.filter { $0 is UISearchTextField }.count == 1)
    }

    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IBSearchOwner">
                    <connections><outlet property="bar" destination="sb" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <searchBar contentMode="redraw" searchBarStyle="minimal" text="pho" prompt="Find" placeholder="Name" showsCancelButton="YES" showsScopeBar="YES" id="sb">
                            <rect key="frame" x="0.0" y="47" width="390" height="100"/>
                            <textInputTraits key="textInputTraits" autocapitalizationType="no" keyboardType="emailAddress" returnKeyType="done"/>
                            <scopeButtonTitles>
                                <string>All</string>
                                <string>Mail</string>
                            </scopeButtonTitles>
                            <connections><outlet property="delegate" destination="-1" id="o2"/></connections>
                        </searchBar>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" minuteInterval="5" id="dp">
                            <rect key="frame" x="0.0" y="200" width="390" height="216"/>
                            <date key="date" timeIntervalSinceReferenceDate="800000000"/>
                            <date key="minimumDate" timeIntervalSinceReferenceDate="700000000"/>
                            <date key="maximumDate" timeIntervalSinceReferenceDate="900000000"/>
                            <locale key="locale" localeIdentifier="fr_FR"/>
                        </datePicker>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    /// A search bar and a date picker with the file's values; the search bar's delegate
    /// outlet reaches File's Owner.
    @Test func searchBarAndDatePickerKeepTheFilesValues() throws {
        let folder = IBTempFolder()
        folder.write("Search.xib", Self.nib)
        let screen = HeadlessScreen.checkedPhone()
        let owner = IBSearchOwner()
        let objects = screen.application.withCurrent {
            UINib(nibName: "Search", bundle: folder.bundle).instantiate(withOwner: owner)
        }
        let root = try #require(objects.first as? UIView)
        let bar = try #require(owner.bar)
        #expect(bar.superview === root && bar.delegate === owner)
        #expect(bar.text == "pho" && bar.prompt == "Find" && bar.placeholder == "Name" && bar.searchBarStyle == .minimal)
        #expect(bar.showsCancelButton && bar.showsScopeBar && bar.scopeButtonTitles == ["All", "Mail"])
        #expect(bar.searchTextField.keyboardType == .emailAddress && bar.searchTextField.returnKeyType == .done)
        #expect(bar.searchTextField.autocapitalizationType == UITextAutocapitalizationType.none)
        let picker = try #require(root.first(UIDatePicker.self))
        #expect(picker.datePickerMode == .date && picker.preferredDatePickerStyle == .wheels && picker.minuteInterval == 5)
        #expect(picker.locale?.identifier == "fr_FR")
        #expect(picker.minimumDate == Date(timeIntervalSinceReferenceDate: 700_000_000))
        #expect(picker.maximumDate == Date(timeIntervalSinceReferenceDate: 900_000_000))
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 800_000_000))
        #expect(screen.application.diagnostics.warnings.isEmpty, "\(screen.application.diagnostics.warnings)")
    }
}

/// File's Owner of the search nib: its outlet, and the bar's delegate.
@MainActor
final class IBSearchOwner: UISearchBarDelegate {
    @Outlet var bar: UISearchBar!
}
