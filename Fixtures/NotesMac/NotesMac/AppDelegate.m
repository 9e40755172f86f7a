#import "AppDelegate.h"
#import "NoteListController.h"

@implementation AppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)notification {
    (void)notification;
}

- (IBAction)showPreferences:(id)sender {
}

// Declared only here: menu items still reach it.
- (IBAction)newNote:(id)sender {
}

@end
