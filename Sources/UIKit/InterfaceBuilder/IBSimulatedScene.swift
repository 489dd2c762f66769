import Foundation
internal import InterfaceBuilderXML

/// The screen Interface Builder lays a scene out on (`uikit-ib frames`): the device's
/// size and status bar, the bars the scene is shown under (simulated metrics written in
/// the scene, else inferred from where the storyboard puts it: a navigation controller's
/// stack, a tab, a container view), and from those the root view's frame and safe area.
///
/// Xcode's simulated metrics: "Inferred" top and bottom bars come from the containers the
/// scene is reached through (relationship and show/push segues); a scene writes
/// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent= prompted=>`,
/// `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">`, `<simulatedToolbarMetrics …>`
/// or `<nil key="simulated…Metrics"/>` where it overrides them. An opaque bar
/// (`translucent="NO"`) moves the root view below it, as `edgesForExtendedLayout` does on iOS
/// (`extendedLayoutIncludesOpaqueBars` is false); a translucent one only insets the safe area.
@MainActor
struct IBSimulatedScene {
    /// The screen (or the embedding container view) in points.
    var size: CGSize
    var statusBar: CGFloat
    /// The navigation bar's height (44, 74 with a prompt), 0 without one.
    var topBar: CGFloat
    var topBarIsOpaque: Bool
    /// The tab bar's or toolbar's height (49, 44), 0 without one.
    var bottomBar: CGFloat
    var bottomBarIsOpaque: Bool
    /// What the device keeps out at the bottom (a home indicator: 34; 0 on older phones).
    var homeIndicator: CGFloat
    /// Whether the root view stays at y = 0 under an opaque top bar, only shortened by it,
    /// as Xcode 26 writes it (earlier Xcodes move it below the bar).
    var keepsRootAtTop = false

    /// The root view's frame in the screen.
    var rootFrame: CGRect {
        let top = topBarIsOpaque ? statusBar + topBar : 0
        let bottom = bottomBarIsOpaque ? bottomBar + homeIndicator : 0
        return CGRect(x: 0, y: keepsRootAtTop ? 0 : top, width: size.width, height: max(0, size.height - top - bottom))
    }

    /// The root view's safe-area insets.
    var rootSafeAreaInsets: UIEdgeInsets {
        let f = rootFrame
        return UIEdgeInsets(top: max(0, statusBar + topBar - f.minY), left: 0,
                            bottom: max(0, f.maxY - (size.height - bottomBar - homeIndicator)), right: 0)
    }

    // MARK: Devices

    /// Status bar and home indicator heights of Xcode's devices (notched phones: the
    /// sensor housing's 44 points, 47 from iPhone 12, 59 with the Dynamic Island; the
    /// 34-point home indicator); every other phone 20 and none.
    static func deviceInsets(_ id: String?) -> (status: CGFloat, home: CGFloat) {
        switch id {
        case "retina5_9", "retina6_1", "retina6_5": return (44, 34)
        case "retina5_4": return (50, 34)
        case "retina6_0", "retina6_7": return (47, 34)
        case "retina6_12", "retina6_72": return (59, 34)
        case "retina6_3", "retina6_9": return (62, 34)
        default: return (20, 0)
        }
    }

    /// Screen sizes of the old `simulatedScreenMetrics` types (Xcode 5–7).
    static let legacyScreens: [String: CGSize] = [
        "retina4": CGSize(width: 320, height: 568), "retina35": CGSize(width: 320, height: 480),
        "retina47": CGSize(width: 375, height: 667), "retina55": CGSize(width: 414, height: 736),
    ]

    // MARK: Inference

    /// Where scene controllers are shown, found once per document.
    struct Containment {
        /// Controller ids shown in a navigation controller's stack, with that controller.
        var navigation: [String: IBObject] = [:]
        /// Controller ids shown in a tab (directly or in a tab's navigation stack).
        var tabbed: Set<String> = []
        /// Controller ids embedded in a container view, with the container.
        var embedded: [String: IBObject] = [:]
    }

    static func containment(_ doc: IBDocument) -> Containment {
        var c = Containment()
        var controllers: [String: IBObject] = [:]
        for s in doc.scenes { if let vc = s.controller, let id = vc.id { controllers[id] = vc } }
        // Relationships and embeds first, then pushes until nothing changes.
        for (_, vc) in controllers {
            for s in vc.segues where s.kind == "relationship" {
                guard let d = s.destination else { continue }
                if vc.element == "navigationController", s.relationship == "rootViewController" { c.navigation[d] = vc }
                if vc.element == "tabBarController", s.relationship == "viewControllers" { c.tabbed.insert(d) }
            }
            for o in vc.allObjects() where o.element == "containerView" {
                for s in o.segues where s.kind == "embed" { if let d = s.destination { c.embedded[d] = o } }
            }
        }
        var changed = true
        while changed {
            changed = false
            for (id, vc) in controllers {
                let inNav = c.navigation[id], inTab = c.tabbed.contains(id)
                let embeddedIn = c.embedded[id]
                for o in vc.allObjects() {
                    for s in o.segues {
                        guard let d = s.destination else { continue }
                        let push = ["show", "push"].contains(s.kind)
                        let root = s.kind == "relationship" && vc.element == "navigationController" && s.relationship == "rootViewController"
                        if push, let nav = inNav, c.navigation[d] == nil { c.navigation[d] = nav; changed = true }
                        if push || root, inTab, !c.tabbed.contains(d) { c.tabbed.insert(d); changed = true }
                        // A navigation controller embedded in a container shows its whole stack
                        // at the container's size: its root and every scene pushed on it.
                        if push || root, let e = embeddedIn, c.embedded[d] == nil { c.embedded[d] = e; changed = true }
                    }
                }
            }
        }
        return c
    }

    /// The simulated screen of scene controller `c`.
    static func scene(_ c: IBObject, in doc: IBDocument, containment: Containment) -> IBSimulatedScene {
        let deviceID = doc.device?["id"]
        var (status, home) = deviceInsets(deviceID)
        let written = c.keyed["view"]?.frame
        var size: CGSize
        if let s = doc.deviceSize { size = CGSize(width: s.width, height: s.height) }
        else if let t = doc.defaultSimulatedMetrics["destination"]?["type"], let s = legacyScreens[t] { size = s }
        else if let w = written { size = CGSize(width: w.width, height: w.y + w.height) }
        else { size = CGSize(width: 375, height: 667) }
        if c.simulatedMetrics["simulatedOrientationMetrics"]?["orientation"]?.hasPrefix("landscape") == true, size.height > size.width {
            size = CGSize(width: size.height, height: size.width)
        }
        if let id = c.id, let container = containment.embedded[id], let f = container.frame {
            size = CGSize(width: f.width, height: f.height)
        }
        if c.nilKeys.contains("simulatedStatusBarMetrics") || c.simulatedMetrics["simulatedStatusBarMetrics"]?["statusBarStyle"] == "none" {
            status = 0
        }
        if size.width > size.height { home = min(home, 21) }

        var top: CGFloat = 0, topOpaque = false
        let nav = c.id.flatMap { containment.navigation[$0] }
        if let m = c.simulatedMetrics["simulatedTopBarMetrics"] {
            if m["element"] == "simulatedNavigationBarMetrics" {
                top = m["prompted"] == "YES" ? 74 : 44
                topOpaque = m["translucent"] == "NO"
            }
        } else if !c.nilKeys.contains("simulatedTopBarMetrics"), let nav, nav.bool("navigationBarHidden") != true {
            top = c.keyed["navigationItem"]?["prompt"] != nil ? 74 : 44
            topOpaque = nav.keyed["navigationBar"]?.bool("translucent") == false
        }
        // From Xcode 8 the canvas draws the bar of the navigation controller the scene is
        // in where that controller's bar is written, and the scene's top layout guide and
        // safe area end there: Xcode 10 writes it at 44–88 on retina6_1 (under the 44-point
        // status bar), Xcode 11 at 0–44 for a split view's detail (its label 52 points
        // under the guide is at 96), Xcode 26 at 96–150. Xcode 5 and 6 left the bar's rect
        // at y = 0 whatever the canvas drew (their scenes start at 64), so they keep the
        // status bar plus the bar's height. Xcode 26 also keeps the root at the top under
        // an opaque bar and shortens it by the bar.
        let xcode26 = doc.toolsVersionNumber >= 24000
        if doc.toolsVersionNumber >= 8000, top > 0, let bar = nav?.keyed["navigationBar"]?.frame, CGFloat(bar.y + bar.height) > status {
            top = CGFloat(bar.y + bar.height) - status
        }

        var bottom: CGFloat = 0, bottomOpaque = false
        if let m = c.simulatedMetrics["simulatedBottomBarMetrics"] {
            if m["element"] == "simulatedTabBarMetrics" { bottom = 49 } else if m["element"] == "simulatedToolbarMetrics" { bottom = 44 }
            bottomOpaque = m["translucent"] == "NO"
        } else if !c.nilKeys.contains("simulatedBottomBarMetrics") {
            if let nav, nav.bool("toolbarHidden") == false { bottom = 44 }
            else if let id = c.id, containment.tabbed.contains(id), c.bool("hidesBottomBarWhenPushed") != true { bottom = 49 }
        }
        return IBSimulatedScene(size: size, statusBar: status, topBar: top, topBarIsOpaque: topOpaque,
                                bottomBar: bottom, bottomBarIsOpaque: bottomOpaque, homeIndicator: home,
                                keepsRootAtTop: xcode26)
    }
}
