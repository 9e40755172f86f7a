#import "NoteListController.h"

@interface NoteListController (Sharing)
- (IBAction)shareNote:(id)sender;
@end
