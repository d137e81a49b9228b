/// Counts the work running off the main actor (folder listings, previews, attaching a photo),
/// whichever screen started it, so the program can let it finish before exiting: libraries
/// such as libvips must not be torn down by `exit` under a thread that is still using them.
@MainActor
public enum BackgroundWork {
    public private(set) static var running = 0

    static func started() { running += 1 }
    static func finished() { running -= 1 }
}
