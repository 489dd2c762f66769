import Foundation
import UIKitEngine
internal import InterfaceBuilderXML

extension UIStoryboard {
    /// The storyboard `name` (without `.storyboard`) from `bundle` (nil: the main bundle),
    /// as `init(name:bundle:)`. Xcode compiles `Name.storyboard` into the app; here the
    /// XML file itself is read from the bundle's resources (a SwiftPM target's
    /// `Bundle.module`, `Base.lproj` and localized `.lproj` folders; see `IBResourceLookup`).
    ///
    /// A missing file raises UIKit's NSInvalidArgumentException "Could not find a storyboard
    /// named 'Main' in bundle …"; a file that cannot be read (malformed XML with its line,
    /// the legacy `<archive>` format) raises NSInvalidArgumentException with the reader's
    /// reason. With recorded exceptions (tests) the storyboard is then empty.
    /// Scenes are made lazily, anew for each instantiation; register the file's custom
    /// classes first (`InterfaceBuilderClasses`).
    /// Source: https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:)
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let url = IBResourceLookup.url(name, ext: "storyboard", in: storyboardBundleOrNil) else {
            let b = storyboardBundleOrNil ?? Bundle.main
            self.init(name: name, scenes: [], initial: nil)
            _raiseLoadFailure("Could not find a storyboard named '\(name)' in bundle NSBundle <\(b.bundlePath)> (loaded)")
            return
        }
        self.init(name: name, contentsOf: url, bundle: storyboardBundleOrNil)
    }

    /// A storyboard read from the file at `url` (a path outside any bundle, as
    /// `uikit-ib` and tests use). Failures are raised as for `init(name:bundle:)`.
    public convenience init(name: String, contentsOf url: URL, bundle: Bundle? = nil) {
        do {
            let doc = try IBDocument.read(contentsOf: url)
            try self.init(document: doc, name: name, bundle: bundle)
        } catch {
            self.init(name: name, scenes: [], initial: nil)
            _raiseLoadFailure(String(describing: error))
        }
    }

    convenience init(document doc: IBDocument, name: String, bundle: Bundle?) throws {
        guard doc.kind == .storyboard else {
            throw IBReadError.notInterfaceBuilder(file: doc.file, line: 1, reason: "this is a xib; load it with UINib")
        }
        let loader = IBLoader(document: doc, bundle: bundle)
        loader.strings = IBResourceLookup.strings(for: name, in: bundle)
        let (scenes, initial) = IBStoryboardScenes.scenes(of: loader, bundle: bundle)
        self.init(name: name, scenes: scenes, initial: initial)
        loader.storyboard = self
        _ibLoader = loader
    }

    var _interfaceBuilderLoader: IBLoader? { _ibLoader as? IBLoader }

    private func _raiseLoadFailure(_ reason: String) {
        let ex = UIKitException(name: UIKitException.invalidArgument, reason: reason)
        if let app = UIApplication._current { app.diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
    }

    /// Makes the initial scene's controller, passing the creator a coder to build it
    /// (`instantiateInitialViewController(creator:)`, iOS 13): the creator's controller
    /// replaces the scene's class (its properties, items and view then come from the file);
    /// nil from the creator makes the scene's own class.
    public func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let id = initialSceneIdentifier else { return nil }
        return _instantiate(id, creator: creator) as? ViewController
    }

    /// `instantiateViewController(identifier:creator:)` (iOS 13): as
    /// `instantiateViewController(withIdentifier:)`, with the creator making the object.
    public func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                         creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let vc = _instantiate(identifier, creator: creator) as? ViewController { return vc }
        _raiseUnknownScene(identifier)
        guard let plain = UIViewController() as? ViewController else {
            preconditionFailure("Storyboard (\(description)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return plain
    }

    private func _instantiate(_ id: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let creator, let loader = _interfaceBuilderLoader else { return _instantiate(id) }
        loader.pendingCreator = creator
        defer { loader.pendingCreator = nil }
        return _instantiate(id)
    }
}

