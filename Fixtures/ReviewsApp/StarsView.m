#import "StarsView.h"

@implementation StarsView

- (CGSize)intrinsicContentSize {
    return CGSizeMake(5 * 16, 16);
}

@end
