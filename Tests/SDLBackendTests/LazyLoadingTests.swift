import CDynamicLibrary
import Foundation
import SDLBackend
import Testing
import TestSupport

/// The pixel backend's libraries (SDL2, SDL2_ttf, libpng, and what SDL2 needs: X11, Wayland,
/// PulseAudio, ALSA…) are opened on first use, not at start-up: a program linking the
/// backend that draws no pixels loads none of them; one asked for pixels loads them and
/// draws (docs/DECISIONS.md, "The pixel backend's libraries are loaded on first use").
@Suite struct LazyLoadingTests {
    /// Libraries that only pixels need.
    static let pixelLibraries = ["libSDL2-2.0.so.0", "libSDL2_ttf-2.0.so.0", "libpng16.so.16", "libfreetype.so.6",
                                 "libX11.so.6", "libwayland-client.so.0", "libpulse.so.0", "libasound.so.2"]

    /// Runs `program arguments` with the dynamic loader reporting each library it
    /// initialises (glibc's LD_DEBUG=libs, on standard error): the exit status and the
    /// file names of the libraries loaded.
    static func loadedLibraries(_ program: String, _ arguments: [String],
                                environment extra: [String: String] = [:]) throws -> (status: Int32, libraries: Set<String>) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        environment["SDL_VIDEODRIVER"] = "offscreen"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var libraries = Set<String>()
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "calling init: ") else { continue }
            libraries.insert((String(line[range.upperBound...]) as NSString).lastPathComponent)
        }
        return (process.terminationStatus, libraries)
    }

    @Test(arguments: [("contacts", ["--version"]), ("uikit-demos", ["--list"])])
    func aProgramThatDrawsNoPixelsLoadsNoPixelLibrary(program: String, arguments: [String]) throws {
        let path = try #require(TestTools.product(program), "\(program) is built by swift build --build-tests")
        let run = try Self.loadedLibraries(path, arguments)
        #expect(run.status == 0)
        // The loader's report is there (it names libc), so an empty match means something.
        #expect(run.libraries.contains("libc.so.6"), "LD_DEBUG=libs reported \(run.libraries.sorted())")
        #expect(run.libraries.intersection(Self.pixelLibraries).isEmpty,
                "\(program) \(arguments.joined(separator: " ")) loaded \(run.libraries.intersection(Self.pixelLibraries).sorted())")
    }

    @Test func aScreenshotLoadsThePixelLibrariesAndDraws() throws {
        let path = try #require(TestTools.product("uikit-demos"), "uikit-demos is built by swift build --build-tests")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString.prefix(8)).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Self.loadedLibraries(path, ["--screenshot", file.path, "--size", "200x300", "navigation"])
        #expect(run.status == 0)
        for library in ["libSDL2-2.0.so.0", "libSDL2_ttf-2.0.so.0", "libpng16.so.16"] {
            #expect(run.libraries.contains(library), "\(library) not loaded: \(run.libraries.sorted())")
        }
        let picture = try PNGFile.read(file.path)
        #expect(picture.width == 200 && picture.height == 300)
        // Something was drawn: not every pixel is the same colour.
        #expect(Set(picture.pixels).count > 1)
    }

    /// A library that is not installed, or lacks a function, fails with dlerror's words
    /// and the library's name, once, and stays failed.
    @Test func aLibraryThatCannotBeLoadedSaysWhy() throws {
        func load(_ soname: String, _ names: [String]) -> (loaded: Bool, error: String, functions: [UnsafeMutableRawPointer?]) {
            let cNames = names.map { strdup($0) }
            defer { cNames.forEach { free($0) } }
            var pointers = cNames.map { UnsafePointer<CChar>($0) }
            var functions = [UnsafeMutableRawPointer?](repeating: nil, count: names.count)
            let cSoname = strdup(soname)
            defer { free(cSoname) }
            var library = cdl_library()
            return pointers.withUnsafeMutableBufferPointer { namesBuffer in
                functions.withUnsafeMutableBufferPointer { functionsBuffer in
                    library.soname = UnsafePointer(cSoname)
                    library.names = UnsafePointer(namesBuffer.baseAddress)
                    library.functions = functionsBuffer.baseAddress
                    library.count = Int32(names.count)
                    let first = cdl_load(&library) == 1
                    let again = cdl_load(&library) == 1
                    #expect(first == again)
                    return (first, String(cString: cdl_error(&library)), Array(functionsBuffer))
                }
            }
        }
        let missing = load("libnot-installed-here.so.9", ["f"])
        #expect(!missing.loaded)
        #expect(missing.error.hasPrefix("libnot-installed-here.so.9: cannot open shared object file"), "\(missing.error)")

        let lacking = load("libm.so.6", ["cos", "no_such_function_here"])
        #expect(!lacking.loaded)
        #expect(lacking.error.hasPrefix("libm.so.6: no function no_such_function_here"), "\(lacking.error)")

        let present = load("libm.so.6", ["cos"])
        #expect(present.loaded && present.error.isEmpty)
        let cosine = unsafeBitCast(try #require(present.functions[0]), to: (@convention(c) (Double) -> Double).self)
        #expect(cosine(0) == 1)
    }
}
