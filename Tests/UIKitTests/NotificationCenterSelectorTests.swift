import Foundation
import Testing
import UIKit

/// `NotificationCenter.addObserver(_:selector:name:object:)` with typed selectors, as
/// Foundation documents it: delivery on the posting thread, name and sender filters, the
/// observer held weakly, `removeObserver` removing selector registrations too.
@Suite struct NotificationCenterSelectorTests {
    final class Watcher: @unchecked Sendable {
        var received: [Notification] = []
        var legacy: [NSNotification] = []
        var refreshes = 0
        var threads: [Thread] = []
        func keyboardWillShow(_ note: Notification) { received.append(note); threads.append(Thread.current) }
        func legacyHandler(_ note: NSNotification) { legacy.append(note) }
        func refresh() { refreshes += 1 }
    }

    static let willShow = Selector(Watcher.keyboardWillShow, name: "keyboardWillShow:")
    static let custom = Notification.Name("TestCustomNotification")

    @Test func deliversTheNotificationToTheSelectorFilteredByNameAndSender() {
        let center = NotificationCenter()
        let w = Watcher()
        let sender = NSObject(), other = NSObject()
        center.addObserver(w, selector: Self.willShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(w, selector: Selector(Watcher.refresh, name: "refresh"), name: Self.custom, object: sender)
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        center.post(name: UIResponder.keyboardWillShowNotification, object: other,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        center.post(name: Self.custom, object: other)
        center.post(name: Self.custom, object: sender)
        center.post(name: UIResponder.keyboardDidShowNotification, object: nil)
        #expect(w.received.map(\.name) == [UIResponder.keyboardWillShowNotification])
        #expect(w.received.first?.object as? NSObject === other)
        #expect(w.received.first?.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == frame)
        #expect(w.refreshes == 1)
    }

    @Test func aMethodTakingNSNotificationGetsOne() {
        let center = NotificationCenter()
        let w = Watcher()
        center.addObserver(w, selector: Selector(Watcher.legacyHandler, name: "legacyHandler:"), name: Self.custom, object: nil)
        center.post(name: Self.custom, object: nil, userInfo: ["k": 1])
        #expect(w.legacy.map(\.name) == [Self.custom])
        #expect(w.legacy.first?.userInfo?["k"] as? Int == 1)
    }

    @Test func runsOnThePostingThread() {
        let center = NotificationCenter()
        let w = Watcher()
        center.addObserver(w, selector: Self.willShow, name: Self.custom, object: nil)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var poster: Thread?
        let thread = Thread {
            poster = Thread.current
            center.post(name: Self.custom, object: nil)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(w.threads.count == 1)
        #expect(w.threads.first === poster)
    }

    @Test func theObserverIsHeldWeaklyAndNeedNotBeRemoved() {
        let center = NotificationCenter()
        var w: Watcher? = Watcher()
        weak var gone = w
        center.addObserver(w!, selector: Self.willShow, name: Self.custom, object: nil)
        w = nil
        #expect(gone == nil)
        center.post(name: Self.custom, object: nil)  // no observer left: nothing is called
        let next = Watcher()
        center.addObserver(next, selector: Self.willShow, name: Self.custom, object: nil)
        center.post(name: Self.custom, object: nil)
        #expect(next.received.count == 1)
    }

    @Test func removeObserverRemovesSelectorRegistrationsByNameAndSender() {
        let center = NotificationCenter()
        let w = Watcher(), kept = Watcher()
        let sender = NSObject()
        center.addObserver(w, selector: Self.willShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(w, selector: Self.willShow, name: Self.custom, object: sender)
        center.addObserver(kept, selector: Self.willShow, name: Self.custom, object: nil)
        center.removeObserver(w, name: Self.custom, object: NSObject())  // another sender: nothing removed
        center.post(name: Self.custom, object: sender)
        #expect(w.received.count == 1)
        center.removeObserver(w, name: Self.custom, object: nil)
        center.post(name: Self.custom, object: sender)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(w.received.map(\.name) == [Self.custom, UIResponder.keyboardWillShowNotification])
        center.removeObserver(w)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(w.received.count == 2)
        #expect(kept.received.count == 2)
    }

    @Test func removeObserverStillRemovesABlockToken() {
        let center = NotificationCenter()
        nonisolated(unsafe) var calls = 0
        let token = center.addObserver(forName: Self.custom, object: nil, queue: nil) { _ in calls += 1 }
        center.post(name: Self.custom, object: nil)
        center.removeObserver(token)
        center.post(name: Self.custom, object: nil)
        #expect(calls == 1)
    }

    @Test func keyboardNamesAndKeysAreUIKits() {
        #expect([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                 UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                 UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification].map(\.rawValue) == [
            "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
        ])
        #expect([UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                 UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                 UIResponder.keyboardIsLocalUserInfoKey] == [
            "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
            "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
        ])
    }
}
