import Foundation
import Testing
import UIKit
import HeadlessBackend
import TestSupport

@MainActor final class IBRememberedLookupViewController: UIViewController {}

/// The class-name nib lookup (`nibName` of a controller made with `nibName: nil`) remembers
/// its answer for the application it ran in, and only there: nothing is process-wide, so a
/// second application (another test, running in parallel) finds what the bundle holds now.
@MainActor
@Suite struct IBNibNameCacheTests {
    @Test func theLookupIsRememberedPerApplication() {
        let folder = IBTempFolder()
        let bundle = folder.bundle
        func nibName(in screen: HeadlessScreen) -> String? {
            var name: String?
            screen.perform { name = IBRememberedLookupViewController(nibName: nil, bundle: bundle).nibName }
            return name
        }
        let first = HeadlessScreen.checked()
        #expect(nibName(in: first) == nil)

        folder.write("IBRememberedLookupView.xib", "<document/>")
        // A loaded bundle's files are taken not to change: the first application keeps its answer.
        #expect(nibName(in: first) == nil)
        // Another application asks the bundle again.
        let second = HeadlessScreen.checked()
        #expect(nibName(in: second) == "IBRememberedLookupView")
        // Outside any application's code nothing is remembered.
        #expect(IBRememberedLookupViewController(nibName: nil, bundle: bundle).nibName == "IBRememberedLookupView")
    }
}
