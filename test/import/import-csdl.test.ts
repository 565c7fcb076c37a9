import { describe, expect, it } from "vitest";
import { importCsdl } from "../../src/import/index.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

const EDMX = (body: string, version = "4.0", references = "") =>
  `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="${version}">${references}
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="Shop.Sales" Alias="S">
${body}
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;

const CORE = `
  <edmx:Reference Uri="https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.xml">
    <edmx:Include Namespace="Org.OData.Core.V1" Alias="Core" />
  </edmx:Reference>
  <edmx:Reference Uri="https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Capabilities.V1.xml">
    <edmx:Include Namespace="Org.OData.Capabilities.V1" Alias="Capabilities" />
  </edmx:Reference>`;

const lines = (result: ReturnType<typeof importCsdl>) => result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
const file = (result: ReturnType<typeof importCsdl>, path: string) => result.files.find((f) => f.path === path)?.content;

describe("importCsdl: CSDL XML to metadata files", () => {
  const given = EDMX(
    `      <EntityType Name="Order">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Guid" Nullable="false"><Annotation Term="Core.Computed" /></Property>
        <Property Name="Number" Type="Edm.String" Nullable="false" MaxLength="20"><Annotation Term="Core.Immutable" /></Property>
        <Property Name="Status" Type="S.Status" Nullable="false" DefaultValue="Open" />
        <Property Name="Total" Type="Edm.Decimal" Precision="12" Scale="2" />
        <NavigationProperty Name="Customer" Type="S.Customer" Nullable="false" Partner="Orders" />
      </EntityType>
      <EntityType Name="Customer">
        <Annotation Term="Core.Description" String="A buyer" />
        <Key><PropertyRef Name="Code" /></Key>
        <Property Name="Code" Type="Edm.String" Nullable="false" />
        <Property Name="Tags" Type="Collection(Edm.String)" Nullable="false" />
        <NavigationProperty Name="Orders" Type="Collection(S.Order)" Partner="Customer" />
      </EntityType>
      <EnumType Name="Status"><Member Name="Open" /><Member Name="Closed" /></EnumType>
      <EntityContainer Name="SalesService">
        <Annotation Term="Core.Description" String="Sales" />
        <EntitySet Name="Orders" EntityType="S.Order">
          <NavigationPropertyBinding Path="Customer" Target="Customers" />
          <Annotation Term="Capabilities.DeleteRestrictions"><Record><PropertyValue Property="Deletable" Bool="false" /></Record></Annotation>
          <Annotation Term="Capabilities.UpdateRestrictions"><Record><PropertyValue Property="UpdateMethod" EnumMember="Capabilities.HttpMethod/PUT" /></Record></Annotation>
          <Annotation Term="Capabilities.FilterRestrictions">
            <Record>
              <PropertyValue Property="FilterExpressionRestrictions">
                <Collection>
                  <Record><PropertyValue Property="Property" PropertyPath="Number" /><PropertyValue Property="AllowedExpressions" String="SearchExpression" /></Record>
                  <Record><PropertyValue Property="Property" PropertyPath="Total" /><PropertyValue Property="AllowedExpressions" String="SingleRange" /></Record>
                </Collection>
              </PropertyValue>
              <PropertyValue Property="NonFilterableProperties"><Collection><PropertyPath>Status</PropertyPath></Collection></PropertyValue>
            </Record>
          </Annotation>
        </EntitySet>
        <EntitySet Name="Customers" EntityType="S.Customer">
          <NavigationPropertyBinding Path="Orders" Target="Orders" />
          <Annotation Term="Capabilities.InsertRestrictions"><Record><PropertyValue Property="Insertable" Bool="false" /></Record></Annotation>
          <Annotation Term="Capabilities.UpdateRestrictions"><Record><PropertyValue Property="Updatable" Bool="false" /></Record></Annotation>
          <Annotation Term="Capabilities.DeleteRestrictions"><Record><PropertyValue Property="Deletable" Bool="false" /></Record></Annotation>
        </EntitySet>
      </EntityContainer>`,
    "4.0",
    CORE,
  );

  it("writes the service, the types and the container in the format's own settings", () => {
    const result = importCsdl(given, "sales.xml");
    expect(lines(result)).toEqual([]);
    expect(result.files.map((f) => f.path)).toEqual(["service.yaml", "entity-types.yaml", "enum-types.yaml", "container.yaml"]);
    expect(file(result, "service.yaml")).toBe(`# The service settings. Imported from sales.xml by edmgen import.
service:
  name: SalesService
  namespace: Shop.Sales
  alias: S
  title: Sales
  version: "1.0.0"
  odataVersion: "4.0"
  basePath: /
  containerName: SalesService
  updateMethod: PUT
`);
    expect(file(result, "entity-types.yaml")).toBe(`# Entity types: fields and relationships. Imported from sales.xml by edmgen import.
entityTypes:
  Order:
    key: [ID]
    fields:
      ID: Guid
      Number:
        type: String
        nullable: false
        immutable: true
        maxLength: 20
      Status:
        type: Status
        nullable: false
        filterable: false
        default: Open
      Total:
        type: Decimal
        precision: 12
        scale: 2
    relationships:
      Customer:
        target: Customer
        cardinality: "N:1"
        nullable: false
        partner: Orders

  Customer:
    description: A buyer
    key: [Code]
    fields:
      Code:
        type: String
        computed: false
      Tags:
        type: String
        collection: true
        nullable: false
    relationships:
      Orders:
        target: Order
        cardinality: "1:N"
        partner: Customer
`);
    expect(file(result, "container.yaml")).toBe(`# Entity sets, singletons, action and function imports. Imported from sales.xml by edmgen import.
entitySets:
  Orders:
    type: Order
    operations: [list, get, create, update]
    filters:
      Number: [contains, startswith, endswith]
      Total: [eq, gt, ge, lt, le]

  Customers:
    type: Customer
    readOnly: true
    createRelated: [Orders]
`);
  });

  it("turns NavigationRestrictions' InsertRestrictions into createRelated, as the OASIS mapping reads them, and keeps the rest", () => {
    const set = (name: string, annotations: string) => `
        <EntitySet Name="${name}" EntityType="S.Customer">
          <NavigationPropertyBinding Path="Orders" Target="Orders" />
          <NavigationPropertyBinding Path="Invoices" Target="Invoices" />${annotations}
        </EntitySet>`;
    const restricted = (entries: string, root = "") => `
          <Annotation Term="Capabilities.NavigationRestrictions"><Record>${root}<PropertyValue Property="RestrictedProperties"><Collection>${entries}</Collection></PropertyValue></Record></Annotation>`;
    const entry = (nav: string, inner: string) => `<Record><PropertyValue Property="NavigationProperty" NavigationPropertyPath="${nav}" />${inner}</Record>`;
    const insertable = (value: string) => `<PropertyValue Property="InsertRestrictions"><Record><PropertyValue Property="Insertable" ${value} /></Record></PropertyValue>`;
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="Order"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityType Name="Customer">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Orders" Type="Collection(S.Order)" />
        <NavigationProperty Name="Invoices" Type="Collection(S.Order)" />
        <NavigationProperty Name="Notes" Type="Collection(S.Order)" />
      </EntityType>
      <EntityContainer Name="SalesService">
        <EntitySet Name="Orders" EntityType="S.Order" />
        <EntitySet Name="Invoices" EntityType="S.Order">
          <Annotation Term="Capabilities.InsertRestrictions"><Record><PropertyValue Property="Insertable" Bool="false" /></Record></Annotation>
        </EntitySet>${set("ByDefault", "")}${set("Stated", restricted(entry("Orders", insertable('Bool="false"')) + entry("Invoices", insertable('Bool="true"') + '<PropertyValue Property="Navigability" EnumMember="Capabilities.NavigationType/Single" />')))}${set(
          "Unnavigable",
          restricted(entry("Invoices", '<PropertyValue Property="Navigability" EnumMember="Capabilities.NavigationType/Recursive" />' + insertable('Bool="true"')), '<PropertyValue Property="Navigability" EnumMember="Capabilities.NavigationType/None" />'),
        )}
      </EntityContainer>`,
        "4.0",
        CORE,
      ),
      "sales.xml",
    );
    expect(lines(result)).toEqual([]);
    const container = file(result, "container.yaml")!;
    // By default: Orders leads to an insertable set, Invoices to one that is not, Notes to none.
    const block = (name: string) => container.slice(container.indexOf(`  ${name}:`)).split("\n\n")[0];
    expect(block("ByDefault")).toContain("    createRelated: [Orders]\n");
    // Stated values win; what the format has no setting for (Navigability) stays an annotation.
    expect(container).toMatch(/ {2}Stated:\n {4}type: Customer\n {4}createRelated: \[Invoices\]\n[\s\S]*NavigationType\/Single/);
    expect(container.slice(container.indexOf("  Stated:"), container.indexOf("  Unnavigable:"))).not.toContain("Insertable");
    // Navigability None: only relationships with their own navigability have paths to create through.
    expect(container).toMatch(/ {2}Unnavigable:\n {4}type: Customer\n {4}createRelated: \[Invoices\]\n/);
  });

  it("keeps InsertRestrictions of contained and single-valued relationships as the annotation, which the outputs read", () => {
    const entry = (nav: string) =>
      `<Record><PropertyValue Property="NavigationProperty" NavigationPropertyPath="${nav}" /><PropertyValue Property="InsertRestrictions"><Record><PropertyValue Property="Insertable" Bool="false" /></Record></PropertyValue></Record>`;
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="Trip"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityType Name="Person">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Trips" Type="Collection(S.Trip)" ContainsTarget="true" />
        <NavigationProperty Name="Best" Type="S.Person" />
      </EntityType>
      <EntityContainer Name="SalesService">
        <EntitySet Name="People" EntityType="S.Person">
          <NavigationPropertyBinding Path="Best" Target="People" />
          <Annotation Term="Capabilities.NavigationRestrictions"><Record><PropertyValue Property="RestrictedProperties"><Collection>${entry("Trips")}${entry("Best")}</Collection></PropertyValue></Record></Annotation>
        </EntitySet>
      </EntityContainer>`,
        "4.0",
        CORE,
      ),
      "people.xml",
    );
    expect(lines(result)).toEqual([]);
    const container = file(result, "container.yaml")!;
    expect(container).not.toContain("createRelated");
    expect(container.match(/Insertable: false/g)).toHaveLength(2);
    expect(container).toContain("$NavigationPropertyPath: Trips");
    expect(container).toContain("$NavigationPropertyPath: Best");
  });

  it("states that records of a set that is not read are not read through relationships bound to it, unless the document says they are", () => {
    // The vocabulary applies a set's ReadRestrictions to requests through relationships bound to
    // it; the format reads through every relationship of a record it reads, so import says so.
    const readable = (nav: string) =>
      `<Record><PropertyValue Property="NavigationProperty" NavigationPropertyPath="${nav}" /><PropertyValue Property="ReadRestrictions"><Record><PropertyValue Property="Readable" Bool="true" /></Record></PropertyValue></Record>`;
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="Event"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityType Name="Visit">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Event" Type="S.Event" />
        <NavigationProperty Name="Events" Type="Collection(S.Event)" />
      </EntityType>
      <EntityContainer Name="SalesService">
        <EntitySet Name="Events" EntityType="S.Event">
          <Annotation Term="Capabilities.ReadRestrictions"><Record><PropertyValue Property="Readable" Bool="false" /></Record></Annotation>
        </EntitySet>
        <EntitySet Name="Visits" EntityType="S.Visit">
          <NavigationPropertyBinding Path="Event" Target="Events" />
          <NavigationPropertyBinding Path="Events" Target="Events" />
          <Annotation Term="Capabilities.NavigationRestrictions"><Record><PropertyValue Property="RestrictedProperties"><Collection>${readable("Event")}</Collection></PropertyValue></Record></Annotation>
        </EntitySet>
      </EntityContainer>`,
        "4.0",
        CORE,
      ),
      "sales.xml",
    );
    expect(lines(result)).toEqual([]);
    const container = file(result, "container.yaml")!;
    const visits = container.slice(container.indexOf("  Visits:"));
    // Event: the document says it is read through, which the format derives (nothing written);
    // Events: the vocabulary's rule, stated for the format's outputs to read.
    expect(visits).not.toMatch(/NavigationPropertyPath: Event\n/);
    expect(visits).toContain("$NavigationPropertyPath: Events\n            ReadRestrictions:\n              Readable: false\n");
  });

  it("reads a relationship's own InsertRestrictions record without Insertable as insertable, as the OASIS mapping does", () => {
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="Order"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityType Name="Customer">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Orders" Type="Collection(S.Order)" />
      </EntityType>
      <EntityContainer Name="SalesService">
        <EntitySet Name="Orders" EntityType="S.Order">
          <Annotation Term="Capabilities.InsertRestrictions"><Record><PropertyValue Property="Insertable" Bool="false" /></Record></Annotation>
        </EntitySet>
        <EntitySet Name="Customers" EntityType="S.Customer">
          <NavigationPropertyBinding Path="Orders" Target="Orders" />
          <Annotation Term="Capabilities.NavigationRestrictions"><Record><PropertyValue Property="RestrictedProperties"><Collection>
            <Record><PropertyValue Property="NavigationProperty" NavigationPropertyPath="Orders" /><PropertyValue Property="InsertRestrictions"><Record><PropertyValue Property="MaxLevels" Int="1" /></Record></PropertyValue></Record>
          </Collection></PropertyValue></Record></Annotation>
        </EntitySet>
      </EntityContainer>`,
        "4.0",
        CORE,
      ),
      "sales.xml",
    );
    expect(lines(result)).toEqual([]);
    const container = file(result, "container.yaml")!;
    expect(container).toMatch(/ {2}Customers:\n {4}type: Customer\n {4}createRelated: \[Orders\]\n/);
    // The record stays, for its other property.
    expect(container).toContain("MaxLevels: 1");
  });

  it("keeps a restriction record's further properties as an annotation of its term, which generates back merged", async () => {
    const document = EDMX(
      `      <EntityType Name="Order"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="SalesService">
        <EntitySet Name="Orders" EntityType="S.Order">
          <Annotation Term="Capabilities.DeleteRestrictions"><Record>
            <PropertyValue Property="Deletable" Bool="false" />
            <PropertyValue Property="Description" String="Orders are archived, never deleted." />
          </Record></Annotation>
        </EntitySet>
      </EntityContainer>`,
      "4.0",
      CORE,
    );
    const result = importCsdl(document, "sales.xml");
    expect(lines(result)).toEqual([]);
    const container = file(result, "container.yaml")!;
    expect(container).toContain("operations: [list, get, create, update]");
    expect(container).toContain(`Org.OData.Capabilities.V1.DeleteRestrictions:\n        Description: "Orders are archived, never deleted."`);
    expect(container).not.toContain("Deletable");
    const { importToModel } = await import("./support/import-to-model.js");
    const { buildCsdlJson } = await import("../../src/emitters/csdl/index.js");
    const { model } = importToModel(document, "sales.xml");
    const schema = buildCsdlJson(model)["Shop.Sales"] as Record<string, Record<string, Record<string, unknown>>>;
    expect(schema.SalesService!.Orders!["@Capabilities.DeleteRestrictions"]).toEqual({ Deletable: false, Description: "Orders are archived, never deleted." });
  });

  it("keeps a temporal Precision=\"0\" the XML states, which generates back as stated, apart from a precision left out", async () => {
    const document = EDMX(`      <EntityType Name="T"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Property Name="Stated" Type="Edm.DateTimeOffset" Precision="0" />
        <Property Name="LeftOut" Type="Edm.DateTimeOffset" />
        <Property Name="Seven" Type="Edm.TimeOfDay" Precision="7" />
      </EntityType>
      <Function Name="Since"><Parameter Name="stated" Type="Edm.DateTimeOffset" Precision="0" /><Parameter Name="leftOut" Type="Edm.DateTimeOffset" /><ReturnType Type="Edm.Int32" /></Function>`);
    const result = importCsdl(document, "precision.xml");
    expect(lines(result)).toEqual([]);
    expect(file(result, "entity-types.yaml")).toMatch(/ {6}Stated:\n {8}type: DateTimeOffset\n {8}precision: 0\n {6}LeftOut: DateTimeOffset\n/);
    const { importToModel } = await import("./support/import-to-model.js");
    const { csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const xml = csdlXmlEmitter.emit(importToModel(document, "precision.xml").model)[0]!.content;
    expect(xml).toContain('<Property Name="Stated" Type="Edm.DateTimeOffset" Precision="0"/>');
    expect(xml).toContain('<Property Name="LeftOut" Type="Edm.DateTimeOffset"/>');
    expect(xml).toContain('<Property Name="Seven" Type="Edm.TimeOfDay" Precision="7"/>');
    // Parameters alike.
    expect(xml).toContain('<Parameter Name="stated" Type="Edm.DateTimeOffset" Precision="0"/>');
    expect(xml).toContain('<Parameter Name="leftOut" Type="Edm.DateTimeOffset"/>');
  });

  it("keeps the type of typed constants (Date, Decimal, Int beyond 2^53, Float INF, ...) through import and generation", async () => {
    const values = [
      ["Binary", "T0RhdGE"],
      ["Date", "2024-01-31"],
      ["DateTimeOffset", "2024-01-31T09:30:00Z"],
      ["Decimal", "1.50"],
      ["Duration", "P1DT2H"],
      ["Float", "INF"],
      ["Guid", "21EC2020-3AEA-1069-A2DD-08002B30309D"],
      ["Int", "9007199254740993"],
      ["TimeOfDay", "09:30:00"],
    ] as const;
    const properties = values.map(([kind, literal]) => `<PropertyValue Property="${kind}Value" ${kind}="${literal}" />`).join("");
    const document = EDMX(
      `      <EntityType Name="Order"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Annotation Term="Core.Example"><Record>${properties}<PropertyValue Property="Count"><Int>7</Int></PropertyValue></Record></Annotation>
      </EntityType>`,
      "4.0",
      CORE,
    );
    const result = importCsdl(document, "typed.xml");
    expect(lines(result)).toEqual([]);
    expect(file(result, "entity-types.yaml")).toContain('        DateValue:\n          $Date: "2024-01-31"\n');
    const { importToModel } = await import("./support/import-to-model.js");
    const { buildCsdlJson, csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const { model } = importToModel(document, "typed.xml");
    // XML writes each constant as the expression it was; a safe Int stays a number.
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    for (const [kind, literal] of values) expect(xml).toContain(`<PropertyValue Property="${kind}Value" ${kind}="${literal}"/>`);
    expect(xml).toContain('<PropertyValue Property="Count" Int="7"/>');
    // CSDL JSON writes the literals, as numbers where a JSON number gives them back.
    const schema = buildCsdlJson(model)["Shop.Sales"] as Record<string, Record<string, unknown>>;
    expect(schema.Order!["@Core.Example"]).toEqual({
      BinaryValue: "T0RhdGE",
      DateValue: "2024-01-31",
      DateTimeOffsetValue: "2024-01-31T09:30:00Z",
      DecimalValue: 1.5,
      DurationValue: "P1DT2H",
      FloatValue: "INF",
      GuidValue: "21EC2020-3AEA-1069-A2DD-08002B30309D",
      IntValue: "9007199254740993",
      TimeOfDayValue: "09:30:00",
      Count: 7,
    });
  });

  it("carries dynamic expressions (Apply, If, comparisons, Cast, IsOf, UrlRef, labeled elements) with their annotations, in XML and JSON, into $metadata that validates", async () => {
    const xml = EDMX(
      `      <EntityType Name="Thing"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /><Property Name="Name" Type="Edm.String" /><Property Name="Parts" Type="Collection(Edm.String)" />
        <Annotation Term="Core.Description" Qualifier="Concat"><Apply Function="odata.concat"><Path>Name</Path><String> - </String><Cast Type="Edm.String"><Path>ID</Path></Cast></Apply></Annotation>
        <Annotation Term="Core.Description" Qualifier="If"><If><Eq><Path>Name</Path><String>x</String></Eq><String>yes</String><String>no</String><Annotation Term="Core.Description" String="an if" /></If></Annotation>
        <Annotation Term="Core.Description" Qualifier="Url" UrlRef="https://example.com" />
        <Annotation Term="Core.Description" Qualifier="Label"><LabeledElement Name="L" String="v" /></Annotation>
        <Annotation Term="Core.Description" Qualifier="Ref"><LabeledElementReference>S.L</LabeledElementReference></Annotation>
        <Annotation Term="Core.Description" Qualifier="IsOf"><IsOf Type="Collection(Edm.String)" MaxLength="10"><Path>Parts</Path></IsOf></Annotation>
        <Annotation Term="Core.Description" Qualifier="Not"><Not><Bool>true</Bool></Not></Annotation>
      </EntityType>
      <EntityContainer Name="C"><EntitySet Name="Things" EntityType="S.Thing" /></EntityContainer>`,
      "4.0",
      CORE,
    );
    const result = importCsdl(xml, "dynamic.xml");
    expect(lines(result)).toEqual([]);
    const types = file(result, "entity-types.yaml")!;
    expect(types).toContain("      Org.OData.Core.V1.Description#Concat:\n        $Apply:\n          - $Path: Name\n          - \" - \"\n          - $Cast:\n              $Path: ID\n            $Type: Edm.String\n        $Function: odata.concat\n");
    expect(types).toContain('        "@Org.OData.Core.V1.Description": an if\n');
    expect(types).toContain("        $IsOf:\n          $Path: Parts\n        $Type: Edm.String\n        $Collection: true\n        $MaxLength: 10\n");
    expect(types).toContain("        $LabeledElementReference: Shop.Sales.L\n");
    const { importToModel } = await import("./support/import-to-model.js");
    const { csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const { xsdErrors } = await import("../csdl/helpers.js");
    const generated = csdlXmlEmitter.emit(importToModel(xml, "dynamic.xml").model)[0]!.content;
    expect(await xsdErrors(generated)).toEqual([]);
    expect(generated).toContain('<IsOf Type="Collection(Edm.String)" MaxLength="10">');
    expect(generated).toContain('<Apply Function="odata.concat">');
    // The CSDL JSON form of the same document imports to the same YAML.
    const json = `{
  "$Version": "4.0", "$EntityContainer": "Shop.Sales.C",
  "$Reference": { "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.json": { "$Include": [{ "$Namespace": "Org.OData.Core.V1", "$Alias": "Core" }] } },
  "Shop.Sales": { "$Alias": "S",
    "Thing": { "$Kind": "EntityType", "$Key": ["ID"], "ID": { "$Type": "Edm.Int32" }, "Name": { "$Nullable": true }, "Parts": { "$Collection": true, "$Nullable": true },
      "@Core.Description#Concat": { "$Apply": [{ "$Path": "Name" }, " - ", { "$Cast": { "$Path": "ID" }, "$Type": "Edm.String" }], "$Function": "odata.concat" },
      "@Core.Description#If": { "$If": [{ "$Eq": [{ "$Path": "Name" }, "x"] }, "yes", "no"], "@Core.Description": "an if" },
      "@Core.Description#Url": { "$UrlRef": "https://example.com" },
      "@Core.Description#Label": { "$LabeledElement": "v", "$Name": "L" },
      "@Core.Description#Ref": { "$LabeledElementReference": "S.L" },
      "@Core.Description#IsOf": { "$IsOf": { "$Path": "Parts" }, "$Type": "Edm.String", "$Collection": true, "$MaxLength": 10 },
      "@Core.Description#Not": { "$Not": true }
    },
    "C": { "$Kind": "EntityContainer", "Things": { "$Collection": true, "$Type": "Shop.Sales.Thing" } }
  }
}`;
    const fromJson = importCsdl(json, "dynamic.json");
    expect(lines(fromJson)).toEqual([]);
    expect(file(fromJson, "entity-types.yaml")!.split("\n").slice(2)).toEqual(types.split("\n").slice(2));
  });

  it("reads expressions' facets as written, inline UrlRef values of labeled elements, casts without a type and vocabulary names inside expressions", async () => {
    const UI = `
  <edmx:Reference Uri="https://sap.github.io/odata-vocabularies/vocabularies/UI.xml">
    <edmx:Include Namespace="com.sap.vocabularies.UI.v1" Alias="SAP__UI" />
  </edmx:Reference>`;
    const xml = EDMX(
      `      <EntityType Name="Thing"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /><Property Name="Amount" Type="Edm.Decimal" Scale="2" />
        <Annotation Term="Core.Description" Qualifier="Decimal"><Cast Type="Edm.Decimal"><Path>Amount</Path></Cast></Annotation>
        <Annotation Term="Core.Description" Qualifier="Unicode"><IsOf Type="Edm.String" Unicode="1"><Path>Amount</Path></IsOf></Annotation>
        <Annotation Term="Core.Description" Qualifier="Uri"><Apply Function="odata.fillUriTemplate"><String>https://example.com/{u}</String><LabeledElement Name="u" UrlRef="https://example.com/x" /></Apply></Annotation>
        <Annotation Term="Core.Description" Qualifier="Ui"><IsOf Type="SAP__UI.DataFieldWithUrl"><Path>Amount</Path></IsOf></Annotation>
      </EntityType>
      <EntityContainer Name="C"><EntitySet Name="Things" EntityType="S.Thing" /></EntityContainer>`,
      "4.0",
      CORE + UI,
    );
    const result = importCsdl(xml, "facets.xml");
    expect(lines(result)).toEqual([]);
    const types = file(result, "entity-types.yaml")!;
    expect(types).toContain("        $Unicode: true\n");
    expect(types).toContain('          - $LabeledElement:\n              $UrlRef: "https://example.com/x"\n            $Name: u\n');
    const { importToModel } = await import("./support/import-to-model.js");
    const { csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const { xsdErrors } = await import("../csdl/helpers.js");
    const generated = csdlXmlEmitter.emit(importToModel(xml, "facets.xml").model)[0]!.content;
    expect(await xsdErrors(generated)).toEqual([]);
    // A cast's type has no default facets to add: no Scale appears.
    expect(generated).toContain('<Cast Type="Edm.Decimal">');
    expect(generated).toContain('<IsOf Type="Edm.String" Unicode="true">');
    // A vocabulary named only inside an expression is referenced, and its name written with its alias.
    expect(generated).toContain('<IsOf Type="UI.DataFieldWithUrl">');
    expect(generated).toContain('<edmx:Include Namespace="com.sap.vocabularies.UI.v1" Alias="UI"/>');
    // CSDL JSON: a cast without $Type is to Edm.String; an SRID is a string; a 4.0 record names its type with @odata.type.
    const json = `{
  "$Version": "4.0", "$EntityContainer": "S.C",
  "$Reference": { "https://sap.github.io/odata-vocabularies/vocabularies/UI.json": { "$Include": [{ "$Namespace": "com.sap.vocabularies.UI.v1", "$Alias": "SAP__UI" }] } },
  "S": {
    "Thing": { "$Kind": "EntityType", "$Key": ["ID"], "ID": { "$Type": "Edm.Int32" }, "Where": { "$Type": "Edm.GeographyPoint", "$Nullable": true },
      "@Org.OData.Core.V1.Description#Cast": { "$Cast": { "$Path": "ID" } },
      "@Org.OData.Core.V1.Description#Srid": { "$Cast": { "$Path": "Where" }, "$Type": "Edm.GeographyPoint", "$SRID": "4326" },
      "@SAP__UI.LineItem": [{ "@odata.type": "#SAP__UI.DataField", "Value": { "$Path": "ID" } }]
    },
    "C": { "$Kind": "EntityContainer", "Things": { "$Collection": true, "$Type": "S.Thing" } }
  }
}`;
    expect(lines(importCsdl(json, "facets.json"))).toEqual([]);
    const fromJson = csdlXmlEmitter.emit(importToModel(json, "facets.json").model)[0]!.content;
    expect(await xsdErrors(fromJson)).toEqual([]);
    expect(fromJson).toContain('<Cast Type="Edm.String">');
    expect(fromJson).toContain('<Cast Type="Edm.GeographyPoint" SRID="4326">');
    expect(fromJson).toContain('<Record Type="UI.DataField">');
  });

  it("keeps CSDL JSON numbers a double cannot hold as numbers with all their digits, not as strings", async () => {
    const json = `{
  "$Version": "4.01", "$EntityContainer": "S.C",
  "S": {
    "P": { "$Kind": "EntityType", "$Key": ["ID"], "ID": { "$Type": "Edm.Int32" },
      "@Org.OData.Validation.V1.Maximum": 9007199254740993,
      "@Org.OData.Validation.V1.Minimum": 3.14159265358979323846,
      "@Org.OData.Core.V1.Example": { "Big": 12345678901234567890, "List": [1, 18446744073709551616, "12345678901234567890"], "Nested": { "Small": 2 } },
      "@Org.OData.Core.V1.Example#Doubles": { "Pi": 3.141592653589793, "Sum": 0.30000000000000004, "Huge": 1e400, "Tiny": 1e-400, "Round": 1e20 },
      "@Org.OData.Core.V1.Example#Null": { "$Null": null, "@Org.OData.Core.V1.Description": "why" },
      "@Org.OData.Core.V1.Example#Path": { "$Path": "ID", "@Org.OData.Core.V1.Description": "which" }
    },
    "C": { "$Kind": "EntityContainer", "Ps": { "$Collection": true, "$Type": "S.P" } }
  }
}`;
    const result = importCsdl(json, "numbers.json");
    // An annotated null is read as null, without its annotations.
    expect(lines(result)).toEqual([
      "numbers.json:9:59 warning EDM0503 annotation 'Org.OData.Core.V1.Description' of a null value is not carried into the model: the format has no place for annotations of a null value; the value is read as null",
      "numbers.json:10:59 warning EDM0503 annotation 'Org.OData.Core.V1.Description' of a path is not carried into the model: the format has no place for annotations of a path, which CSDL XML cannot write; the path is read without them",
    ]);
    expect(file(result, "entity-types.yaml")).toContain("      Org.OData.Core.V1.Example#Path:\n        $Path: ID\n");
    expect(file(result, "entity-types.yaml")).toContain("      Org.OData.Core.V1.Example#Null: null\n");
    expect(file(result, "entity-types.yaml")).toContain('      Org.OData.Validation.V1.Maximum:\n        $Int: "9007199254740993"\n');
    expect(file(result, "entity-types.yaml")).toContain('      Org.OData.Validation.V1.Minimum:\n        $Decimal: "3.14159265358979323846"\n');
    // A double beyond 2^53 - 1 that is an integer keeps its exponent: written out, it would read as an integer YAML has rounded.
    expect(file(result, "entity-types.yaml")).toContain("        Round: 1e+20\n");
    const { importToModel } = await import("./support/import-to-model.js");
    const { csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const xml = csdlXmlEmitter.emit(importToModel(json, "numbers.json").model)[0]!.content;
    expect(xml).toContain('<Annotation Term="Validation.Maximum" Int="9007199254740993"/>');
    expect(xml).toContain('<Annotation Term="Validation.Minimum" Decimal="3.14159265358979323846"/>');
    expect(xml).toContain('<PropertyValue Property="Big" Int="12345678901234567890"/>');
    // In a collection too; a string of digits stays a string, and a number a double holds stays a number.
    expect(xml).toContain("<Int>1</Int>");
    expect(xml).toContain("<Int>18446744073709551616</Int>");
    expect(xml).toContain("<String>12345678901234567890</String>");
    expect(xml).toContain('<PropertyValue Property="Small" Int="2"/>');
    // A double that prints as written stays a double; beyond a double's range the digits are kept.
    expect(xml).toContain('<PropertyValue Property="Pi" Float="3.141592653589793"/>');
    expect(xml).toContain('<PropertyValue Property="Sum" Float="0.30000000000000004"/>');
    expect(xml).toContain('<PropertyValue Property="Huge" Decimal="1e400"/>');
    expect(xml).toContain('<PropertyValue Property="Tiny" Decimal="1e-400"/>');
    expect(xml).toContain('<PropertyValue Property="Round" Float="100000000000000000000"/>');
  });

  it("writes the CSDL JSON form's plain path and enum strings of standard terms back as paths and enum members in the XML", async () => {
    const json = `{
  "$Version": "4.01", "$EntityContainer": "S.C",
  "$Reference": { "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Capabilities.V1.json": { "$Include": [{ "$Namespace": "Org.OData.Capabilities.V1", "$Alias": "Capabilities" }] },
    "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.json": { "$Include": [{ "$Namespace": "Org.OData.Core.V1", "$Alias": "Core" }] } },
  "S": {
    "P": { "$Kind": "EntityType", "$Key": ["ID"], "ID": { "$Type": "Edm.Int32" }, "Name": { "$Nullable": true }, "@Core.OptimisticConcurrency": ["Name"] },
    "C": { "$Kind": "EntityContainer", "Ps": { "$Collection": true, "$Type": "S.P", "@Capabilities.SortRestrictions": { "NonSortableProperties": ["Name"] } } }
  }
}`;
    const { importToModel } = await import("./support/import-to-model.js");
    const { csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const xml = csdlXmlEmitter.emit(importToModel(json, "plain.json").model)[0]!.content;
    expect(xml).toMatch(/<Annotation Term="Core.OptimisticConcurrency">\s*<Collection>\s*<PropertyPath>Name<\/PropertyPath>/);
    expect(xml).toMatch(/<PropertyValue Property="NonSortableProperties">\s*<Collection>\s*<PropertyPath>Name<\/PropertyPath>/);
  });

  it("reads the same model from the CSDL JSON form of the document", () => {
    const json = {
      $Version: "4.0",
      $EntityContainer: "Shop.Sales.SalesService",
      $Reference: { "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.json": { $Include: [{ $Namespace: "Org.OData.Core.V1", $Alias: "Core" }] } },
      "Shop.Sales": {
        $Alias: "S",
        Status: { $Kind: "EnumType", Open: 0, Closed: 1 },
        SalesService: { $Kind: "EntityContainer", "@Core.Description": "Sales", Statuses: { $Collection: true, $Type: "S.Thing" } },
        Thing: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32", "@Core.Computed": true }, State: { $Type: "S.Status", $Nullable: true } },
      },
    };
    const result = importCsdl(JSON.stringify(json, null, 2), "sales.json");
    expect(lines(result)).toEqual([]);
    expect(file(result, "entity-types.yaml")).toContain(`  Thing:
    key: [ID]
    fields:
      ID: Int32
      State: Status
`);
    expect(file(result, "enum-types.yaml")).toContain(`enumTypes:
  Status:
    members:
      Open: 0
      Closed: 1
`);
  });

  it("writes type casts in binding paths and entity set paths with the namespace, so they resolve when the alias is dropped", async () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:DataServices>
    <Schema Namespace="Shop" Alias="UI" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <EntityType Name="Person"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"/></EntityType>
      <EntityType Name="Employee" BaseType="UI.Person"><NavigationProperty Name="Manager" Type="UI.Employee"/></EntityType>
      <Function Name="Boss" IsBound="true" EntitySetPath="p/UI.Employee/Manager"><Parameter Name="p" Type="UI.Person"/><ReturnType Type="UI.Employee"/></Function>
      <EntityContainer Name="C"><EntitySet Name="People" EntityType="UI.Person"><NavigationPropertyBinding Path="UI.Employee/Manager" Target="People"/></EntitySet></EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>`;
    const result = importCsdl(xml, "shop.xml");
    // The alias is the UI vocabulary's (EDM0503): the schema is written without one.
    expect(lines(result).map((l) => l.split(" ").slice(1, 3).join(" "))).toEqual(["warning EDM0503"]);
    expect(file(result, "container.yaml")).toContain("    bindings:\n      Shop.Employee/Manager: People\n");
    expect(file(result, "operations.yaml")).toContain("entitySetPath: p/Shop.Employee/Manager");
    const { importToModel } = await import("./support/import-to-model.js");
    const { model } = importToModel(xml, "shop.xml");
    expect(model.entitySets[0]!.navigationBindings).toEqual([{ path: "Shop.Employee/Manager", target: "People" }]);
  });

  it("refuses a type the document itself should declare (EDM0504, nothing written), and reports one of another schema as not carried", () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:DataServices>
    <Schema Namespace="N" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <EntityType Name="T"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"/>
        <Property Name="P" Type="N.Nope"/><Property Name="Q" Type="Edm.Strin"/><Property Name="R" Type="Other.Thing"/></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Ts" EntityType="N.T"/><Singleton Name="S" Type="N.Nope"/></EntityContainer>
    </Schema>
    <Schema Namespace="Other" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <ComplexType Name="Thing"><Property Name="X" Type="Edm.String"/></ComplexType>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>`;
    const result = importCsdl(xml, "n.xml");
    const codes = lines(result).map((l) => l.split(" ").slice(0, 3).join(" "));
    expect(codes).toEqual(expect.arrayContaining(["n.xml:6:28 error EDM0504", "n.xml:6:62 error EDM0504", "n.xml:6:99 warning EDM0503", "n.xml:7:92 error EDM0504"]));
    expect(result.files).toEqual([]);
  });

  it("reports OpenType=false below an open base type (two levels up) as not carried, and imports the type as open", () => {
    const xml = EDMX(`      <EntityType Name="Base" OpenType="true"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Guid" Nullable="false"/></EntityType>
      <EntityType Name="Middle" BaseType="S.Base"/>
      <EntityType Name="Closed" BaseType="S.Middle" OpenType="false"><Property Name="Y" Type="Edm.String"/></EntityType>
      <EntityType Name="Plain"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Guid" Nullable="false"/></EntityType>
      <EntityType Name="AlsoPlain" BaseType="S.Plain" OpenType="false"/>`);
    const result = importCsdl(xml, "o.xml");
    expect(lines(result)).toEqual([
      "o.xml:7:53 warning EDM0503 OpenType=false of entity type 'Closed' is not carried into the model: its base type 'Base' is open, and a type derived from an open type is open too (CSDL 4.01, section 6.1.4); imported as open",
    ]);
    // The imported model builds, with Closed open (inherited), so no EDM0229 is possible.
    const { model, diagnostics } = loadModelFromTexts(result.files.map((f) => ({ file: f.path, text: f.content })));
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(model?.entityTypes.find((t) => t.name === "Closed")?.openType).toBe(true);
    expect(model?.entityTypes.find((t) => t.name === "AlsoPlain")?.openType).toBe(false);
  });

  it("reports an enum member whose value is beyond 2^53 - 1 as not carried, with its exact value, in XML and JSON", () => {
    const xml = EDMX(`      <EnumType Name="Big" UnderlyingType="Edm.Int64"><Member Name="A" Value="1"/><Member Name="B" Value="9007199254740993"/></EnumType>`);
    const fromXml = importCsdl(xml, "e.xml");
    expect(fromXml.diagnostics.map((d) => `${d.severity} ${d.code} ${d.message}`)).toContain(
      "warning EDM0503 member 'Big/B' is not carried into the model: its value 9007199254740993 is beyond 2^53 − 1, which the format's member values cannot hold exactly (EDM0405)",
    );
    expect(file(fromXml, "enum-types.yaml")).toContain("      A: 1\n");
    expect(file(fromXml, "enum-types.yaml")).not.toContain("B:");
    const json = { $Version: "4.01", N: { Big: { $Kind: "EnumType", $UnderlyingType: "Edm.Int64", A: 1, B: 9007199254740993 } } };
    const text = JSON.stringify(json).replace("9007199254740992", "9007199254740993");
    expect(importCsdl(text, "e.json").diagnostics.map((d) => d.message)).toContain(
      "member 'Big/B' is not carried into the model: its value 9007199254740993 is beyond 2^53 − 1, which the format's member values cannot hold exactly (EDM0405)",
    );
  });

  it("finds the entity container named through the schema's alias ($EntityContainer: 'S.SalesService')", () => {
    const json = {
      $Version: "4.01",
      $EntityContainer: "S.SalesService",
      "Shop.Sales": {
        $Alias: "S",
        SalesService: { $Kind: "EntityContainer", Things: { $Collection: true, $Type: "S.Thing" } },
        Thing: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32" } },
      },
    };
    const result = importCsdl(JSON.stringify(json, null, 2), "sales.json");
    expect(lines(result)).toEqual([]);
    expect(file(result, "container.yaml")).toContain("entitySets:\n  Things:\n    type: Thing\n");
  });

  it("reads facets with CSDL JSON's defaults: a Decimal without $Scale is variable, an SRID may be a string, a temporal value without $Precision is reported, one with $Precision 0 keeps it", () => {
    const json = {
      $Version: "4.01",
      $EntityContainer: "Shop.Sales.SalesService",
      "Shop.Sales": {
        SalesService: { $Kind: "EntityContainer", Things: { $Collection: true, $Type: "Shop.Sales.Thing" } },
        Thing: {
          $Kind: "EntityType",
          $Key: ["ID"],
          ID: { $Type: "Edm.Int32" },
          Price: { $Type: "Edm.Decimal", $Precision: 10, $Nullable: true },
          Whole: { $Type: "Edm.Decimal", $Precision: 10, $Scale: 0, $Nullable: true },
          Spot: { $Type: "Edm.GeographyPoint", $SRID: "4326", $Nullable: true },
          At: { $Type: "Edm.DateTimeOffset", $Precision: 0, $Nullable: true },
          Seen: { $Type: "Edm.DateTimeOffset", $Nullable: true },
        },
      },
    };
    const result = importCsdl(JSON.stringify(json, null, 2), "facets.json");
    expect(lines(result)).toEqual([
      "facets.json:42:9 warning EDM0503 the unspecified precision of property 'Thing/Seen' is not carried into the model: the format reads a missing precision as 0 (as CSDL XML does); imported as 0",
    ]);
    expect(file(result, "entity-types.yaml")).toContain(`      Price:
        type: Decimal
        precision: 10
        scale: variable
      Whole:
        type: Decimal
        precision: 10
      Spot:
        type: GeographyPoint
        srid: 4326
      At:
        type: DateTimeOffset
        precision: 0
      Seen: DateTimeOffset
`);
  });

  it("reads Scale=\"Variable\", Scale=\"Floating\" and SRID=\"Variable\" (as Microsoft.OData.Edm 7 writes them) in lower case, and says so (EDM0506)", () => {
    const xml = EDMX(`      <EntityType Name="Reading"><Key><PropertyRef Name="Id" /></Key><Property Name="Id" Type="Edm.Int32" Nullable="false" />
        <Property Name="Amount" Type="Edm.Decimal" Precision="18" Scale="Variable" />
        <Property Name="Ratio" Type="Edm.Decimal" Scale="Floating" />
        <Property Name="Spot" Type="Edm.GeographyPoint" SRID="Variable" />
        <Property Name="Note" Type="Edm.String" MaxLength="Max" />
      </EntityType>`);
    const result = importCsdl(xml, "aspnet.xml");
    expect(lines(result)).toEqual([
      `aspnet.xml:6:67 warning EDM0506 attribute Scale="Variable" of <Property Name="Amount"> is carried into the model changed: CSDL and edm.xsd spell it 'variable', as which it is read`,
      `aspnet.xml:7:51 warning EDM0506 attribute Scale="Floating" of <Property Name="Ratio"> is carried into the model changed: CSDL and edm.xsd spell it 'floating', as which it is read`,
      `aspnet.xml:8:57 warning EDM0506 attribute SRID="Variable" of <Property Name="Spot"> is carried into the model changed: CSDL and edm.xsd spell it 'variable', as which it is read`,
      `aspnet.xml:9:49 warning EDM0506 attribute MaxLength="Max" of <Property Name="Note"> is carried into the model changed: CSDL and edm.xsd spell it 'max', as which it is read`,
    ]);
    expect(file(result, "entity-types.yaml")).toContain("        precision: 18\n        scale: variable\n      Ratio:\n        type: Decimal\n        scale: floating\n      Spot:\n        type: GeographyPoint\n        srid: variable\n      Note:\n        type: String\n        maxLength: max\n");
    const json = JSON.stringify({ $Version: "4.01", "Shop.Sales": { T: { $Kind: "EntityType", $Key: ["Id"], Id: { $Type: "Edm.Int32" }, Amount: { $Type: "Edm.Decimal", $Scale: "Variable" } } } }, null, 1);
    expect(lines(importCsdl(json, "aspnet.json"))).toEqual([`aspnet.json:14:5 warning EDM0506 facet Scale "Variable" of property 'T/Amount' is carried into the model changed: CSDL spells it 'variable', as which it is read`]);
    // Any other word is refused, named with the words CSDL allows.
    expect(lines(importCsdl(xml.replace('Scale="Variable"', 'Scale="var"').replace('SRID="Variable"', 'SRID="x"'), "bad.xml")).filter((line) => line.includes(" error "))).toEqual([
      `bad.xml:6:67 error EDM0504 <Property Name="Amount">: Scale="var" is not a non-negative integer, 'variable' or 'floating'`,
      `bad.xml:8:57 error EDM0504 <Property Name="Spot">: SRID="x" is not a non-negative integer or 'variable'`,
    ]);
  });

  it("reports CSDL JSON annotation keys whose term is not a qualified name, as the XML reader does, instead of writing them", () => {
    const json = `{
  "$Version": "4.01",
  "$EntityContainer": "S.C",
  "S": {
    "C": { "$Kind": "EntityContainer", "Ps": { "$Collection": true, "$Type": "S.P" } },
    "P": {
      "$Kind": "EntityType", "$Key": ["ID"], "ID": { "$Type": "Edm.Int32" },
      "@Org.OData.Core.V1.Description ": "x",
      "@Org.OData.Core.V1.LongDescription#": "y",
      "@": "z",
      "@Org.OData.Core.V1.Example#Q": "ok"
    }
  }
}`;
    const result = importCsdl(json, "terms.json");
    expect(lines(result)).toEqual(
      ["Org.OData.Core.V1.Description ", "Org.OData.Core.V1.LongDescription#", ""].map(
        (key, i) => `terms.json:${8 + i}:7 warning EDM0503 annotation '${key}' on entity type 'P' is not carried into the model: the term name is not a qualified name`,
      ),
    );
    expect(file(result, "entity-types.yaml")).toContain("    annotations:\n      Org.OData.Core.V1.Example#Q: ok\n");
  });

  it("reports attributes CSDL does not define, misspelt ones with the attribute meant, instead of dropping them silently", () => {
    const result = importCsdl(
      EDMX(`      <EntityType Name="E" xmlns:sap="http://www.sap.com/Protocols/SAPData" sap:creatable="false">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Property Name="A" Type="Edm.String" Nulable="false" MaxLenght="40"><Annotation Term="Org.OData.Core.V1.Description" String="a" /></Property>
      </EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E" /></EntityContainer>`),
      "attributes.xml",
    );
    expect(lines(result)).toEqual([
      "attributes.xml:5:77 warning EDM0503 attribute sap:creatable=\"false\" of <EntityType> is not carried into the model: it is not CSDL's (namespace http://www.sap.com/Protocols/SAPData), and the format has no place for it",
      "attributes.xml:8:46 warning EDM0503 attribute Nulable=\"false\" of <Property> is not carried into the model: CSDL defines no such attribute of <Property> (did you mean Nullable?); the element is read without it",
      "attributes.xml:8:62 warning EDM0503 attribute MaxLenght=\"40\" of <Property> is not carried into the model: CSDL defines no such attribute of <Property> (did you mean MaxLength?); the element is read without it",
    ]);
    expect(file(result, "entity-types.yaml")).toContain("      A:\n        type: String\n        description: a\n");
  });

  it("reports what an annotation value is read without: unknown attributes of its expressions, elements inside a constant, annotations of a collection or a null", () => {
    const result = importCsdl(
      EDMX(`      <EntityType Name="E" xmlns:sap="http://www.sap.com/Protocols/SAPData">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Annotation Term="Org.OData.Core.V1.Links">
          <Collection Kind="x">
            <Record Type="Org.OData.Core.V1.Link" sap:label="L" Tpye="y">
              <PropertyValue Property="rel" String="latest" Strnig="b" />
              <PropertyValue Property="href"><String>https://example.com<Extra /></String></PropertyValue>
            </Record>
            <Annotation Term="Org.OData.Core.V1.Description" String="on the collection" />
          </Collection>
        </Annotation>
        <Annotation Term="Org.OData.Core.V1.LongDescription"><Null><Annotation Term="Org.OData.Core.V1.Description" String="on null" /></Null></Annotation>
        <Annotation Term="Org.OData.Core.V1.Description" Qualifier="U" UrlRef="https://example.com/doc" />
      </EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E" /></EntityContainer>`),
      "values.xml",
    );
    expect(lines(result)).toEqual([
      'values.xml:9:23 warning EDM0503 attribute Kind="x" of <Collection> in an annotation value is not carried into the model: CSDL defines no such attribute of <Collection>; the value is read without it',
      "values.xml:10:51 warning EDM0503 attribute sap:label=\"L\" of <Record> in an annotation value is not carried into the model: it is not CSDL's (namespace http://www.sap.com/Protocols/SAPData), and the format has no place for it",
      'values.xml:10:65 warning EDM0503 attribute Tpye="y" of <Record> in an annotation value is not carried into the model: CSDL defines no such attribute of <Record> (did you mean Type?); the value is read without it',
      'values.xml:11:61 warning EDM0503 attribute Strnig="b" of <PropertyValue> in an annotation value is not carried into the model: CSDL defines no such attribute of <PropertyValue> (did you mean String?); the value is read without it',
      "values.xml:12:73 warning EDM0503 element <Extra> inside <String> is not carried into the model: the String expression is its text; the value is read without the element",
      "values.xml:14:13 warning EDM0503 annotation 'Org.OData.Core.V1.Description' of a <Collection> value is not carried into the model: the format has no place for annotations of a null value or of a collection",
      "values.xml:17:68 warning EDM0503 annotation 'Org.OData.Core.V1.Description' of a <Null> value is not carried into the model: the format has no place for annotations of a null value or of a collection",
    ]);
    // An inline UrlRef is the dynamic expression the element form is.
    expect(file(result, "entity-types.yaml")).toContain('      Org.OData.Core.V1.Description#U:\n        $UrlRef: "https://example.com/doc"\n');
    // The values themselves are carried.
    expect(file(result, "entity-types.yaml")).toContain("rel: latest");
    expect(file(result, "entity-types.yaml")).toContain(`href: "https://example.com"`);
  });

  it("reports CSDL JSON members CSDL does not define, misspelt ones with the member meant, instead of dropping them silently", () => {
    const json = `{
  "$Version": "4.0",
  "$EntityContainer": "S.C",
  "$Extra": 1,
  "S": {
    "E": { "$Kind": "EntityType", "$Key": ["ID"], "$Abstrct": false,
      "ID": { "$Type": "Edm.Int32", "$Nullable": false },
      "A": { "$MaxLenght": 40 },
      "Friends": { "$Kind": "NavigationProperty", "$Type": "S.E", "$Collection": true }
    },
    "C": { "$Kind": "EntityContainer",
      "Es": { "$Collection": true, "$Type": "S.E", "$NavigationPropertyBindings": { "Friends": "Es" } }
    }
  }
}`;
    const result = importCsdl(json, "members.json");
    expect(lines(result)).toEqual([
      "members.json:4:3 warning EDM0503 member $Extra of the document is not carried into the model: CSDL JSON defines no such member; the element is read without it",
      "members.json:6:51 warning EDM0503 member $Abstrct of 'E' is not carried into the model: CSDL JSON defines no such member (did you mean $Abstract?); the element is read without it",
      "members.json:8:14 warning EDM0503 member $MaxLenght of 'A' is not carried into the model: CSDL JSON defines no such member (did you mean $MaxLength?); the element is read without it",
      "members.json:12:52 warning EDM0503 member $NavigationPropertyBindings of 'Es' is not carried into the model: CSDL JSON defines no such member (did you mean $NavigationPropertyBinding?); the element is read without it",
    ]);
  });

  it("reports members without a $ in CSDL JSON elements that hold only $-members and annotations (\"Type\" for $Type)", () => {
    const json = `{"$Version":"4.01","$EntityContainer":"N.C","N":{
 "T":{"$Kind":"EntityType","$Key":["id"],"id":{"$Type":"Edm.Int32"},"n":{"Type":"Edm.Int32","Nullabel":false},"Others":{"$Kind":"NavigationProperty","$Type":"N.T","$Collection":true,"Partner":"x"}},
 "Go":[{"$Kind":"Action","Parameter":[]}],
 "C":{"$Kind":"EntityContainer","Ts":{"$Collection":true,"$Type":"N.T","Bindings":{}}}}}`;
    const result = importCsdl(json, "plain.json");
    expect(lines(result)).toEqual([
      "plain.json:2:74 warning EDM0503 member Type of 'n' is not carried into the model: CSDL JSON defines no such member (did you mean $Type?); the element is read without it",
      "plain.json:2:93 warning EDM0503 member Nullabel of 'n' is not carried into the model: CSDL JSON defines no such member (did you mean $Nullable?); the element is read without it",
      "plain.json:2:183 warning EDM0503 member Partner of 'Others' is not carried into the model: CSDL JSON defines no such member (did you mean $Partner?); the element is read without it",
      "plain.json:3:26 warning EDM0503 member Parameter of 'Go' is not carried into the model: CSDL JSON defines no such member (did you mean $Parameter?); the element is read without it",
      "plain.json:4:72 warning EDM0503 member Bindings of 'Ts' is not carried into the model: CSDL JSON defines no such member; the element is read without it",
    ]);
    // Read without its members: a String, and not nullable (CSDL JSON's default).
    expect(file(result, "entity-types.yaml")).toContain('      "n":\n        type: String\n        nullable: false\n');
  });

  it("reads the one container of a CSDL JSON document that names no $EntityContainer, or names it inside a schema, and says so (EDM0506)", () => {
    const missing = importCsdl(`{"$Version":"4.01","N":{
 "T":{"$Kind":"EntityType","$Key":["id"],"id":{"$Type":"Edm.Int32"}},
 "C":{"$Kind":"EntityContainer","Ts":{"$Collection":true,"$Type":"N.T"}}}}`, "missing.json");
    expect(lines(missing)).toEqual([
      "missing.json:3:2 warning EDM0506 entity container 'N.C' is carried into the model changed: the document names no $EntityContainer (a metadata document names its container, CSDL JSON 4.01, section 3); its only container is read as the service's",
    ]);
    expect(file(missing, "container.yaml")).toContain("entitySets:\n  Ts:\n    type: T\n");
    const misplaced = importCsdl(`{"$Version":"4.01","N":{
 "T":{"$Kind":"EntityType","$Key":["id"],"id":{"$Type":"Edm.Int32"}},
 "C":{"$Kind":"EntityContainer","Ts":{"$Collection":true,"$Type":"N.T"}},
 "$EntityContainer":"N.C"}}`, "misplaced.json");
    expect(lines(misplaced)).toEqual([
      "misplaced.json:4:2 warning EDM0506 entity container 'N.C' is carried into the model changed: the document names it in a schema, where CSDL JSON does not read $EntityContainer (it belongs on the document object, section 3); it is read as the service's container",
    ]);
    expect(file(misplaced, "container.yaml")).toContain("entitySets:\n  Ts:\n    type: T\n");
    // Two containers and no $EntityContainer: none is the service's.
    const two = importCsdl(`{"$Version":"4.01","N":{
 "T":{"$Kind":"EntityType","$Key":["id"],"id":{"$Type":"Edm.Int32"}},
 "C":{"$Kind":"EntityContainer","Ts":{"$Collection":true,"$Type":"N.T"}},
 "D":{"$Kind":"EntityContainer","Us":{"$Collection":true,"$Type":"N.T"}}}}`, "two.json");
    expect(two.diagnostics.map((d) => d.code)).not.toContain("EDM0506");
  });

  it("moves a container that is alone in its schema into the schema of the types (ASP.NET Web API's Default namespace), with its annotations and bindings", () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">${CORE}
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="People.Models">
      <EntityType Name="Person">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Friends" Type="Collection(People.Models.Person)" />
      </EntityType>
    </Schema>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="Default">
      <EntityContainer Name="Container">
        <EntitySet Name="People" EntityType="People.Models.Person">
          <NavigationPropertyBinding Path="Friends" Target="Default.Container/People" />
        </EntitySet>
      </EntityContainer>
      <Annotations Target="Default.Container/People">
        <Annotation Term="Core.Description" String="Everyone" />
      </Annotations>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;
    const result = importCsdl(xml, "aspnet.xml");
    expect(lines(result)).toEqual([
      "aspnet.xml:18:7 warning EDM0506 entity container 'Default.Container' is carried into the model changed: the format holds one schema, and 'Default' declares no types: the container moves into 'People.Models', the schema of the types, as 'People.Models.Container' (its sets' URLs stay the same; annotations and bindings that name it by its old name follow it)",
    ]);
    expect(file(result, "service.yaml")).toContain("namespace: People.Models\n");
    expect(file(result, "container.yaml")).toContain("  People:\n    type: Person\n    description: Everyone\n");
  });

  it("moves the actions and functions beside the container with it (ASP.NET Core OData's Default namespace), each under its new name (EDM0506)", async () => {
    const { importToModel } = await import("./support/import-to-model.js");
    // As ASP.NET Core OData 8 writes $metadata: the types in the CLR namespace, the operations and the container in Default.
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:DataServices>
    <Schema Namespace="WebApp.Models" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <EntityType Name="Product">
        <Key>
          <PropertyRef Name="Id" />
        </Key>
        <Property Name="Id" Type="Edm.Int32" Nullable="false" />
        <Property Name="Name" Type="Edm.String" />
        <Property Name="Price" Type="Edm.Decimal" Nullable="false" Scale="variable" />
      </EntityType>
    </Schema>
    <Schema Namespace="Default" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <Action Name="Rate" IsBound="true">
        <Parameter Name="bindingParameter" Type="WebApp.Models.Product" />
        <Parameter Name="rating" Type="Edm.Int32" Nullable="false" />
      </Action>
      <Function Name="GetSalesTaxRate">
        <Parameter Name="PostalCode" Type="Edm.Int32" Nullable="false" />
        <ReturnType Type="Edm.Double" Nullable="false" />
      </Function>
      <Term Name="Audited" Type="Edm.Boolean" />
      <EntityContainer Name="Container">
        <EntitySet Name="Products" EntityType="WebApp.Models.Product" />
        <FunctionImport Name="GetSalesTaxRate" Function="Default.GetSalesTaxRate" IncludeInServiceDocument="true" />
      </EntityContainer>
      <Annotations Target="Default.Rate(WebApp.Models.Product)">
        <Annotation Term="Org.OData.Core.V1.Description" String="Rates a product" />
      </Annotations>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;
    const { model, imported } = importToModel(xml, "aspnetcore.xml");
    expect(lines(imported)).toEqual([
      "aspnetcore.xml:15:7 warning EDM0506 action 'Default.Rate' is carried into the model changed: it moves with the entity container into 'WebApp.Models', as 'WebApp.Models.Rate' (the format holds one schema); it is bound, so its URL changes: the outputs call '…/WebApp.Models.Rate' where the service answers '…/Default.Rate'",
      "aspnetcore.xml:19:7 warning EDM0506 function 'Default.GetSalesTaxRate' is carried into the model changed: it moves with the entity container into 'WebApp.Models', as 'WebApp.Models.GetSalesTaxRate' (the format holds one schema); its imports keep their URLs",
      "aspnetcore.xml:23:7 warning EDM0503 'Default.Audited' is not carried into the model: the format holds one schema ('WebApp.Models', the one of the types, into which the entity container moved from 'Default'); 'Default' is a second one",
      "aspnetcore.xml:24:7 warning EDM0506 entity container 'Default.Container' is carried into the model changed: the format holds one schema, and 'Default' declares no types: the container moves into 'WebApp.Models', the schema of the types, as 'WebApp.Models.Container' (its sets' URLs stay the same; annotations and bindings that name it by its old name follow it), and the actions and functions of 'Default' with it",
    ]);
    expect(model.service.namespace).toBe("WebApp.Models");
    expect(model.operations.map((o) => [o.kind, o.name, o.description])).toEqual([["action", "Rate", "Rates a product"], ["function", "GetSalesTaxRate", undefined]]);
    expect(model.operationImports.map((i) => [i.name, i.operation])).toEqual([["GetSalesTaxRate", "GetSalesTaxRate"]]);
  });

  it("carries a restriction annotated on a path through a set's relationship as the set's NavigationRestrictions entry, which the outputs honour (EDM0506)", () => {
    const xml = EDMX(`      <EntityType Name="User"><Key><PropertyRef Name="id" /></Key><Property Name="id" Type="Edm.String" Nullable="false" />
        <NavigationProperty Name="memberOf" Type="Collection(S.Group)" /><NavigationProperty Name="owns" Type="Collection(S.Group)" /></EntityType>
      <EntityType Name="Group"><Key><PropertyRef Name="id" /></Key><Property Name="id" Type="Edm.String" Nullable="false" /></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="users" EntityType="S.User"><NavigationPropertyBinding Path="memberOf" Target="groups" /><NavigationPropertyBinding Path="owns" Target="groups" /></EntitySet>
        <EntitySet Name="groups" EntityType="S.Group" />
      </EntityContainer>
      <Annotations Target="S.C/users/memberOf">
        <Annotation Term="Capabilities.InsertRestrictions"><Record><PropertyValue Property="Insertable" Bool="false" /></Record></Annotation>
        <Annotation Term="Core.Description" String="Groups" />
      </Annotations>`, "4.0", CORE);
    const result = importCsdl(xml, "paths.xml");
    expect(lines(result)).toEqual([
      "paths.xml:19:9 warning EDM0506 annotation 'Org.OData.Capabilities.V1.InsertRestrictions' for target 'S.C/users/memberOf' is carried into the model changed: carried as the InsertRestrictions of the NavigationRestrictions entry for 'memberOf' on the set, which says the same (Capabilities vocabulary)",
      "paths.xml:20:9 warning EDM0503 annotation 'Org.OData.Core.V1.Description' for target 'S.C/users/memberOf' is not carried into the model: annotations on a path below a member (a property of a complex property, a navigation target in a set) have no place in the format",
    ]);
    // Records are created through 'owns' only: 'memberOf' no longer offers a POST.
    expect(file(result, "container.yaml")).toContain("    createRelated: [owns]\n");
  });

  it("says that a set read only through its relationships loses those paths, and gains IndexableByKey false (EDM0506)", () => {
    const xml = EDMX(`      <EntityType Name="Params"><Key><PropertyRef Name="P" /></Key><Property Name="P" Type="Edm.String" Nullable="false" />
        <NavigationProperty Name="Results" Type="Collection(S.Result)" ContainsTarget="true" /></EntityType>
      <EntityType Name="Result"><Key><PropertyRef Name="K" /></Key><Property Name="K" Type="Edm.String" Nullable="false" /></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="View" EntityType="S.Params">
          <Annotation Term="Capabilities.ReadRestrictions"><Record><PropertyValue Property="Readable" Bool="false" /></Record></Annotation>
          <Annotation Term="Capabilities.InsertRestrictions"><Record><PropertyValue Property="Insertable" Bool="false" /></Record></Annotation>
          <Annotation Term="Capabilities.UpdateRestrictions"><Record><PropertyValue Property="Updatable" Bool="false" /></Record></Annotation>
          <Annotation Term="Capabilities.DeleteRestrictions"><Record><PropertyValue Property="Deletable" Bool="false" /></Record></Annotation>
        </EntitySet>
      </EntityContainer>`, "4.0", CORE);
    const result = importCsdl(xml, "view.xml");
    expect(lines(result)).toEqual([
      "view.xml:16:68 warning EDM0506 entity set 'View' is carried into the model changed: its restrictions leave no reading, updating or deleting by key, so the outputs have no paths through its relationships (Results) and $metadata states Capabilities.IndexableByKey false (the format has no operation that reads records only through relationships)",
    ]);
    expect(file(result, "container.yaml")).toContain("    operations: []\n");
  });

  it("imports actions and functions named like members of JavaScript objects (constructor, toString), in XML as in JSON", () => {
    const xml = EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <Action Name="constructor" /><Function Name="toString"><ReturnType Type="Edm.String" /></Function>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E" /><ActionImport Name="constructor" Action="S.constructor" /></EntityContainer>`);
    const result = importCsdl(xml, "names.xml");
    expect(lines(result)).toEqual([]);
    expect(file(result, "operations.yaml")).toContain("actions:\n  constructor: {}\nfunctions:\n  toString:\n");
  });

  it("reports what stands where CSDL allows nothing or only annotations, in XML and CSDL JSON, instead of ignoring it", () => {
    const xml = EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID"><Foo /></PropertyRef></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <Action Name="Go"><Parameter Name="p" Type="Edm.String"><Bar /></Parameter></Action>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E"><NavigationPropertyBinding Path="X" Target="Es"><Annotation Term="Core.Description" String="d" /></NavigationPropertyBinding></EntitySet></EntityContainer>`, "4.0", CORE);
    expect(lines(importCsdl(xml, "children.xml")).map((l) => l.split(": ").slice(0, 2).join(": "))).toEqual([
      "children.xml:11:56 error EDM0504 <Foo>: is not allowed in <PropertyRef>",
      "children.xml:12:63 error EDM0504 <Bar>: is not allowed in <Parameter>",
      "children.xml:13:119 warning EDM0503 annotation 'Core.Description' on the navigation property binding 'X' of 'Es' is not carried into the model: the format has no place for annotations there",
    ]);
    const json = `{"$Version":"4.01","$EntityContainer":"N.C",
 "$Reference":{"https://example.org/Core.json":{"$Include":[{"$Namespace":"Org.OData.Core.V1","Note":1},{"$Alias":"X"}]}},
 "N":{"T":{"$Kind":"EntityType","$Key":["id"],"id":{"$Type":"Edm.Int32"},"Q":5},
  "C":{"$Kind":"EntityContainer","Ts":{"$Collection":true,"$Type":"N.T"}},
  "$Annotations":{"N.T":{"@Org.OData.Core.V1.Description":"t","Lost":1}}}}`;
    expect(lines(importCsdl(json, "members.json"))).toEqual([
      "members.json:2:95 warning EDM0503 member Note of '$Include' is not carried into the model: CSDL JSON defines no such member; the element is read without it",
      "members.json:2:105 error EDM0504 an include of 'https://example.org/Core.json': has no $Namespace",
      "members.json:3:74 error EDM0504 member 'Q' of 'T': is not an object",
      "members.json:5:63 warning EDM0503 member Lost of 'N.T' is not carried into the model: an $Annotations target holds annotations (\"@Term\") only; it is read without it",
    ]);
  });

  it("words CSDL JSON mistakes without JavaScript's undefined or [object Object]", () => {
    const json = `{"$Version":"4.01","$EntityContainer":"N.C","N":{
 "T":{"$Kind":"EntityType","$Key":[{"@Org.OData.Core.V1.Description":"k","Id":"id"}],"id":{"$Type":"Edm.Int32"},"d":{"$DefaultValue":{"a":1}}},
 "Odd":{"$Type":"Edm.String"},
 "Go":[{"$Kind":"Action","$Parameter":[{"$Type":"Edm.String"}]}],
 "C":{"$Kind":"EntityContainer","Ts":{"$Collection":true,"$Type":"N.T","$NavigationPropertyBinding":{"@Org.OData.Core.V1.Description":"b"}}}}}`;
    const found = lines(importCsdl(json, "words.json"));
    expect(found.join("\n")).not.toMatch(/undefined|\[object Object\]/);
    expect(found).toEqual([
      "words.json:2:118 error EDM0504 '$DefaultValue' of 'd': is not a string, number or Boolean",
      "words.json:4:40 error EDM0504 a parameter of 'Go': has no $Name",
    ]);
    const valid = json.replace(',"d":{"$DefaultValue":{"a":1}}', "").replace('{"$Type":"Edm.String"}]', '{"$Name":"p","$Type":"Edm.String"}]');
    const rest = lines(importCsdl(valid, "words.json"));
    expect(rest.join("\n")).not.toMatch(/undefined|\[object Object\]/);
    expect(rest.map((l) => l.split(": ")[0])).toEqual([
      "words.json:3:8 error EDM0504 'Odd'",
      "words.json:5:102 warning EDM0503 annotation 'Org.OData.Core.V1.Description' of the bindings of entity set 'Ts' is not carried into the model",
    ]);
    expect(rest[0]).toContain("is not a schema element (it has no $Kind)");
  });

  it("reports what a FilterExpressionRestrictions entry says besides its property and forms", () => {
    const xml = EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E">
        <Annotation Term="Capabilities.FilterRestrictions"><Record><PropertyValue Property="FilterExpressionRestrictions"><Collection>
          <Record><PropertyValue Property="Property" PropertyPath="ID" /><PropertyValue Property="AllowedExpressions" String="SingleValue" /><Annotation Term="Core.Description" String="Exact ids" /></Record>
        </Collection></PropertyValue></Record></Annotation>
      </EntitySet></EntityContainer>`, "4.0", CORE);
    const result = importCsdl(xml, "filters.xml");
    expect(lines(result).map((l) => l.replace(/^filters\.xml:\d+:\d+ /, ""))).toEqual([
      "warning EDM0503 annotation 'Org.OData.Core.V1.Description' of the filter restriction on 'ID' is not carried into the model: the format's filters hold the property and its forms only",
    ]);
    expect(file(result, "container.yaml")).toContain("    filters:\n      ID: [eq]\n");
  });

  it("counts lines ended by CR LF or a lone CR as XML does", () => {
    const xml = EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Property Name="Q" Type="S.Nope" /></EntityType>`);
    const lf = lines(importCsdl(xml, "lf.xml"));
    expect(lf).toEqual(["lf.xml:6:28 error EDM0504 property 'E/Q': 'S.Nope' is not a type of the imported schema"]);
    expect(lines(importCsdl(xml.replace(/\n/g, "\r"), "cr.xml"))).toEqual(lf.map((l) => l.replace("lf.xml", "cr.xml")));
    expect(lines(importCsdl(xml.replace(/\n/g, "\r\n"), "crlf.xml"))).toEqual(lf.map((l) => l.replace("lf.xml", "crlf.xml")));
  });

  it("reports the referential constraints of a relationship once, where the first of them is", () => {
    const xml = EDMX(`      <EntityType Name="Line"><Key><PropertyRef Name="A" /><PropertyRef Name="B" /></Key>
        <Property Name="A" Type="Edm.Int32" Nullable="false" /><Property Name="B" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Order" Type="S.Line">
          <ReferentialConstraint Property="A" ReferencedProperty="A" />
          <ReferentialConstraint Property="B" ReferencedProperty="B" />
        </NavigationProperty></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Lines" EntityType="S.Line" /></EntityContainer>`);
    expect(lines(importCsdl(xml, "rc.xml"))).toEqual([
      "rc.xml:8:11 warning EDM0503 referential constraint of navigation property 'Line/Order' is not carried into the model: the format has no referential constraints",
    ]);
  });

  it("reads a term named by a standard vocabulary's alias the document does not declare as that vocabulary, and says so", () => {
    const xml = importCsdl(
      EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Property Name="Price" Type="Edm.Decimal"><Annotation Term="Measures.ISOCurrency" String="EUR" /></Property>
      </EntityType>`),
      "alias.xml",
    );
    expect(lines(xml)).toEqual([
      "alias.xml:6:51 warning EDM0505 annotation 'Measures.ISOCurrency' on property 'E/Price' names its term by the alias 'Measures', which the document does not declare (no edmx:Reference includes it): read as the standard vocabulary Org.OData.Measures.V1",
    ]);
    expect(file(xml, "entity-types.yaml")).toContain("Org.OData.Measures.V1.ISOCurrency: EUR");
    // A term the format turns into a setting is read the same way, not refused as a stray annotation.
    const consumed = importCsdl(
      EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Annotation Term="Core.Description" String="An E" /></EntityType>
      <EntityContainer Name="C"><Annotation Term="Capabilities.KeyAsSegmentSupported" /><EntitySet Name="Es" EntityType="S.E" /></EntityContainer>`),
      "consumed.xml",
    );
    expect(lines(consumed).map((line) => line.split(" names its term")[0])).toEqual([
      "consumed.xml:6:9 warning EDM0505 annotation 'Core.Description' on type 'E'",
      "consumed.xml:7:33 warning EDM0505 annotation 'Capabilities.KeyAsSegmentSupported' on entity container 'C'",
    ]);
    expect(file(consumed, "entity-types.yaml")).toContain("  E:\n    description: An E\n");
    expect(file(consumed, "service.yaml")).toContain("keyPathStyle: segment\n");
    const json = importCsdl(`{
  "$Version": "4.0",
  "S": { "E": { "$Kind": "EntityType", "$Key": ["ID"], "ID": { "$Type": "Edm.Int32" }, "@Measures.Unit": "kg" } }
}`, "alias.json");
    expect(lines(json).map((line) => line.split(" names its term")[0])).toEqual(["alias.json:3:88 warning EDM0505 annotation 'Measures.Unit' on 'E'"]);
  });

  it("refuses a flags enum whose members do not all give a Value, and reports a plain enum that mixes given and left-out values", () => {
    const result = importCsdl(
      EDMX(`      <EnumType Name="Access" IsFlags="true"><Member Name="Read" Value="1" /><Member Name="Write" /></EnumType>
      <EnumType Name="Colour"><Member Name="Red" /><Member Name="Blue" Value="10" /><Member Name="Black" /></EnumType>`),
      "enums.xml",
    );
    expect(lines(result)).toEqual([
      "enums.xml:5:7 error EDM0504 enum type 'Access': is a flags enum, whose members must each give their Value (CSDL 10.2.2)",
      "enums.xml:6:7 warning EDM0503 the numbering of enum type 'Colour' is not carried into the model: some members give a Value and others do not; those without are read as the previous value plus one",
    ]);
  });

  it("writes the qualified segments of path values with full names, so paths keep their meaning under edmgen's aliases", () => {
    const sapUi = `
  <edmx:Reference Uri="https://sap.github.io/odata-vocabularies/vocabularies/UI.xml">
    <edmx:Include Namespace="com.sap.vocabularies.UI.v1" Alias="SAP__UI" />
  </edmx:Reference>`;
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="E">
        <Key><PropertyRef Name="ID" /></Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Annotation Term="SAP__UI.Facets">
          <Collection><Record Type="SAP__UI.ReferenceFacet"><PropertyValue Property="Target" AnnotationPath="@SAP__UI.LineItem#Short" /></Record></Collection>
        </Annotation>
        <Annotation Term="SAP__UI.PresentationVariant"><Record><PropertyValue Property="Visualizations"><Collection><AnnotationPath>S.E/@SAP__UI.Chart</AnnotationPath></Collection></PropertyValue></Record></Annotation>
      </EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E" /></EntityContainer>`,
        "4.0",
        sapUi,
      ),
      "sap.xml",
    );
    const types = file(result, "entity-types.yaml")!;
    expect(types).toContain("$AnnotationPath: \"@com.sap.vocabularies.UI.v1.LineItem#Short\"");
    expect(types).toContain("$AnnotationPath: Shop.Sales.E/@com.sap.vocabularies.UI.v1.Chart");
    expect(types).not.toContain("SAP__UI");
  });

  it("carries CSDL JSON path expressions ($AnnotationPath and the others) with full names, as from CSDL XML", () => {
    const json = {
      $Version: "4.01",
      $EntityContainer: "S.C",
      $Reference: { "https://sap.github.io/odata-vocabularies/vocabularies/UI.json": { $Include: [{ $Namespace: "com.sap.vocabularies.UI.v1", $Alias: "SH" }] } },
      S: {
        C: { $Kind: "EntityContainer", Es: { $Collection: true, $Type: "S.E" } },
        E: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32" }, "@SH.PresentationVariant": { Visualizations: [{ $AnnotationPath: "@SH.LineItem" }] } },
      },
    };
    const result = importCsdl(JSON.stringify(json, null, 2), "paths.json");
    expect(lines(result)).toEqual([]);
    expect(file(result, "entity-types.yaml")).toContain("$AnnotationPath: \"@com.sap.vocabularies.UI.v1.LineItem\"");
  });

  it("keeps a CSDL JSON number a double cannot hold exactly as it is written (a default of more than 15 digits)", () => {
    const json = `{
  "$Version": "4.01", "$EntityContainer": "S.C",
  "S": {
    "C": { "$Kind": "EntityContainer", "Ps": { "$Collection": true, "$Type": "S.P" } },
    "P": { "$Kind": "EntityType", "$Key": ["ID"], "ID": { "$Type": "Edm.Int32" },
      "Amount": { "$Type": "Edm.Decimal", "$Precision": 30, "$Scale": 20, "$Nullable": true, "$DefaultValue": 1234567890.12345678901234567890 } }
  }
}`;
    const result = importCsdl(json, "digits.json");
    expect(lines(result)).toEqual([]);
    expect(file(result, "entity-types.yaml")).toContain('        default: "1234567890.12345678901234567890"\n');
  });

  it("refuses a second Key or ReturnType, which would replace the first unseen (EDM0504)", () => {
    const result = importCsdl(
      EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Key><PropertyRef Name="X" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /><Property Name="X" Type="Edm.Int32" Nullable="false" /></EntityType>
      <Function Name="F"><ReturnType Type="Edm.String" /><ReturnType Type="Edm.Int32" /></Function>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E" /></EntityContainer>`),
      "twice.xml",
    );
    expect(lines(result)).toEqual([
      "twice.xml:5:64 error EDM0504 <Key> of type 'E': is given twice (an entity type has one key)",
      "twice.xml:6:58 error EDM0504 <ReturnType> of 'F': is given twice (an action or function returns one type)",
    ]);
    expect(result.files).toEqual([]);
  });

  it("refuses key aliases CSDL forbids: on a field of the type itself, and one that is also a member's name (EDM0210)", () => {
    const result = importCsdl(
      EDMX(`      <ComplexType Name="Info"><Property Name="Code" Type="Edm.String" Nullable="false" /></ComplexType>
      <EntityType Name="Plain"><Key><PropertyRef Name="ID" Alias="Ident" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityType Name="Doc"><Key><PropertyRef Name="Info/Code" Alias="Name" /></Key><Property Name="Info" Type="S.Info" Nullable="false" /><Property Name="Name" Type="Edm.String" /></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Plains" EntityType="S.Plain" /><EntitySet Name="Docs" EntityType="S.Doc" /></EntityContainer>`),
      "aliases.xml",
    );
    expect(lines(result).map((line) => line.split(", but ")[0]!.split(", which ")[0])).toEqual([
      "aliases.xml:6:37 error EDM0210 key 'ID' of 'Plain' has the alias 'Ident'",
      "aliases.xml:7:35 error EDM0210 key 'Info/Code' of 'Doc' has the alias 'Name'",
    ]);
    expect(result.files).toEqual([]);
  });

  it("refuses Collection(Edm.PrimitiveType) (EDM0233) and warns of Edm.Untyped in a 4.0 document (EDM0234), which it still writes", () => {
    const entity = (extra: string) =>
      EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />${extra}</EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E" /></EntityContainer>`);
    const refused = importCsdl(entity(`<Property Name="Values" Type="Collection(Edm.PrimitiveType)" />`), "abstract.xml");
    expect(lines(refused).map((line) => line.split(", which ")[0])).toEqual(["abstract.xml:5:120 error EDM0233 field 'Values' of 'E' has the type Collection(Edm.PrimitiveType)"]);
    expect(refused.files).toEqual([]);
    const untyped = importCsdl(entity(`<Property Name="Extra" Type="Edm.Untyped" />`), "untyped.xml");
    // Written, so the check's warning points into the file that holds the field.
    expect(lines(untyped).map((line) => line.split(", which ")[0])).toEqual(["metadata/entity-types.yaml:9:14 warning EDM0234 field 'Extra' of 'E' has the type Edm.Untyped"]);
    expect(file(untyped, "types.yaml") ?? untyped.files.map((f) => f.content).join("")).toContain("Untyped");
    const in401 = importCsdl(entity(`<Property Name="Extra" Type="Edm.Untyped" />`).replace('Version="4.0"', 'Version="4.01"'), "untyped401.xml");
    expect(lines(in401)).toEqual([]);
  });

  it("reports a container without sets, singletons or imports, whose annotations $metadata then loses", () => {
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="C"><Annotation Term="Core.LongDescription" String="about" /></EntityContainer>`,
        "4.0",
        CORE,
      ),
      "empty.xml",
    );
    expect(lines(result).filter((line) => line.includes("entity container 'C'"))).toEqual([
      "empty.xml:12:7 warning EDM0503 entity container 'C' is not carried into the model: it has no entity sets, singletons or imports, and edmgen writes no container for such a model, so $metadata loses its annotations (the title and description still reach the OpenAPI documents and the docs)",
    ]);
  });

  it("keeps the first of an annotation given by alias and by full name in CSDL JSON, and says so", () => {
    const json = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "N.C",
      $Reference: { "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.json": { $Include: [{ $Namespace: "Org.OData.Core.V1", $Alias: "Core" }] } },
      N: {
        E: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32" }, "@Core.Description": "first", "@Org.OData.Core.V1.Description": "second" },
        C: { $Kind: "EntityContainer", Es: { $Collection: true, $Type: "N.E" } },
      },
    });
    const result = importCsdl(json, "dup.json");
    expect(lines(result).map((line) => line.replace(/^dup\.json:\d+:\d+ /, ""))).toEqual([
      "warning EDM0503 annotation 'Org.OData.Core.V1.Description' on 'E' is not carried into the model: the same term and qualifier are given twice for this element; the first value is kept",
    ]);
    expect(file(result, "entity-types.yaml")).toContain("description: first");
  });

  it("leaves out a schema alias that $metadata gives a standard vocabulary, and says so", () => {
    const result = importCsdl(
      `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="N" Alias="Core">
      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="Core.E" /></EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`,
      "alias.xml",
    );
    expect(lines(result)).toEqual([
      "alias.xml:4:5 warning EDM0503 alias 'Core' of schema 'N' is not carried into the model: it is the alias edmgen's $metadata gives a standard vocabulary, whose terms would then name this schema; the schema is written without an alias",
    ]);
    expect(file(result, "service.yaml")).not.toContain("alias:");
    expect(file(result, "container.yaml")).toContain("type: E");
  });

  it("keeps a property listed both as not filterable and with filter forms not filterable, and says so (the format cannot hold both)", () => {
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /><Property Name="Name" Type="Edm.String" /></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E">
        <Annotation Term="Capabilities.FilterRestrictions"><Record>
          <PropertyValue Property="NonFilterableProperties"><Collection><PropertyPath>Name</PropertyPath></Collection></PropertyValue>
          <PropertyValue Property="FilterExpressionRestrictions"><Collection><Record><PropertyValue Property="Property" PropertyPath="Name" /><PropertyValue Property="AllowedExpressions" String="SingleValue" /></Record></Collection></PropertyValue>
        </Record></Annotation>
      </EntitySet></EntityContainer>`,
        "4.0",
        CORE,
      ),
      "both.xml",
    );
    expect(lines(result).map((line) => line.replace(/^both\.xml:\d+:\d+ /, ""))).toEqual([
      "warning EDM0503 filter restriction on 'Name' of entity set 'Es' is not carried into the model: the property is also listed in NonFilterableProperties; the model keeps it not filterable",
    ]);
    expect(file(result, "entity-types.yaml")).toContain("filterable: false");
    expect(file(result, "container.yaml")).not.toContain("filters:");
  });

  it("says that an out-of-line annotation of the schema itself has no place, by namespace or alias", () => {
    const result = importCsdl(
      EDMX(
        `      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Es" EntityType="S.E" /></EntityContainer>
      <Annotations Target="Shop.Sales"><Annotation Term="Core.Description" String="x" /></Annotations>
      <Annotations Target="S"><Annotation Term="Core.LongDescription" String="y" /></Annotations>`,
        "4.0",
        CORE,
      ),
      "schema.xml",
    );
    expect(lines(result).map((line) => line.replace(/^schema\.xml:\d+:\d+ /, ""))).toEqual([
      "warning EDM0503 annotation 'Org.OData.Core.V1.Description' for target 'Shop.Sales' is not carried into the model: the target is the schema itself, whose annotations the format has no place for (only Core.SchemaVersion, as the version)",
      "warning EDM0503 annotation 'Org.OData.Core.V1.LongDescription' for target 'S' is not carried into the model: the target is the schema itself, whose annotations the format has no place for (only Core.SchemaVersion, as the version)",
    ]);
  });

  it("accepts Unicode identifiers, dotted namespaces and names qualified with the namespace or the alias", () => {
    const result = importCsdl(
      EDMX(`      <EntityType Name="Straße"><Key><PropertyRef Name="Länge" /></Key><Property Name="Länge" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Nächste" Type="Shop.Sales.Straße" /></EntityType>
      <ComplexType Name="Größe"><Property Name="Wert" Type="Edm.Decimal" /></ComplexType>
      <EntityType Name="Ort"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /><Property Name="Maß" Type="S.Größe" /></EntityType>`),
      "de.xml",
    );
    expect(lines(result)).toEqual([]);
    expect(file(result, "entity-types.yaml")).toContain("      Nächste:\n        target: Straße\n");
    expect(file(result, "entity-types.yaml")).toContain("      Maß: Größe\n");
  });

  it("reports what the format cannot carry, one positioned warning per element, and still writes the rest", () => {
    const result = importCsdl(
      EDMX(`      <EntityType Name="A"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="B" Type="S.A"><ReferentialConstraint Property="ID" ReferencedProperty="ID" /></NavigationProperty>
      </EntityType>
      <Function Name="F"><ReturnType Type="Edm.Int32" /></Function>
      <Function Name="F"><Parameter Name="x" Type="Edm.Int32" /><ReturnType Type="Edm.Int32" /></Function>
      <Term Name="Flag" Type="Edm.Boolean" />`),
      "w.xml",
    );
    expect(lines(result)).toEqual([
      "w.xml:6:49 warning EDM0503 referential constraint of navigation property 'A/B' is not carried into the model: the format has no referential constraints",
      "w.xml:9:7 warning EDM0503 overload 2 of function 'F' is not carried into the model: the format keys actions and functions by name and holds one overload (the first)",
      "w.xml:10:7 warning EDM0503 term 'Flag' is not carried into the model: the format carries no term declarations",
    ]);
    expect(result.files.map((f) => f.path)).toEqual(["service.yaml", "entity-types.yaml", "operations.yaml"]);
  });

  it("keeps the unbound overload an import calls, and refuses an import of an operation the schema does not declare", () => {
    const overloads = importCsdl(
      EDMX(`      <EntityType Name="P"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <Function Name="Top" IsBound="true"><Parameter Name="ps" Type="Collection(S.P)" /><ReturnType Type="Collection(S.P)" /></Function>
      <Function Name="Top"><Parameter Name="n" Type="Edm.Int32" Nullable="false" /><ReturnType Type="Collection(S.P)" /></Function>
      <EntityContainer Name="C"><EntitySet Name="Ps" EntityType="S.P" /><FunctionImport Name="TopPs" Function="S.Top" EntitySet="Ps" /></EntityContainer>`),
      "top.xml",
    );
    expect(lines(overloads)).toEqual([
      "top.xml:6:7 warning EDM0503 overload 1 of function 'Top' is not carried into the model: the format keys actions and functions by name and holds one overload (the unbound one, overload 2, which the function import 'TopPs' calls)",
    ]);
    expect(file(overloads, "operations.yaml")).toMatch(/ {2}Top:\n {4}parameters:\n {6}"n":/);
    expect(file(overloads, "container.yaml")).toMatch(/ {2}TopPs:\n {4}function: Top\n/);
    const dangling = importCsdl(
      EDMX(`      <EntityType Name="P"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="C"><FunctionImport Name="F" Function="S.Nope" /></EntityContainer>`),
      "dangling.xml",
    );
    expect(dangling.files).toEqual([]);
    expect(lines(dangling)).toEqual(["dangling.xml:6:33 error EDM0504 function import 'F': names the function 'S.Nope', which 'Shop.Sales' does not declare"]);
    // A declared name that is not an operation at all.
    const notOperation = importCsdl(
      EDMX(`      <EntityType Name="P"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="C"><FunctionImport Name="F" Function="S.P" /></EntityContainer>`),
      "type.xml",
    );
    expect(lines(notOperation)).toEqual(["type.xml:6:33 warning EDM0503 function import 'F' is not carried into the model: 'S.P' is not an action or function"]);
  });

  it("gives positioned errors for a malformed document and writes nothing", () => {
    const broken = importCsdl(`<?xml version="1.0"?>\n<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">\n  <edmx:DataServices>\n  </edmx:Data>\n</edmx:Edmx>`, "broken.xml");
    expect(broken.files).toEqual([]);
    expect(lines(broken)).toEqual(["broken.xml:4:3 error EDM0501 not a CSDL document: XML syntax error: end tag </edmx:Data> does not match the start tag <edmx:DataServices> at line 3"]);
    const missing = importCsdl(EDMX(`      <EntityType><Key><PropertyRef Name="ID" /></Key></EntityType>`), "m.xml");
    expect(missing.files).toEqual([]);
    expect(lines(missing)).toEqual(["m.xml:5:7 error EDM0504 <EntityType>: is missing the required attribute Name"]);
    const json = importCsdl(`{\n  "$Version": "4.01",\n  "S": {\n    "T": { "$Kind": "EntityType" \n  }\n`, "t.json");
    expect(lines(json)).toEqual(["t.json:6:1 error EDM0501 not a CSDL document: JSON syntax error: expected ',' or '}' in an object, found the end of the text"]);
    const doctype = importCsdl(`<!DOCTYPE x [<!ENTITY a "b">]><x/>`, "d.xml");
    expect(lines(doctype)).toEqual(["d.xml:1:1 error EDM0501 not a CSDL document: XML syntax error: DOCTYPE and other declarations are not allowed in a CSDL document"]);
    expect(lines(importCsdl("name: x\n", "x.yaml"))).toEqual(["x.yaml:1:1 error EDM0501 not a CSDL document: the text is neither XML (starting with '<') nor JSON (starting with '{')"]);
    // A bare '&' after a CRLF inside an attribute: the column counts the CR, as the file has it.
    const amp = importCsdl(`<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0" X="a\r\nb & c"/>`, "amp.xml");
    expect(lines(amp)).toEqual(["amp.xml:2:3 error EDM0501 not a CSDL document: XML syntax error: '&' must start a character or entity reference (write &amp;)"]);
    const reference = importCsdl(`<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">\r\n\r\n  &#1;</edmx:Edmx>`, "ref.xml");
    expect(lines(reference)).toEqual(["ref.xml:3:3 error EDM0501 not a CSDL document: XML syntax error: character reference &#1; is not an XML character"]);
    // Written as itself, such a character is refused where it stands, not later in the element that holds it.
    const raw = importCsdl(EDMX(`      <EntityType Name="T"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32\u0001" Nullable="false" /></EntityType>`), "raw.xml");
    expect(raw.files).toEqual([]);
    expect(lines(raw)).toEqual(["raw.xml:5:99 error EDM0501 not a CSDL document: XML syntax error: the character U+0001 is not allowed in XML (a control character other than tab, line feed and carriage return); remove it"]);
    const text = importCsdl(`<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">\r\n  ab\u0007\uFFFE</edmx:Edmx>`, "text.xml");
    expect(lines(text)).toEqual(["text.xml:2:5 error EDM0501 not a CSDL document: XML syntax error: the character U+0007 is not allowed in XML (a control character other than tab, line feed and carriage return); remove it"]);
    const nonCharacter = importCsdl(`<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0" X="\uFFFF"/>`, "nc.xml");
    expect(lines(nonCharacter)).toEqual(["nc.xml:1:83 error EDM0501 not a CSDL document: XML syntax error: the character U+FFFF is not allowed in XML (a noncharacter); remove it"]);
  });

  it("rejects '__proto__' as a name in XML and JSON, at each place, instead of losing the element (EDM0218)", () => {
    const xml = importCsdl(EDMX(`      <EntityType Name="__proto__"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>`), "p.xml");
    expect(xml.files).toEqual([]);
    expect(lines(xml).map((l) => l.split(" EDM0218")[0])).toEqual(["p.xml:5:19 error"]);
    const json = importCsdl(`{\n  "$Version": "4.01",\n  "S": {\n    "T": { "$Kind": "EntityType", "__proto__": { "$Type": "Edm.String" } }\n  }\n}\n`, "p.json");
    expect(json.files).toEqual([]);
    expect(lines(json)).toEqual([
      "p.json:4:35 error EDM0218 element name '__proto__' cannot be carried by the outputs: JavaScript reads it as an object's prototype, so JSON and TypeScript consumers drop or misread it",
    ]);
    // Written with an escape or a character reference: refused by the parsers, after decoding.
    const escaped = importCsdl(`{\n  "$Version": "4.01",\n  "S": {\n    "T": { "$Kind": "EntityType", "\\u005f_proto__": { "$Type": "Edm.String" } }\n  }\n}\n`, "e.json");
    expect(escaped.files).toEqual([]);
    expect(lines(escaped).map((l) => l.split(" EDM0218")[0])).toEqual(["e.json:4:35 error"]);
    const reference = importCsdl(EDMX(`      <EntityType Name="&#95;_proto__"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>`), "r.xml");
    expect(reference.files).toEqual([]);
    expect(lines(reference).map((l) => l.split(" EDM0218")[0])).toEqual(["r.xml:5:25 error"]);
    // A record member of an annotation value: refused as well (it would vanish from the record).
    const member = importCsdl(
      EDMX(`      <EntityType Name="T"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"><Annotation Term="Org.OData.Core.V1.Example"><Record><PropertyValue Property="__proto__" String="x" /></Record></Annotation></Property></EntityType>`),
      "m.xml",
    );
    expect(member.files).toEqual([]);
    expect(lines(member).map((l) => l.split(" EDM0218")[0])).toEqual(["m.xml:5:186 error"]);
    // As a string value it is only text.
    const text = importCsdl(EDMX(`      <EntityType Name="T"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"><Annotation Term="Org.OData.Core.V1.Description" String="__proto__" /></Property></EntityType>`), "t.xml");
    expect(text.diagnostics.map((d) => d.code)).not.toContain("EDM0218");
    // Inside a description it is only text.
    expect(importCsdl(`{"$Version": "4.01", "S": {"@Core.Description": "say \\"__proto__\\": no"}}`, "d.json").diagnostics.map((d) => d.code)).not.toContain("EDM0218");
  });

  it("names the OData version of V2, V3 and unknown documents (EDM0502)", () => {
    const v3 = `<edmx:Edmx Version="3.0" xmlns:edmx="http://schemas.microsoft.com/ado/2009/11/edmx"><edmx:DataServices/></edmx:Edmx>`;
    expect(lines(importCsdl(v3, "v3.xml"))).toEqual([`v3.xml:1:12 error EDM0502 OData version 3.0 is not supported; import reads OData 4.0 and 4.01 ($metadata with edmx:Edmx Version="4.0" or "4.01")`]);
    const v3Schema = `<edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"><edmx:DataServices><Schema xmlns="http://schemas.microsoft.com/ado/2009/11/edm" Namespace="N"/></edmx:DataServices></edmx:Edmx>`;
    expect(lines(importCsdl(v3Schema, "v3s.xml"))[0]).toContain("EDM0502 OData version 3.0 is not supported");
    // A V3 service says the least version a client needs (1.0) and the most it speaks (3.0): the latter is its version.
    const m = `xmlns:m="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata"`;
    const v3Headers = `<edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"><edmx:DataServices ${m} m:DataServiceVersion="1.0" m:MaxDataServiceVersion="3.0"><Schema xmlns="http://schemas.microsoft.com/ado/2008/09/edm" Namespace="N"/></edmx:DataServices></edmx:Edmx>`;
    expect(lines(importCsdl(v3Headers, "v3h.xml"))[0]).toContain("EDM0502 OData version 3.0 is not supported");
    // CSDL 1.2 (2008/01) is OData V1's, CSDL 2.0 (2008/09) V2's.
    const schemaIn = (ns: string) => `<edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"><edmx:DataServices><Schema xmlns="http://schemas.microsoft.com/ado/${ns}/edm" Namespace="N"/></edmx:DataServices></edmx:Edmx>`;
    expect(lines(importCsdl(schemaIn("2008/01"), "v1.xml"))[0]).toContain("EDM0502 OData version 1.0 is not supported");
    expect(lines(importCsdl(schemaIn("2008/09"), "v2.xml"))[0]).toContain("EDM0502 OData version 2.0 is not supported");
    // A V4 envelope around a schema in an old CSDL namespace: the namespace is named, at the schema.
    const wrongNamespace = `<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">\n  <edmx:DataServices>\n    <Schema xmlns="http://schemas.microsoft.com/ado/2009/11/edm" Namespace="N"/>\n  </edmx:DataServices>\n</edmx:Edmx>`;
    expect(lines(importCsdl(wrongNamespace, "ns.xml"))).toEqual([
      "ns.xml:3:5 error EDM0501 not a CSDL document: the <Schema> is in the CSDL 3.0 namespace http://schemas.microsoft.com/ado/2009/11/edm, inside an OData V4 <edmx:Edmx>; OData V4 schemas are in http://docs.oasis-open.org/odata/ns/edm",
    ]);
    expect(lines(importCsdl(`{"$Version": "2.0"}`, "v2.json"))[0]).toBe(`v2.json:1:2 error EDM0502 OData version 2.0 is not supported; import reads OData 4.0 and 4.01 ($metadata with edmx:Edmx Version="4.0" or "4.01")`);
    // The hint fits the version: converting to V4 for V2 and V3, the known CSDL for later ones.
    const hint = (text: string, name: string) => importCsdl(text, name).diagnostics[0]!.hint;
    expect(hint(v3, "v3.xml")).toContain("convert the service to OData V4 first");
    expect(hint(`{"$Version": "4.02"}`, "v4.json")).toBe("import reads the CSDL of OData 4.0 and 4.01; a later version's document may use constructs it does not know");
  });

  it("rejects a document whose written model would not load, pointing at the elements of the document (nothing is written)", () => {
    // Partner leads to a navigation that does not lead back: valid XML, but not a model.
    const result = importCsdl(
      EDMX(`      <EntityType Name="A"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /><NavigationProperty Name="B" Type="S.B" Partner="C" /></EntityType>
      <EntityType Name="B"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /><NavigationProperty Name="C" Type="S.B" /></EntityType>`),
      "p.xml",
    );
    expect(result.files).toEqual([]);
    // At the navigation property the problem is on, not only its type.
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(["p.xml:5:120 EDM0211"]);
    // A key a service cannot have (CSDL 4.01, section 8.2), in a type and in a set of another one.
    const keys = importCsdl(
      EDMX(`      <EntityType Name="Reading"><Key><PropertyRef Name="Value" /></Key><Property Name="Value" Type="Edm.Double" Nullable="false" /></EntityType>
      <EntityContainer Name="C"><EntitySet Name="Readings" EntityType="S.Reading" /></EntityContainer>`),
      "k.xml",
    );
    expect(keys.files).toEqual([]);
    expect(keys.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message.split(",")[0]}`)).toEqual([
      // At the key's <Property>, not the type or its <Key>.
      "k.xml:5:73 EDM0210 key 'Value' of 'Reading' is of type Double",
    ]);
    // Annotations of properties and navigation properties: at the <Annotation>, inline and out of line, not at the property.
    const annotated = importCsdl(
      EDMX(
        `      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        <Property Name="Name" Type="Edm.String">
          <Annotation Term="Core.Example"><Eq><Path>ID</Path></Eq></Annotation>
        </Property>
        <NavigationProperty Name="Self" Type="S.E">
          <Annotation Term="Core.Example"><Eq><Path>ID</Path></Eq></Annotation>
        </NavigationProperty>
      </EntityType>
      <Annotations Target="S.E/ID"><Annotation Term="Org.OData.Core.V1.LongDescription"><Eq><Path>ID</Path></Eq></Annotation></Annotations>`,
        "4.0",
        CORE,
      ),
      "a.xml",
    );
    expect(annotated.files).toEqual([]);
    expect(annotated.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message.split(":")[0]}`)).toEqual([
      "a.xml:13:11 EDM0236 annotation 'Org.OData.Core.V1.Example' on field 'E.Name'",
      "a.xml:16:11 EDM0236 annotation 'Org.OData.Core.V1.Example' on relationship 'E.Self'",
      "a.xml:19:36 EDM0236 annotation 'Org.OData.Core.V1.LongDescription' on field 'E.ID'",
    ]);
    // A binding whose path names no relationship: at its NavigationPropertyBinding, not the set.
    const binding = importCsdl(
      EDMX(`      <EntityType Name="E"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="Es" EntityType="S.E">
          <NavigationPropertyBinding Path="Nope" Target="Es" />
        </EntitySet>
      </EntityContainer>
      <Annotations Target="S.E"><Annotation Term="Unknown.Term" String="x" /></Annotations>`),
      "b.xml",
    );
    expect(binding.files).toEqual([]);
    // And a model warning on an annotation at its <Annotation>, out of line too.
    expect(binding.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(["b.xml:8:11 EDM0306", "b.xml:11:33 EDM0223"]);
    // A check of the outputs' names, at the element; names that differ only in case are no problem (their files are named apart).
    const entity = (name: string) => `      <EntityType Name="${name}"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" /></EntityType>`;
    const clash = importCsdl(EDMX([entity("Thing"), entity("thing"), entity("Ä"), entity("_x00C4_")].join("\n")), "c.xml", { outLabel: "my out (1)" });
    expect(clash.files).toEqual([]);
    expect(clash.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message.split(": ")[0]}`)).toEqual([
      "c.xml:8:7 error '_x00C4_' and 'Ä' become one OpenAPI component and JSON Schema file, '_x00C4_'",
    ]);
  });

});

describe("the key path style", () => {
  it("comes back from Capabilities.KeyAsSegmentSupported on the container", async () => {
    const { csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const { tinyModel } = await import("../support/tiny-model.js");
    const { importToModel } = await import("./support/import-to-model.js");
    const model = tinyModel(`service:
  name: Tiny
  namespace: Tiny.Model
  title: Tiny service
  version: 1.0.0
  basePath: /odata
  keyPathStyle: segment
entityTypes:
  Thing:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Things: { type: Thing }
`);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(xml).toContain('<Annotation Term="Capabilities.KeyAsSegmentSupported" Bool="true"/>');
    const { model: imported, imported: result } = importToModel(xml, "metadata.xml");
    expect(imported.service.keyPathStyle).toBe("segment");
    expect(result.diagnostics).toEqual([]);
  });
});

describe("enum members where nothing gives them their type", () => {
  it("come back from edmgen's own metadata.json as enum members, as from its metadata.xml", async () => {
    const { importToModel } = await import("./support/import-to-model.js");
    const { buildCsdlJson, csdlXmlEmitter, renderCsdlJson } = await import("../../src/emitters/csdl/index.js");
    const { tinyModel } = await import("../support/tiny-model.js");
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
      Org.OData.Core.V1.OperationAvailable:
        $Eq: [{ $Path: Tint }, { $EnumMember: "Tiny.Model.Color/Blue" }]
entitySets:
  Docs: { type: Doc }
`);
    const json = renderCsdlJson(buildCsdlJson(model));
    expect(json).toContain('"$Cast": "Blue"');
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    const fromJson = importToModel(json, "metadata.json").model;
    const fromXml = importToModel(xml, "metadata.xml").model;
    const annotation = (m: typeof model) => m.entityTypes.find((t) => t.name === "Doc")!.annotations["Org.OData.Core.V1.OperationAvailable"];
    expect(annotation(fromJson)).toEqual({ $Eq: [{ $Path: "Tint" }, { $EnumMember: "Tiny.Model.Color/Blue" }] });
    expect(annotation(fromJson)).toEqual(annotation(fromXml));
    expect(csdlXmlEmitter.emit(fromJson)[0]!.content).toContain("<EnumMember>Tiny.Model.Color/Blue</EnumMember>");
  });
});

describe("a collection-valued property without Nullable", () => {
  it("in CSDL XML 4.01 has items that may be null, and says so (EDM0506); CSDL JSON's absent $Nullable is false", () => {
    const type = (tags: string) => `      <EntityType Name="Post"><Key><PropertyRef Name="ID" /></Key><Property Name="ID" Type="Edm.Int32" Nullable="false" />
        ${tags}
      </EntityType>`;
    const xml = importCsdl(EDMX(type('<Property Name="Tags" Type="Collection(Edm.String)" />'), "4.01"), "tags.xml");
    expect(lines(xml)).toEqual([
      `tags.xml:6:9 warning EDM0506 collection-valued <Property Name="Tags"> without Nullable is carried into the model changed: CSDL XML 4.01 leaves open whether its items may be null (section 7.2.1); they are read as nullable (nullable: true, as CSDL 4.0 reads them): write Nullable="false" where they never are`,
    ]);
    expect(file(xml, "entity-types.yaml")).toContain("      Tags:\n        type: String\n        collection: true\n");
    // Stated, it is read as stated, without a word; CSDL 4.0 reads a collection without Nullable as nullable.
    const stated = importCsdl(EDMX(type('<Property Name="Tags" Type="Collection(Edm.String)" Nullable="false" />'), "4.01"), "stated.xml");
    expect(lines(stated)).toEqual([]);
    expect(file(stated, "entity-types.yaml")).toContain("      Tags:\n        type: String\n        collection: true\n        nullable: false\n");
    expect(lines(importCsdl(EDMX(type('<Property Name="Tags" Type="Collection(Edm.String)" />'), "4.0"), "old.xml"))).toEqual([]);
    const json = JSON.stringify({ $Version: "4.01", "Shop.Sales": { Post: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32" }, Tags: { $Type: "Edm.String", $Collection: true } } } });
    const fromJson = importCsdl(json, "tags.json");
    expect(lines(fromJson)).toEqual([]);
    expect(file(fromJson, "entity-types.yaml")).toContain("      Tags:\n        type: String\n        collection: true\n        nullable: false\n");
  });
});

describe("a temporal precision of 0", () => {
  it("comes back from edmgen's own metadata.json as stated: $Precision 0 is stated in CSDL JSON, never a default", async () => {
    const { importToModel } = await import("./support/import-to-model.js");
    const { buildCsdlJson, renderCsdlJson } = await import("../../src/emitters/csdl/index.js");
    const { tinyModel } = await import("../support/tiny-model.js");
    const model = tinyModel(`
entityTypes:
  Slot:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Opens: { type: TimeOfDay, precision: 0 }
      Fine: { type: TimeOfDay, precision: 3 }
entitySets:
  Slots: { type: Slot }
`);
    const json = renderCsdlJson(buildCsdlJson(model));
    const { model: imported, imported: result } = importToModel(json, "metadata.json");
    expect(file(result, "entity-types.yaml")).toContain("      Opens:\n        type: TimeOfDay\n        precision: 0\n");
    const field = (m: typeof model, name: string) => m.entityTypes.find((t) => t.name === "Slot")!.properties.find((p) => p.name === name)!;
    expect(field(imported, "Opens").facets).toEqual(field(model, "Opens").facets);
    expect(field(imported, "Fine").facets).toEqual(field(model, "Fine").facets);
  });
});

describe("bindings of relationships a derived type declares", () => {
  const document = (binding: string) =>
    EDMX(`
      <EntityType Name="Party"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"/></EntityType>
      <EntityType Name="Customer" BaseType="S.Party"><NavigationProperty Name="Orders" Type="Collection(S.Order)"/></EntityType>
      <EntityType Name="Order"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"/></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="Parties" EntityType="S.Party">${binding}</EntitySet>
        <EntitySet Name="Orders" EntityType="S.Order"/>
      </EntityContainer>`);

  it("are the format's default, after a cast to the derived type: none written where the document binds them so, all where it does not", async () => {
    const { importToModel } = await import("./support/import-to-model.js");
    const bound = importCsdl(document('<NavigationPropertyBinding Path="S.Customer/Orders" Target="Orders"/>'), "bound.xml");
    expect(file(bound, "entity-sets.yaml") ?? file(bound, "service.yaml")).not.toContain("bindings:");
    const unbound = importToModel(document(""), "unbound.xml");
    expect(unbound.model.entitySets.find((s) => s.name === "Parties")!.navigationBindings).toEqual([]);
    const again = importToModel(document('<NavigationPropertyBinding Path="S.Customer/Orders" Target="Orders"/>'), "bound.xml");
    expect(again.model.entitySets.find((s) => s.name === "Parties")!.navigationBindings).toEqual([{ path: "Shop.Sales.Customer/Orders", target: "Orders" }]);
  });
});

describe("relationships followed through complex fields and after casts, into a set not read", () => {
  it("come back from edmgen's own $metadata as they went: its restrictions derived again, none stated twice", async () => {
    const { importToModel } = await import("./support/import-to-model.js");
    const { csdlXmlEmitter } = await import("../../src/emitters/csdl/index.js");
    const { tinyModel } = await import("../support/tiny-model.js");
    const model = tinyModel(`
complexTypes:
  Info:
    relationships:
      Pick: { target: Order, cardinality: "N:1" }
entityTypes:
  Party:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Last: { target: Order, cardinality: "N:1" }
  Customer:
    base: Party
    fields:
      Info: Info
    relationships:
      Orders: { target: Order, cardinality: "1:N" }
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Parties: { type: Party }
  Orders: { type: Order, operations: [get] }
`);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    // The set of Orders is not listed, so reading through each path is stated (derived).
    for (const path of ["Last", "Tiny.Model.Customer/Orders", "Tiny.Model.Customer/Info/Pick"]) expect(xml).toContain(`NavigationPropertyPath="${path}"`);
    const imported = importToModel(xml, "metadata.xml");
    expect(imported.imported.files.map((f) => f.content).join("\n")).not.toContain("NavigationRestrictions");
    expect(csdlXmlEmitter.emit(imported.model)[0]!.content).toBe(xml);
  });
});

describe("a singleton's read restriction", () => {
  it("is reported (the format always reads a singleton) and kept as an annotation for $metadata", () => {
    const xml = EDMX(
      `
      <EntityType Name="Y"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"/></EntityType>
      <EntityContainer Name="C">
        <Singleton Name="Me" Type="S.Y">
          <Annotation Term="Capabilities.ReadRestrictions"><Record><PropertyValue Property="Readable" Bool="false"/></Record></Annotation>
        </Singleton>
      </EntityContainer>`,
      "4.0",
      CORE,
    );
    const result = importCsdl(xml, "me.xml");
    expect(lines(result).filter((line) => line.includes("ReadRestrictions"))).toEqual([
      "me.xml:15:68 warning EDM0503 ReadRestrictions/Readable on singleton 'Me' is not carried into the model: the format has no read restriction for a singleton: its GET is described in OpenAPI and the docs, while $metadata keeps the restriction",
    ]);
    expect(result.files.map((f) => f.content).join("\n")).toContain("Org.OData.Capabilities.V1.ReadRestrictions");
  });
});

describe("a binding path that ends with a cast", () => {
  it("is reported and left out, not a reason to refuse the document", () => {
    const xml = EDMX(
      `
      <EntityType Name="Base"><Key><PropertyRef Name="id"/></Key><Property Name="id" Type="Edm.Int32" Nullable="false"/>
        <NavigationProperty Name="related" Type="Collection(S.Base)"/></EntityType>
      <EntityType Name="Derived" BaseType="S.Base"/>
      <EntityContainer Name="C">
        <EntitySet Name="bases" EntityType="S.Base">
          <NavigationPropertyBinding Path="related/S.Derived" Target="deriveds"/>
        </EntitySet>
        <EntitySet Name="deriveds" EntityType="S.Derived"/>
      </EntityContainer>`,
      "4.01",
    );
    const result = importCsdl(xml, "cast.xml");
    expect(lines(result)).toEqual([
      "cast.xml:11:11 warning EDM0503 binding 'related/S.Derived' of entity set 'bases' is not carried into the model: it ends with a cast to a derived type, and the format binds a relationship as a whole",
    ]);
    expect(result.files.length).toBeGreaterThan(0);
  });
});

describe("a binding path whose type cast names a type that does not derive from the one reached", () => {
  it("is reported and left out, as TripPin's People bind Flight/From, and the rest loads", async () => {
    const { importToModel } = await import("./support/import-to-model.js");
    // TripPin's $metadata (services.odata.org/V4/TripPinServiceRW), trimmed to the bindings of People.
    const ns = "Microsoft.OData.SampleService.Models.TripPin";
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:DataServices>
    <Schema Namespace="${ns}" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <EntityType Name="Photo" HasStream="true"><Key><PropertyRef Name="Id" /></Key><Property Name="Id" Type="Edm.Int64" Nullable="false" /></EntityType>
      <EntityType Name="Person" OpenType="true">
        <Key><PropertyRef Name="UserName" /></Key>
        <Property Name="UserName" Type="Edm.String" Nullable="false" />
        <NavigationProperty Name="Friends" Type="Collection(${ns}.Person)" />
        <NavigationProperty Name="Trips" Type="Collection(${ns}.Trip)" ContainsTarget="true" />
        <NavigationProperty Name="Photo" Type="${ns}.Photo" />
      </EntityType>
      <EntityType Name="Airline"><Key><PropertyRef Name="AirlineCode" /></Key><Property Name="AirlineCode" Type="Edm.String" Nullable="false" /></EntityType>
      <EntityType Name="Airport"><Key><PropertyRef Name="IcaoCode" /></Key><Property Name="IcaoCode" Type="Edm.String" Nullable="false" /></EntityType>
      <EntityType Name="PlanItem"><Key><PropertyRef Name="PlanItemId" /></Key><Property Name="PlanItemId" Type="Edm.Int32" Nullable="false" /></EntityType>
      <EntityType Name="PublicTransportation" BaseType="${ns}.PlanItem"><Property Name="SeatNumber" Type="Edm.String" /></EntityType>
      <EntityType Name="Flight" BaseType="${ns}.PublicTransportation">
        <NavigationProperty Name="From" Type="${ns}.Airport" Nullable="false" />
        <NavigationProperty Name="To" Type="${ns}.Airport" Nullable="false" />
        <NavigationProperty Name="Airline" Type="${ns}.Airline" Nullable="false" />
      </EntityType>
      <EntityType Name="Trip">
        <Key><PropertyRef Name="TripId" /></Key>
        <Property Name="TripId" Type="Edm.Int32" Nullable="false" />
        <NavigationProperty Name="Photos" Type="Collection(${ns}.Photo)" />
        <NavigationProperty Name="PlanItems" Type="Collection(${ns}.PlanItem)" ContainsTarget="true" />
      </EntityType>
      <EntityContainer Name="DefaultContainer">
        <EntitySet Name="Photos" EntityType="${ns}.Photo" />
        <EntitySet Name="People" EntityType="${ns}.Person">
          <NavigationPropertyBinding Path="Friends" Target="People" />
          <NavigationPropertyBinding Path="${ns}.Flight/Airline" Target="Airlines" />
          <NavigationPropertyBinding Path="${ns}.Flight/From" Target="Airports" />
          <NavigationPropertyBinding Path="${ns}.Flight/To" Target="Airports" />
          <NavigationPropertyBinding Path="Photo" Target="Photos" />
          <NavigationPropertyBinding Path="${ns}.Trip/Photos" Target="Photos" />
        </EntitySet>
        <EntitySet Name="Airlines" EntityType="${ns}.Airline" />
        <EntitySet Name="Airports" EntityType="${ns}.Airport" />
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;
    const { imported } = importToModel(xml, "trippin.xml");
    const cast = (line: number, path: string, type: string) =>
      `trippin.xml:${line}:11 warning EDM0503 binding '${ns}.${path}' of entity set 'People' is not carried into the model: its type cast '${ns}.${type}' names '${type}', which does not derive from 'Person' (a type cast names the type reached so far or one derived from it, CSDL 4.01, section 13.4.1)`;
    expect(lines(imported).filter((line) => line.includes(" binding "))).toEqual([
      cast(32, "Flight/Airline", "Flight"),
      cast(33, "Flight/From", "Flight"),
      cast(34, "Flight/To", "Flight"),
      cast(36, "Trip/Photos", "Trip"),
    ]);
    // The other bindings are the format's default: none written.
    expect(file(imported, "container.yaml")).toContain("  People:\n    type: Person\n    createRelated: [Friends]\n\n");
  });

  it("is kept where the cast names a type derived from the set's, or the set's own type", async () => {
    const { importToModel } = await import("./support/import-to-model.js");
    const xml = EDMX(`
      <EntityType Name="Base"><Key><PropertyRef Name="id"/></Key><Property Name="id" Type="Edm.Int32" Nullable="false"/>
        <NavigationProperty Name="related" Type="Collection(S.Base)"/></EntityType>
      <EntityType Name="Derived" BaseType="S.Base"><NavigationProperty Name="own" Type="S.Base"/></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="bases" EntityType="S.Base">
          <NavigationPropertyBinding Path="S.Derived/own" Target="bases"/>
          <NavigationPropertyBinding Path="S.Base/related" Target="bases"/>
        </EntitySet>
      </EntityContainer>`);
    const { imported } = importToModel(xml, "kept.xml");
    expect(lines(imported)).toEqual([]);
    expect(file(imported, "container.yaml")).toContain("    bindings:\n      Shop.Sales.Derived/own: bases\n      Shop.Sales.Base/related: bases\n");
  });
});

describe("a binding path written with the schema's alias", () => {
  it("is checked under its full name and reported at its own element", () => {
    const xml = EDMX(`
      <EntityType Name="Base"><Key><PropertyRef Name="id"/></Key><Property Name="id" Type="Edm.Int32" Nullable="false"/>
        <NavigationProperty Name="related" Type="Collection(S.Base)"/></EntityType>
      <EntityType Name="Derived" BaseType="S.Base"/>
      <EntityType Name="Other"><Key><PropertyRef Name="id"/></Key><Property Name="id" Type="Edm.Int32" Nullable="false"/></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="bases" EntityType="S.Base">
          <NavigationPropertyBinding Path="S.Derived/related" Target="others"/>
          <NavigationPropertyBinding Path="related" Target="bases"/>
        </EntitySet>
        <EntitySet Name="others" EntityType="S.Other"/>
      </EntityContainer>`);
    const result = importCsdl(xml, "alias.xml");
    expect(lines(result)).toEqual([
      "alias.xml:12:11 error EDM0306 binding 'Shop.Sales.Derived/related' of 'bases': target 'others' holds Other records, and the relationship's Base is neither that type nor derived from it",
    ]);
    expect(result.files).toEqual([]);
  });
});

describe("a binding of a containment relationship", () => {
  it("is reported and left out (CSDL forbids it: contained records live in their container)", () => {
    const xml = EDMX(`
      <EntityType Name="Order"><Key><PropertyRef Name="id"/></Key><Property Name="id" Type="Edm.Int32" Nullable="false"/>
        <NavigationProperty Name="parts" Type="Collection(S.Part)" ContainsTarget="true"/></EntityType>
      <EntityType Name="Part"><Key><PropertyRef Name="id"/></Key><Property Name="id" Type="Edm.Int32" Nullable="false"/></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="orders" EntityType="S.Order">
          <NavigationPropertyBinding Path="parts" Target="allParts"/>
        </EntitySet>
        <EntitySet Name="allParts" EntityType="S.Part"/>
      </EntityContainer>`);
    const result = importCsdl(xml, "contained.xml");
    expect(lines(result)).toEqual([
      "contained.xml:11:11 warning EDM0503 binding 'parts' of entity set 'orders' is not carried into the model: its relationship contains its records, which live in the record that holds them, not in a set (CSDL 4.01, section 13.4)",
    ]);
    expect(result.files.length).toBeGreaterThan(0);
  });
});

describe("an update method of a set that is not updated", () => {
  it("is reported, and not written as a setting that would say nothing", () => {
    const xml = EDMX(
      `
      <EntityType Name="Y"><Key><PropertyRef Name="ID"/></Key><Property Name="ID" Type="Edm.Int32" Nullable="false"/></EntityType>
      <EntityContainer Name="C">
        <EntitySet Name="Ys" EntityType="S.Y">
          <Annotation Term="Capabilities.UpdateRestrictions"><Record><PropertyValue Property="Updatable" Bool="false"/><PropertyValue Property="UpdateMethod" EnumMember="Capabilities.HttpMethod/PUT"/></Record></Annotation>
        </EntitySet>
      </EntityContainer>`,
      "4.0",
      CORE,
    );
    const result = importCsdl(xml, "ys.xml");
    expect(lines(result).filter((line) => line.includes("UpdateMethod"))).toHaveLength(1);
    expect(lines(result).find((line) => line.includes("UpdateMethod"))).toContain("warning EDM0503 UpdateRestrictions/UpdateMethod on entity set 'Ys' is not carried into the model: the set is not updated, so the method has no effect");
    expect(result.files.map((f) => f.content).join("\n")).not.toContain("updateMethod");
  });
});
