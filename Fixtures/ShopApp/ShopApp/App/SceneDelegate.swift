import UIKit

/// The window's root comes from `Main.storyboard` (UIMainStoryboardFile in Info.plist).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
        window?.tintColor = UIColor(named: "BrandPrimary")
    }
}
