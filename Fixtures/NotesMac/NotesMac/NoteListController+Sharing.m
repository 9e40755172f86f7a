#import "NoteListController+Sharing.h"

@implementation NoteListController (Sharing)
- (IBAction)shareNote:(id)sender {
}
@end
