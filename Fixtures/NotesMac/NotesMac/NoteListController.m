#import "NoteListController.h"
#import "NoteEditorView.h"

@interface NoteListController ()
@property (weak) IBOutlet NSSearchField *searchField;
@property (weak) IBOutlet NTEditorView *editorView;
@end

@implementation NoteListController {
    IBOutlet NSButton *addButton;
    NSMutableArray<NSString *> *_notes;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _notes = [NSMutableArray array];
}

- (IBAction)deleteNote:(id)sender {
    if (self.tableView.selectedRow >= 0) { [_notes removeObjectAtIndex:(NSUInteger)self.tableView.selectedRow]; }
}

- (IBAction)addNote:(id)sender {
    [_notes addObject:@"@interface NotAClass : NSObject"];
}

#if DEBUG
- (IBAction)dumpNotes:(id)sender {
    NSLog(@"%@", _notes);
}
#else
- (IBAction)dumpNotes:(id)sender {
}
#endif

- (NSInteger)numberOfRowsInTableView:(NSTableView *)tableView {
    return (NSInteger)_notes.count;
}

@end
