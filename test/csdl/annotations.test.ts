import { describe, expect, test } from "vitest";
import { buildCsdlJson, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import type { CsdlObject } from "../../src/emitters/csdl/index.js";
import type { Model } from "../../src/model/types.js";
import { loadSeedModel } from "../support/seed.js";
import { fullModel } from "./full-model.js";
import { jsonSchemaErrors, oasisXmlToJson, SERVICE_YAML, tinyModel, xsdErrors } from "./helpers.js";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { unknownVocabularyTerm } from "../../src/model/annotation-terms.js";

// Passthrough annotations (the model's `annotations` maps, CSDL JSON values keyed by qualified
// term) in both documents, and the vocabulary references: exactly the vocabularies used.

const ANNOTATED_YAML = `
entityTypes:
  Doc:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Title:
        type: String
        description: Title of the document
        annotations:
          Org.OData.Core.V1.Description@Org.OData.Core.V1.IsLanguageDependent: true
          Org.OData.Validation.V1.AllowedValues:
            - Value: A
              "@Org.OData.Core.V1.Description": The letter A
            - Value: B
          com.sap.vocabularies.Common.v1.Label#Short: Title
          Org.OData.Measures.V1.Scale: 2.5
          Org.OData.Validation.V1.Minimum: -3
          Org.OData.Core.V1.Example: null
          Acme.Vocab.V1.Secret: hidden
    relationships:
      Parent: { target: Doc, cardinality: "N:1" }
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - NavigationProperty: { $NavigationPropertyPath: Parent }
            Navigability: { $EnumMember: "Org.OData.Capabilities.V1.NavigationType/None" }
      Org.OData.Core.V1.Revisions:
        - Kind: { $EnumMember: "Org.OData.Core.V1.RevisionKind/Added Org.OData.Core.V1.RevisionKind/Modified" }
          Version: "2"
          Description@Org.OData.Core.V1.IsLanguageDependent: true
          Description: new
      Org.OData.Core.V1.ComputedDefaultValue: { $Path: Title }
      Test.Space.Mine: { $AnnotationPath: "Title/@Core.Description" }
      com.sap.vocabularies.Common.v1.Text:
        $Apply: [{ $Path: Title }, " - ", { $Cast: { $Path: ID }, $Type: Edm.Guid }]
        $Function: odata.concat
      Org.OData.Core.V1.OperationAvailable:
        $If:
          - $And: [{ $Eq: [{ $Path: Title }, x] }, { $In: [{ $Path: Title }, [a, b]] }]
          - true
          - $Not: { $Gt: [{ $Path: Count }, 3] }
      Org.OData.Core.V1.Description#Link: { $UrlRef: "https://example.com/doc" }
      Org.OData.Validation.V1.Maximum#Labeled: { $LabeledElement: 5, $Name: Five }
      Org.OData.Validation.V1.Minimum#Labeled: { $LabeledElementReference: Test.Space.Five }
      Org.OData.Core.V1.Links:
        - "@type": "#Org.OData.Core.V1.Link"
          rel: latest-version
          href: https://example.com/latest
entitySets:
  Docs:
    type: Doc
`;

const annotated = (): Model => tinyModel(ANNOTATED_YAML);

/** The lines of the element that starts with `startTag` up to its end tag, trimmed of the common indentation. */
function block(xml: string, startTag: string, endTag: string): string {
  const lines = xml.split("\n");
  const first = lines.findIndex((line) => line.trimStart().startsWith(startTag));
  const last = lines.findIndex((line, index) => index > first && line.trimStart() === endTag);
  const indent = lines[first]!.length - lines[first]!.trimStart().length;
  return lines.slice(first, last + 1).map((line) => line.slice(indent)).join("\n");
}

describe("passthrough annotations", () => {
  test("become Annotation elements with inline constants, paths, enum members, records, collections, dynamic expressions, nested annotations and qualifiers", () => {
    const xml = csdlXmlEmitter.emit(annotated())[0]!.content;
    expect(block(xml, '<Property Name="Title"', "</Property>")).toBe(
      [
        '<Property Name="Title" Type="Edm.String">',
        '  <Annotation Term="Core.Description" String="Title of the document">',
        '    <Annotation Term="Core.IsLanguageDependent" Bool="true"/>',
        "  </Annotation>",
        '  <Annotation Term="Validation.AllowedValues">',
        "    <Collection>",
        "      <Record>",
        '        <PropertyValue Property="Value" String="A"/>',
        '        <Annotation Term="Core.Description" String="The letter A"/>',
        "      </Record>",
        "      <Record>",
        '        <PropertyValue Property="Value" String="B"/>',
        "      </Record>",
        "    </Collection>",
        "  </Annotation>",
        '  <Annotation Term="Common.Label" Qualifier="Short" String="Title"/>',
        '  <Annotation Term="Measures.Scale" Float="2.5"/>',
        '  <Annotation Term="Validation.Minimum" Int="-3"/>',
        '  <Annotation Term="Core.Example">',
        "    <Null/>",
        "  </Annotation>",
        '  <Annotation Term="Acme.Vocab.V1.Secret" String="hidden"/>',
        "</Property>",
      ].join("\n"),
    );
    expect(block(xml, '<Annotation Term="Core.Revisions">', "</Annotation>")).toBe(
      [
        '<Annotation Term="Core.Revisions">',
        "  <Collection>",
        "    <Record>",
        '      <PropertyValue Property="Kind" EnumMember="Core.RevisionKind/Added Core.RevisionKind/Modified"/>',
        '      <PropertyValue Property="Version" String="2"/>',
        '      <PropertyValue Property="Description" String="new">',
        '        <Annotation Term="Core.IsLanguageDependent" Bool="true"/>',
        "      </PropertyValue>",
        "    </Record>",
        "  </Collection>",
        "</Annotation>",
      ].join("\n"),
    );
    expect(block(xml, '<Annotation Term="Core.OperationAvailable">', "</Annotation>")).toBe(
      [
        '<Annotation Term="Core.OperationAvailable">',
        "  <If>",
        "    <And>",
        "      <Eq>",
        "        <Path>Title</Path>",
        "        <String>x</String>",
        "      </Eq>",
        "      <In>",
        "        <Path>Title</Path>",
        "        <Collection>",
        "          <String>a</String>",
        "          <String>b</String>",
        "        </Collection>",
        "      </In>",
        "    </And>",
        "    <Bool>true</Bool>",
        "    <Not>",
        "      <Gt>",
        "        <Path>Count</Path>",
        "        <Int>3</Int>",
        "      </Gt>",
        "    </Not>",
        "  </If>",
        "</Annotation>",
      ].join("\n"),
    );
    expect(block(xml, '<Annotation Term="Common.Text">', "</Annotation>")).toBe(
      [
        '<Annotation Term="Common.Text">',
        '  <Apply Function="odata.concat">',
        "    <Path>Title</Path>",
        "    <String> - </String>",
        '    <Cast Type="Edm.Guid">',
        "      <Path>ID</Path>",
        "    </Cast>",
        "  </Apply>",
        "</Annotation>",
      ].join("\n"),
    );
    expect(block(xml, '<Annotation Term="Core.Description" Qualifier="Link">', "</Annotation>")).toBe(
      ['<Annotation Term="Core.Description" Qualifier="Link">', "  <UrlRef>", "    <String>https://example.com/doc</String>", "  </UrlRef>", "</Annotation>"].join("\n"),
    );
    expect(xml).toContain('<LabeledElement Name="Five">');
    expect(xml).toContain("<LabeledElementReference>Test.Space.Five</LabeledElementReference>");
    expect(xml).toContain('<PropertyValue Property="NavigationProperty" NavigationPropertyPath="Parent"/>');
    expect(xml).toContain('<PropertyValue Property="Navigability" EnumMember="Capabilities.NavigationType/None"/>');
    expect(xml).toContain('<Annotation Term="Core.ComputedDefaultValue" Path="Title"/>');
    expect(xml).toContain('<Annotation Term="Test.Space.Mine" AnnotationPath="Title/@Core.Description"/>');
  });

  test("are plain CSDL JSON in metadata.json: enum members as names, model paths as strings, aliases for known vocabularies", () => {
    const doc = (buildCsdlJson(annotated())["Test.Space"] as CsdlObject).Doc as CsdlObject;
    expect(doc["@Capabilities.NavigationRestrictions"]).toEqual({ RestrictedProperties: [{ NavigationProperty: "Parent", Navigability: "None" }] });
    expect(doc["@Core.Revisions"]).toEqual([{ Kind: "Added,Modified", Version: "2", "Description@Core.IsLanguageDependent": true, Description: "new" }]);
    expect(doc["@Core.ComputedDefaultValue"]).toEqual({ $Path: "Title" });
    expect(doc["@Test.Space.Mine"]).toBe("Title/@Core.Description");
    expect(doc.Title).toEqual({
      $Nullable: true,
      "@Core.Description@Core.IsLanguageDependent": true,
      "@Core.Description": "Title of the document",
      "@Validation.AllowedValues": [{ Value: "A", "@Core.Description": "The letter A" }, { Value: "B" }],
      "@Common.Label#Short": "Title",
      "@Measures.Scale": 2.5,
      "@Validation.Minimum": -3,
      "@Core.Example": null,
      "@Acme.Vocab.V1.Secret": "hidden",
    });
  });

  test("the XML is valid and the OASIS converter reads it back as our JSON", async () => {
    const model = annotated();
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(await xsdErrors(xml)).toEqual([]);
    const converted = oasisXmlToJson(xml) as Record<string, Record<string, Record<string, Array<Record<string, unknown>>>>>;
    // The one normalisation: the converter writes a record's type as a 4.0 `@odata.type` URI made of
    // the reference's XML URI and the type name; both name the type Core.Link (CSDL JSON 4.01, section 14.4.15).
    const link = converted["Test.Space"]!.Doc!["@Core.Links"]![0]!;
    expect(link["@odata.type"]).toBe(`${OASIS}Org.OData.Core.V1.xml#Core.Link`);
    delete link["@odata.type"];
    link["@type"] = "#Core.Link";
    expect(converted).toStrictEqual(buildCsdlJson(model));
  });

  test("typed constants are their own expressions in XML and literals in JSON, numbers only where a JSON number gives the literal back", async () => {
    const model = tinyModel(`
entityTypes:
  Doc:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    annotations:
      Org.OData.Core.V1.Example:
        Day: { $Date: "2024-01-31" }
        Price: { $Decimal: "1.50" }
        Huge: { $Decimal: "1e400" }
        Tiny: { $Decimal: "1e-400" }
        Half: { $Float: ".5" }
        Endless: { $Float: "-INF" }
        Zero: { $Int: "-0" }
        Big: { $Int: "9007199254740993" }
        Serials: [{ $Int: "123456789012345678901234567890" }, { $Decimal: "0.1000000000000000055511151231257827" }]
`);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(await xsdErrors(xml)).toEqual([]);
    for (const expression of ['Date="2024-01-31"', 'Decimal="1.50"', 'Decimal="1e400"', 'Float=".5"', 'Float="-INF"', 'Int="-0"', 'Int="9007199254740993"']) {
      expect(xml).toContain(expression);
    }
    expect(xml).toContain("<Int>123456789012345678901234567890</Int>");
    expect(xml).toContain("<Decimal>0.1000000000000000055511151231257827</Decimal>");
    const json = buildCsdlJson(model);
    expect(jsonSchemaErrors(json)).toEqual([]);
    const doc = (json["Test.Space"] as Record<string, Record<string, unknown>>).Doc!;
    // Beyond a double, CSDL JSON's string form of a number (CSDL JSON 4.01, section 14.3: "9007199254740992").
    expect(doc["@Core.Example"]).toStrictEqual({
      Day: "2024-01-31",
      Price: 1.5,
      Huge: "1e400",
      Tiny: "1e-400",
      Half: 0.5,
      Endless: "-INF",
      Zero: 0,
      Big: "9007199254740993",
      Serials: ["123456789012345678901234567890", "0.1000000000000000055511151231257827"],
    });
  });

  test("YAML's .nan and .inf are Float constants in XML, as they are in JSON (the strings NaN and INF), never Strings", async () => {
    const model = tinyModel(`
entityTypes:
  Doc:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    annotations:
      Org.OData.Validation.V1.Maximum: .inf
      Org.OData.Core.V1.Example: { Missing: .nan, Range: [-.inf, 1] }
`);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(await xsdErrors(xml)).toEqual([]);
    expect(xml).toContain('<Annotation Term="Validation.Maximum" Float="INF"/>');
    expect(xml).toContain('<PropertyValue Property="Missing" Float="NaN"/>');
    expect(xml).toContain("<Float>-INF</Float>");
    expect(xml).not.toMatch(/String="(NaN|INF|-INF)"|<String>(NaN|INF|-INF)</);
    const doc = (buildCsdlJson(model)["Test.Space"] as Record<string, Record<string, unknown>>).Doc!;
    expect([doc["@Validation.Maximum"], doc["@Core.Example"]]).toStrictEqual(["INF", { Missing: "NaN", Range: ["-INF", 1] }]);
  });

  test("an enum member that is an operand of an expression is a cast to its enum type in JSON, as the OASIS converter reads <EnumMember> there", async () => {
    const model = tinyModel(`
enumTypes:
  Color: { members: { Red: 0, Blue: 1 } }
entityTypes:
  Doc:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Tint: Color
    annotations:
      Org.OData.Core.V1.Permissions:
        $If: [true, { $EnumMember: "Org.OData.Core.V1.Permission/Read Org.OData.Core.V1.Permission/Write" }, { $EnumMember: "Org.OData.Core.V1.Permission/None" }]
      Org.OData.Core.V1.OperationAvailable:
        $Eq: [{ $Path: Tint }, { $EnumMember: "Test.Space.Color/Blue" }]
      Org.OData.Validation.V1.AllowedValues:
        - Value: { $EnumMember: "Test.Space.Color/Red" }
        - Value: { $If: [false, { $EnumMember: "Test.Space.Color/Blue" }, { $EnumMember: "Test.Space.Color/Red" }] }
`);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(await xsdErrors(xml)).toEqual([]);
    const json = buildCsdlJson(model);
    const doc = (json["Test.Space"] as Record<string, Record<string, unknown>>).Doc!;
    // A bare "Blue" would be a string: compared with the enum property, or read back as <String>.
    expect(doc["@Core.OperationAvailable"]).toStrictEqual({ $Eq: [{ $Path: "Tint" }, { $Cast: "Blue", $Type: "Test.Space.Color" }] });
    expect(doc["@Core.Permissions"]).toStrictEqual({ $If: [true, { $Cast: "Read,Write", $Type: "Core.Permission" }, { $Cast: "None", $Type: "Core.Permission" }] });
    // As a record property's value, the property's type gives the member its type (also in a record inside an expression's operand).
    expect(doc["@Validation.AllowedValues"]).toStrictEqual([
      { Value: "Red" },
      { Value: { $If: [false, { $Cast: "Blue", $Type: "Test.Space.Color" }, { $Cast: "Red", $Type: "Test.Space.Color" }] } },
    ]);
    expect(oasisXmlToJson(xml)).toStrictEqual(json);
  });

  test("plain strings where a standard term takes model paths or enum members are written as those expressions", async () => {
    // As a hand-written model or a CSDL JSON document gives them: CSDL JSON writes paths and enum members as plain strings.
    const model = tinyModel(`
entityTypes:
  Doc:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: String
    relationships:
      Parent: { target: Doc, cardinality: "N:1" }
    annotations:
      Org.OData.Core.V1.OptimisticConcurrency: [Name]
      Core.Permissions#Mine: "Read,Write"
      Core.Revisions: [{ Kind: Deprecated, Version: "2", Description: Use Docs2 }]
entitySets:
  Docs:
    type: Doc
    annotations:
      Org.OData.Capabilities.V1.SortRestrictions: { NonSortableProperties: [Name], Sortable: true }
      Org.OData.Capabilities.V1.ExpandRestrictions: { NonExpandableProperties: [Parent] }
`);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(await xsdErrors(xml)).toEqual([]);
    expect(xml).toContain('<Annotation Term="Core.OptimisticConcurrency">\n          <Collection>\n            <PropertyPath>Name</PropertyPath>');
    expect(xml).toContain('<Annotation Term="Core.Permissions" Qualifier="Mine" EnumMember="Core.Permission/Read Core.Permission/Write"/>');
    expect(xml).toMatch(/<PropertyValue Property="NonSortableProperties">\s*<Collection>\s*<PropertyPath>Name<\/PropertyPath>/);
    expect(xml).toMatch(/<PropertyValue Property="NonExpandableProperties">\s*<Collection>\s*<NavigationPropertyPath>Parent<\/NavigationPropertyPath>/);
    expect(xml).toMatch(/<Annotation Term="Core.Revisions">\s*<Collection>\s*<Record>\s*<PropertyValue Property="Kind" EnumMember="Core.RevisionKind\/Deprecated"\/>/);
    // The JSON keeps the plain strings, and the OASIS converter reads the XML back as it.
    const json = buildCsdlJson(model);
    const schema = json["Test.Space"] as Record<string, Record<string, unknown>>;
    expect(schema.Doc!["@Core.Permissions#Mine"]).toBe("Read,Write");
    expect(oasisXmlToJson(xml)).toStrictEqual(json);
  });

  test("typed plain strings reach nested restrictions, records merged with derived ones, annotations of annotations and further restriction terms", async () => {
    const model = tinyModel(`
entityTypes:
  Doc:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: String
      Tags: { type: String, collection: true }
    relationships:
      Parent: { target: Doc, cardinality: "N:1" }
      Kids: { target: Doc, cardinality: "1:N" }
    annotations:
      Org.OData.Core.V1.LongDescription: About documents.
      Org.OData.Core.V1.LongDescription@Org.OData.Core.V1.Permissions: Read
      Org.OData.Core.V1.Permissions#Numeric: "3"
entitySets:
  Docs:
    type: Doc
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - { NavigationProperty: Parent, Navigability: None }
          - { NavigationProperty: Kids, SortRestrictions: { NonSortableProperties: [Name] }, DeleteRestrictions: { NonDeletableNavigationProperties: [Parent] } }
      Org.OData.Capabilities.V1.DeleteRestrictions: { NonDeletableNavigationProperties: [Kids] }
      Org.OData.Capabilities.V1.CollectionPropertyRestrictions: [{ CollectionProperty: Tags, SortRestrictions: { NonSortableProperties: [Tags] } }]
`);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(await xsdErrors(xml)).toEqual([]);
    // The set's own NavigationRestrictions, which the emitter merges with the record it derives for Kids.
    expect(xml).toMatch(/<PropertyValue Property="NavigationProperty" NavigationPropertyPath="Parent"\/>\s*<PropertyValue Property="Navigability" EnumMember="Capabilities.NavigationType\/None"\/>/);
    expect(xml).toMatch(/<PropertyValue Property="NonSortableProperties">\s*<Collection>\s*<PropertyPath>Name<\/PropertyPath>/);
    expect(xml).toMatch(/<PropertyValue Property="NonDeletableNavigationProperties">\s*<Collection>\s*<NavigationPropertyPath>Kids<\/NavigationPropertyPath>/);
    expect(xml).toMatch(/<PropertyValue Property="CollectionProperty" PropertyPath="Tags"\/>/);
    expect(xml).toContain('<Annotation Term="Core.Permissions" EnumMember="Core.Permission/Read"/>');
    // A value that is not member names stays as written.
    expect(xml).toContain('<Annotation Term="Core.Permissions" Qualifier="Numeric" String="3"/>');
    expect(xml).not.toMatch(/<String>(Name|Parent|Kids|Tags)<\/String>|String="(None|Parent|Tags)"/);
    expect(oasisXmlToJson(xml)).toStrictEqual(buildCsdlJson(model));
  });

  test("a record's type becomes the Record's Type attribute, with the vocabulary's alias", () => {
    const xml = csdlXmlEmitter.emit(annotated())[0]!.content;
    expect(block(xml, '<Annotation Term="Core.Links">', "</Annotation>")).toBe(
      [
        '<Annotation Term="Core.Links">',
        "  <Collection>",
        '    <Record Type="Core.Link">',
        '      <PropertyValue Property="rel" String="latest-version"/>',
        '      <PropertyValue Property="href" String="https://example.com/latest"/>',
        "    </Record>",
        "  </Collection>",
        "</Annotation>",
      ].join("\n"),
    );
  });

  test("a model annotation of a derived restriction adds its further properties, in place", () => {
    const model = tinyModel(`
entityTypes:
  T: { key: [ID], fields: { ID: Guid } }
entitySets:
  Ts:
    type: T
    readOnly: true
    annotations:
      Org.OData.Capabilities.V1.DeleteRestrictions: { Description: Never deleted. }
`);
    const set = ((buildCsdlJson(model)["Test.Space"] as CsdlObject).Container as CsdlObject).Ts as CsdlObject;
    expect(Object.keys(set).filter((key) => key.startsWith("@"))).toEqual([
      "@Capabilities.InsertRestrictions",
      "@Capabilities.UpdateRestrictions",
      "@Capabilities.DeleteRestrictions",
    ]);
    expect(set["@Capabilities.DeleteRestrictions"]).toEqual({ Deletable: false, Description: "Never deleted." });
  });

  test("merged records keep the derived values, nested ones too, in the emitter's form", () => {
    const model = tinyModel(`
entityTypes:
  T: { key: [ID], fields: { ID: Guid } }
entitySets:
  Ts:
    type: T
    operations: [list, update]
    annotations:
      Capabilities.ReadRestrictions: { Description: Reads, ReadByKeyRestrictions: { Description: One } }
      Capabilities.UpdateRestrictions: { UpdateMethod: PATCH, Description: Changes }
`);
    const set = ((buildCsdlJson(model)["Test.Space"] as CsdlObject).Container as CsdlObject).Ts as CsdlObject;
    expect(set["@Capabilities.ReadRestrictions"]).toEqual({ ReadByKeyRestrictions: { Readable: false, Description: "One" }, Description: "Reads" });
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(xml).toContain('<PropertyValue Property="UpdateMethod" EnumMember="Capabilities.HttpMethod/PATCH"/>');
    expect(xml).not.toContain('String="PATCH"');
  });

  test("annotations that agree with the settings are kept and merged; a description by expression stays", () => {
    const model = tinyModel(`
entityTypes:
  T:
    key: [ID]
    fields:
      ID: { type: Guid, annotations: { Core.Computed: true } }
      Name: { type: String, annotations: { Org.OData.Core.V1.Description: { $Path: ID } } }
entitySets:
  Ts:
    type: T
    updateMethod: PUT
    annotations:
      Capabilities.UpdateRestrictions:
        UpdateMethod: { $EnumMember: "Org.OData.Capabilities.V1.HttpMethod/PUT" }
        Description: Replaced whole.
      Org.OData.Capabilities.V1.FilterRestrictions: { RequiresFilter: true }
`);
    const schema = buildCsdlJson(model)["Test.Space"] as CsdlObject;
    const set = (schema.Container as CsdlObject).Ts as CsdlObject;
    expect(set["@Capabilities.UpdateRestrictions"]).toEqual({ UpdateMethod: "PUT", Description: "Replaced whole." });
    expect(set["@Capabilities.FilterRestrictions"]).toEqual({ RequiresFilter: true });
    const type = schema.T as CsdlObject;
    expect((type.ID as CsdlObject)["@Core.Computed"]).toBe(true);
    expect((type.Name as CsdlObject)["@Core.Description"]).toEqual({ $Path: "ID" });
  });
});

const OASIS = "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/";

/** The `edmx:Include` aliases of a CSDL XML text, and the qualifiers its terms and enum members use. */
function includesAndUses(xml: string): { includes: string[]; uses: string[] } {
  const includes = [...xml.matchAll(/<edmx:Include Namespace="[^"]+" Alias="([^"]+)"/g)].map((m) => m[1]!);
  const names = [
    ...[...xml.matchAll(/ Term="([^"]+)\.[^".]+"/g)].map((m) => m[1]!),
    ...[...xml.matchAll(/EnumMember="([^"]+)"/g)].flatMap((m) => m[1]!.split(" ").map((v) => v.slice(0, v.lastIndexOf(".", v.indexOf("/"))))),
    ...[...xml.matchAll(/<EnumMember>([^<]+)</g)].map((m) => m[1]!.slice(0, m[1]!.lastIndexOf(".", m[1]!.indexOf("/")))),
  ];
  return { includes, uses: [...new Set(names)].sort() };
}

describe("vocabulary references", () => {
  test.each<readonly [string, () => Model, string[]]>([
    ["the seed model", loadSeedModel, ["BusinessData"]],
    ["the whole-type-system model", fullModel, ["Shop"]],
    ["the annotated model", annotated, ["Acme.Vocab.V1", "Test.Space"]],
  ])("%s references exactly the vocabularies its annotations use", (_name, load, unreferenced) => {
    const { includes, uses } = includesAndUses(csdlXmlEmitter.emit(load())[0]!.content);
    expect(uses).toEqual([...includes, ...unreferenced].sort());
  });

  test("a term of a vocabulary edmgen does not reference is written as given and warned about at its key (EDM0223)", () => {
    const sources = [
      { file: "metadata/service.yaml", text: SERVICE_YAML },
      { file: "metadata/model.yaml", text: ANNOTATED_YAML },
    ];
    const { model, diagnostics } = loadModelFromTexts(sources);
    expect(model).toBeDefined();
    const lines = ANNOTATED_YAML.split("\n");
    expect(diagnostics.map((d) => [d.code, d.severity, lines[d.line - 1]!.trim()])).toEqual([
      ["EDM0223", "warning", "Acme.Vocab.V1.Secret: hidden"],
      // A set term on the type: written as given, and said to be read on sets only.
      ["EDM0237", "warning", "Org.OData.Capabilities.V1.NavigationRestrictions:"],
      ["EDM0223", "warning", expect.stringMatching(/^Test\.Space\.Mine/)],
    ]);
    // Known vocabularies by full name or alias, nested annotations and qualifiers included, are fine.
    expect(unknownVocabularyTerm("@UI.LineItem#Short@Core.Description")).toBeUndefined();
    expect(unknownVocabularyTerm("Org.OData.Validation.V1.Pattern")).toBeUndefined();
    expect(unknownVocabularyTerm("Core.Description@My.Extra")).toBe("My.Extra");
  });

  test("the annotated model's references, in catalogue order, with the XML and JSON renditions' URLs", () => {
    const model = annotated();
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect([...xml.matchAll(/<edmx:Reference Uri="([^"]+)">/g)].map((m) => m[1])).toEqual([
      `${OASIS}Org.OData.Core.V1.xml`,
      `${OASIS}Org.OData.Capabilities.V1.xml`,
      `${OASIS}Org.OData.Validation.V1.xml`,
      `${OASIS}Org.OData.Measures.V1.xml`,
      "https://sap.github.io/odata-vocabularies/vocabularies/Common.xml",
    ]);
    expect(buildCsdlJson(model).$Reference).toEqual({
      [`${OASIS}Org.OData.Core.V1.json`]: { $Include: [{ $Namespace: "Org.OData.Core.V1", $Alias: "Core" }] },
      [`${OASIS}Org.OData.Capabilities.V1.json`]: { $Include: [{ $Namespace: "Org.OData.Capabilities.V1", $Alias: "Capabilities" }] },
      [`${OASIS}Org.OData.Validation.V1.json`]: { $Include: [{ $Namespace: "Org.OData.Validation.V1", $Alias: "Validation" }] },
      [`${OASIS}Org.OData.Measures.V1.json`]: { $Include: [{ $Namespace: "Org.OData.Measures.V1", $Alias: "Measures" }] },
      "https://sap.github.io/odata-vocabularies/vocabularies/Common.json": {
        $Include: [{ $Namespace: "com.sap.vocabularies.Common.v1", $Alias: "Common" }],
      },
    });
  });

  test("a service with no entity sets and no capabilities references Core only", () => {
    const model = tinyModel(`
functions:
  Now: { returns: DateTimeOffset }
functionImports:
  Now: { function: Now }
`);
    expect(Object.keys(buildCsdlJson(model).$Reference as CsdlObject)).toEqual([`${OASIS}Org.OData.Core.V1.json`]);
  });

  test("a schema without a container has no $EntityContainer and still references Core, for Core.SchemaVersion", () => {
    const model = tinyModel("complexTypes:\n  Point: { fields: { X: Double } }\n");
    const json = buildCsdlJson(model);
    expect(Object.keys(json.$Reference as CsdlObject)).toEqual([`${OASIS}Org.OData.Core.V1.json`]);
    expect(json.$EntityContainer).toBeUndefined();
  });
});

// The expression checks (EDM0236) refuse what edm.xsd refuses; every form CSDL allows still passes.
describe("well-formed expressions of every kind", () => {
  const EXPRESSIONS_YAML = `
entityTypes:
  Doc:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Title: String
      Parts: { type: String, collection: true }
    annotations:
      Org.OData.Core.V1.Description#If: { $If: [{ $Path: Title }, a, b] }
      Org.OData.Core.V1.Example#InCollection: [{ $If: [{ $Path: Title }, a] }, b]
      Org.OData.Core.V1.Description#Cast: { $Cast: { $Path: Parts }, $Type: Edm.String, $Collection: true, $MaxLength: 10 }
      Org.OData.Core.V1.Description#CastCollection: { $IsOf: { $Path: Parts }, $Type: Edm.String, $Collection: true, $Unicode: false }
      Org.OData.Core.V1.Description#Facets: { $Cast: { $Path: Title }, $Type: Edm.Decimal, $Precision: 10, $Scale: variable }
      Org.OData.Core.V1.Description#AllFacets: { $Cast: { $Path: Title }, $Type: Edm.Decimal, $Unicode: false, $SRID: "0", $Scale: 2, $Precision: 4, $MaxLength: 5 }
      Org.OData.Core.V1.Description#Annotated: { $Eq: [{ $Path: Title }, x], "@Org.OData.Core.V1.Description#Short": title }
      Org.OData.Core.V1.Permissions#Loose: { $EnumMember: "Permission/Read" }
      Org.OData.Core.V1.Description#Uri: { $Apply: ["https://example.com/{id}", { $LabeledElement: { $Path: ID }, $Name: id }], $Function: odata.fillUriTemplate }
      Org.OData.Core.V1.Permissions: { $EnumMember: "Org.OData.Core.V1.Permission/Read Org.OData.Core.V1.Permission/Write" }
      Org.OData.Core.V1.Description#Ref: { $LabeledElementReference: Test.Space.Label }
      Org.OData.Core.V1.Description#Url: { $UrlRef: { $Apply: [a, b], $Function: odata.concat } }
      Org.OData.Core.V1.Example#Paths:
        Count: { $Path: "Parts/$count" }
        Annotation: { $AnnotationPath: "Title/@Org.OData.Core.V1.Description#Short" }
        Element: { $ModelElementPath: Test.Space.Doc/Title }
        Negative: { $Neg: { $Path: Title } }
      Org.OData.Core.V1.Links: [{ $Type: Org.OData.Core.V1.Link, rel: latest, href: "https://example.com" }]
`;

  test("load without a problem and give $metadata that validates against the OASIS schemas", async () => {
    const { model, diagnostics } = loadModelFromTexts([
      { file: "metadata/service.yaml", text: SERVICE_YAML },
      { file: "metadata/model.yaml", text: EXPRESSIONS_YAML },
    ]);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
    const xml = csdlXmlEmitter.emit(model!)[0]!.content;
    expect(await xsdErrors(xml)).toEqual([]);
    // A cast's facets as given, in the order a property's are written.
    expect(xml).toContain('<Cast Type="Edm.Decimal" MaxLength="5" Precision="4" Scale="2" SRID="0" Unicode="false">');
  });
});
