#import "NoteEditorView.h"

@implementation NTEditorView
- (void)drawRect:(NSRect)dirtyRect {
    [super drawRect:dirtyRect];
}
@end
