#import "MKRatingControl.h"

@implementation MKRatingControl
@end
