#import <Cocoa/Cocoa.h>

IB_DESIGNABLE
NS_SWIFT_NAME(EditorView)
@interface NTEditorView : NSView
@property (nonatomic) IBInspectable CGFloat cornerRadius;
@property (nonatomic, copy, nullable) IBInspectable NSColor *borderColor;
@end
