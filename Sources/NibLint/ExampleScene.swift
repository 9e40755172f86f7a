/// Building blocks for the storyboard examples, so that each example says only what differs.
enum ExampleScene {
    /// `<scene sceneID="sCn-Aa-00N">` holding one controller (`vCo-Aa-00N` unless `id` is given)
    /// with a root view `vIe-Aa-00N`, extra controller attributes, and outgoing connections.
    static func make(_ number: Int, element: String = "viewController", id: String? = nil, attributes: String = "",
                     connections: [String] = []) -> String {
        let controllerID = id ?? "vCo-Aa-00\(number)"
        let extra = attributes.isEmpty ? "" : " " + attributes
        var lines = [
            "<scene sceneID=\"sCn-Aa-00\(number)\">",
            "    <objects>",
            "        <\(element)\(extra) id=\"\(controllerID)\" sceneMemberID=\"viewController\">",
            "            <view key=\"view\" contentMode=\"scaleToFill\" id=\"vIe-Aa-00\(number)\"/>",
        ]
        if !connections.isEmpty {
            lines += ["            <connections>"] + connections.map { "                " + $0 } + ["            </connections>"]
        }
        lines += ["        </\(element)>", "    </objects>", "</scene>"]
        return lines.joined(separator: "\n")
    }
}
