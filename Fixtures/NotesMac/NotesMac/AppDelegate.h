#import <Cocoa/Cocoa.h>

NS_ASSUME_NONNULL_BEGIN

@class NoteListController; // a forward declaration, not a declaration

@interface AppDelegate : NSObject <NSApplicationDelegate>
@property (weak) IBOutlet NSWindow *window;
@property (weak) IBOutlet NSMenuItem *exportMenuItem;
- (IBAction)showPreferences:(id)sender;
@end

NS_ASSUME_NONNULL_END
