// One name per concept (issue 17): every top-level public type of the modules `import NibKit`
// brings in, named bare. Were two modules to declare one name, this file would not compile
// ("ambiguous use"), so a collision fails the build rather than a client's. It imports nothing
// but NibKit and Swift Testing, as a client would (XCTest brings Foundation's names in too).
// PublicNamesListTests checks that the list is whole.
import NibKit
import Testing

/// Every top-level public type `import NibKit` gives, by its bare name, each once.
@Test func everyPublicTypeByItsBareName() {
    let everyPublicType: [Any.Type] = [
        // SourceLocations
        SourceLocation.self, UTF8Validation.self,
        // NibModel
        AutoresizingMask.self, AxisPriorities.self, ConnectionKind.self, ContentDigest.self, Diagnostic.self,
        DiagnosticArchive.self, DigestBuilder.self, DocumentKind.self, DocumentReadError.self,
        EdgeInsets.self, FolderEntry.self, FrameOrigin.self, IBConnection.self, IBConstraint.self,
        IBDevice.self, IBDocument.self, IBLayoutGuide.self, IBObject.self, IBResourceReference.self,
        IBRuntimeAttribute.self, IBScene.self, IBStoryboardReference.self, JSONValue.self,
        KnownAttribute.self, KnownElement.self, LayoutAttribute.self, LayoutGuideKind.self,
        LayoutRelation.self, NibKitVersion.self, NodeIndex.self, ObjectRole.self, PathNames.self,
        PlaceholderRole.self, Platform.self, ReadOptions.self, Rect.self, RelatedLocation.self, RememberedReport.self,
        Severity.self, Size.self, Variant.self, VariationMask.self, VisitedFolders.self, XMLAttribute.self,
        XMLContent.self, XMLElementNode.self, XMLReader.self, XMLTree.self, XcodeLayoutFlags.self,
        // NibModel (this session)
        ObjectNaming.self, NearestName.self, RuleExample.self, ConfigValue.self,
        // NibSolver
        Conflict.self, ConstraintID.self, Expression.self, Freedom.self, Priority.self, Relation.self, Solver.self,
        SolverError.self, Term.self, Variable.self,
        // NibLayout
        AnchorExpression.self, AxisAmbiguity.self, ConstraintBuilder.self, ConstraintConflict.self,
        ConstraintOrigin.self, ConstraintOrigins.self, ConstraintSink<Int>.self, ConstraintSpec.self,
        ItemTable<Int>.self, LayoutAnalysis.self, LayoutAnalyzer.self, LayoutAnchor.self, LayoutBox.self,
        LayoutAdjustment.self, LayoutConflict.self, LayoutGuideItem.self, (any LayoutItem).self, LayoutOptions.self,
        LayoutPass.self, LayoutSession.self, LayoutSystem.self, LayoutTree.self, LiveConstraint.self,
        LiveLayoutError.self, LiveView.self, RootLayout.self, SafeAreaGuideConstraints.self,
        SynthesizedConstraintKind.self, ViewLayout.self, LayoutAccuracy.self, CorpusHalf.self, CorpusLayoutAccuracy.self,
        TraitEvidence.self, ViewCondition.self, AlignmentInsetRow.self, ElementTraitRow.self, IntrinsicAxes.self, CanvasModel.self,
        CanvasCalibration.self, ModelUnknown.self,
        // NibLocalization
        DocumentTranslations.self, FormatSpecifiers.self, IBStringsComment.self, InterfaceBuilderClass.self,
        LocalizableString.self, LocalizableStrings.self, LocalizationReadError.self, LocatedJSON.self, StringCatalog.self,
        StringsEntry.self, StringsEscaping.self, StringsFileWriter.self, StringsTable.self, TranslatedString.self,
        Translation.self, TranslationFiles.self,
        // NibProject
        Action.self, ActionEvent.self, ComponentExpander.self, ComponentExpansionError.self,
        ComponentInfo.self, ComponentLoader.self, ComponentRegistry.self, ComponentSessionError.self,
        ComponentUse.self, ConnectionChecker.self, ConnectionReport.self, (any ConnectionRule).self, ConnectionRuleDescription.self,
        ExpandedConstraint.self, ExpandedConstraintOrigin.self, ExpandedLayoutGuide.self, ExpandedTree.self,
        FrameworkClasses.self, LoadError.self, LoadedContent.self, (any NibComponent).self,
        Outlet<ViewNode>.self, OutletTarget.self, (any OutletValue).self, ProjectIndex.self,
        ResolvedScene.self, SkippedClass.self, StoryboardReferenceError.self, ViewNode.self,
        ComponentCandidate.self, DocumentConnectionFacts.self, ModuleClaim.self, SourceDependencies.self,
        // NibLint
        AssetIndex.self, AutolayoutDisabledRule.self, BaseClassRule.self, Baseline.self, Configuration.self,
        ConfigurationError.self, CustomClassNameRule.self, CustomModuleRule.self, DiagnosticSource.self,
        DiscoveredFiles.self, DuplicateConstraintRule.self, DuplicateIDRule.self, DuplicateStoryboardIdentifierRule.self, FileDiscoveryError.self,
        Finding.self, Glob.self, HidesBottomBarRule.self, InitialViewControllerRule.self,
        InvalidConstraintRule.self, LayoutAmbiguousRule.self, LayoutConflictRule.self,
        LayoutMisplacedRule.self, LayoutOffscreenRowRule.self, LayoutTooLargeRule.self,
        LayoutVariantConflictRule.self, LintCache.self, LintFile.self, LintReport.self, Linter.self,
        MissingColorRule.self, MissingImageRule.self, (any OptionlessRule).self, PathOverride.self,
        (any PresentedRule).self, ProjectFacts.self, PrototypeCellReuseIdentifierRule.self,
        RelativeToMarginRule.self, ReportFormat.self, ReuseIdentifierClassRule.self, (any Rule).self,
        RuleDescription.self, RuleDocumentation.self, RuleKind.self, RuleOption.self, RuleOptions.self,
        LocalizationStaleKeyRule.self, LocalizationMissingKeyRule.self, LocalizationOutdatedRule.self,
        LocalizationFormatMismatchRule.self, LocalizationDuplicateKeyRule.self,
        LocalizationUnreadableRule.self, OrphanedTranslation.self, ChecksNotRun.self, ProjectFolder.self,
        StoryboardMap.self, ProjectTargets.self, ExternalDependencies.self, RuleRegistry.self,
        RuleSelection.self, RuleTables.self, SegueWithoutIdentifierRule.self, SingleViewControllerRule.self,
        StackViewBackgroundRule.self, StoryboardIdentifierClassRule.self, TraitCollectionsRule.self,
        UnreachableSceneRule.self, UnreadableDocumentRule.self, LegacyDocumentRule.self, ViewAsDeviceRule.self, XcodeMarkerRule.self,
        // NibDiff
        ComparisonOptions.self, DiffOptions.self, DiffReport.self, (any DiffReporter).self,
        DocumentChange.self, DocumentDiff.self, FileComparison.self, GitError.self, GitRepository.self,
        HTMLDiffReporter.self, HostImpact.self, ImpactAnalysis.self, JSONDiffReporter.self,
        LayoutEffect.self, MarkdownDiffReporter.self, ObjectMatching.self, ReadableOutline.self,
        SVGRenderer.self, TextDiffReporter.self, Wireframe.self, XMLSerializer.self,
    ]
    #expect(Set(everyPublicType.map(ObjectIdentifier.init)).count == everyPublicType.count)
}
