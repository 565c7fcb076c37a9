import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, test } from "vitest";
import { buildDocsPages, docsEmitter } from "../../src/emitters/docs/index.js";
import { loadTemplates, templates } from "../../src/templating/templates.js";
import { tableAfter } from "./markdown-tables.js";
import { TINY_MODEL, tinyDocsModel } from "./tiny-model.js";
import { tinyModel } from "../support/tiny-model.js";
import { derivedModel } from "../support/derived-model.js";

const TINY_MODEL_OPEN_FREE = `
entityTypes:
  Thing:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Things: { type: Thing }
`;

const emitted = (model = tinyDocsModel()) => new Map(docsEmitter.emit(model).map((f) => [f.path, f.content]));

describe("optimistic concurrency on a set page", () => {
  const NOTE = "Records carry an ETag (`@odata.etag`, and the `ETag` header of a read by key): an update or delete sends it in `If-Match`";
  const page = (sets: string) => emitted(tinyDocsModel(TINY_MODEL_OPEN_FREE.replace("  Things: { type: Thing }\n", sets))).get("docs/sets/Things.md") ?? "";

  test("says a change needs If-Match where the set is annotated and the document has a change", () => {
    expect(page("  Things: { type: Thing, annotations: { Core.OptimisticConcurrency: [ID] } }\n")).toContain(NOTE);
    expect(page("  Things: { type: Thing, operations: [list, get, delete], annotations: { Core.OptimisticConcurrency: [ID] } }\n")).toContain(NOTE);
    // Read-only, or not annotated: nothing to say.
    expect(page("  Things: { type: Thing, readOnly: true, annotations: { Core.OptimisticConcurrency: [ID] } }\n")).not.toContain("ETag");
    expect(page("  Things: { type: Thing }\n")).not.toContain("ETag");
  });
});

describe("the docs of a tiny model", () => {
  test("the files: the index and one page per set", () => {
    expect([...emitted().keys()]).toEqual(["docs/index.md", "docs/sets/Books.md", "docs/sets/Moves.md", "docs/sets/Shelves.md"]);
  });

  test("a writable set's page", () => {
    expect(emitted().get("docs/sets/Shelves.md")!.split("\n")).toEqual(SHELVES);
  });

  test("a set with only the phase change", () => {
    expect(emitted().get("docs/sets/Moves.md")!.split("\n")).toEqual(MOVES);
  });

  test("the index: sets sorted by name, the diagram with inheritance and each relationship once", () => {
    expect(emitted().get("docs/index.md")!.split("\n")).toEqual(INDEX);
  });

  test("the page objects the templates render", () => {
    const shelves = buildDocsPages(tinyDocsModel()).sets.find((s) => s.name === "Shelves")!;
    expect(shelves.fields.map((f) => [f.name, f.type, f.nullable, f.inBodies, f.inheritedFrom])).toEqual([
      ["ID", "Guid", "no", "read-only", "Entity"],
      ["Label", "String (max length 40)", "yes", "optional", ""],
      ["Width", "Double", "no", "required", ""],
      ["Tags", "Collection(String)", "no (items may be null)", "optional", ""],
    ]);
    expect(shelves.filters).toEqual([
      { path: "Label", forms: "eq, contains", examples: ["Label eq '<string>'", "contains(Label, '<string>')"] },
      { path: "Width", forms: "gt", examples: ["Width gt <number>"] },
    ]);
  });

  test("the same model gives the same bytes; LF, one trailing newline, no trailing spaces", () => {
    const first = docsEmitter.emit(tinyDocsModel());
    expect(docsEmitter.emit(tinyDocsModel())).toEqual(first);
    for (const file of first) {
      expect(file.content).not.toMatch(/\r|[ \t]$|\n\n\n/m);
      expect(file.content.endsWith("\n") && !file.content.endsWith("\n\n")).toBe(true);
    }
  });
});

describe("model text is escaped for Markdown", () => {
  const hostile = TINY_MODEL.replace(
    'description: "A shelf | with a pipe"',
    'description: "# not a heading <script>alert(1)</script> & more"',
  ).replace('description: Width in cm', 'description: "a | b\\nc `code` <img src=x>"');

  test("in table cells: pipes, line ends and HTML", () => {
    const rows = tableAfter(emitted(tinyDocsModel(hostile)).get("docs/sets/Shelves.md")!, "## Fields");
    expect(rows.find((r) => r.Field === "Width")!.Description).toBe("a | b<br>c `code` &lt;img src=x&gt;");
    expect(emitted(tinyDocsModel(hostile)).get("docs/sets/Shelves.md")).toContain("| a \\| b<br>c `code` &lt;img src=x&gt; |");
  });

  test("a backslash before a pipe, a link to a script URL, and HTML inside a code span", async () => {
    const { markdownCell, markdownText } = await import("../../src/templating/markdown.js");
    // `\\|` ends no cell: the backslash is escaped as well as the pipe.
    expect(markdownCell("back\\|slash")).toBe("back\\\\\\|slash");
    // The `(` of a link to a javascript:, vbscript:, data: or file: URL is escaped, so it is no link.
    expect(markdownCell("[x](javascript:alert(1))")).toBe("[x]\\(javascript:alert(1))");
    expect(markdownCell("[x]( JavaScript:alert(1))")).toBe("[x]\\( JavaScript:alert(1))");
    expect(markdownCell("[docs](https://example.com)")).toBe("[docs](https://example.com)");
    // Inside a code span only the pipe is escaped: GFM turns `\\|` into `|` there too, and the span keeps its backslash.
    expect(markdownCell("`x\\|y`")).toBe("`x\\\\|y`");
    // A code span shows its content as written (a character reference there would not be decoded).
    expect(markdownCell("Use `<b>` & <i>")).toBe("Use `<b>` &amp; &lt;i&gt;");
    // A link reference definition cannot open a paragraph.
    expect(markdownText("[x]: javascript:alert(1)")).toBe("\\[x]: javascript:alert(1)");
    // A backslash-escaped backtick opens no code span (CommonMark 2.4): what follows is escaped like any text.
    expect(markdownText("x \\`<img src=x onerror=alert(1)>`")).toBe("x \\`&lt;img src=x onerror=alert(1)&gt;`");
    expect(markdownCell("\\`[cell](javascript:alert(1))`")).toBe("\\`[cell]\\(javascript:alert(1))`");
    // A final ` #` would close a heading and disappear from it.
    expect(markdownText("Service #")).toBe("Service \\#");
    expect(markdownText("C#")).toBe("C#");
    // Two backslashes are one escaped backslash: the backtick after them does open a span.
    expect(markdownCell("\\\\`<b>`")).toBe("\\\\`<b>`");
  });

  test("in paragraphs: HTML, and a first character that would open a block", () => {
    // After "The type: " nothing opens a block, so the `#` stays as written; the HTML is escaped.
    expect(emitted(tinyDocsModel(hostile)).get("docs/sets/Shelves.md")).toContain("\nThe type: # not a heading &lt;script&gt;alert(1)&lt;/script&gt; &amp; more\n");
    // Emphasis that starts a description inside a sentence stays emphasis (an escaped first `*` would show both stars).
    const emphasis = tinyDocsModel(hostile.replace("# not a heading <script>alert(1)</script> & more", "*Shelved* goods"));
    expect(emitted(emphasis).get("docs/sets/Shelves.md")).toContain("\nThe type: *Shelved* goods\n");
  });
});

describe("templates", () => {
  function folderWith(files: Record<string, string>): URL {
    const dir = mkdtempSync(join(tmpdir(), "edmgen-templates-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return pathToFileURL(`${dir}/`);
  }

  test("the package's templates load once, by name", () => {
    expect(templates().names).toEqual(["docs/index.md", "docs/set.md"]);
    expect(templates()).toBe(templates());
  });

  test("strict mode: a field the context lacks is an error, not an empty string", () => {
    const folder = folderWith({ "page.hbs": "Hello {{name}} {{missing}}\n" });
    expect(() => loadTemplates(folder).render("page", { name: "x" })).toThrow(/"missing" not defined/);
    rmSync(new URL(folder), { recursive: true });
  });

  test("only the named helpers: an unknown helper fails when the template is compiled", () => {
    const folder = folderWith({ "page.hbs": "{{{shout name}}}\n" });
    expect(() => loadTemplates(folder).render("page", { name: "x" })).toThrow(/shout/);
    rmSync(new URL(folder), { recursive: true });
  });

  test("helpers, partials and CRLF templates", () => {
    const folder = folderWith({ "partials/row.hbs": "| {{{cell this}}} |\r\n", "page.hbs": "{{#each rows}}{{> row}}{{/each}}{{{code tick}}}\r\n" });
    expect(loadTemplates(folder).render("page", { rows: ["a|b", "c\nd"], tick: "x`y" })).toBe("| a\\|b |\n| c<br>d |\n``x`y``\n");
    rmSync(new URL(folder), { recursive: true });
  });
});

const SHELVES = [
      "<!-- Generated by edmgen from the metadata model. Do not edit: change metadata/ and run `npm run generate`. -->",
      "# Shelves",
      "",
      "Entity set `Shelves` of entity type `Shelf` (derives from `Entity`). [All entity sets](../index.md)",
      "",
      "All shelves.",
      "",
      "The type: A shelf | with a pipe",
      "",
      "## Operations",
      "",
      "| Operation | Method | Path |",
      "| --- | --- | --- |",
      "| List | GET | `/odata/Shelves` |",
      "| Get by id | GET | `/odata/Shelves({ID})` |",
      "| Create | POST | `/odata/Shelves` |",
      "| Update | PUT | `/odata/Shelves({ID})` |",
      "| Delete | DELETE | `/odata/Shelves({ID})` |",
      "",
      "Update (PUT) replaces the whole record: the body carries every writable field, and fields left out are reset.",
      "",
      "## Fields",
      "",
      "| Field | Type | Nullable | In bodies | Description | Inherited from |",
      "| --- | --- | --- | --- | --- | --- |",
      "| `ID` | Guid | no | read-only | Record identifier | `Entity` |",
      "| `Label` | String (max length 40) | yes | optional | Label &lt;b&gt;bold&lt;/b&gt;<br>second line | — |",
      "| `Width` | Double | no | required | Width in cm | — |",
      "| `Tags` | Collection(String) | no (items may be null) | optional |  | — |",
      "",
      'Create and update bodies may name the record\'s type, as some clients do: `"@odata.type": "#TinyNS.Shelf"`.',
      "",
      "## Relationships",
      "",
      "| Relationship | Target | Cardinality | Nullable | Description | Inherited from | Path | Inline |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      "| `Books` | [Book](Books.md) | 1:N | — | Books on the shelf | — | `/odata/Shelves({ID})/Books` | `/odata/Shelves({ID})?$expand=Books` |",
      "",
      "A relationship is followed by its path, or its records are included in the record read (`$expand`, the Inline column).",
      "",
      "Create and update bodies link related records by their URLs (OData JSON Format 4.01, section 8.5): `Books@odata.bind`. A collection-valued relationship takes an array of URLs; an update adds those links.",
      "",
      "## Filters",
      "",
      "The `$filter` forms the service documents for this set (other expressions may work as well):",
      "",
      "| Field | Forms | Examples |",
      "| --- | --- | --- |",
      "| `Label` | eq, contains | `Label eq '<string>'`, `contains(Label, '<string>')` |",
      "| `Width` | gt | `Width gt <number>` |",
      "",
      "## Query options",
      "",
      "| Option | Requests | Takes |",
      "| --- | --- | --- |",
      "| `$filter` | list | an expression; the forms the service documents are under Filters |",
      "| `$select` | list, get | the fields to return, comma-separated, or `*` for all |",
      "| `$expand` | list, get | the relationships to include inline, comma-separated: `Books`; or `*` for all |",
      "| `$orderby` | list | fields to sort by, comma-separated, each followed by `asc` (the default) or `desc`, e.g. `ID desc` |",
      "| `$top` | list | the most records to return |",
      "| `$skip` | list | the number of records to skip |",
      "| `$count` | list | `true`: the page also carries `@odata.count`, the number of matching records |",
      "",
      "A list answers with a page: the records in `value`, `@odata.count` when `$count=true` was asked for, and `@odata.nextLink`, the URL of the next page, while more records follow.",
      "",
    ];

const MOVES = [
      "<!-- Generated by edmgen from the metadata model. Do not edit: change metadata/ and run `npm run generate`. -->",
      "# Moves",
      "",
      "Entity set `Moves` of entity type `Book` (derives from `Entity`). [All entity sets](../index.md)",
      "",
      "## Operations",
      "",
      "| Operation | Method | Path |",
      "| --- | --- | --- |",
      "| Phase change | POST | `/odata/Moves` |",
      "",
      "## Fields",
      "",
      "No operation of this set returns records; these are the fields of its type.",
      "",
      "| Field | Type | Nullable | Description | Inherited from |",
      "| --- | --- | --- | --- | --- |",
      "| `ID` | Guid | no | Record identifier | `Entity` |",
      "| `Title` | String | yes |  | — |",
      "",
      "## Relationships",
      "",
      "| Relationship | Target | Cardinality | Nullable | Description | Inherited from | Path | Inline |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      "| `Shelf` | [Shelf](Shelves.md) | N:1 | yes |  | — | — | — |",
      "| `Stage` | Stage | N:1 | no |  | — | — | — |",
      "",
      "## Phase change",
      "",
      "`POST /odata/Moves` changes the relationship `Stage` (to `Stage`) of an existing record; it creates no record. Moves a book to a stage.",
      "",
      "The request body is `Move`:",
      "",
      "| Field | Type | Nullable | Required | Description |",
      "| --- | --- | --- | --- | --- |",
      "| `ID` | Guid | no | required | The book |",
      "| `StageID` | Guid | no | required | The new stage |",
      "",
    ];

const INDEX = [
      "<!-- Generated by edmgen from the metadata model. Do not edit: change metadata/ and run `npm run generate`. -->",
      "# Tiny library",
      "",
      "Shelves and books.",
      "",
      "Version `2.1.0`, namespace `TinyNS`. Every path is relative to the service root `/odata` on the service's host. This reference is generated from the model in `metadata/`; do not edit it by hand.",
      "",
      "## Responses",
      "",
      'A list answers with a page: the records in `value`, `@odata.count` when `$count=true` was asked for, and `@odata.nextLink`, the URL of the next page, while more records follow. A request that fails answers with a 4xx or 5xx status and the OData error body, `{"error": {"code": "…", "message": "…"}}`, with `target` (what the error is about, such as a field), `details` (further errors, each with `code`, `message` and `target`) and `innererror` (the service\'s own diagnostics) where the service gives them.',
      "",
      "## Entity sets",
      "",
      "| Entity set | Entity type | Operations | Description |",
      "| --- | --- | --- | --- |",
      "| [Books](sets/Books.md) | `Book` | list, get |  |",
      "| [Moves](sets/Moves.md) | `Book` | phase change |  |",
      "| [Shelves](sets/Shelves.md) | `Shelf` | list, get, create, update, delete | All shelves. |",
      "",
      "## Complex types",
      "",
      "| Complex type | Fields | Description |",
      "| --- | --- | --- |",
      "| `Move` | ID: Guid; StageID: Guid |  |",
      "",
      "## Entity-relationship diagram",
      "",
      "Each entity type with the fields it declares itself (inherited fields are shown on the base type that declares them). A dotted `is a` line leads from a type to its base type; a relationship declared on both ends is one line labelled with both names.",
      "",
      "```mermaid",
      "erDiagram",
      // Entity names quoted: Mermaid then reads names such as Class or End as names, not keywords.
      '  "Entity" {',
      "    Guid ID PK",
      "  }",
      '  "Shelf" {',
      "    String Label",
      "    Double Width",
      "    String[] Tags",
      "  }",
      '  "Book" {',
      "    String Title",
      "  }",
      '  "Stage"',
      '  "Shelf" ||..|| "Entity" : "is a"',
      '  "Book" ||..|| "Entity" : "is a"',
      '  "Book" }o--o| "Shelf" : "Shelf / Books"',
      '  "Book" }o--|| "Stage" : "Stage"',
      '  "Stage" ||..|| "Entity" : "is a"',
      "```",
      "",
    ];

describe("singletons in the docs", () => {
  const model = tinyDocsModel(
    `${TINY_MODEL}singletons:
  Featured: { type: Shelf, updateMethod: PATCH, description: The shelf at the door. }
  Latest: { type: Book, updatable: false }
  Pick: { type: Book, updateMethod: PATCH }
`,
  );
  const files = emitted(model);

  test("get a page each, listed on the index", () => {
    expect([...files.keys()].filter((p) => p.includes("singletons/"))).toEqual([
      "docs/singletons/Featured.md",
      "docs/singletons/Latest.md",
      "docs/singletons/Pick.md",
    ]);
    expect(tableAfter(files.get("docs/index.md")!, "## Singletons")).toEqual([
      { Singleton: "[Featured](singletons/Featured.md)", "Entity type": "Shelf", Operations: "get, update", Description: "The shelf at the door." },
      { Singleton: "[Latest](singletons/Latest.md)", "Entity type": "Book", Operations: "get", Description: "" },
      { Singleton: "[Pick](singletons/Pick.md)", "Entity type": "Book", Operations: "get, update", Description: "" },
    ]);
  });

  test("say what the singleton offers, with paths, bodies and relationships linked to the set pages", () => {
    const page = files.get("docs/singletons/Featured.md")!;
    expect(page.split("\n").slice(1, 4)).toEqual([
      "# Featured",
      "",
      "Singleton `Featured` of entity type `Shelf` (derives from `Entity`). [All entity sets and singletons](../index.md)",
    ]);
    expect(tableAfter(page, "## Operations")).toEqual([
      { Operation: "Get", Method: "GET", Path: "/odata/Featured" },
      { Operation: "Update", Method: "PATCH", Path: "/odata/Featured" },
    ]);
    expect(tableAfter(page, "## Fields").map((r) => [r["Field"], r["In bodies"]])).toEqual([
      ["ID", "read-only"],
      ["Label", "optional"],
      // A set of Shelf replaces records with PUT (its body requires Width); the singleton updates with PATCH, which requires nothing.
      ["Width", "optional"],
      ["Tags", "optional"],
    ]);
    expect(tableAfter(page, "## Relationships")[0]).toMatchObject({ Target: "[Book](../sets/Books.md)", Path: "/odata/Featured/Books" });
    expect(page).toContain("Update (PATCH) changes only the fields the body carries.");
    expect(page).not.toContain("## Filters");
  });

  test("a read-only set says nothing of bodies, even when a singleton of its type has one", () => {
    const page = files.get("docs/sets/Books.md")!;
    expect(Object.keys(tableAfter(page, "## Fields")[0]!)).not.toContain("In bodies");
    expect(page).not.toContain("bodies link");
    expect(files.get("docs/singletons/Pick.md")).toContain("Update bodies link related records by their URLs");
  });

  test("a singleton that cannot be updated is read-only", () => {
    const page = files.get("docs/singletons/Latest.md")!;
    expect(tableAfter(page, "## Operations")).toEqual([{ Operation: "Get", Method: "GET", Path: "/odata/Latest" }]);
    expect(page).toContain("The singleton is read-only: it offers only the operations above.");
  });
});

describe("the docs of a service at the host's root", () => {
  it("name the root itself as the service root", () => {
    const atRoot = tinyModel(`service:
  name: Tiny
  namespace: Tiny.Model
  title: Tiny service
  version: 1.0.0
  basePath: /
entityTypes:
  Thing:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Things: { type: Thing }
`);
    expect(buildDocsPages(atRoot).index.basePath).toBe("/");
  });
});

describe("an open type's pages", () => {
  test("say that records and bodies may carry dynamic properties, and that bodies refuse the declared members they leave out", () => {
    const model = tinyModel(`
entityTypes:
  Bag:
    openType: true
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
entitySets:
  Bags: { type: Bag }
  ReadBags: { type: Bag, readOnly: true }
`);
    const pages = emitted(model);
    expect(pages.get("docs/sets/Bags.md")).toContain(
      "`Bag` is an open type: records and bodies may carry dynamic properties besides these fields (OData CSDL 4.01, section 6.3), under names other than its declared fields and relationships; a body that sends a declared member it leaves out is refused.\n",
    );
    expect(pages.get("docs/sets/ReadBags.md")).toContain("`Bag` is an open type: records may carry dynamic properties besides these fields (OData CSDL 4.01, section 6.3), under names other than its declared fields and relationships.\n");
    expect(emitted(tinyModel(TINY_MODEL_OPEN_FREE)).get("docs/sets/Things.md")).not.toContain("open type");
  });
});

describe("pages of sets and singletons whose records may be of a derived type", () => {
  const pages = emitted(derivedModel());

  test("name the derived types, what is sent for them and how they are named", () => {
    expect(pages.get("docs/sets/People.md")).toContain(
      '\nRecords of a type derived from `Person` (`Employee`, `Manager`) are created and updated here too: with the fields of their own type, naming that type in the body (`"@odata.type": "#Derived.Service.Employee"`).\n',
    );
    expect(pages.get("docs/sets/Vehicles.md")).toContain(
      '\nRecords are always of a type derived from `Vehicle` (`Car`, `Truck`), and are created and updated as such: with the fields of their own type, naming that type in the body (`"@odata.type": "#Derived.Service.Car"`). An update that changes only fields `Vehicle` declares needs no type name.\n',
    );
    expect(pages.get("docs/singletons/Boss.md")).toContain("Records of a type derived from `Employee` (`Manager`) are updated here too");
  });

  test("say where a phase change's body may be of a derived type", () => {
    const page = emitted(
      tinyModel(`
entityTypes:
  Phase: { key: [ID], fields: { ID: { type: Guid, nullable: false } } }
  Step:
    key: [ID]
    fields: { ID: { type: Guid, nullable: false } }
    relationships: { Phase: { target: Phase, cardinality: "N:1" } }
complexTypes:
  Change: { fields: { PhaseID: { type: Guid, nullable: false } } }
  NotedChange: { base: Change, fields: { Note: String } }
entitySets:
  Steps: { type: Step, operations: [], phaseChange: { body: Change, navigation: Phase } }
  Phases: { type: Phase, readOnly: true }
`),
    ).get("docs/sets/Steps.md")!;
    expect(page).toContain('\nThe body may also be of a type derived from `Change` (`NotedChange`), with the fields of its own type, naming that type (`"@odata.type": "#Tiny.Model.NotedChange"`).\n');
  });

  test("of an abstract type say how the derived types' create bodies treat its fields, and that no body names the abstract type itself", () => {
    const shipments = (operations: string) =>
      emitted(
        tinyModel(`
entityTypes:
  Shipment:
    abstract: true
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Channel: { type: String, nullable: false }
      Note: String
  Parcel: { base: Shipment, fields: { Weight: Double } }
entitySets:
  Shipments: { type: Shipment, operations: [${operations}] }
`),
      ).get("docs/sets/Shipments.md")!;
    const both = shipments("list, get, create, update");
    // Parcel's create body (the only one POST takes) requires Channel, as does a PUT update.
    expect(both).toContain("| `Channel` | String | no | required |");
    // No record is of the abstract type itself: no body names it.
    expect(both).not.toContain('"@odata.type": "#Tiny.Model.Shipment"');
    const createOnly = shipments("list, get, create");
    expect(createOnly).toContain("| `Channel` | String | no | required |");
    expect(createOnly).not.toContain("may name the record's type, as some clients do");
    expect(createOnly).toContain("\n| `Note` | String | yes | optional |  | — |\n\nRecords are always of a type derived from `Shipment` (`Parcel`), and are created as such");
  });

  test("say nothing of derived types where there are none", () => {
    expect(pages.get("docs/sets/Managers.md")).not.toContain("derived from");
  });
});

describe("the Mermaid diagram's keywords", () => {
  test("attribute names and types that are Mermaid's key markers (PK, FK, UK in any case) get a trailing _", () => {
    const model = tinyModel(`
enumTypes:
  Uk: { members: [A, B] }
entityTypes:
  Class:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Pk: String
      fk: Uk
entitySets:
  Classes: { type: Class }
`);
    const entity = buildDocsPages(model).index.diagram!.entities.find((e) => e.name === "Class")!;
    expect(entity.attributes.map((a) => `${a.type} ${a.name}`)).toEqual(["Guid ID", "String Pk_", "Uk_ fk_"]);
  });
});

describe("filter examples on a set page", () => {
  it("write a literal of each type as a URL writes it, with a placeholder for the value", () => {
    const page = emitted(
      tinyModel(`
entityTypes:
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
`),
    ).get("docs/sets/Blobs.md")!;
    expect(page).toContain("`Bytes eq binary'<base64url>'`");
    expect(page).toContain("`Wait gt duration'<duration>'`");
  });
});

describe("how bodies treat a field", () => {
  it("says a field required on create is optional in a PATCH body, which requires nothing", async () => {
    const { tinyModel } = await import("../support/tiny-model.js");
    const model = tinyModel(`
entityTypes:
  Note:
    key: [ID]
    fields:
      ID: Guid
      Title: { type: String, nullable: false }
  Record:
    key: [ID]
    fields:
      ID: Guid
      Title: { type: String, nullable: false }
entitySets:
  Notes: { type: Note, updateMethod: PATCH }
  Records: { type: Record, updateMethod: PUT }
`);
    const pages = buildDocsPages(model).sets;
    const role = (set: string) => pages.find((p) => p.name === set)!.fields.find((f) => f.name === "Title")!.inBodies;
    expect(role("Notes")).toBe("required (create), optional (update)");
    expect(role("Records")).toBe("required");
    expect(pages.find((p) => p.name === "Notes")!.bodies).toBe("Create and update bodies");
  });

  it("names only the bodies a set accepts", async () => {
    const { tinyModel } = await import("../support/tiny-model.js");
    const model = tinyModel(`
entityTypes:
  Entry:
    key: [ID]
    fields:
      ID: Guid
entitySets:
  Inbox: { type: Entry, operations: [list, create] }
  Edits: { type: Entry, operations: [get, update] }
`);
    const pages = buildDocsPages(model).sets;
    expect(pages.map((p) => [p.name, p.bodies])).toEqual([["Edits", "Update bodies"], ["Inbox", "Create bodies"]]);
  });

  it("lists the fields that are not filterable in the Filters section", async () => {
    const { tinyModel } = await import("../support/tiny-model.js");
    const model = tinyModel(`
entityTypes:
  Entry:
    key: [ID]
    fields:
      ID: Guid
      Secret: { type: String, filterable: false }
entitySets:
  Inbox: { type: Entry, operations: [list, create] }
`);
    expect(emitted(model).get("docs/sets/Inbox.md")).toContain("\nNot filterable (`NonFilterableProperties`): `Secret`.\n");
  });

  it("describes the enum types, complex types and type definitions the fields use, in the index", async () => {
    const { tinyModel } = await import("../support/tiny-model.js");
    const model = tinyModel(`
enumTypes:
  Access: { flags: true, members: [Read, Write], description: "Who may | do what" }
  Color: { members: [Red, Green] }
typeDefinitions:
  Money: { type: Decimal, precision: 18, scale: 4, description: An amount. }
complexTypes:
  Address:
    fields:
      Street: { type: String, maxLength: 40 }
      Tags: { type: String, collection: true }
  PostalAddress:
    base: Address
    fields:
      Zip: String
entityTypes:
  Entry:
    key: [ID]
    fields:
      ID: Guid
entitySets:
  Entries: { type: Entry }
`);
    const index = emitted(model).get("docs/index.md")!;
    expect(tableAfter(index, "## Enumerations")).toEqual([
      { "Enum type": "Access", Members: "flags: Read (1), Write (2)", Description: "Who may | do what" },
      { "Enum type": "Color", Members: "Red (0), Green (1)", Description: "" },
    ]);
    expect(tableAfter(index, "## Complex types").map((r) => r.Fields)).toEqual([
      "Street: String (max length 40); Tags: Collection(String)",
      "derives from Address; Street: String (max length 40); Tags: Collection(String); Zip: String",
    ]);
    expect(tableAfter(index, "## Type definitions")).toEqual([{ "Type definition": "Money", Type: "Decimal (precision 18, scale 4)", Description: "An amount." }]);
  });
});

describe("links in the bodies of a 4.01 service", () => {
  const model = (relationships: string, shelves = "{ type: Shelf }") =>
    tinyModel(`service:
  name: Tiny
  namespace: Tiny.Model
  title: Tiny service
  version: 1.0.0
  basePath: /odata
  odataVersion: "4.01"
entityTypes:
  Shelf:
    key: [ID]
    fields:
      ID: Guid
    relationships:
${relationships}
  Book:
    key: [ID]
    fields:
      ID: Guid
entitySets:
  Shelves: ${shelves}
  Books: { type: Book }
`);
  const page = (relationships: string, shelves?: string) => docsEmitter.emit(model(relationships, shelves)).find((f) => f.path === "docs/sets/Shelves.md")!.content;

  it("show the entity-reference form with a single-valued relationship where there is one", () => {
    expect(page('      Books: { target: Book, cardinality: "1:N" }\n      Favourite: { target: Book, cardinality: "N:1" }')).toContain(
      'A client sending `OData-Version: 4.01` writes a link as an entity reference in the relationship instead (`"Favourite": {"@id": "<URL>"}`; for a collection-valued one an array of them, which in an update is the full set of related records); each `@odata.bind` member may also be written without the `odata.` prefix (`@bind`), and a body links each relationship in one of these forms, never two.',
    );
  });

  it("show an array of references when every relationship is collection-valued", () => {
    expect(page('      Books: { target: Book, cardinality: "1:N" }')).toContain('(`"Books": [{"@id": "<URL>"}]`;');
  });

  it("say what a link does in an update only where the set has updates", () => {
    const createOnly = page('      Books: { target: Book, cardinality: "1:N" }', "{ type: Shelf, operations: [list, get, create] }");
    expect(createOnly).toContain("Create bodies link related records by their URLs");
    expect(createOnly).toContain("A collection-valued relationship takes an array of URLs.");
    expect(createOnly).toContain('(`"Books": [{"@id": "<URL>"}]`; for a collection-valued one an array of them); each `@odata.bind` member may also be written without the `odata.` prefix (`@bind`), and a body links each relationship in one of these forms, never two.');
    expect(createOnly).not.toContain("update");
  });
});

describe("a model type named like a primitive", () => {
  test("is written with the namespace in the docs, as the format writes it", () => {
    const model = tinyModel(`
complexTypes:
  Date:
    fields: { Day: Date }
entityTypes:
  Event:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      When: Tiny.Model.Date
      Real: Date
entitySets:
  Events: { type: Event }
`);
    const page = docsEmitter.emit(model).find((f) => f.path === "docs/sets/Events.md")!.content;
    expect(page).toContain("| `When` | Tiny.Model.Date |");
    expect(page).toContain("| `Real` | Date |");
  });
});

describe("a set that offers no operations", () => {
  test("says so on its page and in the index, and relationships to its type link to its page", () => {
    const model = tinyModel(`
entityTypes:
  Lonely:
    key: [ID]
    fields: { ID: { type: Guid, nullable: false } }
  Holder:
    key: [ID]
    fields: { ID: { type: Guid, nullable: false } }
    relationships:
      Friend: { target: Lonely, cardinality: "N:1" }
entitySets:
  Lonelies: { type: Lonely, operations: [] }
  Holders: { type: Holder }
`);
    const pages = new Map(docsEmitter.emit(model).map((f) => [f.path, f.content]));
    const lonely = pages.get("docs/sets/Lonelies.md")!;
    expect(lonely).toContain("## Operations\n\nThe set offers no operations: it is declared for `$metadata` and for the relationships bound to it.\n");
    expect(lonely).not.toContain("| Operation | Method | Path |");
    expect(pages.get("docs/index.md")).toMatch(/\| \[Lonelies\]\(sets\/Lonelies\.md\) \| `?Lonely`? \| none \|/);
    expect(pages.get("docs/sets/Holders.md")).toContain("| `Friend` | [Lonely](Lonelies.md) |");
  });
});

describe("a media entity's stream", () => {
  test("is among the operations of its set's and singleton's pages, as the OpenAPI has it", () => {
    const model = tinyModel(`
entityTypes:
  Photo:
    key: [ID]
    hasStream: true
    fields: { ID: { type: Guid, nullable: false } }
entitySets:
  Photos: { type: Photo }
  Archive: { type: Photo, operations: [list, get] }
singletons:
  Cover: { type: Photo, updatable: false }
`);
    const pages = new Map(docsEmitter.emit(model).map((f) => [f.path, f.content]));
    expect(pages.get("docs/sets/Photos.md")).toContain("| Get media | GET | `/odata/Photos({ID})/$value` |\n| Replace media | PUT | `/odata/Photos({ID})/$value` |\n");
    expect(pages.get("docs/sets/Archive.md")).toContain("| Get media | GET | `/odata/Archive({ID})/$value` |\n\nThe set is read-only");
    expect(pages.get("docs/singletons/Cover.md")).toContain("| Get media | GET | `/odata/Cover/$value` |\n");
    expect(pages.get("docs/singletons/Cover.md")).not.toContain("Replace media");
  });
});
