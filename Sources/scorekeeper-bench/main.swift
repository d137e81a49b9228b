// The benchmark: `make bench` (or `swift run -c release scorekeeper-bench`): photos, the interface,
// a club's large file (`scale`), the command line against the sqlite3 shell (`cli`), graphics,
// sync between two copies of the large file (`sync`).
// Prints figures only; the goals are in the README.
import Foundation
import ScorekeeperStore
import ScorekeeperSync
import ScorekeeperPhotos

func fileSize(_ url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
}

/// The database file plus its write-ahead log: what the database takes on disk.
func databaseSize(_ url: URL) -> Int {
    fileSize(url) + fileSize(URL(fileURLWithPath: url.path + "-wal"))
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

// `scorekeeper-bench engine-trfs FOLDER [COUNT]` writes the engine's random Swiss tournaments
// for FIDE's checkers (Tests/Oracles/make-engine-checks.sh) and does nothing else.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "engine-trfs" {
    do {
        try TournamentStoreBench.writeTRFs(folder: CommandLine.arguments[2],
                                           count: CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 200 : 200)
        exit(0)
    } catch {
        print("engine-trfs failed: \(error)")
        exit(1)
    }
}

// `scorekeeper-bench dutch-pair TRF OUT` pairs the next round of a TRF-16 file with the Dutch
// engine, for the pairing part to measure as a child process beside bbpPairings.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "dutch-pair" {
    do {
        try DutchPairingBench.pairFile(CommandLine.arguments[2], output: CommandLine.arguments[3])
        exit(0)
    } catch {
        print("dutch-pair failed: \(error)")
        exit(1)
    }
}

// `scorekeeper-bench import-file PATH` writes the `import` part's 5,000-play BG Stats export
// (to profile the import on it) and does nothing else.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "import-file" {
    do {
        try Data(ImportBench.bgStatsExport().utf8).write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
        exit(0)
    } catch {
        print("import-file failed: \(error)")
        exit(1)
    }
}

/// Which parts to run: `scorekeeper-bench [photos|interface|scale|cli|graphics|sync|sheets|files|people|tournament|dutch|import|web|webcost]`; all when none is named.
let parts = Set(CommandLine.arguments.dropFirst())
let runPhotos = parts.isEmpty || parts.contains("photos")
let runInterface = parts.isEmpty || parts.contains("interface")
let runScale = parts.isEmpty || parts.contains("scale")
let scorekeeperExecutable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("scorekeeper")

if runPhotos { do {
    let cache = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_CACHE"] ?? "bench-cache",
                    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    let files = try BenchPhotos.files(in: cache)
    let photoBytes = files.map(fileSize).reduce(0, +)
    let run = cache.appendingPathComponent("run")
    try? FileManager.default.removeItem(at: run)
    try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
    let cores = ProcessInfo.processInfo.activeProcessorCount

    print("Scorekeeper photo benchmark: \(files.count) JPEGs of \(BenchPhotos.width)x\(BenchPhotos.height), "
          + "\(megabytes(photoBytes / files.count)) on average (\(megabytes(photoBytes)) in all), \(cores) cores")

    // (1) Attach through Scorekeeper's own path (read, check, thumbnail on every core, save),
    // then the floor, in turns: the disk's speed drifts on a shared machine, so each attach is
    // compared with the floor measured right after it, and the median ratio is reported.
    // Closing is timed too, as the sqlite3 process's exit (which writes its log back) is.
    let rounds = 3
    var ratios: [Double] = []
    var databaseURL = run.appendingPathComponent("bench-1.sqlite")
    var players: [Player] = []
    var sizeBefore = 0
    for round in 1...rounds {
        databaseURL = run.appendingPathComponent("bench-\(round).sqlite")
        // A game with one player per photo.
        var database: AppDatabase? = try AppDatabase.open(DatabaseLocation(path: databaseURL.path, isDefault: false))
        let game = try database!.createGame(title: "Fifty photos")
        players = try files.indices.map { try database!.addPlayer(gameID: game.id, name: "Player \($0 + 1)") }
        // Sizes are taken with the database closed: the last connection to close writes the log
        // back into the file and deletes it, so the file alone is the database at rest.
        database = nil
        sizeBefore = databaseSize(databaseURL)
        database = try AppDatabase.open(DatabaseLocation(path: databaseURL.path, isDefault: false))

        let attachments = zip(players, files).map { PhotoAttachment(playerID: $0.id, path: RawPath($1.path)) }
        let start = ContinuousClock.now
        let results = database!.attachPhotos(attachments, workers: cores)
        database = nil
        let attachSeconds = (ContinuousClock.now - start).seconds
        for case .failure(let error) in results { throw BenchError("attach failed: \(error)") }
        let floorURL = run.appendingPathComponent("floor.sqlite")
        let floorSeconds = try SQLiteFloor.insertSeconds(files: files, database: floorURL)
        try? FileManager.default.removeItem(at: floorURL)
        ratios.append(attachSeconds / floorSeconds)
        print("(1) round \(round): attach \(files.count) photos with thumbnails \(String(format: "%.2f s", attachSeconds)), "
              + "floor (sqlite3 readfile() in one transaction, WAL) \(String(format: "%.2f s", floorSeconds)), "
              + "ratio \(String(format: "%.2f", attachSeconds / floorSeconds))x")
        if round < rounds { try? FileManager.default.removeItem(at: databaseURL) }
    }
    print("    median ratio: \(String(format: "%.2f", ratios.sorted()[rounds / 2]))x")
    var database: AppDatabase?

    // (2) The file at rest.
    let sizeFull = databaseSize(databaseURL)
    print("(2) database size / photo bytes: \(String(format: "%.4f", Double(sizeFull) / Double(photoBytes))) "
          + "(\(megabytes(sizeFull)) / \(megabytes(photoBytes)))")

    // (4) Before removing: the interface showing the game and scrolling through all 50.
    let memory = InterfaceMemory.peak(executable: scorekeeperExecutable, database: databaseURL, players: files.count)

    // (3) Remove every photo: the file must give the space back.
    database = try AppDatabase.open(DatabaseLocation(path: databaseURL.path, isDefault: false))
    for player in players { try database!.removePhoto(playerID: player.id) }
    database = nil
    let sizeAfter = databaseSize(databaseURL)
    print("(3) size after removing all photos: \(sizeAfter) bytes; before attaching: \(sizeBefore) bytes "
          + "(\(String(format: "%.1f", Double(sizeAfter) / Double(sizeBefore) * 100))%)")
    print("(4) peak memory of the interface showing the game and scrolling all \(files.count) photos: \(memory)")
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if runInterface { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try InterfaceTiming.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if runScale { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-scale-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // SCOREKEEPER_BENCH_KEEP=1 keeps the files, to look into them (the path is printed).
    let keep = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_KEEP"] == "1"
    defer { if keep { print("files kept in \(folder.path)") } else { try? FileManager.default.removeItem(at: folder) } }
    try ScaleBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("cli") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-cli-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let keep = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_KEEP"] == "1"
    defer { if keep { print("files kept in \(folder.path)") } else { try? FileManager.default.removeItem(at: folder) } }
    try CLIBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("graphics") { do {
    let cache = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_CACHE"] ?? "bench-cache",
                    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    let photo = try GraphicsTiming.photo(in: cache)
    try GraphicsTiming.report(photo: photo)
    try GraphicsTiming.reportAvatars(photo: photo)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("sync") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-sync-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let keep = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_KEEP"] == "1"
    defer { if keep { print("files kept in \(folder.path)") } else { try? FileManager.default.removeItem(at: folder) } }
    try SyncBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("sheets") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-sheets-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try SheetBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("files") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-files-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FilesBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("tournament") { do {
    try TournamentBench.report()
    try TournamentStoreBench.report()
    try DutchPairingBench.report()
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

// The Dutch pairing comparison alone (it is part of `tournament` too).
if parts.contains("dutch") && !parts.contains("tournament") { do {
    try DutchPairingBench.report()
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("people") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-people-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let keep = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_KEEP"] == "1"
    defer { if keep { print("files kept in \(folder.path)") } else { try? FileManager.default.removeItem(at: folder) } }
    try PeopleBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("import") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-import-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let keep = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_KEEP"] == "1"
    defer { if keep { print("files kept in \(folder.path)") } else { try? FileManager.default.removeItem(at: folder) } }
    try ImportBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

if parts.isEmpty || parts.contains("web") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-web-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try WebBench.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }

// What the web server costs the commands that do not serve, before and after its own program.
if parts.isEmpty || parts.contains("webcost") { do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scorekeeper-bench-webcost-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try WebCost.report(executable: scorekeeperExecutable, directory: folder)
} catch {
    print("Benchmark failed: \(error)")
    exit(1)
} }
