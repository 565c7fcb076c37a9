/**
 * The terms each OASIS vocabulary declares, by namespace: every <Term Name="..."> element of the
 * vocabulary's CSDL XML schema (ComplexType, EnumType, TypeDefinition, Function and Action names excluded),
 * sorted by code point.
 * Source: https://github.com/oasis-tcs/odata-vocabularies (vocabularies/*.xml) at commit <per namespace, below>,
 * OASIS TC repository licence (LICENSE.md): content contributed by OASIS TC members and governed by the OASIS
 * IPR Policy under the TC's RF on RAND Mode (feedback from non-members under the OASIS Feedback License);
 * not an SPDX open-source licence.
 *
 * The stored copy of the repository holds many historical versions of each file; the version of each
 * vocabulary read here is the newest one that could be tied to a commit, which is not necessarily upstream HEAD:
 *   Org.OData.Core.V1           vocabularies/Org.OData.Core.V1.xml @ 40fdbc3a53e155fdf7ba699f4a492c90d968179e
 *   Org.OData.Capabilities.V1   vocabularies/Org.OData.Capabilities.V1.xml @ f4e0726bccc81250c6f7b679f3f5f679faeab697
 *   Org.OData.Validation.V1     vocabularies/Org.OData.Validation.V1.xml @ d81a43a819adcebc7943da8f3e231083a0df4708
 *   Org.OData.Measures.V1       vocabularies/Org.OData.Measures.V1.xml @ 0f3b9c22f14af1ef37eb9174f9463a3552659667
 *   Org.OData.Authorization.V1  vocabularies/Org.OData.Authorization.V1.xml @ 13845a9df2b7b3a8c5964654295f75280fe19ac6
 *   Org.OData.Aggregation.V1    vocabularies/Org.OData.Aggregation.V1.xml @ 806c4a5a5ed2d93164eca2e6aea2d0bca18ad6ed
 *   Org.OData.JSON.V1           vocabularies/Org.OData.JSON.V1.xml @ d83c0b674703ee15e4af7675cfba8e935e0e9599
 *   Org.OData.Repeatability.V1  vocabularies/Org.OData.Repeatability.V1.xml @ 92dcbede8cdb709716e70b0aa894e4a9247c9ff1
 *   Org.OData.Temporal.V1       vocabularies/Org.OData.Temporal.V1.xml @ 45a5b4af2ce03f427cecc8fe99bd3ba118bcb261
 *
 * Later revisions add terms, which are listed too (a term a newer vocabulary declares must not be
 * warned about): Capabilities' DefaultCapabilities; Aggregation's ApplySupportedDefaults and
 * IsCustomAggregationMethod; Core's PreviousState and Constructor; Temporal's
 * ApplicationTimeSupport, SystemFrom and SystemTo. A term missing here gets a warning (EDM0232),
 * never an error.
 */
export const OASIS_VOCABULARY_TERMS: Readonly<Record<string, readonly string[]>> = {
  "Org.OData.Core.V1": [
    "AcceptableMediaTypes",
    "AdditionalProperties",
    "AlternateKeys",
    "AnyStructure",
    "AppliesViaContainer",
    "AutoExpand",
    "AutoExpandReferences",
    "Computed",
    "ComputedDefaultValue",
    "Constructor",
    "ContentDisposition",
    "ContentID",
    "ConventionalIDs",
    "DataModificationException",
    "DefaultNamespace",
    "DereferenceableIDs",
    "Description",
    "Example",
    "ExplicitOperationBindings",
    "GeometryFeature",
    "Immutable",
    "IsDelta",
    "IsLanguageDependent",
    "IsMediaType",
    "IsURL",
    "Links",
    "LongDescription",
    "MayImplement",
    "MediaType",
    "Messages",
    "ODataVersions",
    "OperationAvailable",
    "OptimisticConcurrency",
    "OptionalParameter",
    "Ordered",
    "Permissions",
    "PositionalInsert",
    "PreviousState",
    "RequiresExplicitBinding",
    "RequiresType",
    "ResourceException",
    "ResourcePath",
    "Revisions",
    "SchemaVersion",
    "SymbolicName",
    "ValueException",
  ],
  "Org.OData.Capabilities.V1": [
    "AcceptableEncodings",
    "AnnotationValuesInQuerySupported",
    "AsynchronousRequestsSupported",
    "BatchContinueOnErrorSupported",
    "BatchSupport",
    "BatchSupported",
    "CallbackSupported",
    "ChangeTracking",
    "CollectionPropertyRestrictions",
    "ComputeSupported",
    "ConformanceLevel",
    "CountRestrictions",
    "CrossJoinSupported",
    "CustomHeaders",
    "CustomQueryOptions",
    "DeepInsertSupport",
    "DeepUpdateSupport",
    "DefaultCapabilities",
    "DeleteRestrictions",
    "ExpandRestrictions",
    "FilterFunctions",
    "FilterRestrictions",
    "IndexableByKey",
    "InsertRestrictions",
    "IsolationSupported",
    "KeyAsSegmentSupported",
    "MediaLocationUpdateSupported",
    "ModificationQueryOptions",
    "NavigationRestrictions",
    "OperationRestrictions",
    "QuerySegmentSupported",
    "ReadRestrictions",
    "SearchRestrictions",
    "SelectSupport",
    "SkipSupported",
    "SortRestrictions",
    "SupportedFormats",
    "SupportedMetadataFormats",
    "TopSupported",
    "UpdateRestrictions",
  ],
  "Org.OData.Validation.V1": [
    "AllowedTerms",
    "AllowedValues",
    "ApplicableTerms",
    "Constraint",
    "DerivedTypeConstraint",
    "Exclusive",
    "ItemsOf",
    "MaxItems",
    "Maximum",
    "MinItems",
    "Minimum",
    "MultipleOf",
    "OpenPropertyTypeConstraint",
    "Pattern",
  ],
  "Org.OData.Measures.V1": ["DurationGranularity", "ISOCurrency", "Scale", "UNECEUnit", "Unit"],
  "Org.OData.Authorization.V1": ["Authorizations", "SecuritySchemes"],
  "Org.OData.Aggregation.V1": [
    "Aggregatable",
    "ApplySupported",
    "ApplySupportedDefaults",
    "AvailableOnAggregates",
    "ContextDefiningProperties",
    "CustomAggregate",
    "Groupable",
    "IsCustomAggregationMethod",
    "LeveledHierarchy",
    "RecommendedAggregationMethod",
    "RecursiveHierarchy",
    "SupportedAggregationMethods",
  ],
  "Org.OData.JSON.V1": ["Schema"],
  "Org.OData.Repeatability.V1": ["DeleteWithClientIDSupported", "DeleteWithRequestIDSupported", "Supported"],
  "Org.OData.Temporal.V1": ["ApplicationTimeSupport", "From", "SystemFrom", "SystemTo", "TemporalSupport", "To"],
};
