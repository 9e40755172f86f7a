#import "ProfileViewController+Legacy.h"

@implementation ProfileViewController (Legacy)
- (IBAction)logOut:(id)sender {
}
@end
