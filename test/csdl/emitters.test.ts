import { describe, expect, test } from "vitest";
import { csdlJsonEmitter, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import { EMITTERS } from "../../src/emitters/registry.js";
import { tinyModel } from "./helpers.js";

// Given a tiny model, want exactly these two documents: the whole output of both emitters.

const TINY_YAML = `
entityTypes:
  Item:
    description: An item.
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: { type: String, nullable: false, maxLength: 40 }
      Note: String
    relationships:
      Owner: { target: Owner, cardinality: "N:1" }
  Owner:
    key: [ID]
    fields:
      ID: { type: Int32, nullable: false }
    relationships:
      Items: { target: Item, cardinality: "1:N", partner: Owner }
entitySets:
  Items:
    type: Item
    filters:
      Name: [eq, startswith]
  Owners:
    type: Owner
    readOnly: true
`;

const WANT_XML = `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx">
  <edmx:Reference Uri="https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.xml">
    <edmx:Include Namespace="Org.OData.Core.V1" Alias="Core"/>
  </edmx:Reference>
  <edmx:Reference Uri="https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Capabilities.V1.xml">
    <edmx:Include Namespace="Org.OData.Capabilities.V1" Alias="Capabilities"/>
  </edmx:Reference>
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="Test.Space">
      <Annotation Term="Core.SchemaVersion" String="1.0.0"/>
      <EntityType Name="Item">
        <Key>
          <PropertyRef Name="ID"/>
        </Key>
        <Annotation Term="Core.Description" String="An item."/>
        <Property Name="ID" Type="Edm.Guid" Nullable="false">
          <Annotation Term="Core.Computed" Bool="true"/>
        </Property>
        <Property Name="Name" Type="Edm.String" Nullable="false" MaxLength="40"/>
        <Property Name="Note" Type="Edm.String"/>
        <NavigationProperty Name="Owner" Type="Test.Space.Owner"/>
      </EntityType>
      <EntityType Name="Owner">
        <Key>
          <PropertyRef Name="ID"/>
        </Key>
        <Property Name="ID" Type="Edm.Int32" Nullable="false">
          <Annotation Term="Core.Computed" Bool="true"/>
        </Property>
        <NavigationProperty Name="Items" Type="Collection(Test.Space.Item)" Partner="Owner"/>
      </EntityType>
      <Term Name="AllowedFilterForms" Type="Collection(Edm.String)" Nullable="false" AppliesTo="Record">
        <Annotation Term="Core.Description" String="The $filter forms the service documents for the property of a Capabilities.FilterExpressionRestrictionType record, as operator or function names of OData URL Conventions, section 5.1.1 (eq, ne, gt, ge, lt, le, in, contains, startswith, endswith); more exact than the record's AllowedExpressions."/>
      </Term>
      <EntityContainer Name="Container">
        <Annotation Term="Core.Description" String="Test service"/>
        <EntitySet Name="Items" EntityType="Test.Space.Item">
          <NavigationPropertyBinding Path="Owner" Target="Owners"/>
          <Annotation Term="Capabilities.UpdateRestrictions">
            <Record>
              <PropertyValue Property="UpdateMethod" EnumMember="Capabilities.HttpMethod/PATCH"/>
            </Record>
          </Annotation>
          <Annotation Term="Capabilities.FilterRestrictions">
            <Record>
              <PropertyValue Property="FilterExpressionRestrictions">
                <Collection>
                  <Record>
                    <PropertyValue Property="Property" PropertyPath="Name"/>
                    <PropertyValue Property="AllowedExpressions" String="MultiRangeOrSearchExpression"/>
                    <Annotation Term="Test.Space.AllowedFilterForms">
                      <Collection>
                        <String>eq</String>
                        <String>startswith</String>
                      </Collection>
                    </Annotation>
                  </Record>
                </Collection>
              </PropertyValue>
            </Record>
          </Annotation>
        </EntitySet>
        <EntitySet Name="Owners" EntityType="Test.Space.Owner">
          <NavigationPropertyBinding Path="Items" Target="Items"/>
          <Annotation Term="Capabilities.InsertRestrictions">
            <Record>
              <PropertyValue Property="Insertable" Bool="false"/>
            </Record>
          </Annotation>
          <Annotation Term="Capabilities.UpdateRestrictions">
            <Record>
              <PropertyValue Property="Updatable" Bool="false"/>
            </Record>
          </Annotation>
          <Annotation Term="Capabilities.DeleteRestrictions">
            <Record>
              <PropertyValue Property="Deletable" Bool="false"/>
            </Record>
          </Annotation>
          <Annotation Term="Capabilities.NavigationRestrictions">
            <Record>
              <PropertyValue Property="RestrictedProperties">
                <Collection>
                  <Record>
                    <PropertyValue Property="NavigationProperty" NavigationPropertyPath="Items"/>
                    <PropertyValue Property="InsertRestrictions">
                      <Record>
                        <PropertyValue Property="Insertable" Bool="false"/>
                      </Record>
                    </PropertyValue>
                  </Record>
                </Collection>
              </PropertyValue>
            </Record>
          </Annotation>
        </EntitySet>
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;

const WANT_JSON = `{
  "$Version": "4.0",
  "$EntityContainer": "Test.Space.Container",
  "$Reference": {
    "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Core.V1.json": {
      "$Include": [
        {
          "$Namespace": "Org.OData.Core.V1",
          "$Alias": "Core"
        }
      ]
    },
    "https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Capabilities.V1.json": {
      "$Include": [
        {
          "$Namespace": "Org.OData.Capabilities.V1",
          "$Alias": "Capabilities"
        }
      ]
    }
  },
  "Test.Space": {
    "@Core.SchemaVersion": "1.0.0",
    "Item": {
      "$Kind": "EntityType",
      "$Key": [
        "ID"
      ],
      "@Core.Description": "An item.",
      "ID": {
        "$Type": "Edm.Guid",
        "@Core.Computed": true
      },
      "Name": {
        "$MaxLength": 40
      },
      "Note": {
        "$Nullable": true
      },
      "Owner": {
        "$Kind": "NavigationProperty",
        "$Type": "Test.Space.Owner",
        "$Nullable": true
      }
    },
    "Owner": {
      "$Kind": "EntityType",
      "$Key": [
        "ID"
      ],
      "ID": {
        "$Type": "Edm.Int32",
        "@Core.Computed": true
      },
      "Items": {
        "$Kind": "NavigationProperty",
        "$Type": "Test.Space.Item",
        "$Collection": true,
        "$Partner": "Owner"
      }
    },
    "AllowedFilterForms": {
      "$Kind": "Term",
      "$Collection": true,
      "$AppliesTo": [
        "Record"
      ],
      "@Core.Description": "The $filter forms the service documents for the property of a Capabilities.FilterExpressionRestrictionType record, as operator or function names of OData URL Conventions, section 5.1.1 (eq, ne, gt, ge, lt, le, in, contains, startswith, endswith); more exact than the record's AllowedExpressions."
    },
    "Container": {
      "$Kind": "EntityContainer",
      "@Core.Description": "Test service",
      "Items": {
        "$Collection": true,
        "$Type": "Test.Space.Item",
        "$NavigationPropertyBinding": {
          "Owner": "Owners"
        },
        "@Capabilities.UpdateRestrictions": {
          "UpdateMethod": "PATCH"
        },
        "@Capabilities.FilterRestrictions": {
          "FilterExpressionRestrictions": [
            {
              "Property": "Name",
              "AllowedExpressions": "MultiRangeOrSearchExpression",
              "@Test.Space.AllowedFilterForms": [
                "eq",
                "startswith"
              ]
            }
          ]
        }
      },
      "Owners": {
        "$Collection": true,
        "$Type": "Test.Space.Owner",
        "$NavigationPropertyBinding": {
          "Items": "Items"
        },
        "@Capabilities.InsertRestrictions": {
          "Insertable": false
        },
        "@Capabilities.UpdateRestrictions": {
          "Updatable": false
        },
        "@Capabilities.DeleteRestrictions": {
          "Deletable": false
        },
        "@Capabilities.NavigationRestrictions": {
          "RestrictedProperties": [
            {
              "NavigationProperty": "Items",
              "InsertRestrictions": {
                "Insertable": false
              }
            }
          ]
        }
      }
    }
  }
}
`;

describe("the emitters on a tiny model", () => {
  const model = tinyModel(TINY_YAML);

  test("csdl/metadata.xml is exactly the expected document", () => {
    expect(csdlXmlEmitter.emit(model)).toEqual([{ path: "csdl/metadata.xml", content: WANT_XML }]);
  });

  test("csdl/metadata.json is exactly the expected document", () => {
    expect(csdlJsonEmitter.emit(model)).toEqual([{ path: "csdl/metadata.json", content: WANT_JSON }]);
  });

  test("output is deterministic: a second model built from the same text gives the same bytes", () => {
    const again = tinyModel(TINY_YAML);
    expect(csdlXmlEmitter.emit(again)[0]!.content).toBe(WANT_XML);
    expect(csdlJsonEmitter.emit(again)[0]!.content).toBe(WANT_JSON);
  });

  test("one registered emitter writes both documents, the same bytes as each alone", () => {
    const csdl = EMITTERS.filter((emitter) => emitter.name.startsWith("csdl"));
    expect(csdl.map((emitter) => emitter.name)).toEqual(["csdl"]);
    expect(csdl[0]!.emit(model)).toEqual([
      { path: "csdl/metadata.json", content: WANT_JSON },
      { path: "csdl/metadata.xml", content: WANT_XML },
    ]);
  });
});

describe("default navigation property bindings", () => {
  test("bind the relationships of complex fields too, by their path through the fields, where the target has one set", async () => {
    const { xsdErrors } = await import("./helpers.js");
    const model = tinyModel(`
complexTypes:
  Info:
    fields:
      Note: String
      Inner: Detail
    relationships:
      Region: { target: Region, cardinality: "N:1" }
  Detail:
    relationships:
      Owner: { target: Region, cardinality: "N:1" }
  Elsewhere:
    relationships:
      Lost: { target: Region, cardinality: "N:1" }
entityTypes:
  Region:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Document:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Info: Info
      History: { type: Elsewhere, collection: true }
entitySets:
  Regions: { type: Region }
  Documents: { type: Document }
`);
    // A collection of complex values is not followed, as the other outputs follow no path through one.
    expect(model.entitySets.find((s) => s.name === "Documents")!.navigationBindings).toEqual([
      { path: "Info/Region", target: "Regions" },
      { path: "Info/Inner/Owner", target: "Regions" },
    ]);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(xml).toContain('<NavigationPropertyBinding Path="Info/Region" Target="Regions"/>');
    expect(await xsdErrors(xml)).toEqual([]);
  });

  test("bind the relationships a type derived from the set's declares, after a cast to it, and not those it inherits twice", async () => {
    const { xsdErrors } = await import("./helpers.js");
    const model = tinyModel(`
complexTypes:
  Terms:
    relationships:
      Region: { target: Region, cardinality: "N:1" }
entityTypes:
  Region:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
  Party:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Home: { target: Region, cardinality: "N:1" }
  Customer:
    base: Party
    fields:
      Terms: Terms
    relationships:
      Orders: { target: Order, cardinality: "1:N" }
  VipCustomer:
    base: Customer
  Order:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Regions: { type: Region }
  Parties: { type: Party }
  Orders: { type: Order }
`);
    expect(model.entitySets.find((s) => s.name === "Parties")!.navigationBindings).toEqual([
      { path: "Home", target: "Regions" },
      { path: "Test.Space.Customer/Orders", target: "Orders" },
      { path: "Test.Space.Customer/Terms/Region", target: "Regions" },
    ]);
    const xml = csdlXmlEmitter.emit(model)[0]!.content;
    expect(xml).toContain('<NavigationPropertyBinding Path="Test.Space.Customer/Orders" Target="Orders"/>');
    expect(await xsdErrors(xml)).toEqual([]);
  });
});
