#import <UIKit/UIKit.h>

FOUNDATION_EXPORT double MixedKitVersionNumber;

#import <MixedKit/MKRatingControl.h>
