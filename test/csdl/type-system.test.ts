import { beforeAll, describe, expect, test } from "vitest";
import { buildCsdlJson, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import type { CsdlObject } from "../../src/emitters/csdl/index.js";
import { fullModel, fullModel401 } from "./full-model.js";

// Given the whole-type-system model, want these exact start tags (one element per line in the
// output, attributes in a fixed order) and these exact CSDL JSON members.

let xml: string;
let schema: CsdlObject;

beforeAll(() => {
  const model = fullModel();
  xml = csdlXmlEmitter.emit(model)[0]!.content;
  schema = buildCsdlJson(model)["Example.Shop"] as CsdlObject;
});

/** The trimmed output lines that start with `prefix` (a start tag and its name attribute). */
function lines(text: string, prefix: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith(prefix));
}
const line = (prefix: string): string | undefined => lines(xml, prefix)[0];

describe("properties: types, nullability, facets, defaults", () => {
  test.each([
    // single-valued: Nullable="false" only where false (CSDL XML's default is true)
    ['<Property Name="Name" ', '<Property Name="Name" Type="Edm.String" Nullable="false" MaxLength="100">'],
    ['<Property Name="Street" ', '<Property Name="Street" Type="Edm.String"/>'],
    // collection-valued: Nullable always stated, for the items
    ['<Property Name="Tags" ', '<Property Name="Tags" Type="Collection(Edm.String)" Nullable="true">'],
    ['<Property Name="Lines" ', '<Property Name="Lines" Type="Collection(Edm.String)" Nullable="false"/>'],
    ['<Property Name="Homes" ', '<Property Name="Homes" Type="Collection(Shop.Address)" Nullable="false"/>'],
    // decimals: XML's default scale is 0; variable and floating are written
    ['<Property Name="Weight" ', '<Property Name="Weight" Type="Edm.Decimal"/>'],
    ['<Property Name="Cost" ', '<Property Name="Cost" Type="Edm.Decimal" Precision="10" Scale="variable"/>'],
    ['<Property Name="Ratio" ', '<Property Name="Ratio" Type="Edm.Decimal" Precision="5" Scale="floating"/>'],
    ['<Property Name="Quantity" ', '<Property Name="Quantity" Type="Edm.Decimal" Precision="18" Scale="4"/>'],
    // temporal precision, spatial SRID, MaxLength max, Unicode
    ['<Property Name="Updated" ', '<Property Name="Updated" Type="Edm.DateTimeOffset" Precision="3">'],
    ['<Property Name="Created" ', '<Property Name="Created" Type="Edm.DateTimeOffset"/>'],
    ['<Property Name="Shape" ', '<Property Name="Shape" Type="Edm.GeometryPolygon" SRID="variable"/>'],
    ['<Property Name="Picture" ', '<Property Name="Picture" Type="Edm.Binary" MaxLength="max"/>'],
    ['<Property Name="Notes" ', '<Property Name="Notes" Type="Edm.String" Unicode="false" DefaultValue="a b">'],
    // defaults of several types, model types by alias
    ['<Property Name="Price" ', '<Property Name="Price" Type="Shop.Money" DefaultValue="9.99"/>'],
    ['<Property Name="Stock" ', '<Property Name="Stock" Type="Edm.Int32" DefaultValue="0"/>'],
    ['<Property Name="Active" ', '<Property Name="Active" Type="Edm.Boolean" DefaultValue="true"/>'],
    ['<Property Name="Colour" ', '<Property Name="Colour" Type="Shop.Color" DefaultValue="Red"/>'],
    ['<Property Name="Manual" ', '<Property Name="Manual" Type="Edm.Stream"/>'],
  ])("%s", (prefix, want) => {
    expect(line(prefix)).toBe(want);
  });

  test("the JSON states the other format's defaults where they differ", () => {
    const product = schema.Product as CsdlObject;
    expect(product.Weight).toEqual({ $Type: "Edm.Decimal", $Nullable: true, $Scale: 0 });
    expect(product.Cost).toEqual({ $Type: "Edm.Decimal", $Nullable: true, $Precision: 10 });
    expect(product.Created).toEqual({ $Type: "Edm.DateTimeOffset", $Nullable: true, $Precision: 0 });
    expect(product.Warranty).toEqual({ $Type: "Edm.Duration", $Nullable: true, $Precision: 0 });
    expect(product.Picture).toEqual({ $Type: "Edm.Binary", $Nullable: true });
    expect(product.Shape).toEqual({ $Type: "Edm.GeometryPolygon", $Nullable: true, $SRID: "variable" });
    expect(product.Name).toEqual({ $MaxLength: 100, "@Core.Description": 'Name <b>&amp; "more"' });
    expect(product.Tags).toEqual({ $Collection: true, $Nullable: true, "@Validation.AllowedValues": [{ Value: "new" }, { Value: "sale 😀" }, { Value: "new" }] });
    expect(product.Lines).toBeUndefined();
    expect((schema.PostalAddress as CsdlObject).Lines).toEqual({ $Collection: true });
  });

  test("default values take their JSON type", () => {
    const product = schema.Product as CsdlObject;
    const defaults = ["Price", "Stock", "Score", "Active", "Colour", "Notes"].map((name) => (product[name] as CsdlObject).$DefaultValue);
    expect(defaults).toEqual([9.99, 0, 1.5, true, "Red", "a b"]);
  });

  test("computed and immutable properties are annotated", () => {
    expect(lines(xml, '<Annotation Term="Core.Immutable"')).toEqual(['<Annotation Term="Core.Immutable" Bool="true"/>']);
    expect((schema.Product as CsdlObject).Launched).toEqual({ $Type: "Edm.Date", $Nullable: true, "@Core.Immutable": true });
    expect((schema.Product as CsdlObject).Updated).toEqual({ $Type: "Edm.DateTimeOffset", $Nullable: true, $Precision: 3, "@Core.Computed": true });
  });
});

describe("structured types", () => {
  test.each([
    ['<EntityType Name="Base"', '<EntityType Name="Base" Abstract="true">'],
    ['<EntityType Name="Product"', '<EntityType Name="Product" BaseType="Shop.Base" OpenType="true">'],
    ['<EntityType Name="Supplier"', '<EntityType Name="Supplier" BaseType="Shop.Base" HasStream="true">'],
    ['<EntityType Name="Part"', '<EntityType Name="Part" BaseType="Shop.Base"/>'],
    ['<ComplexType Name="Address"', '<ComplexType Name="Address" Abstract="true">'],
    ['<ComplexType Name="PostalAddress"', '<ComplexType Name="PostalAddress" BaseType="Shop.Address" OpenType="true">'],
  ])("%s", (prefix, want) => {
    expect(line(prefix)).toBe(want);
  });

  test("keys are declared where the model declares them, composite keys in order", () => {
    expect(lines(xml, "<PropertyRef")).toEqual(['<PropertyRef Name="ID"/>', '<PropertyRef Name="OrderID"/>', '<PropertyRef Name="LineNo"/>']);
    expect((schema.OrderLine as CsdlObject).$Key).toEqual(["OrderID", "LineNo"]);
    expect((schema.Product as CsdlObject).$Key).toBeUndefined();
  });

  test("base types come before the types derived from them", () => {
    const order = lines(xml, "<EntityType Name=").map((tag) => /Name="([^"]+)"/.exec(tag)![1]);
    expect(order.indexOf("Base")).toBe(0);
    expect(lines(xml, "<ComplexType Name=").map((tag) => /Name="([^"]+)"/.exec(tag)![1])).toEqual(["Address", "PostalAddress"]);
  });
});

describe("navigation properties", () => {
  test.each([
    ['<NavigationProperty Name="Category"', '<NavigationProperty Name="Category" Type="Shop.Category" Nullable="false" Partner="Products">'],
    ['<NavigationProperty Name="Supplier"', '<NavigationProperty Name="Supplier" Type="Shop.Supplier"/>'],
    ['<NavigationProperty Name="Parts"', '<NavigationProperty Name="Parts" Type="Collection(Shop.Part)" ContainsTarget="true">'],
    ['<NavigationProperty Name="Spec"', '<NavigationProperty Name="Spec" Type="Shop.Spec" Nullable="false"/>'],
    ['<NavigationProperty Name="Related"', '<NavigationProperty Name="Related" Type="Collection(Shop.Product)"/>'],
    ['<OnDelete', '<OnDelete Action="Cascade"/>'],
  ])("%s", (prefix, want) => {
    expect(line(prefix)).toBe(want);
  });

  test("JSON navigation members", () => {
    const product = schema.Product as CsdlObject;
    expect(product.Parts).toEqual({ $Kind: "NavigationProperty", $Type: "Shop.Part", $Collection: true, $ContainsTarget: true, $OnDelete: "Cascade" });
    expect(product.Supplier).toEqual({ $Kind: "NavigationProperty", $Type: "Shop.Supplier", $Nullable: true });
  });
});

describe("enum types and type definitions", () => {
  test.each([
    ['<EnumType Name="Color"', '<EnumType Name="Color" UnderlyingType="Edm.Int32">'],
    ['<EnumType Name="Access"', '<EnumType Name="Access" UnderlyingType="Edm.Byte" IsFlags="true">'],
    ['<TypeDefinition Name="Money"', '<TypeDefinition Name="Money" UnderlyingType="Edm.Decimal" Precision="12" Scale="2">'],
    ['<TypeDefinition Name="Code"', '<TypeDefinition Name="Code" UnderlyingType="Edm.String" MaxLength="10" Unicode="false"/>'],
    ['<TypeDefinition Name="Spot"', '<TypeDefinition Name="Spot" UnderlyingType="Edm.GeographyPoint" SRID="4326"/>'],
  ])("%s", (prefix, want) => {
    expect(line(prefix)).toBe(want);
  });

  test("members with values and member annotations", () => {
    expect(lines(xml, "<Member ")).toEqual([
      '<Member Name="Red" Value="0">',
      '<Member Name="Green" Value="1"/>',
      '<Member Name="Blue" Value="2">',
      '<Member Name="Read" Value="1"/>',
      '<Member Name="Write" Value="2"/>',
      '<Member Name="Admin" Value="4"/>',
    ]);
    expect(schema.Color).toEqual({
      $Kind: "EnumType",
      $UnderlyingType: "Edm.Int32",
      "@Core.Description": "A colour.",
      Red: 0,
      "Red@Core.Description": "The colour of fire.",
      Green: 1,
      Blue: 2,
      "Blue@Core.Description#Short": "Sky",
    });
  });
});

describe("actions, functions and the container", () => {
  test.each([
    ['<Action Name="Restock"', '<Action Name="Restock" IsBound="true" EntitySetPath="product">'],
    ['<Action Name="Reset"', '<Action Name="Reset">'],
    ['<Function Name="Cheapest"', '<Function Name="Cheapest" IsBound="true" IsComposable="true">'],
    ['<Parameter Name="amount" Type="Edm.Int32"', '<Parameter Name="amount" Type="Edm.Int32" Nullable="false"/>'],
    ['<Parameter Name="products"', '<Parameter Name="products" Type="Collection(Shop.Product)" Nullable="true"/>'],
    ['<Parameter Name="amount" Type="Edm.Decimal"', '<Parameter Name="amount" Type="Edm.Decimal" Nullable="false" Precision="12" Scale="2"/>'],
    ['<ReturnType Type="Collection', '<ReturnType Type="Collection(Shop.Product)" Nullable="false"/>'],
    ['<ReturnType Type="Edm.Decimal"', '<ReturnType Type="Edm.Decimal" Precision="12" Scale="2"/>'],
    ['<EntityContainer', '<EntityContainer Name="ShopContainer">'],
    ['<EntitySet Name="Suppliers"', '<EntitySet Name="Suppliers" EntityType="Shop.Supplier" IncludeInServiceDocument="false">'],
    ['<Singleton Name="MainSupplier"', '<Singleton Name="MainSupplier" Type="Shop.Supplier">'],
    ['<ActionImport', '<ActionImport Name="ResetShop" Action="Shop.Reset">'],
    ['<FunctionImport', '<FunctionImport Name="ConvertMoney" Function="Shop.Convert" IncludeInServiceDocument="true"/>'],
  ])("%s", (prefix, want) => {
    expect(line(prefix)).toBe(want);
  });

  test("JSON overloads, parameters and return types", () => {
    expect(schema.Restock).toEqual([
      {
        $Kind: "Action",
        $IsBound: true,
        $EntitySetPath: "product",
        $Parameter: [
          { $Name: "product", $Type: "Shop.Product", $Nullable: true },
          { $Name: "amount", $Type: "Edm.Int32" },
        ],
        $ReturnType: { $Type: "Shop.Product" },
        "@Core.Description": "Adds stock to a product.",
      },
    ]);
    expect(schema.Convert).toEqual([
      {
        $Kind: "Function",
        $Parameter: [
          { $Name: "amount", $Type: "Edm.Decimal", $Precision: 12, $Scale: 2 },
          { $Name: "currency", $Nullable: true, $MaxLength: 3 },
        ],
        $ReturnType: { $Type: "Edm.Decimal", $Nullable: true, $Precision: 12, $Scale: 2 },
      },
    ]);
  });

  test("singletons say whether and how they are updated; the container says how keys are addressed", () => {
    const container = schema.ShopContainer as CsdlObject;
    expect((container.MainSupplier as CsdlObject)["@Capabilities.UpdateRestrictions"]).toEqual({ UpdateMethod: "PATCH" });
    expect((container.Settings as CsdlObject)["@Capabilities.UpdateRestrictions"]).toEqual({ Updatable: false });
    expect(container["@Capabilities.KeyAsSegmentSupported"]).toBe(true);
    expect(container["@Core.Description"]).toBe("Shop service");
    expect(container["@Core.LongDescription"]).toBe("All of CSDL in one service: types, sets, singletons & operations.");
  });

  test("read restrictions follow list and get separately", () => {
    const container = schema.ShopContainer as CsdlObject;
    const read = (set: string): unknown => (container[set] as CsdlObject)["@Capabilities.ReadRestrictions"];
    expect([read("Products"), read("Suppliers"), read("Specs"), read("OrderLines")]).toEqual([
      undefined,
      { ReadByKeyRestrictions: { Readable: false } },
      { Readable: false, ReadByKeyRestrictions: { Readable: true } },
      { Readable: false },
    ]);
  });

  test("non-filterable properties are listed beside the documented filters", () => {
    const filter = ((schema.ShopContainer as CsdlObject).Products as CsdlObject)["@Capabilities.FilterRestrictions"] as CsdlObject;
    expect(filter.NonFilterableProperties).toEqual(["Stock"]);
    expect((filter.FilterExpressionRestrictions as CsdlObject[]).map((r) => [r.Property, r.AllowedExpressions])).toEqual([
      ["Name", "MultiRangeOrSearchExpression"],
      ["Price", "SingleRange"],
      ["Small", "MultiValue"],
      ["Colour", "MultiValue"],
      ["Created", "SingleRange"],
      ["Score", "MultiRange"],
      ["Category/ID", "SingleValue"],
    ]);
  });
});

describe("CSDL 4.01", () => {
  test("the version is 4.01 in both documents and MaxLength max is left out", () => {
    const model = fullModel401();
    const text = csdlXmlEmitter.emit(model)[0]!.content;
    expect(lines(text, "<edmx:Edmx")).toEqual(['<edmx:Edmx Version="4.01" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">']);
    expect(lines(text, '<Property Name="Picture"')).toEqual(['<Property Name="Picture" Type="Edm.Binary"/>']);
    expect(buildCsdlJson(model).$Version).toBe("4.01");
  });
});
