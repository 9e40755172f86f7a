#import <Cocoa/Cocoa.h>

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE(macos(10.13))
@interface NoteListController : NSViewController <NSTableViewDataSource, NSTableViewDelegate> {
    IBOutlet NSButton *deleteButton;
}

@property (weak) IBOutlet NSTableView *tableView;
@property (weak, nullable) IBOutlet NSTextField *countLabel API_AVAILABLE(macos(10.14));
@property (strong) IBOutletCollection(NSButton) NSArray<NSButton *> *filterButtons;

- (IBAction)deleteNote:(id)sender;

@end

NS_ASSUME_NONNULL_END
