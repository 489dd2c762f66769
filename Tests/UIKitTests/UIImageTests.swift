import Foundation
import Testing
import UIKit
import UIKitEngine
import HeadlessBackend
import TestSupport

/// UIImage loading as iOS does it (bundle lookup, `@2x`/`@3x`, asset catalogue folders,
/// files, data; nil for what is not there), SF Symbols by name, rendering modes, and how
/// a character device shows images.
@Suite struct UIImageTests {
    @Test func namedImagesComeFromTheBundle() throws {
        let (bundle, _) = try ImageFixtures.bundle([
            "logo@2x.png": ImageFixtures.png(width: 120, height: 60),
            "logo.png": ImageFixtures.png(width: 60, height: 30),
            "icon.png": ImageFixtures.png(width: 16, height: 16),
            "Assets.xcassets/Brand/banner.imageset/banner@3x.png": ImageFixtures.png(width: 300, height: 90),
            "Assets.xcassets/Brand/banner.imageset/Contents.json": Data(#"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"banner@3x.png","scale":"3x"}]}"#.utf8),
            "notes.txt": Data("not an image".utf8),
        ])
        let logo = try #require(UIImage(named: "logo", in: bundle, compatibleWith: nil))
        // The best scale wins; size is in points (pixels ÷ scale).
        #expect(logo.scale == 2 && logo.size == CGSize(width: 60, height: 30))
        let icon = try #require(UIImage(named: "icon.png", in: bundle, compatibleWith: nil))
        #expect(icon.scale == 1 && icon.size == CGSize(width: 16, height: 16))
        let banner = try #require(UIImage(named: "banner", in: bundle, compatibleWith: nil))
        #expect(banner.scale == 3 && banner.size == CGSize(width: 100, height: 30))
        // Missing names and files that are not images are nil, as on iOS.
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "notes.txt", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "") == nil)
        #expect(logo.pngData() != nil && logo.renderingMode == .automatic && !logo.isSymbolImage)
    }

    @Test func filesAndData() throws {
        let (_, dir) = try ImageFixtures.bundle(["photo@3x.png": ImageFixtures.png(width: 9, height: 6)])
        let photo = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("photo@3x.png").path))
        #expect(photo.scale == 3 && photo.size == CGSize(width: 3, height: 2))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("absent.png").path) == nil)
        let data = ImageFixtures.png(width: 40, height: 20)
        #expect(UIImage(data: data)?.size == CGSize(width: 40, height: 20))
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 20, height: 10))
        #expect(UIImage(data: Data("GIF89a".utf8) + Data([10, 0, 5, 0]))?.size == CGSize(width: 10, height: 5))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage().size == .zero)
    }

    /// Each symbol drawn by an image view: the character that stands for it.
    @MainActor
    @Test func systemSymbols() {
        let names = ["star.fill", "trash.circle.fill", "chevron.right", "gearshape.fill", "checkmark"]
        let screen = HeadlessScreen.checked(width: names.count, height: 1)
        screen.makeWindow(root: ControlsHostController { v in
            for (x, name) in names.enumerated() {
                let view = UIImageView(image: UIImage(systemName: name))
                view.frame = CGRect(x: x, y: 0, width: 1, height: 1)
                v.addSubview(view)
            }
        })
        expectScreen(screen.lines, equals: ["★⌫›⚙✓"])
        #expect(UIImage(systemName: "star.fill")?.isSymbolImage == true)
        // Names that are not symbols are nil, as on iOS.
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "star.banana") == nil)
        let configured = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
        #expect((configured?.configuration as? UIImage.SymbolConfiguration)?.pointSize == 24)
        #expect(UIImage.SymbolConfiguration(pointSize: 24) == UIImage.SymbolConfiguration(pointSize: 24))
    }

    @Test func renderingModesAndTints() throws {
        let symbol = try #require(UIImage(systemName: "heart"))
        #expect(symbol.renderingMode == .automatic)
        #expect(symbol.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        let red = symbol.withTintColor(.systemRed)
        #expect(red.renderingMode == .alwaysTemplate && red != symbol)
        #expect(symbol.withTintColor(.systemRed, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    /// On a character device an image view shows a symbol's character in the tint colour
    /// (or the image's own tint) and a file image as its name in brackets, dim.
    @MainActor
    @Test func imageViewsOnTheScreen() throws {
        let (bundle, _) = try ImageFixtures.bundle(["avatar.png": ImageFixtures.png(width: 8, height: 8)])
        let screen = HeadlessScreen.checked(width: 10, height: 3)
        screen.makeWindow(root: ControlsHostController { v in
            let star = UIImageView(image: UIImage(systemName: "star.fill"))
            star.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
            let heart = UIImageView(image: UIImage(systemName: "heart.fill")?.withTintColor(.systemRed))
            heart.frame = CGRect(x: 2, y: 0, width: 1, height: 1)
            let avatar = UIImageView(image: UIImage(named: "avatar", in: bundle, compatibleWith: nil))
            avatar.frame = CGRect(x: 0, y: 1, width: 10, height: 1)
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "plus"), for: .normal)
            button.frame = CGRect(x: 0, y: 2, width: 5, height: 1)
            v.addSubview(star); v.addSubview(heart); v.addSubview(avatar); v.addSubview(button)
        })
        expectScreen(screen.lines, equals: ["★ ♥", " [avatar]", "[ + ]"])
        #expect(screen.grid[0, 0].style.foreground == .rgb(0, 122, 255))
        #expect(screen.grid[2, 0].style.foreground == .rgb(255, 59, 48))
        #expect(screen.grid[1, 1].style.attributes == .dim)
    }
}
