import NibModel

extension XMLElementNode {
    /// `self[attribute: name]` for a name that is not a `KnownAttribute`: the same scan by name,
    /// without first hashing the name to look it up among the known ones (layout reads a few
    /// such attributes of every view in every build). Known names use `self[known:]`.
    func attribute(notKnown name: String) -> String? {
        attributes.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i].name == name { return buffer[i].value }
            return nil
        }
    }
}
