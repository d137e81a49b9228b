/// A screen's destinations that include the photo picker (the game's and the People screen's):
/// the picker is read, changed and presented the same way on both, written once here.
public protocol PickerDestination {
    /// The destination that shows `picker` (the enum's `photoPicker` case).
    static func photoPicker(_ picker: PhotoPicker) -> Self
    /// The picker this destination shows, if it is the picker.
    var shownPickerCase: PhotoPicker? { get }
}

extension PickerDestination {
    /// The picker on show; setting it changes an open picker and never opens one.
    public var picker: PhotoPicker? {
        get { shownPickerCase }
        set { if let newValue, shownPickerCase != nil { self = .photoPicker(newValue) } }
    }
}

/// A photo picker host whose picker is one of its destinations: where the picker is kept, how it
/// is presented and closed, written once for every such screen.
@MainActor
protocol PickerDestinationHost: PhotoPickerHost {
    associatedtype Destination: PickerDestination
    var destination: Destination? { get set }
}

extension PickerDestinationHost {
    var shownPicker: PhotoPicker? {
        get { destination?.picker }
        set { destination?.picker = newValue }
    }

    func presentPicker(_ picker: PhotoPicker) {
        destination = .photoPicker(picker)
    }

    func closePicker() {
        destination = nil
    }
}
