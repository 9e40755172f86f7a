#import <UIKit/UIKit.h>
#import "MixedApp-Swift.h"

// An Objective-C category on the Swift class.
@interface ProfileViewController (Legacy)
- (IBAction)logOut:(id)sender;
@end
