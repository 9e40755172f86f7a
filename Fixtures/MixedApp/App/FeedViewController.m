#import "FeedViewController.h"

@interface FeedViewController () <UITableViewDataSource>
@property (nonatomic, weak) IBOutlet UIBarButtonItem *composeItem;
@end

@implementation FeedViewController

- (IBAction)refresh:(id)sender {
    [self.tableView reloadData];
}

- (IBAction)compose:(UIBarButtonItem *)sender forEvent:(UIEvent *)event {
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 0;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [UITableViewCell new];
}

@end
