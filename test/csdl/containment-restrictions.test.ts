import { describe, expect, test } from "vitest";
import { buildCsdlJson, csdlXmlEmitter } from "../../src/emitters/csdl/index.js";
import type { CsdlObject } from "../../src/emitters/csdl/index.js";
import { SERVICE_YAML, tinyModel, xsdErrors } from "./helpers.js";
import { importToModel } from "../import/support/import-to-model.js";

// Contained records follow their container in every output (the OpenAPI containment paths). No set
// is bound to a containment path, so a reader of $metadata applies none of the container's
// restrictions there and assumes contained records are created, updated with PATCH and deleted:
// the container's NavigationRestrictions say what it withholds, and PUT.

const MODEL = `
entityTypes:
  Order:
    key: [ID]
    fields: { ID: Int32 }
    relationships:
      Lines: { target: Line, cardinality: "1:N", containsTarget: true }
      Shipping: { target: Address, cardinality: "1:1", containsTarget: true }
  Line:
    key: [No]
    fields: { No: Int32 }
    relationships:
      Notes: { target: Note, cardinality: "1:N", containsTarget: true }
  Note:
    key: [No]
    fields: { No: Int32 }
  Address:
    key: [ID]
    fields: { ID: Int32 }
entitySets:
  Orders: { type: Order }
  Archive: { type: Order, readOnly: true }
  Inbox: { type: Order, operations: [update, delete] }
  Kept:
    type: Order
    readOnly: true
    annotations:
      Org.OData.Capabilities.V1.NavigationRestrictions:
        RestrictedProperties:
          - NavigationProperty: Lines
            InsertRestrictions: { Description: Lines are added by the service }
            UpdateRestrictions: { Updatable: false }
singletons:
  Current: { type: Order }
  Frozen: { type: Order, updatable: false }
`;

const PUT_SERVICE = SERVICE_YAML.replace("basePath: /odata", "basePath: /odata\n  updateMethod: PUT");

const restrictions = (updateMethod: "PUT" | "PATCH", element: string): unknown => {
  const model = tinyModel(MODEL, updateMethod === "PUT" ? PUT_SERVICE : SERVICE_YAML);
  const container = (buildCsdlJson(model)["Test.Space"] as CsdlObject).Container as CsdlObject;
  return ((container[element] as CsdlObject)["@Capabilities.NavigationRestrictions"] as CsdlObject | undefined)?.RestrictedProperties;
};

describe("restrictions of contained records in $metadata", () => {
  test("a set updated with PUT says PUT for each containment path; one updated with PATCH, the reader's assumption, says nothing", () => {
    expect(restrictions("PUT", "Orders")).toEqual([
      { NavigationProperty: "Lines", UpdateRestrictions: { UpdateMethod: "PUT" } },
      { NavigationProperty: "Lines/Notes", UpdateRestrictions: { UpdateMethod: "PUT" } },
      { NavigationProperty: "Shipping", UpdateRestrictions: { UpdateMethod: "PUT" } },
    ]);
    expect(restrictions("PATCH", "Orders")).toBeUndefined();
    expect(restrictions("PUT", "Current")).toEqual([
      { NavigationProperty: "Lines", UpdateRestrictions: { UpdateMethod: "PUT" } },
      { NavigationProperty: "Lines/Notes", UpdateRestrictions: { UpdateMethod: "PUT" } },
      { NavigationProperty: "Shipping", UpdateRestrictions: { UpdateMethod: "PUT" } },
    ]);
  });

  test("a read-only set or singleton says contained records are not created, updated or deleted (a single one that cannot be absent is never deleted)", () => {
    const readOnly = (path: string, collection = true) => ({
      NavigationProperty: path,
      ...(collection ? { InsertRestrictions: { Insertable: false } } : {}),
      UpdateRestrictions: { Updatable: false },
      ...(collection ? { DeleteRestrictions: { Deletable: false } } : {}),
    });
    const expected = [readOnly("Lines"), readOnly("Lines/Notes"), readOnly("Shipping", false)];
    expect(restrictions("PUT", "Archive")).toEqual(expected);
    expect(restrictions("PATCH", "Frozen")).toEqual(expected);
  });

  test("a set whose records are not read says contained records are not read or created either", () => {
    expect(restrictions("PUT", "Inbox")).toEqual([
      { NavigationProperty: "Lines", ReadRestrictions: { Readable: false }, InsertRestrictions: { Insertable: false }, UpdateRestrictions: { UpdateMethod: "PUT" } },
      { NavigationProperty: "Lines/Notes", ReadRestrictions: { Readable: false }, InsertRestrictions: { Insertable: false }, UpdateRestrictions: { UpdateMethod: "PUT" } },
      { NavigationProperty: "Shipping", ReadRestrictions: { Readable: false }, UpdateRestrictions: { UpdateMethod: "PUT" } },
    ]);
  });

  test("an entry of the element's own keeps what it says and gains only what it leaves out", () => {
    expect(restrictions("PUT", "Kept")).toEqual([
      { NavigationProperty: "Lines", InsertRestrictions: { Description: "Lines are added by the service", Insertable: false }, UpdateRestrictions: { Updatable: false }, DeleteRestrictions: { Deletable: false } },
      { NavigationProperty: "Lines/Notes", InsertRestrictions: { Insertable: false }, UpdateRestrictions: { Updatable: false }, DeleteRestrictions: { Deletable: false } },
      { NavigationProperty: "Shipping", UpdateRestrictions: { Updatable: false } },
    ]);
  });

  test("import takes them back as the container's settings: the imported model keeps only what the model said itself, and gives the same $metadata", () => {
    for (const service of [PUT_SERVICE, SERVICE_YAML]) {
      const xml = csdlXmlEmitter.emit(tinyModel(MODEL, service))[0]!.content;
      const { model } = importToModel(xml, "metadata.xml");
      const own = (element: string) => {
        const owner = model.entitySets.find((s) => s.name === element) ?? model.singletons.find((s) => s.name === element);
        return Object.entries(owner!.annotations ?? {}).filter(([key]) => key.includes("NavigationRestrictions"));
      };
      for (const element of ["Orders", "Archive", "Inbox", "Current", "Frozen"]) expect(own(element), element).toEqual([]);
      expect(own("Kept").map(([, value]) => value)).toEqual([{ RestrictedProperties: [{ NavigationProperty: { $NavigationPropertyPath: "Lines" }, InsertRestrictions: { Description: "Lines are added by the service" } }] }]);
      expect(csdlXmlEmitter.emit(model)[0]!.content).toBe(xml);
    }
  });

  test("import reports and drops an entry that grants contained records what their container withholds, or another update method", () => {
    const document = JSON.stringify({
      $Version: "4.01",
      $EntityContainer: "S.C",
      S: {
        Order: { $Kind: "EntityType", $Key: ["ID"], ID: { $Type: "Edm.Int32" }, Lines: { $Kind: "NavigationProperty", $Type: "S.Line", $Collection: true, $ContainsTarget: true } },
        Line: { $Kind: "EntityType", $Key: ["No"], No: { $Type: "Edm.Int32" } },
        C: {
          $Kind: "EntityContainer",
          Orders: {
            $Collection: true,
            $Type: "S.Order",
            "@Org.OData.Capabilities.V1.InsertRestrictions": { Insertable: false },
            "@Org.OData.Capabilities.V1.NavigationRestrictions": {
              RestrictedProperties: [{ NavigationProperty: "Lines", InsertRestrictions: { Insertable: true, Description: "Lines are added" }, UpdateRestrictions: { UpdateMethod: "PUT" } }],
            },
          },
        },
      },
    });
    const { model, imported } = importToModel(document, "metadata.json");
    expect(imported.diagnostics.filter((d) => d.code === "EDM0503").map((d) => d.message)).toEqual([
      expect.stringContaining("InsertRestrictions/Insertable of 'Lines' on entity set 'Orders'"),
      expect.stringContaining("UpdateRestrictions/UpdateMethod of 'Lines' on entity set 'Orders'"),
    ]);
    const orders = model.entitySets.find((s) => s.name === "Orders")!;
    expect(Object.values(orders.annotations)).toEqual([{ RestrictedProperties: [{ NavigationProperty: "Lines", InsertRestrictions: { Description: "Lines are added" } }] }]);
  });

  test("the XML writes them as typed paths and enum members, valid against the OASIS schemas", async () => {
    const xml = csdlXmlEmitter.emit(tinyModel(MODEL, PUT_SERVICE))[0]!.content;
    expect(xml).toContain('<PropertyValue Property="NavigationProperty" NavigationPropertyPath="Lines/Notes"/>');
    expect(xml).toContain('<PropertyValue Property="UpdateMethod" EnumMember="Capabilities.HttpMethod/PUT"/>');
    expect(await xsdErrors(xml)).toEqual([]);
  });
});
