import Foundation
import Testing
import InterfaceBuilderXML

/// The reader: document model, errors with lines, warnings with paths.
@Suite struct IBDocumentTests {
    private func doc(_ xml: String) throws -> IBDocument { try IBDocument(data: Data(xml.utf8), file: "t.storyboard") }

    @Test func malformedXMLIsReportedWithItsLine() {
        let xml = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n<scene sceneID=\"a\">\n</scenes>\n</document>\n"
        #expect(throws: IBReadError.self) { try doc(xml) }
        do { _ = try doc(xml) } catch let e as IBReadError {
            guard case .malformed(let file, let line, let reason) = e else { Issue.record("wrong error \(e)"); return }
            #expect(file == "t.storyboard")
            #expect(line == 5)       // </scenes> closes <scene>: the mismatch is on line 5
            #expect(!reason.isEmpty)
            #expect(e.description.hasPrefix("t.storyboard:5: error: malformed Interface Builder file: "))
        } catch { Issue.record("unexpected \(error)") }
    }

    /// A file that is not XML at all (a password file, a compiled nib, nothing) is named
    /// as such, with the line and column of its first character, not as a parser error
    /// about where the document ends.
    @Test func aFileThatIsNotXMLSaysSoAndWhere() {
        func error(_ data: Data) -> IBReadError? {
            do { _ = try IBDocument(data: data, file: "f"); return nil } catch { return error as? IBReadError }
        }
        #expect(error(Data("root:x:0:0:root:/root:/bin/bash\n".utf8))?.description
                == "f:1:1: error: not an XML file: it starts with the text character 'r', and XML starts with '<'")
        #expect(error(Data("\u{FEFF}\n\n  hello <document/>".utf8))
                == .notXML(file: "f", line: 3, column: 3, reason: "it starts with the text character 'h', and XML starts with '<'"))
        #expect(error(Data("bplist00\u{1}".utf8))?.reason
                == "not an XML file: it is a binary property list (a compiled nib or plist), and an Interface Builder document starts with '<'")
        #expect(error(Data([0x00, 0x01]))?.reason == "not an XML file: it starts with the control byte 0x0 (binary data?), and XML starts with '<'")
        #expect(error(Data())?.description == "f:1:1: error: not an XML file: the file is empty")
        #expect(error(Data(" \n".utf8)) == .notXML(file: "f", line: 2, column: 1, reason: "the file holds only white space"))
    }

    @Test func legacyArchiveIsRefusedWithAClearMessage() throws {
        let data = try Data(contentsOf: IBCorpus.url(IBCorpus.legacyXib))
        do {
            _ = try IBDocument(data: data, file: "Page.xib")
            Issue.record("the archive was accepted")
        } catch let e as IBReadError {
            #expect(e == .legacyArchive(file: "Page.xib", line: 2, version: "7.02"))
            #expect(e.description == "Page.xib:2: error: legacy Interface Builder 3 <archive> format (version 7.02) is not supported; open the file in Xcode 5 or later and save it to convert it to the document format")
        }
    }

    @Test func otherDocumentTypesAreRefused() {
        let mac = "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>"
        #expect(throws: IBReadError.notInterfaceBuilder(file: "t.storyboard", line: 1,
                                                        reason: "document type 'com.apple.InterfaceBuilder3.Cocoa.XIB' is not a Cocoa Touch storyboard or xib (targetRuntime MacOSX.Cocoa)")) { try doc(mac) }
        #expect(throws: IBReadError.self) { try doc("<?xml version=\"1.0\"?><plist/>") }
    }

    @Test func decodesTheTypedPartsOfAView() throws {
        let d = try doc(storyboardXML(initial: "vc1", """
            <scene sceneID="s1"><objects>
              <viewController storyboardIdentifier="main" id="vc1" customClass="MainVC" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v1">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <label text="Hello" textAlignment="center" id="l1">
                      <rect key="frame" x="20.5" y="40" width="100" height="21"/>
                      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                      <color key="textColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                      <nil key="highlightedColor"/>
                      <accessibility key="accessibilityConfiguration" label="Greeting" identifier="greeting">
                        <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                      </accessibility>
                      <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="isSpecial" value="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="badge" value="new"/>
                      </userDefinedRuntimeAttributes>
                    </label>
                    <button buttonType="system" id="b1">
                      <rect key="frame" x="10" y="100" width="80" height="30"/>
                      <state key="normal" title="Go"><color key="titleColor" systemColor="systemRedColor"/></state>
                      <state key="highlighted" title="Going"/>
                      <connections>
                        <action selector="go:" destination="vc1" eventType="touchUpInside" id="a1"/>
                        <segue destination="vc2" kind="presentation" identifier="present" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="sg1"/>
                      </connections>
                    </button>
                  </subviews>
                  <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                  <constraints>
                    <constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="20.5" id="c1"/>
                    <constraint firstItem="b1" firstAttribute="width" secondItem="l1" secondAttribute="width" multiplier="1:2" priority="750" identifier="half" id="c2"/>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" id="c3"/>
                  </constraints>
                </view>
                <connections>
                  <outlet property="label" destination="l1" id="o1"/>
                  <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="oc1"/>
                </connections>
                <simulatedMetricsContainer key="defaultSimulatedMetrics"/>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
              <frobnicator id="weird"/>
            </objects></scene>
            """))
        #expect(d.kind == .storyboard)
        #expect(d.initialViewController == "vc1")
        #expect(d.deviceSize?.width == 414 && d.deviceSize?.height == 896)
        #expect(d.scenes.count == 1)
        let vc = try #require(d.scenes[0].controller)
        #expect(vc.element == "viewController" && vc.customClass == "MainVC" && vc.customModule == "App" && vc.customModuleProvider == "target")
        #expect(vc["storyboardIdentifier"] == "main")
        #expect(vc.connections == [.outlet(property: "label", destination: "l1", line: 43),
                                   .outletCollection(property: "buttons", destination: "b1", line: 44)])
        let view = try #require(vc.keyed["view"])
        #expect(view.frame == IBRect(x: 0, y: 0, width: 414, height: 896))
        #expect(view.autoresizingMask?.rawValue == UInt(18))   // flexibleWidth (2) + flexibleHeight (16)
        #expect(view.colors["backgroundColor"] == .white(0.5, alpha: 1, colorSpace: "calibratedWhite"))
        #expect(view.constraints.count == 3)
        #expect(view.constraints[1].multiplier == 0.5 && view.constraints[1].priority == 750 && view.constraints[1].identifier == "half")
        #expect(view.constraints[2].firstItem == nil && view.constraints[2].relation == "greaterThanOrEqual" && view.constraints[2].constant == 44)
        #expect(view.constraints[0].priority == 1000 && view.constraints[0].multiplier == 1 && view.constraints[0].constant == 20.5)
        let label = view.subviews[0]
        #expect(label.text == "Hello" && label.frame == IBRect(x: 20.5, y: 40, width: 100, height: 21))
        #expect(label.fonts["fontDescription"] == IBFont(style: "UICTFontTextStyleBody"))
        #expect(label.colors["textColor"] == .rgb(red: 1, green: 0.5, blue: 0.25, alpha: 1, colorSpace: "sRGB"))
        #expect(label.nilKeys == ["highlightedColor"])
        #expect(label.accessibility == IBAccessibility(isElement: nil, label: "Greeting", hint: nil, identifier: "greeting", traits: ["header", "staticText"]))
        #expect(label.runtimeAttributes.map(\.value) == [.number(4), .boolean(true), .string("new")])
        #expect(label.runtimeAttributes.map(\.keyPath) == ["layer.cornerRadius", "isSpecial", "badge"])
        let button = view.subviews[1]
        #expect(button.states.map(\.key) == ["normal", "highlighted"])
        #expect(button.states[0].title == "Go" && button.states[0].titleColor == .system("systemRedColor"))
        #expect(button.connections.first == .action(selector: "go:", destination: "vc1", eventType: "touchUpInside", line: 30))
        let segue = try #require(button.segues.first)
        #expect(segue.kind == "presentation" && segue.identifier == "present" && segue.destination == "vc2")
        #expect(segue.modalPresentationStyle == "fullScreen" && segue.modalTransitionStyle == "crossDissolve" && segue.animates)
        #expect(d.object(withID: "b1") === button)
        // The unknown top-level element is kept and reported, with its path and line.
        #expect(d.scenes[0].objects.map(\.element) == ["viewController", "placeholder", "frobnicator"])
    }

    @Test func unknownChildElementsAreWarningsWithPathAndLine() throws {
        let d = try doc(storyboardXML(initial: nil, """
            <scene sceneID="s1"><objects>
              <viewController id="vc1" sceneMemberID="viewController">
                <view key="view" id="v1">
                  <gizmo size="3"/>
                </view>
              </viewController>
            </objects></scene>
            """))
        #expect(d.diagnostics == [IBDiagnostic(line: 8, path: "document/scenes/scene[s1]/objects/viewController[vc1]/view[v1]/gizmo",
                                               message: "unknown element <gizmo> ignored")])
        #expect(d.diagnostics[0].formatted(file: "t.storyboard") == "t.storyboard:8: warning: unknown element <gizmo> ignored (at document/scenes/scene[s1]/objects/viewController[vc1]/view[v1]/gizmo)")
    }

    /// Facts from SOURCES.md about each corpus file, read back.
    @Test func corpusFilesReadAsTheirSourcesDescribeThem() throws {
        func read(_ name: String) throws -> IBDocument { try IBDocument.read(contentsOf: IBCorpus.url(name)) }
        let basic = try read(IBCorpus.navBasic)
        #expect(basic.scenes.count == 4)
        let basicSegues = basic.allObjects.flatMap(\.segues)
        #expect(basicSegues.filter { $0.kind == "show" }.count == 2)
        #expect(basicSegues.filter { $0.kind == "unwind" }.count == 3)
        #expect(Set(basicSegues.compactMap(\.unwindAction)).count == 2)
        #expect(basic.allObjects.flatMap(\.constraints).count == 26)
        #expect(basic.allObjects.filter { $0.element == "exit" }.count == 2)

        let navBar = try read(IBCorpus.navBar)
        #expect(navBar.scenes.count == 15)
        #expect(navBar.allObjects.filter { $0.element == "navigationController" }.count == 5)
        let nbSegues = navBar.allObjects.flatMap(\.segues)
        #expect(nbSegues.filter { $0.kind == "push" }.count == 5)
        #expect(nbSegues.filter { $0.kind == "modal" }.count == 4)
        #expect(nbSegues.filter { $0.kind == "unwind" }.count == 3)

        let tabster = try read(IBCorpus.tabster)
        let tabs = tabster.allObjects.filter { $0.element == "tabBarController" }
        #expect(tabs.count == 1 && tabs[0].segues.filter { $0.relationship == "viewControllers" }.count == 5)
        #expect(tabster.allObjects.flatMap(\.segues).contains { $0.trigger == "accessoryAction" && $0.kind == "modal" })

        let elements = try read(IBCorpus.elements)
        #expect(!elements.usesAutolayout)
        #expect(elements.allObjects.contains { $0["storyboardIdentifier"] == "navForTableView" })

        let cell = try read(IBCorpus.settingsCell)
        #expect(cell.kind == .xib)
        #expect(cell.objects.first?["placeholderIdentifier"] == "IBFilesOwner")
        #expect(cell.objects.contains { $0.element == "tableViewCell" })
        for name in IBCorpus.files where name != IBCorpus.legacyXib {
            let d = try read(name)
            #expect(d.diagnostics.isEmpty, "\(name): \(d.diagnostics)")
        }
    }
}
