import { describe, expect, it } from "vitest";
import { buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import type { Model } from "../../src/model/types.js";
import { loadSeedModel } from "../support/seed.js";
import { tinyModel } from "../support/tiny-model.js";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** Every operation of a document as `METHOD path operationId`, sorted. */
function operationsOf(document: ReturnType<typeof buildOpenApi31>): string[] {
  const found: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) found.push(`${method.toUpperCase()} ${path} ${operation.operationId}`);
    }
  }
  return found.sort();
}

/** What the model allows, walked independently of the emitter (all seed keys are a single `ID`). */
function expectedOperations(model: Model): string[] {
  const types = new Map(model.entityTypes.map((t) => [t.name, t]));
  const expected: string[] = [];
  for (const set of model.entitySets) {
    const collection = `/${set.name}`;
    const record = `/${set.name}({ID})`;
    const allows = (operation: string) => (set.operations as readonly string[]).includes(operation);
    if (allows("list")) expected.push(`GET ${collection} ${set.name}.list`);
    if (allows("create")) expected.push(`POST ${collection} ${set.name}.create`);
    if (set.phaseChange) expected.push(`POST ${collection} ${set.name}.change${set.phaseChange.navigation}`);
    if (allows("get")) expected.push(`GET ${record} ${set.name}.get`);
    if (allows("update")) expected.push(`${set.updateMethod} ${record} ${set.name}.update`);
    if (allows("delete")) expected.push(`DELETE ${record} ${set.name}.delete`);
    for (const navigation of set.createRelated) expected.push(`POST ${record}/${navigation} ${set.name}.${navigation}.create`);
    // A stream property's bytes: read with the record, replaced with it unless computed.
    for (const property of types.get(set.entityType)?.properties ?? []) {
      if (!property.isStream) continue;
      if (allows("get")) expected.push(`GET ${record}/${property.name} ${set.name}.${property.name}.get`);
      if (allows("update") && !property.computed) expected.push(`PUT ${record}/${property.name} ${set.name}.${property.name}.update`);
    }
    if (!allows("get")) continue;
    for (const navigation of types.get(set.entityType)?.navigations ?? []) {
      expected.push(`GET ${record}/${navigation.name} ${set.name}.${navigation.name}.${navigation.collection ? "list" : "get"}`);
    }
  }
  return expected.sort();
}

describe("the seed model's paths", () => {
  const model = loadSeedModel();
  const document = buildOpenApi31(model);
  const operations = operationsOf(document);

  it("are exactly what the model allows, nothing else", () => {
    expect(operations).toEqual(expectedOperations(model));
  });

  it("give the phase-change set only its POST", () => {
    expect(operations.filter((o) => o.includes("/Activity_Event"))).toEqual(["POST /Activity_Event Activity_Event.changePhase"]);
    const post = document.paths?.["/Activity_Event"]?.post;
    expect(post?.requestBody).toEqual({
      description: "The record and its new Phase.",
      required: true,
      content: { "application/json": { schema: { $ref: "#/components/schemas/PhaseChange-body" } } },
    });
  });

  it("give the writable sets five operations with PUT, and read-only sets the two GETs", () => {
    for (const set of [
      "Resource",
      "ProductLine",
      "Price",
      "Template_Document",
      "Activity_Document",
      "Event",
      "EventParticipation",
    ]) {
      expect(operations.filter((o) => new RegExp(` /${set}(\\(\\{ID\\}\\))? `).test(o))).toEqual([
        `DELETE /${set}({ID}) ${set}.delete`,
        `GET /${set} ${set}.list`,
        `GET /${set}({ID}) ${set}.get`,
        `POST /${set} ${set}.create`,
        `PUT /${set}({ID}) ${set}.update`,
      ]);
    }
    expect(operations.filter((o) => / \/Datastore_Unit(\(\{ID\}\))? /.test(o))).toEqual([
      "GET /Datastore_Unit Datastore_Unit.list",
      "GET /Datastore_Unit({ID}) Datastore_Unit.get",
    ]);
  });

  it("follow navigations to single records and collections, also to types without a set", () => {
    expect(operations).toContain("GET /ProductLine({ID})/Activity ProductLine.Activity.get");
    expect(operations).toContain("GET /ProductLine({ID})/BilledTimeRegistrations ProductLine.BilledTimeRegistrations.list");
    expect(operations).toContain("GET /Activity_Document({ID})/Phase Activity_Document.Phase.get");
    const phase = document.paths?.["/Activity_Document({ID})/Phase"]?.get?.responses;
    expect(Object.keys(phase ?? {})).toEqual(["200", "204", "4XX", "5XX"]);
    const lines = document.paths?.["/ProductLine({ID})/BilledTimeRegistrations"]?.get?.responses?.["200"];
    expect(lines).toEqual({
      description: "The related TimeRegistration records.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/TimeRegistration-collection" } } },
    });
  });

  it("give linked-only types no paths of their own", () => {
    for (const type of ["Email", "File", "Product", "Relationship", "TimeRegistration", "Datastore_VatGroup"]) {
      expect(Object.keys(document.paths ?? {}).filter((p) => p.startsWith(`/${type}(`) || p === `/${type}`)).toEqual([]);
    }
  });

  it("declare the key as a required Guid path parameter, shared by the types inheriting it", () => {
    expect(document.paths?.["/Price({ID})"]?.parameters).toEqual([{ $ref: "#/components/parameters/Entity.key.ID" }]);
    expect(document.paths?.["/ProductLine({ID})/Activity"]?.parameters).toEqual([
      { $ref: "#/components/parameters/Entity.key.ID" },
    ]);
    expect(document.components?.parameters?.["Entity.key.ID"]).toEqual({
      name: "ID",
      in: "path",
      required: true,
      description: "Record identifier",
      schema: {
        type: "string",
        format: "uuid",
        pattern: "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$",
      },
    });
  });

  it("tag every operation with its set, and describe each tag", () => {
    expect(document.tags?.map((t) => t.name)).toEqual(model.entitySets.map((s) => s.name));
    for (const tag of document.tags ?? []) expect(tag.description?.length).toBeGreaterThan(10);
    for (const item of Object.values(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (operation) expect(operation.tags).toHaveLength(1);
      }
    }
  });

  it("document ProductLine's filters in words with examples", () => {
    const filter = document.components?.parameters?.["ProductLine.filter"];
    expect(filter).toEqual({
      name: "$filter",
      in: "query",
      description:
        "A filter expression (OData URL Conventions 4.0, section 5.1.1) that the returned records satisfy. The service documents these filterable properties and forms:\n\n" +
        "- `Activity/ID`: equal to (`Activity/ID eq 01234567-89ab-cdef-0123-456789abcdef`)\n" +
        "- `Description`: contains (`contains(Description,'x')`)\n" +
        "- `Quantity`: greater than (`Quantity gt 5`)\n" +
        "- `IsBilled`: equal to (`IsBilled eq true`)\n" +
        "- `Price`: greater than (`Price gt 5`)",
      schema: { type: "string" },
      // Filters hold reserved characters that clients send unencoded.
      allowReserved: true,
      example: "Activity/ID eq 01234567-89ab-cdef-0123-456789abcdef",
    });
    const unitFilter = document.components?.parameters?.["Datastore_Unit.filter"];
    expect(unitFilter?.description).toContain("- `Name`: equal to (`Name eq 'x'`), contains (`contains(Name,'x')`)");
    expect(document.paths?.["/Price"]?.get?.parameters?.[0]).toEqual({ $ref: "#/components/parameters/filter" });
  });

  it("give a relationship's list the filters of the set it is bound to, whose restrictions hold through it too", () => {
    // Activity_Document's ProductLines are bound to the ProductLine set, which documents filters.
    expect(document.paths?.["/Activity_Document({ID})/ProductLines"]?.get?.parameters?.[0]).toEqual({ $ref: "#/components/parameters/ProductLine.filter" });
    // Every relationship list bound to a set with documented filters uses that set's parameter; the others the generic one.
    for (const set of model.entitySets) {
      const type = model.entityTypes.find((t) => t.name === set.entityType)!;
      for (const navigation of type.navigations.filter((n) => n.collection)) {
        const get = document.paths?.[`/${set.name}({ID})/${navigation.name}`]?.get;
        if (!get) continue;
        const bound = model.entitySets.find((s) => s.name === set.navigationBindings.find((b) => b.path === navigation.name)?.target);
        const expected = bound && bound.filters.length > 0 ? `${bound.name}.filter` : "filter";
        expect(get.parameters?.[0], `${set.name}/${navigation.name}`).toEqual({ $ref: `#/components/parameters/${expected}` });
      }
    }
  });

  it("enumerate $select, $orderby and $expand values", () => {
    const parameters = document.components?.parameters ?? {};
    const values = (name: string) => {
      const parameter = parameters[name];
      const schema = parameter && "schema" in parameter ? (parameter.schema as { items?: { enum?: string[] } }) : undefined;
      return schema?.items?.enum;
    };
    // `*` selects every structural property (OData URL Conventions 4.01, section 5.1.3).
    expect(values("Datastore_Unit.select")).toEqual(["*", "ID", "Name", "Code", "LocalizedName", "IsDefault"]);
    // `asc` may be written or left out; both forms are valid OData and must pass a validating gateway.
    expect(values("Resource.orderby")).toEqual(["ID", "ID asc", "ID desc", "Name", "Name asc", "Name desc", "Token", "Token asc", "Token desc"]);
    expect(values("Resource.expand")).toEqual(["*", "Email", "File"]);
    expect(document.paths?.["/Resource({ID})"]?.get?.parameters).toEqual([
      { $ref: "#/components/parameters/Resource.select" },
      { $ref: "#/components/parameters/Resource.expand" },
    ]);
  });
});

describe("filter examples", () => {
  it("write each type's literal as a URL writes it: binary'…' for Binary, duration'…' for Duration", async () => {
    const { tinyModel, TINY_SERVICE } = await import("../support/tiny-model.js");
    const model = tinyModel(`${TINY_SERVICE}entityTypes:
  Blob:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Bytes: Binary
      Wait: Duration
entitySets:
  Blobs:
    type: Blob
    filters: { Bytes: [eq], Wait: [gt] }
`);
    const description = buildOpenApi31(model).components?.parameters?.["Blobs.filter"] as { description: string };
    expect(description.description).toContain("- `Bytes`: equal to (`Bytes eq binary'T0RhdGE'`)");
    expect(description.description).toContain("- `Wait`: greater than (`Wait gt duration'P1D'`)");
  });
});

describe("the `in` filter form", () => {
  const yaml = (version: string) => `service: { name: S, namespace: S, version: 1.0.0, basePath: /odata, odataVersion: "${version}" }
entityTypes:
  Thing: { key: [ID], fields: { ID: Int32, Code: String } }
entitySets:
  Things: { type: Thing, filters: { Code: [eq, in] } }
`;
  const description = (version: string) => (buildOpenApi31(tinyModel(yaml(version))).components?.parameters?.["Things.filter"] as { description: string }).description;

  it("is said to be OData 4.01's where a 4.0 service offers it, and not in a 4.01 service", () => {
    expect(description("4.0")).toContain("- `Code`: equal to (`Code eq 'x'`), ");
    expect(description("4.0")).toMatch(/\n\n`in` is an OData 4\.01 operator, which this OData 4\.0 service also accepts\.$/);
    expect(description("4.01")).not.toContain("4.01 operator");
  });
});
