import Testing
import SourceScan

/// `ScannedFile.storyboardCalls`: the identifiers code spells when it instantiates a
/// storyboard's controller or performs a segue, and the storyboard it names.
@Suite struct StoryboardCallTests {
    private func calls(_ source: String, path: String = "List.swift") -> [String] {
        SourceScanner.scan(path: path, contents: source).storyboardCalls.map { call in
            "\(call.kind == .segue ? "segue" : call.kind == .cellReuseIdentifier ? "cell" : call.kind == .supplementaryViewReuseIdentifier ? "view" : "id") \(call.namesConstant ? "=" : "")\(call.identifier) \(call.storyboardName ?? "-") \(call.location.line):\(call.location.column)"
        }
    }

    @Test func swiftCallsNameTheirStoryboardOnTheReceiverOrItsVariable() {
        let source = """
            final class List: UIViewController {
                func open() {
                    let a = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                    let board: UIStoryboard = UIStoryboard( name: "Settings", bundle: .main)
                    let b = board.instantiateViewController(identifier: "Prefs") as! PrefsController
                    let c = storyboard?.instantiateViewController(withIdentifier: "Other")
                    performSegue(withIdentifier: "showDetail", sender: self)
                    let d = NSStoryboard(name: "Mac", bundle: nil).instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("Window"))
                    self.performSegue(withIdentifier: NSStoryboardSegue.Identifier(rawValue: "showSheet"), sender: nil)
                }
            }
            """
        #expect(calls(source) == [
            "id Detail Main 3:57", "id Prefs Settings 5:23", "id Other - 6:29", "segue showDetail - 7:9",
            "id Window Mac 8:56", "segue showSheet - 9:14",
        ])
    }

    @Test func objectiveCCallsNameTheirStoryboardOnTheReceiverOrItsVariable() {
        let source = """
            @implementation List
            - (void)open {
                UIViewController *a = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Detail"];
                UIStoryboard *board = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
                id b = [board instantiateViewControllerWithIdentifier:@"Prefs"];
                [self performSegueWithIdentifier:@"showDetail" sender:self];
            }
            @end
            """
        #expect(calls(source, path: "List.m") == ["id Detail Main 3:81", "id Prefs Settings 5:19", "segue showDetail - 6:11"])
    }

    /// Only a call with a plain literal is recorded: not a comment, a string, a declaration,
    /// an identifier held in a variable or made by interpolation, nor another method whose
    /// name contains the call's.
    @Test func whatIsNoCallWithALiteralIsNotRecorded() {
        let source = """
            final class List: UIViewController {
                // performSegue(withIdentifier: "old", sender: nil)
                /* instantiateViewController(withIdentifier: "older") */
                let log = "performSegue(withIdentifier: \\"quoted\\")"
                override func performSegue(withIdentifier identifier: String, sender: Any?) {}
                func open(id: String) {
                    storyboard?.instantiateViewController(withIdentifier: id + "Row")
                    storyboard?.instantiateViewController(withIdentifier: "Row\\(id)")
                    shouldPerformSegue(withIdentifier: "show", sender: nil)
                    myinstantiateViewController(withIdentifier: "x")
                }
            }
            """
        #expect(calls(source) == [])
    }

    /// A controller's own `storyboard`, and a variable of another function, name none, though
    /// a local of that name was made from a named storyboard before (a first run: a settings
    /// screen's `self.storyboard?` taken for another method's local `storyboard`).
    @Test func aMemberOrAnotherFunctionsVariableNamesNone() {
        let source = """
            final class Settings: UIViewController {
                func showLock() {
                    let storyboard = UIStoryboard(name: "Passcode", bundle: nil)
                    show(storyboard.instantiateViewController(withIdentifier: "enter"), sender: nil)
                }
                func showOptions() {
                    show(self.storyboard!.instantiateViewController(withIdentifier: "options"), sender: nil)
                    show(storyboard!.instantiateViewController(withIdentifier: "more"), sender: nil)
                }
            }
            """
        #expect(calls(source) == ["id enter Passcode 4:25", "id options - 7:31", "id more - 8:26"])
        let objectiveC = """
            - (void)showLock {
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Passcode" bundle:nil];
            }
            - (void)showOptions {
                id a = [self.storyboard instantiateViewControllerWithIdentifier:@"options"];
                id b = [storyboard instantiateViewControllerWithIdentifier:@"more"];
            }
            """
        #expect(calls(objectiveC, path: "Settings.m") == ["id options - 5:29", "id more - 6:24"])
    }

    /// Comments and literals end where they end: a call after one is recorded, a second call in
    /// the same comment is not.
    @Test func aCallAfterACommentOrLiteralIsRecorded() {
        let source = """
            func open() {
                /* outer /* nested */ still */ performSegue(withIdentifier: "after", sender: nil)
                let text = "a \\" quote"; performSegue(withIdentifier: "next", sender: nil)
                // performSegue(withIdentifier: "one", sender: nil); performSegue(withIdentifier: "two", sender: nil)
            }
            """
        #expect(calls(source) == ["segue after - 2:36", "segue next - 3:30"])
    }

    /// A Swift multi-line literal runs to its closing `"""`: a call spelled in its lines is text
    /// (a help string, a code template), and one after it is a call.
    @Test func aMultiLineLiteralIsTextToItsEnd() {
        let source = #"""
            func open() {
                let help = """
                    Call performSegue(withIdentifier: "inHelp", sender: nil) to open it, \"""
                    or instantiateViewController(withIdentifier: "alsoHelp").
                    """; performSegue(withIdentifier: "after", sender: nil)
                performSegue(withIdentifier: "next", sender: nil)
            }
            """#
        #expect(calls(source) == ["segue after - 5:14", "segue next - 6:5"])
    }

    /// Cells dequeued by a literal reuse identifier with the methods that raise (an index path
    /// passed); the ones that return nil are not recorded.
    @Test func cellsDequeuedByALiteralWithAnIndexPathAreRecorded() {
        let source = """
            func cell(at indexPath: IndexPath) {
                _ = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile",
                                                       for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: "Optional")
                _ = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            }
            """
        #expect(calls(source) == ["cell Row - 2:19", "cell Tile - 3:24", "cell =identifier - 6:19"])
        let objectiveC = """
            - (UITableViewCell *)cellAt:(NSIndexPath *)indexPath {
                id a = [self.tableView dequeueReusableCellWithIdentifier:@"Row" forIndexPath:indexPath];
                id b = [self.collectionView dequeueReusableCellWithReuseIdentifier:@"Tile" forIndexPath:indexPath];
                id c = [self.tableView dequeueReusableCellWithIdentifier:@"Optional"];
            }
            """
        #expect(calls(objectiveC, path: "Rows.m") == ["cell Row - 2:28", "cell Tile - 3:33"])
    }

    /// Supplementary views dequeued by a literal reuse identifier after their kind, whatever
    /// expression the kind is; an identifier in a constant is recorded by its name; a call
    /// without its index path is not recorded.
    @Test func supplementaryViewsDequeuedByALiteralAfterTheirKindAreRecorded() {
        let source = """
            func header(kind: String, at indexPath: IndexPath) {
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kinds[indexPath.section](), withReuseIdentifier: "Footer",
                    for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.identifier, for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Late")
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: "a, b", withReuseIdentifier: "Quoted", for: indexPath)
            }
            """
        #expect(calls(source) == ["view Header - 2:24", "view Footer - 3:24", "view =identifier - 6:24", "view Quoted - 8:24"])
        let objectiveC = """
            - (UICollectionReusableView *)viewAt:(NSIndexPath *)indexPath kind:(NSString *)kind {
                id a = [cv dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:@"Header" forIndexPath:indexPath];
                id b = [cv dequeueReusableSupplementaryViewOfKind:[self kindAt: indexPath] withReuseIdentifier:@"Footer" forIndexPath:indexPath];
                id c = [cv dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:identifier forIndexPath:indexPath];
            }
            """
        #expect(calls(objectiveC, path: "Views.m") == ["view Header - 2:16", "view Footer - 3:16", "view =identifier - 4:16"])
    }

    /// An identifier passed as a constant is recorded by the constant's name (its value is the
    /// rule's to look up).
    @Test func reuseIdentifiersPassedAsConstantsAreRecordedByName() {
        let source = """
            func cell(at indexPath: IndexPath) {
                _ = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: Self.rowID, for: indexPath)
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: Tiles.Cell.identifier, for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerID, for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: cellID)
                _ = tableView.dequeueReusableCell(withIdentifier: ids[0], for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: A.B.C.id, for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: prefix + "Row", for: indexPath)
                _ = storyboard?.instantiateViewController(withIdentifier: detailID)
            }
            """
        #expect(calls(source) == ["cell =cellID - 2:19", "cell =rowID - 3:19", "cell =identifier - 4:24", "view =headerID - 5:24", "id =detailID - 10:21"])
        let objectiveC = """
            - (UITableViewCell *)cellAt:(NSIndexPath *)indexPath {
                id a = [self.tableView dequeueReusableCellWithIdentifier:kRowCellID forIndexPath:indexPath];
                id b = [self.tableView dequeueReusableCellWithIdentifier:self.rowID forIndexPath:indexPath];
            }
            """
        #expect(calls(objectiveC, path: "Rows.m") == ["cell =kRowCellID - 2:28"])
    }

    /// An Objective-C call inside `@try`, whose exception the `@catch` catches, raises nothing
    /// and is not recorded; after the block, or in a block inside it, it is as anywhere.
    @Test func aCallInsideAnObjectiveCTryBlockIsNotRecorded() {
        let source = """
            - (void)loadSegues {
                @try {
                    if (self.storyboard) { [self performSegueWithIdentifier:@"sw_rear" sender:nil]; }
                    [self performSegueWithIdentifier:SWSegueRight sender:nil];
                }
                @catch (NSException *exception) {}
                [self performSegueWithIdentifier:@"sw_front" sender:nil];
            }
            """
        #expect(calls(source, path: "Reveal.m") == ["segue sw_front - 7:11"])
    }

    /// A variable assigned something other than a storyboard names none.
    @Test func aVariableNotMadeFromANamedStoryboardNamesNone() {
        let source = """
            func open(board: UIStoryboard) {
                let other = board
                other.instantiateViewController(withIdentifier: "Detail")
            }
            """
        #expect(calls(source) == ["id Detail - 3:11"])
    }
}
