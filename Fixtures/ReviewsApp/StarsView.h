#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Filled and empty stars in a row, sized by their count.
@interface StarsView : UIView
@property (nonatomic) NSInteger filled;
@end

NS_ASSUME_NONNULL_END
