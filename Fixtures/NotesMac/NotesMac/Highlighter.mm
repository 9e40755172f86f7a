#import <Cocoa/Cocoa.h>
#include <vector>

template <typename T> static T clamp(T value, T low, T high) { return value < low ? low : (value > high ? high : value); }

@interface Highlighter : NSObject
@property (weak) IBOutlet NSTextView *textView;
@property (nonatomic) IBInspectable NSInteger passes;
@end

@implementation Highlighter
- (IBAction)highlight:(id)sender {
    std::vector<int> ranges;
    ranges.push_back(clamp<int>(3, 0, 10));
}
@end
