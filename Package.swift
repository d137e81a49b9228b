// swift-tools-version: 6.1
import PackageDescription

/// libstdc++ linked statically into the two programs (see Packaging/link/libstdc++.so): its folder
/// first on the library path turns the Swift runtime's `-lstdc++` into GCC's libstdc++.a.
let staticLibstdcxx = LinkerSetting.unsafeFlags(["-L", Context.packageDirectory + "/Packaging/link"], .when(platforms: [.linux]))

let package = Package(
    name: "Scorekeeper",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scorekeeper", targets: ["scorekeeper"]),
        .executable(name: "scorekeeper-bench", targets: ["scorekeeper-bench"]),
        // The web server's program, installed beside `scorekeeper` (`serve` and the share key start it).
        .executable(name: "scorekeeper-serve", targets: ["scorekeeper-serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.0"),
        // SHA-256 of photo bytes, so copies compare photos by content when they sync.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Typed ids (`Game.ID`, `Player.ID`, ...): a game's id cannot be passed where a player's is wanted.
        .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
        // Score sheets are YAML files (built in, and the users' own), read with line numbers for errors.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The live page (`scorekeeper serve`): an HTTP server with streamed responses for
        // Server-Sent Events; NIO and Service Lifecycle come with it (idle timeouts, a clean stop).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    ],
    targets: [
        // C libraries, reached through module maps with small `static inline` shims.
        // ncurses is opened at run time (see its shim.h): no pkg-config, whose flags would link
        // it (its headers are in the compiler's own include path).
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        // libvips is opened at run time, and glib's and GObject's functions are reached through
        // it; its headers (which need pkg-config for glib's folders, whose flags would link glib)
        // are not read: the shim declares what it uses (held to the headers by a test).
        .systemLibrary(name: "CVips", path: "Sources/CVips"),
        // libwebp and libqrencode are opened at run time too (see their shim.h): no pkg-config,
        // whose flags would link them (their headers are in the compiler's own include path).
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", providers: [.apt(["libwebp-dev"])]),
        // libchafa is opened at run time too, and its header (which needs pkg-config for glib's
        // folders) is not read: the shim declares what it uses (held to the header by a test).
        .systemLibrary(name: "CChafa", path: "Sources/CChafa"),
        // zlib expands KeepScore's gzipped backups a piece at a time, so a file that would expand
        // past the import's limit is refused while it expands.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // QR codes of a shared page's address, drawn in the terminal.
        .systemLibrary(name: "CQRencode", path: "Sources/CQRencode", providers: [.apt(["libqrencode-dev"])]),

        // The domain: plain values and pure rules (records' values, rules, standings, name order,
        // colours, ratings, tournaments' pairing, the clock's type, terminal cells as values, JSON
        // text). No database, no file, no terminal.
        .target(name: "ScorekeeperDomain", dependencies: [.product(name: "Tagged", package: "swift-tagged"), "CPrefetch"]),
        // A cache hint for the pairing engine's scan (no library: a header of one inline function).
        .systemLibrary(name: "CPrefetch", path: "Sources/CPrefetch"),
        // The store: AppDatabase (the one door for writes), a folder per feature with its writes,
        // reads and records, the migrations, and the users' files' door. It re-exports the domain.
        .target(name: "ScorekeeperStore", dependencies: [
            "ScorekeeperDomain",
            .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "Yams", package: "Yams"),
        ]),
        // Sync between copies of a file, on top of the store: the protocol, its frames and deadlines,
        // the rows it moves and how they merge.
        .target(name: "ScorekeeperSync", dependencies: ["ScorekeeperStore", .product(name: "GRDB", package: "GRDB.swift")]),
        // Other apps' files (BG Stats, BoardGameGeek, KeepScore, ScorePad) read into `ImportedFile`
        // values: no database; the store's import matches and writes them. JSON is read with
        // Foundation's JSONDecoder, XML with libxml2's reader, opened with dlopen when an XML file
        // is read (`LibXML2`): linked (as FoundationXML links it), libxml2 with ICU was loaded at
        // every start of every command.
        .target(name: "ScorekeeperImport", dependencies: ["ScorekeeperDomain", "CZlib"]),
        // Photos: recognising, thumbnailing and turning images into terminal cells.
        .target(name: "ScorekeeperPhotos", dependencies: ["ScorekeeperStore", "CVips", "CChafa", "CWebP"]),
        // Text into a QR code's modules (`QRMatrix`) with libqrencode.
        .target(name: "ScorekeeperQR", dependencies: ["ScorekeeperDomain", "CQRencode"]),
        // The pure terminal interface, a folder per screen: key tables, view models,
        // render(state, size) -> Screen.
        // It links no C library: photo and file work comes in as `PhotoServices` closures.
        .target(name: "ScorekeeperUI", dependencies: [
            "ScorekeeperStore", .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        ]),
        // The only code that calls curses: presents Screens, reads input, restores the terminal,
        // says whether the standard streams are terminals. It also hands the interface the real
        // photo work (`PhotoServices.live`), and starts the web server's program for the share key
        // (`ServeProgram`; the server is not linked here).
        .target(name: "ScorekeeperTerminal", dependencies: ["ScorekeeperUI", "ScorekeeperStore", "ScorekeeperPhotos", "ScorekeeperQR", "CNcursesw"]),
        // The live pages (`scorekeeper serve`): one scope of the file served read-only over HTTP,
        // pages and assets compiled in, with the guards a page on the local network needs.
        .target(name: "ScorekeeperWeb", dependencies: [
            // ScorekeeperQR: the report slips' QR codes, drawn as inline SVG.
            "ScorekeeperStore", "ScorekeeperQR", .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"), .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The command line (swift-argument-parser).
        .target(name: "ScorekeeperCLI", dependencies: [
            "ScorekeeperStore", "ScorekeeperSync", "ScorekeeperPhotos", "ScorekeeperUI", "ScorekeeperTerminal", "ScorekeeperImport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The Swift runtime's static link (`--static-swift-stdlib`) exports every public symbol of
        // the package's modules (its .lnk passes -export-dynamic): 42,000 dynamic symbols that
        // nothing looks up, but that the runtime's start scans (dladdr) on every run.
        .executableTarget(name: "scorekeeper", dependencies: ["ScorekeeperCLI"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"]), staticLibstdcxx]),
        // The web server as a program of its own: linked into `scorekeeper`, its conformances
        // (a fifth of the program's) were scanned by every command's type lookups. `scorekeeper
        // serve` execs it; the interface's share key spawns it.
        .executableTarget(name: "scorekeeper-serve", dependencies: ["ScorekeeperWeb", "ScorekeeperStore"],
                          linkerSettings: [staticLibstdcxx]),
        .executableTarget(name: "scorekeeper-bench", dependencies: [
            "ScorekeeperStore", "ScorekeeperSync", "ScorekeeperPhotos", "ScorekeeperUI", "PhotoTestSupport", "TestSupport",
            "TournamentTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // The sync protocol's fuzz target (`make fuzz` builds it with libFuzzer; built plainly it
        // replays inputs and writes the seed corpus).
        .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        .executableTarget(name: "scorekeeper-fuzz", dependencies: ["ScorekeeperStore", "ScorekeeperSync", "CLibFuzzer"]),

        // Helpers shared by the test targets (running the built binary, temporary folders, the
        // seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Sample pictures made on the fly and encoded with libvips, for tests and the benchmark:
        // apart from TestSupport so that tests without photos link no image library.
        .target(name: "PhotoTestSupport", dependencies: ["ScorekeeperStore", "ScorekeeperPhotos", "TestSupport"],
                path: "Tests/PhotoTestSupport"),
        .target(name: "TournamentTestSupport", dependencies: ["ScorekeeperDomain", "TestSupport"], path: "Tests/TournamentTestSupport"),
        // The real interface in tmux (the one harness of the end-to-end and reliability tests), and
        // the games it is opened on. It records failures with swift-testing, so only tests use it.
        .target(name: "InterfaceTestSupport", dependencies: ["ScorekeeperStore", "TestSupport"],
                path: "Tests/InterfaceTestSupport"),
        // What the store's and sync's tests share: a file of random games from a seed, and the
        // people statistics computed the plain way.
        .target(name: "StoreTestSupport", dependencies: ["ScorekeeperStore", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")],
                path: "Tests/StoreTestSupport"),
        // Fixtures are read from the source tree by path (`#filePath`), not bundled.
        // The domain's pure rules (pairings, brackets, tie-breaks, standings, text, wide integers):
        // no database is linked (PackageImportsTests holds it to that).
        .testTarget(name: "ScorekeeperDomainTests", dependencies: ["ScorekeeperDomain", "TestSupport", "TournamentTestSupport"],
                    exclude: ["Fixtures"]),
        // The store: AppDatabase on in-memory and temporary files, migrations and releases' files.
        .testTarget(name: "ScorekeeperStoreTests", dependencies: ["ScorekeeperStore", "ScorekeeperDomain", "StoreTestSupport", "TestSupport",
                                                                  .product(name: "GRDB", package: "GRDB.swift")],
                    exclude: ["Fixtures"]),
        // The readers of other apps' files, on hand-written files of each format and hostile ones
        // (no database).
        // libxml2's headers, read only by the test that holds `LibXML2`'s hand-written layout to them
        // (the program opens libxml2 at run time and reads no header of it). Debian's include folder.
        .target(name: "CLibXML2Layout", path: "Tests/CLibXML2Layout", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        .testTarget(name: "ScorekeeperImportTests", dependencies: ["ScorekeeperImport", "ScorekeeperDomain", "CZlib", "TestSupport",
                                                                   "CLibXML2Layout"],
                    exclude: ["Fixtures"]),
        // Sync between copies: the protocol, its wire, merges and convergence.
        .testTarget(name: "ScorekeeperSyncTests", dependencies: ["ScorekeeperSync", "ScorekeeperStore", "StoreTestSupport", "TestSupport",
                                                                 .product(name: "GRDB", package: "GRDB.swift")]),
        // libchafa's header, read only by the test that holds the shim's hand-written declarations
        // to it (the program opens libchafa at run time and reads no header of it): pkg-config
        // gives glib's and chafa's include folders.
        .systemLibrary(name: "CChafaHeaders", path: "Tests/CChafaHeaders", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
        .target(name: "CChafaLayout", dependencies: ["CChafaHeaders"], path: "Tests/CChafaLayout"),
        // libvips' headers, likewise, for the test that holds Sources/CVips/shim.h to them.
        .systemLibrary(name: "CVipsHeaders", path: "Tests/CVipsHeaders", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
        .target(name: "CVipsLayout", dependencies: ["CVipsHeaders"], path: "Tests/CVipsLayout"),
        .testTarget(name: "ScorekeeperPhotosTests", dependencies: [
            "ScorekeeperPhotos", "ScorekeeperStore", "TestSupport", "PhotoTestSupport", "CChafaLayout", "CVipsLayout",
            .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // No photo library here: the store's tests use a fake `PhotoServices`.
        .testTarget(name: "ScorekeeperUITests", dependencies: ["ScorekeeperUI", "ScorekeeperStore", "ScorekeeperSync", "TestSupport",
                                                               .product(name: "GRDB", package: "GRDB.swift")],
                    exclude: ["__Snapshots__"]),
        // The terminal layer's pure parts (choosing colors and the image protocol, reading the
        // terminal's replies), without starting a terminal.
        .testTarget(name: "ScorekeeperTerminalTests", dependencies: ["ScorekeeperTerminal", "ScorekeeperUI", "ScorekeeperStore", "TestSupport",
                                                                   "ScorekeeperPhotos", "PhotoTestSupport", "ScorekeeperQR"]),
        .testTarget(name: "ScorekeeperCLITests", dependencies: ["TestSupport", "PhotoTestSupport", .target(name: "scorekeeper"), "ScorekeeperCLI",
                                                              .product(name: "ArgumentParser", package: "swift-argument-parser"),
                                                              // Files are read back (and damaged) directly, as SQLite sees them.
                                                              .product(name: "GRDB", package: "GRDB.swift")]),
        // Depending on the executable target makes SwiftPM build the `scorekeeper` binary the tests run.
        .testTarget(name: "EndToEndTests", dependencies: ["ScorekeeperStore", "ScorekeeperPhotos", "ScorekeeperUI",
                                                          "ScorekeeperTerminal", "TestSupport", "PhotoTestSupport",
                                                          "InterfaceTestSupport",
                                                          .product(name: "GRDB", package: "GRDB.swift"),
                                                          // The share key starts `scorekeeper-serve`.
                                                          .target(name: "scorekeeper"), .target(name: "scorekeeper-serve")]),
        // The live pages: routes in process (HummingbirdTesting), the guards, and `scorekeeper serve`
        // as a real process.
        .testTarget(name: "ScorekeeperWebTests", dependencies: [
            "ScorekeeperWeb", "ScorekeeperStore", "ScorekeeperQR", "TestSupport", .target(name: "scorekeeper"),
            // `serve` becomes this program: SwiftPM builds it beside `scorekeeper`.
            .target(name: "scorekeeper-serve"),
            // The organiser accepts a phone's report in the real interface, driven in tmux.
            "InterfaceTestSupport",
            .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "ReliabilityTests", dependencies: [
            "ScorekeeperStore", "ScorekeeperSync", "ScorekeeperUI", "ScorekeeperTerminal", "TestSupport", "PhotoTestSupport",
            "InterfaceTestSupport", .target(name: "scorekeeper"),
            .product(name: "PropertyBased", package: "swift-property-based"),
            // The standings checks read the file back with a read-only connection of their own.
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
