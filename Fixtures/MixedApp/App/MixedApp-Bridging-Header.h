#import "FeedViewController.h"
