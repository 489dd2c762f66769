import Foundation

/// Foundation's selector form of observing, which swift-corelibs-foundation leaves out
/// (it has no Objective-C runtime), with this project's typed `Selector`
/// (docs/DECISIONS.md 2026-11-29; `uikit-port` turns `#selector(f(_:))` into
/// `Selector(Type.f, name: "f:")`).
///
/// Source: Apple's Foundation documentation, `NotificationCenter.addObserver(_:selector:name:object:)`
/// and `removeObserver(_:)`: the method runs on the thread that posts; the center keeps no
/// strong reference to the observer and, since iOS 9 / macOS 10.11, an observer that is
/// deallocated need not be removed (it simply stops receiving).
extension NotificationCenter {
    /// Registers `observer` to receive `aSelector` for notifications named `aName`
    /// (nil: any name) from `anObject` (nil: any sender). The method gets the
    /// `Notification` (a method declared with `NSNotification` gets that; one without a
    /// parameter is called without it). The observer is held weakly; a non-object
    /// observer is rejected with Foundation's precondition.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let entry = _SelectorObservation(center: self, observer: target, name: aName, object: anObject)
        entry.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak entry] note in
            guard let entry, let target = entry.observer else { return }
            if aSelector.perform(target, note) { return }
            let bridged = NSNotification(name: note.name, object: note.object, userInfo: note.userInfo)
            _ = aSelector.perform(target, bridged)
        }
        _SelectorObservation.table.add(entry)
    }

    /// Removes every registration of `observer`: those made with a selector here and, for a
    /// token from `addObserver(forName:object:queue:using:)`, that one (Foundation's method).
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the registrations of `observer` matching `aName` and `anObject` (nil matches
    /// any), the selector ones included, then asks Foundation for the rest.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for entry in _SelectorObservation.table.remove(center: self, observer: observer, name: aName, object: anObject) {
            if let token = entry.token { removeObserver(token as Any) }
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// One selector registration: the observer weakly, the Foundation token it rides on.
final class _SelectorObservation: @unchecked Sendable {
    weak var center: NotificationCenter?
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    let object: AnyObject?
    var token: NSObjectProtocol?

    init(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        self.center = center
        self.observer = observer
        self.name = name
        self.object = object.map { $0 as AnyObject }
    }

    /// The registrations of all centers (a center cannot carry stored properties from an
    /// extension). Entries are matched by center and observer identity, so separate
    /// centers (tests) never see each other's; dead observers' entries are dropped as
    /// they are met.
    static let table = Table()

    final class Table: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [_SelectorObservation] = []

        func add(_ entry: _SelectorObservation) {
            lock.lock(); defer { lock.unlock() }
            entries.removeAll { $0.observer == nil || $0.center == nil }
            entries.append(entry)
        }

        func remove(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?) -> [_SelectorObservation] {
            lock.lock(); defer { lock.unlock() }
            let object = object.map { $0 as AnyObject }
            var removed: [_SelectorObservation] = []
            entries.removeAll { e in
                guard e.center === center, e.observer === observer else { return false }
                if let name, e.name != name { return false }
                if let object, e.object !== object { return false }
                removed.append(e)
                return true
            }
            return removed
        }
    }
}
