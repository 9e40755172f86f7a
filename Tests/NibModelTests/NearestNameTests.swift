import NibModel
import Testing

/// "Did you mean": a misspelling within a few letters, or a name with one capitalized word
/// more or fewer.
struct NearestNameTests {
    @Test func aMisspellingIsAFewLettersAway() {
        #expect(NearestName.suggestion(for: "ProfileViewControler", among: ["ProfileViewController", "ProfileView"]) == "ProfileViewController")
        #expect(NearestName.suggestion(for: "disabled_rule", among: ["disabled_rules", "opt_in_rules"]) == "disabled_rules")
    }

    @Test func aWordTypedTwiceOrDroppedIsOneWordApart() {
        let declared = ["Gen3SetupSuccessViewController", "Gen3SetupFailureViewController", "SettingsViewController"]
        #expect(NearestName.suggestion(for: "Gen3SetupSetupSuccessViewController", among: declared) == "Gen3SetupSuccessViewController")
        #expect(NearestName.suggestion(for: "ProfileDetailViewController", among: ["ProfileViewController"]) == "ProfileViewController")
        // A selector's last word before its colon (a first run: a renamed action, no suggestion).
        #expect(NearestName.suggestion(for: "toggleConferenceMode:", among: ["toggleConferenceModeEnabled:", "showConference:"]) == "toggleConferenceModeEnabled:")
        // A word exchanged for another is not one word apart, nor are short names.
        #expect(NearestName.suggestion(for: "AccountsViewController", among: ["SettingsViewController"]) == nil)
        #expect(NearestName.suggestion(for: "BadgeView", among: ["BadgeCellView"]) == nil)
        // An explicit bound asks for letters alone.
        #expect(NearestName.suggestion(for: "ProfileDetailViewController", among: ["ProfileViewController"], maxDistance: 3) == nil)
    }
}
