import CLibXML2

/// A libxml2 name dictionary kept from one parse to the next, with the Swift strings of the
/// names in it.
///
/// libxml2 interns every element and attribute name in its parser's dictionary, so within one
/// dictionary a name's pointer identifies it. A parser normally makes a fresh dictionary, and
/// the reader would convert the same few hundred names (and look up which are known) for every
/// document; lending each parser a dictionary from a pool makes that once per dictionary.
///
/// Invariant: `slots` only holds pointers into `dictionary`, which lives as long as this object.
/// A dictionary is not thread-safe: one parse at a time uses it (the pool lends it out).
final class NameDictionary {
    let dictionary: xmlDictPtr
    /// Direct-mapped by pointer: plain pointers and indices into `names`, nothing to retain or
    /// release. A collision only costs a second conversion.
    @exclusivity(unchecked) private var slots = [Slot](repeating: Slot(), count: 2048) // 2^11: see `name(_:)`
    @exclusivity(unchecked) private var names: [InternedName] = []

    struct InternedName {
        let name: String
        let attribute: KnownAttribute?
        let element: KnownElement?
    }

    private struct Slot {
        var pointer: UnsafeRawPointer?
        var index: Int32 = 0
    }

    private init?() {
        guard let dictionary = xmlDictCreate() else { return nil }
        // The limit libxml2 gives its own parsers' dictionaries (without XML_PARSE_HUGE).
        xmlDictSetLimit(dictionary, 10_000_000)
        self.dictionary = dictionary
    }

    deinit { xmlDictFree(dictionary) }

    /// The string and known ids of a name the parser interned in `dictionary`.
    func name(_ pointer: UnsafePointer<xmlChar>) -> InternedName {
        let key = UnsafeRawPointer(pointer)
        // Fibonacci hashing: names are packed a few bytes apart in the dictionary's pools, so
        // the pointer's low bits alone would put neighbours in one slot.
        let slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 53)
        if slots[slot].pointer == key { return names[Int(slots[slot].index)] }
        let name = String(cString: pointer)
        let entry = InternedName(name: name, attribute: KnownAttribute.byName[name], element: KnownElement.byName[name])
        slots[slot] = Slot(pointer: key, index: Int32(names.count))
        names.append(entry)
        return entry
    }

    /// Hands `parser` this dictionary in place of the one it made. libxml2 compares the names
    /// `xml` and `xmlns` by pointer, so the context's copies are looked up again.
    func lend(to parser: xmlParserCtxtPtr) {
        if let own = parser.pointee.dict { xmlDictFree(own) }
        xmlDictReference(dictionary)
        parser.pointee.dict = dictionary
        parser.pointee.str_xml = xmlDictLookup(dictionary, "xml", -1)
        parser.pointee.str_xmlns = xmlDictLookup(dictionary, "xmlns", -1)
        parser.pointee.str_xml_ns = xmlDictLookup(dictionary, "http://www.w3.org/XML/1998/namespace", -1)
    }

    // MARK: the pool

    /// A dictionary that has taken in more names than IB documents use (random or generated
    /// XML) is dropped rather than kept growing.
    private static let retiredSize = 20_000
    /// Enough for every core to parse at once.
    private static let poolCapacity = 64
    private nonisolated(unsafe) static var pool: [NameDictionary] = []
    private nonisolated(unsafe) static let poolLock = xmlNewMutex()

    /// A dictionary for one parse (nil only if libxml2 cannot allocate one).
    static func borrow() -> NameDictionary? {
        xmlMutexLock(poolLock)
        let pooled = pool.popLast()
        xmlMutexUnlock(poolLock)
        return pooled ?? NameDictionary()
    }

    /// Returns a dictionary once its parse is over.
    static func giveBack(_ names: NameDictionary) {
        guard xmlDictSize(names.dictionary) < retiredSize else { return }
        xmlMutexLock(poolLock)
        if pool.count < poolCapacity { pool.append(names) }
        xmlMutexUnlock(poolLock)
    }
}
