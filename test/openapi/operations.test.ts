import SwaggerParser from "@apidevtools/swagger-parser";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { buildOpenApi30, buildOpenApi31 } from "../../src/emitters/openapi/index.js";
import { componentSchemaSet } from "../../src/emitters/json-schema/build-schema-set.js";
import { compileStrict } from "../support/compile-typescript.js";
import { LICENCE_WARNING, redoclyProblems } from "../support/redocly.js";
import { tinyModel } from "../support/tiny-model.js";
import { typescriptEmitter } from "../../src/emitters/typescript/index.js";
import { validatorsEmitter } from "../../src/emitters/validators/index.js";

// A model with every shape of operation path: action and function imports (with and without an
// entity set), actions and functions bound to a record, to a collection, to a base type and to a
// singleton, and parameters and results of every kind of type.
const SERVICE = (version: string) => `service:
  name: Tiny
  namespace: Tiny.Model
  title: Tiny service
  version: 1.0.0
  basePath: /odata
  odataVersion: "${version}"
`;

const OPERATIONS = `
enumTypes:
  Level: { members: [Low, High] }
complexTypes:
  Money:
    fields:
      Amount: { type: Decimal, nullable: false }
      Currency: { type: String, maxLength: 3, nullable: false }
entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: String
  Product:
    base: Item
    fields:
      Price: Money
entitySets:
  Products: { type: Product }
  Items: { type: Item, operations: [create] }
singletons:
  Featured: { type: Product }
actions:
  Restock:
    description: Adds stock to a product.
    bound: true
    parameters:
      product: { type: Product, nullable: false }
      amount: { type: Int32, nullable: false }
      note: String
    returns: { type: Product, nullable: false }
  Archive:
    bound: true
    parameters:
      item: { type: Item, nullable: false }
  Purge:
    bound: true
    parameters:
      items: { type: Item, collection: true, nullable: false }
  Reset:
    description: Resets the shop.
  Reprice:
    parameters:
      prices: { type: Money, collection: true, nullable: false }
      level: Level
    returns: { type: Money }
functions:
  Cheapest:
    bound: true
    parameters:
      products: { type: Product, collection: true }
      limit: { type: Int32, nullable: false }
    returns: { type: Product, collection: true, nullable: false }
  Search:
    parameters:
      text: { type: String, nullable: false }
      since: DateTimeOffset
      level: Level
    returns: { type: Product, collection: true, nullable: false }
  Count:
    returns: { type: Int64, nullable: false }
  Totals:
    returns: { type: Money, collection: true, nullable: false }
  Nickname:
    parameters:
      span: Duration
    returns: { type: String }
actionImports:
  ResetShop: { action: Reset, description: Resets the whole shop. }
  RepriceAll: { action: Reprice }
functionImports:
  SearchProducts: { function: Search, entitySet: Products }
  CountAll: { function: Count }
  AllTotals: { function: Totals }
  GetNickname: { function: Nickname }
`;
const model = tinyModel(SERVICE("4.01") + OPERATIONS);

type Document = { paths?: Record<string, Record<string, { operationId?: string } | unknown>> };

/** `METHOD path operationId` of every action and function path. */
function operationPaths(document: Document): string[] {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => /\/(ResetShop|RepriceAll|SearchProducts|CountAll|AllTotals|GetNickname)(\(.*\))?$|\/Tiny\.Model\./.test(path))
    .flatMap(([path, item]) =>
      ["get", "post"].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${(item[m] as { operationId: string }).operationId}`),
    )
    .sort();
}

const lint = redoclyProblems;

describe("paths of actions and functions", () => {
  it("are the imports, and the bound operations on every set and singleton of the binding type or a type derived from it", () => {
    expect(operationPaths(buildOpenApi31(model) as Document)).toEqual([
      "GET /AllTotals AllTotals",
      "GET /CountAll CountAll",
      "GET /GetNickname GetNickname",
      "GET /Products/Tiny.Model.Cheapest Products.Tiny.Model.Cheapest",
      "GET /SearchProducts SearchProducts",
      // A set that only allows create still offers the operations bound to its collection.
      "POST /Items/Tiny.Model.Purge Items.Tiny.Model.Purge",
      // Bound to a type derived from the set's: after a type-cast segment (Items holds Item records, Cheapest is bound to Product's).
      "GET /Items/Tiny.Model.Product/Tiny.Model.Cheapest Items.Product.Tiny.Model.Cheapest",
      "POST /Products/Tiny.Model.Purge Products.Tiny.Model.Purge",
      "POST /Featured/Tiny.Model.Archive Featured.Tiny.Model.Archive",
      "POST /Featured/Tiny.Model.Restock Featured.Tiny.Model.Restock",
      "POST /Products({ID})/Tiny.Model.Archive Products.Tiny.Model.Archive",
      "POST /Products({ID})/Tiny.Model.Restock Products.Tiny.Model.Restock",
      "POST /RepriceAll RepriceAll",
      "POST /ResetShop ResetShop",
    ].sort());
  });

  it("end a parameter's own description as a sentence before the note on its literal form", () => {
    const described = tinyModel(`entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
functions:
  Find: { parameters: { text: { type: String, description: "Search text" }, limit: { type: Int32, nullable: false, description: "At most this many." } }, returns: Int32 }
  Top: { parameters: { count: { type: Int32, nullable: false } }, returns: Int32 }
functionImports:
  Find: { function: Find }
  Top: { function: Top }
`);
    const parametersOf = (path: string) => (buildOpenApi31(described).paths![path]!.get!.parameters ?? []) as { name: string; description?: string }[];
    const parameters = parametersOf("/Find(text=@text,limit=@limit)");
    expect(parameters.map((p) => [p.name, p.description])).toEqual([
      ["@text", "Search text. In single quotes, a quote inside doubled."],
      ["@limit", "At most this many. Written bare, without quotes."],
    ]);
    // Every parameter says how its literal is written, also without a description of its own.
    expect(parametersOf("/Top(count=@count)").map((p) => p.description)).toEqual(["Written bare, without quotes."]);
  });

  it("keep operationIds unique when a bound operation's would equal a navigation's", () => {
    const clash = tinyModel(`service:
  name: Shop
  namespace: Shop
  title: Shop
  version: 1.0.0
  basePath: /odata
entityTypes:
  Item:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
    relationships:
      Shop: { target: Item, cardinality: "N:1" }
entitySets:
  Items: { type: Item }
actions:
  get:
    bound: true
    parameters:
      item: { type: Item, nullable: false }
`);
    const paths = (buildOpenApi31(clash) as unknown as { paths: Record<string, Record<string, { operationId?: string }>> }).paths;
    expect(paths["/Items({ID})/Shop"]!["get"]!.operationId).toBe("Items.Shop.get");
    expect(paths["/Items({ID})/Shop.get"]!["post"]!.operationId).toBe("Items.Shop.get-action");
  });

  it("send an action's parameters as a closed JSON object and a function's as query options in URL literal form", () => {
    const document = buildOpenApi31(model) as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const restock = document.paths["/Products({ID})/Tiny.Model.Restock"]!;
    expect(restock["parameters"]).toEqual([{ $ref: "#/components/parameters/Item.key.ID" }]);
    expect(restock["post"]!["requestBody"]).toEqual({
      description: "The action's parameters.",
      required: true,
      content: {
        "application/json": {
          schema: {
            description:
              "The request body of the action Restock: its parameters after the binding parameter; the nullable ones may be left out. Unknown properties are rejected.",
            type: "object",
            properties: {
              amount: { type: "integer", format: "int32", minimum: -2147483648, maximum: 2147483647 },
              note: { type: ["string", "null"] },
            },
            required: ["amount"],
            additionalProperties: false,
          },
        },
      },
    });
    // The same schema as the action's JSON Schema file.
    expect((restock["post"]!["requestBody"] as { content: Record<string, { schema: unknown }> }).content["application/json"]!.schema).toEqual(
      componentSchemaSet(model).byName.get("Restock")!.schema,
    );
    expect(restock["post"]!["responses"]).toMatchObject({ "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Product" } } } } });
    const search = document.paths["/SearchProducts"]!["get"]!;
    expect(search["tags"]).toEqual(["Products"]);
    expect(search["parameters"]).toEqual([
      { name: "text", in: "query", required: true, description: "In single quotes, a quote inside doubled.", schema: { type: "string", pattern: "^'(?:[^']|'')*'$" } },
      // Nullable: the value bare, or the URL literal null as its text.
      {
        name: "since",
        in: "query",
        required: true,
        description: "Written bare, without quotes; `null` for no value.",
        schema: { anyOf: [expect.objectContaining({ type: "string", format: "date-time" }), { type: "string", pattern: "^[Nn][Uu][Ll][Ll]$" }] },
      },
      { name: "level", in: "query", required: true, description: "A member name in single quotes.", schema: { type: "string", pattern: "^(?:[Nn][Uu][Ll][Ll]|(?:Tiny\\.Model\\.Level)?'(?:[^']|'')*')$" } },
    ]);
    expect(search["responses"]).toMatchObject({ "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Product-collection" } } } } });
  });

  it("answer with the value in the OData JSON form of its type, or 204 when there is none", () => {
    const document = buildOpenApi31(model) as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown>; tags: string[] }>> };
    expect(document.paths["/ResetShop"]!["post"]!.responses["204"]).toEqual({ description: "The action succeeded; it returns nothing." });
    expect(document.paths["/ResetShop"]!["post"]!.tags).toEqual(["Service Operations"]);
    expect(document.paths["/CountAll"]!["get"]!.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { type: "object", properties: { value: { type: "integer", format: "int64" } }, required: ["value"] } } },
    });
    expect(document.paths["/RepriceAll"]!["post"]!.responses).toMatchObject({
      "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Money" } } } },
      "204": { description: "Reprice returned null." },
    });
    // A collection of complex values: one array in `value`, not an array of arrays.
    expect(document.paths["/AllTotals"]!["get"]!.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { properties: { value: { type: "array", items: { $ref: "#/components/schemas/Money" } } } } } },
    });
    // A nullable single value: 204 when it is null.
    expect(document.paths["/GetNickname"]!["get"]!.responses).toMatchObject({
      "200": { content: { "application/json": { schema: { properties: { value: { type: ["string", "null"] } } } } } },
      "204": { description: "Nickname returned null." },
    });
  });

  it("pass a function's parameters in a 4.0 service as parameter aliases named in the path, with `()` when there are none", () => {
    const v40 = buildOpenApi31(tinyModel(SERVICE("4.0") + OPERATIONS)) as unknown as { paths: Record<string, Record<string, { parameters?: { name: string; schema: { pattern?: string } }[] }>> };
    expect(Object.keys(v40.paths).filter((p) => /Count|Search|Cheapest|Nickname/.test(p)).sort()).toEqual([
      "/CountAll()",
      "/GetNickname(span=@span)",
      "/Items/Tiny.Model.Product/Tiny.Model.Cheapest(limit=@limit)",
      "/Products/Tiny.Model.Cheapest(limit=@limit)",
      "/SearchProducts(text=@text,since=@since,level=@level)",
    ]);
    const search = v40.paths["/SearchProducts(text=@text,since=@since,level=@level)"]!["get"]!.parameters!;
    expect(search.map((p) => p.name)).toEqual(["@text", "@since", "@level"]);
    // 4.0 requires an enumeration literal to name its type.
    expect(search[2]!.schema.pattern).toBe("^(?:[Nn][Uu][Ll][Ll]|(?:Tiny\\.Model\\.Level)'(?:[^']|'')*')$");
    // ABNF strings are case-insensitive (RFC 5234, section 2.3): prefix, designators and `null` in either case.
    const span = new RegExp(v40.paths["/GetNickname(span=@span)"]!["get"]!.parameters![0]!.schema.pattern!);
    for (const text of ["duration'P1D'", "Duration'p1dt2h'", "DURATION'-PT1.5S'", "null", "NULL"]) expect(span.test(text), text).toBe(true);
    for (const text of ["'P1D'", "duration'1D'", "nul"]) expect(span.test(text), text).toBe(false);
  });

  it("write 3.0 schemas in 3.0's form (nullable beside a type, no type arrays)", () => {
    const text = JSON.stringify(buildOpenApi30(model));
    expect(text).not.toMatch(/"type":\[/);
    const document = buildOpenApi30(model) as unknown as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>> };
    expect(document.paths["/Products({ID})/Tiny.Model.Restock"]!["post"]!.requestBody.content["application/json"]!.schema.properties["note"]).toEqual({
      type: "string",
      nullable: true,
    });
  });

  it("validate with swagger-parser and lint with only the licence warning in both versions", async () => {
    for (const document of [buildOpenApi31(model), buildOpenApi30(model)]) {
      await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
      expect(await lint(document)).toEqual([LICENCE_WARNING]);
    }
  });

  it("give openapi-typescript types that compile under tsc --strict", async () => {
    const files = new Map<string, string>();
    for (const [name, document] of [["v31", buildOpenApi31(model)], ["v30", buildOpenApi30(model)]] as const) {
      files.set(`${name}.ts`, astToString(await openapiTS(document as never, { silent: true })));
      files.set(
        `${name}-usage.ts`,
        `import type { operations } from "./${name}.js";
type RestockBody = NonNullable<operations["Products.Tiny.Model.Restock"]["requestBody"]>["content"]["application/json"];
export const body: RestockBody = { amount: 5, note: null };
// @ts-expect-error the body is closed
export const extra: RestockBody = { amount: 5, colour: "red" };
export const count: operations["CountAll"]["responses"]["200"]["content"]["application/json"] = { value: 3 };
`,
      );
    }
    expect(compileStrict(files)).toEqual([]);
  });
});

describe("media streams ($value)", () => {
  const media = tinyModel(`
entityTypes:
  Document:
    key: [ID]
    hasStream: true
    fields:
      ID: { type: Guid, nullable: false }
      Title: String
    annotations:
      Core.AcceptableMediaTypes: [application/pdf]
  Scan:
    base: Document
  Note:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Documents: { type: Document }
  Scans: { type: Scan, readOnly: true }
  Notes: { type: Note }
singletons:
  Cover: { type: Document, updatable: false }
`);
  const document = buildOpenApi31(media) as unknown as { paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>> };

  it("are read (GET) on every readable media entity, inherited media included, and replaced (PUT) where records can be updated", () => {
    const value = Object.entries(document.paths)
      .filter(([path]) => path.endsWith("/$value"))
      .flatMap(([path, item]) => ["get", "put"].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${item[m]!.operationId}`));
    expect(value.sort()).toEqual([
      "GET /Cover/$value Cover.getMedia",
      "GET /Documents({ID})/$value Documents.getMedia",
      "GET /Scans({ID})/$value Scans.getMedia",
      "PUT /Documents({ID})/$value Documents.updateMedia",
    ]);
    // The media types the type accepts (Core.AcceptableMediaTypes); a derived type without its own, its base's.
    expect(document.paths["/Documents({ID})/$value"]!["put"]!.requestBody).toEqual({
      description: "The new media stream.",
      required: true,
      content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
    });
    expect(Object.keys((document.paths["/Scans({ID})/$value"]!["get"] as { responses: Record<string, { content: object }> }).responses["200"]!.content)).toEqual(["application/pdf"]);
  });

  it("are created by POSTing the stream (OData Protocol 4.01, section 11.4.2.2): no JSON create body, in any output", () => {
    expect(document.paths["/Documents"]!["post"]!.requestBody).toMatchObject({ required: true, content: { "application/pdf": { schema: { type: "string", format: "binary" } } } });
    const full = buildOpenApi31(media);
    expect(Object.keys(full.components?.schemas ?? {}).filter((name) => name.startsWith("Document") || name.startsWith("Scan"))).not.toContain("Document-create");
    expect(full.components?.schemas?.["Document-update"]).toBeDefined();
    // An ordinary type beside them keeps its JSON create body.
    expect(full.components?.schemas?.["Note-create"]).toBeDefined();
  });

  it("leave a media type out of the JSON create bodies of its base's sites and of createRelated, and the outputs still compile", () => {
    const mixed = tinyModel(`
entityTypes:
  Base: { key: [ID], fields: { ID: { type: Int32, nullable: false }, Name: String } }
  Media: { base: Base, hasStream: true, fields: { Size: Int32 } }
  Doc: { key: [ID], hasStream: true, fields: { ID: { type: Int32, nullable: false } } }
  Folder: { key: [ID], fields: { ID: { type: Int32, nullable: false } }, relationships: { Docs: { target: Doc, cardinality: "1:N" } } }
entitySets:
  Bases: { type: Base, operations: [list, get, create, update] }
  Docs: { type: Doc }
  Folders: { type: Folder, createRelated: [Docs] }
`);
    const openApi = buildOpenApi31(mixed);
    expect(Object.keys(openApi.components?.schemas ?? {}).filter((name) => name.endsWith("-create"))).toEqual(["Base-create", "Folder-create"]);
    // Records created through the relationship are media: the POST takes the stream.
    expect(Object.keys((openApi.paths?.["/Folders({ID})/Docs"]?.post?.requestBody as { content: object }).content)).toEqual(["*/*"]);
    const types = new Map(typescriptEmitter.emit(mixed).map((f) => [f.path, f.content]));
    expect(types.get("types/index.ts")).not.toContain("createRelated");
    expect(compileStrict(types)).toEqual([]);
    const validators = validatorsEmitter.emit(mixed).find((f) => f.path === "validators/index.ts")!.content;
    expect(validators).not.toMatch(/Docs: undefined/);
  });

  it("are what a set of an abstract type creates when all its concrete types are media entities: the POST takes the stream", () => {
    const abstract = tinyModel(`
entityTypes:
  Abs: { abstract: true, key: [ID], fields: { ID: { type: Guid, nullable: false, computed: true } } }
  Vid: { base: Abs, hasStream: true }
entitySets:
  Abss: { type: Abs }
`);
    const openApi = buildOpenApi31(abstract);
    expect(Object.keys((openApi.paths?.["/Abss"]?.post?.requestBody as { content: object }).content)).toEqual(["*/*"]);
    expect(Object.keys(openApi.components?.schemas ?? {}).filter((name) => name.includes("create"))).toEqual([]);
  });

  it("take the stream's ETag in an optional If-Match when replaced, which a service that tags its streams requires", () => {
    const full = buildOpenApi31(media);
    expect((document.paths["/Documents({ID})/$value"]!["put"] as { parameters?: unknown }).parameters).toEqual([{ $ref: "#/components/parameters/streamIfMatch" }]);
    expect(full.components?.parameters?.["streamIfMatch"]).toMatchObject({ name: "If-Match", in: "header", required: false });
    // A model without a stream to replace has no such parameter.
    expect(buildOpenApi31(tinyModel("entityTypes:\n  Note:\n    key: [ID]\n    fields:\n      ID: { type: Guid, nullable: false }\nentitySets:\n  Notes: { type: Note }\n")).components?.parameters?.["streamIfMatch"]).toBeUndefined();
  });

  it("validate in both versions", async () => {
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi31(media)) as never)).resolves.toBeTruthy();
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi30(media)) as never)).resolves.toBeTruthy();
    expect(await lint(buildOpenApi30(media))).toEqual([LICENCE_WARNING]);
  });
});

describe("stream properties", () => {
  const streams = tinyModel(`
entityTypes:
  Person:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Photo: { type: Stream, nullable: false, description: The person's photo. }
      Signature: { type: Stream, annotations: { Core.AcceptableMediaTypes: [image/png, "not a media type", IMAGE/PNG, " image/svg+xml "] } }
      Thumbnail: { type: Stream, computed: true }
      Scan: { type: Stream, immutable: true }
    relationships:
      Scans: { target: Scan, cardinality: "1:N", containsTarget: true }
  Scan:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Page: Stream
entitySets:
  People: { type: Person }
  Archive: { type: Person, readOnly: true }
singletons:
  Me: { type: Person }
`);
  const document = buildOpenApi31(streams) as unknown as { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> };
  const streamOperations = Object.entries(document.paths)
    .filter(([path]) => /\/(Photo|Signature|Thumbnail|Scan|Page)$/.test(path))
    .flatMap(([path, item]) => ["get", "put"].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${item[m]!.operationId}`))
    .sort();

  it("are read (GET) where the record is read, and replaced (PUT) where it is updated and the property is neither computed nor immutable", () => {
    expect(streamOperations).toEqual([
      "GET /Archive({ID})/Photo Archive.Photo.get",
      "GET /Archive({ID})/Scan Archive.Scan.get",
      "GET /Archive({ID})/Scans({ID_1})/Page Archive.Scans.Page.get",
      "GET /Archive({ID})/Signature Archive.Signature.get",
      "GET /Archive({ID})/Thumbnail Archive.Thumbnail.get",
      "GET /Me/Photo Me.Photo.get",
      "GET /Me/Scan Me.Scan.get",
      "GET /Me/Scans({ID})/Page Me.Scans.Page.get",
      "GET /Me/Signature Me.Signature.get",
      "GET /Me/Thumbnail Me.Thumbnail.get",
      "GET /People({ID})/Photo People.Photo.get",
      "GET /People({ID})/Scan People.Scan.get",
      "GET /People({ID})/Scans({ID_1})/Page People.Scans.Page.get",
      "GET /People({ID})/Signature People.Signature.get",
      "GET /People({ID})/Thumbnail People.Thumbnail.get",
      "PUT /Me/Photo Me.Photo.update",
      "PUT /Me/Scans({ID})/Page Me.Scans.Page.update",
      "PUT /Me/Signature Me.Signature.update",
      "PUT /People({ID})/Photo People.Photo.update",
      "PUT /People({ID})/Scans({ID_1})/Page People.Scans.Page.update",
      "PUT /People({ID})/Signature People.Signature.update",
    ]);
  });

  it("answer 204 where the property is nullable (no stream), and carry any media type as bytes", () => {
    expect(Object.keys(document.paths["/People({ID})/Photo"]!["get"]!.responses!)).toEqual(["200", "4XX", "5XX"]);
    expect(Object.keys(document.paths["/People({ID})/Signature"]!["get"]!.responses!)).toEqual(["200", "204", "4XX", "5XX"]);
    expect(document.paths["/People({ID})/Photo"]!["get"]!.responses!["200"]).toEqual({ description: "The Photo stream.", content: { "*/*": { schema: { type: "string", format: "binary" } } } });
    // The media types the property accepts (Core.AcceptableMediaTypes), where it names them: each once, and only media types.
    const binary = { schema: { type: "string", format: "binary" } };
    expect(document.paths["/People({ID})/Signature"]!["get"]!.responses!["200"]).toEqual({ description: "The Signature stream.", content: { "image/png": binary, "image/svg+xml": binary } });
    expect((document.paths["/People({ID})/Signature"]!["put"] as { requestBody?: unknown }).requestBody).toEqual({ description: "The new Signature stream.", required: true, content: { "image/png": binary, "image/svg+xml": binary } });
    expect((document.paths["/People({ID})/Signature"]!["put"] as { parameters?: unknown }).parameters).toEqual([{ $ref: "#/components/parameters/streamIfMatch" }]);
  });

  it("validate in both versions and appear on the docs pages", async () => {
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi31(streams)) as never)).resolves.toBeTruthy();
    await expect(SwaggerParser.validate(structuredClone(buildOpenApi30(streams)) as never)).resolves.toBeTruthy();
    expect(await lint(buildOpenApi30(streams))).toEqual([LICENCE_WARNING]);
    const { docsEmitter } = await import("../../src/emitters/docs/index.js");
    const page = docsEmitter.emit(streams).find((f) => f.path === "docs/sets/Archive.md")!.content;
    expect(page).toContain("| Get Photo | GET | `/odata/Archive({ID})/Photo` |");
    expect(page).not.toContain("Replace Photo");
  });
});
