#import <UIKit/UIKit.h>
@import MixedKit;

NS_ASSUME_NONNULL_BEGIN

@class ProfileViewController;

@interface FeedViewController : UIViewController {
    IBOutlet UIButton *refreshButton;
}

@property (nonatomic, weak) IBOutlet UITableView *tableView;
@property (nonatomic, weak, nullable) IBOutlet UILabel *titleLabel;
@property (nonatomic, strong) IBOutletCollection(UIImageView) NSArray<UIImageView *> *starViews;
@property (nonatomic, weak) IBOutlet MKRatingControl *ratingControl;

- (IBAction)refresh:(id)sender;

@end

NS_ASSUME_NONNULL_END
