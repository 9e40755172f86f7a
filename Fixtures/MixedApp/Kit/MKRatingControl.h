#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

IB_DESIGNABLE
NS_SWIFT_NAME(RatingControl)
@interface MKRatingControl : UIControl
@property (nonatomic) IBInspectable NSInteger maximumRating;
@end

NS_ASSUME_NONNULL_END
