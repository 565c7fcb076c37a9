import { describe, expect, it } from "vitest";
import { diffModels, diffReport } from "../../src/diff/diff-models.js";
import { BASE, SERVICE, tinyModel } from "./models.js";

const withService = (extra: string) => tinyModel(BASE, `${SERVICE}${extra}`);
const verdicts = (before: string, after: string) =>
  diffModels(withService(before), withService(after)).map((c) => `${c.breaking ? "breaking" : "safe"} ${c.breaks.join("+") || "-"} ${c.aspect}: ${c.message}`);

// Service settings that change how clients call the service.
describe("service changes", () => {
  it("an authentication scheme that authenticates another way breaks every request", () => {
    const before = "  security:\n    - { name: basic, type: http, scheme: basic }\n";
    const after = "  security:\n    - { name: basic, type: http, scheme: bearer, bearerFormat: JWT }\n";
    expect(verdicts(before, after)).toEqual([
      "breaking readers+writers security: authentication scheme basic changed (scheme: basic -> bearer, bearerFormat: none -> JWT): requests authenticated the old way fail",
    ]);
    const flows = (url: string) => `  security:\n    - { name: corp, type: oauth2, flows: { clientCredentials: { tokenUrl: "${url}", scopes: {} } } }\n`;
    expect(verdicts(flows("https://a.example/token"), flows("https://b.example/token"))).toEqual([
      "breaking readers+writers security: authentication scheme corp: OAuth flow clientCredentials: tokenUrl https://a.example/token -> https://b.example/token: clients that obtain tokens the old way fail",
    ]);
    // The schemes are alternatives: one added beside others breaks nobody; one taken away breaks its users.
    const two = "  security:\n    - { name: basic, type: http, scheme: basic }\n    - { name: key, type: apiKey }\n";
    expect(verdicts(before, two)).toEqual(["safe - security: authentication scheme key added beside the others"]);
    expect(verdicts(two, before)).toEqual(["breaking readers+writers security: authentication scheme key removed: clients that authenticate with it fail"]);
    // A default written out is no change; the old value is named with its default.
    expect(verdicts(two, two.replace("type: apiKey }", "type: apiKey, in: header }"))).toEqual([]);
    expect(verdicts(two, two.replace("type: apiKey }", "type: apiKey, in: query }"))).toEqual([
      "breaking readers+writers security: authentication scheme key changed (in: header -> query): requests authenticated the old way fail",
    ]);
    // Only its description changed: nothing for clients.
    expect(verdicts(before, "  security:\n    - { name: basic, type: http, scheme: basic, description: Basic auth }\n")).toEqual([]);
  });

  it("an OAuth flow's scopes break clients only when one they may request is taken away", () => {
    const scopes = (list: string, flows = "") =>
      `  security:\n    - { name: oauth, type: oauth2, flows: { clientCredentials: { tokenUrl: "https://a.example/token", scopes: { ${list} } }${flows} } }\n`;
    expect(verdicts(scopes("read: Read records"), scopes("read: Read all records"))).toEqual([
      "safe - security: authentication scheme oauth: OAuth flow clientCredentials: descriptions of scopes changed (read)",
    ]);
    expect(verdicts(scopes("read: Read"), scopes("read: Read, write: Write"))).toEqual(["safe - security: authentication scheme oauth: OAuth flow clientCredentials: scopes added (write)"]);
    expect(verdicts(scopes("read: Read, write: Write"), scopes("read: Read"))).toEqual([
      "breaking readers+writers security: authentication scheme oauth: OAuth flow clientCredentials: scopes removed (write): clients that request them fail",
    ]);
    const second = `, password: { tokenUrl: "https://a.example/token", scopes: {} }`;
    expect(verdicts(scopes("read: Read"), scopes("read: Read", second))).toEqual(["safe - security: authentication scheme oauth: OAuth flow password added"]);
    expect(verdicts(scopes("read: Read", second), scopes("read: Read"))).toEqual([
      "breaking readers+writers security: authentication scheme oauth: OAuth flow password removed: clients that obtain tokens with it fail",
    ]);
  });

  it("an annotation of the container that takes $batch away breaks its callers, and names the path", () => {
    const batch = "  annotations:\n    Capabilities.BatchSupported: true\n";
    const changes = diffModels(withService(batch), withService(""));
    expect(changes.map((c) => `${c.breaks.join("+") || "-"} ${c.message}`)).toEqual(["writers annotations changed: no longer offers POST /$batch"]);
    expect(changes[0]!.affects.openApiPaths).toEqual(["/$batch"]);
    expect(diffModels(withService(""), withService(batch)).map((c) => `${c.breaks.join("+") || "-"} ${c.message}`)).toEqual(["- annotations changed: now offers POST /$batch"]);
  });

  it("where $metadata writes its annotations is reported, and breaks nobody", () => {
    const outOfLine = "  annotationPlacement: out-of-line\n";
    expect(verdicts("", outOfLine)).toEqual(["safe - annotationPlacement: $metadata now writes its annotations out of line, in Annotations blocks by target (they say the same)"]);
    expect(verdicts(outOfLine, "")).toEqual(["safe - annotationPlacement: $metadata now writes its annotations inline, inside the elements they annotate (they say the same)"]);
    // The default written out is no change.
    expect(verdicts("", "  annotationPlacement: inline\n")).toEqual([]);
    const [change] = diffModels(withService(""), withService(outOfLine));
    expect(change!.affects.openApiPaths).toEqual([]);
  });

  it("a contact or licence that changes is reported, and breaks nobody", () => {
    const before = "  contact: { email: api@example.com }\n  license: { name: MIT }\n";
    expect(verdicts(before, "  contact: { email: team@example.com }\n  license: { name: Apache-2.0 }\n")).toEqual(["safe - contact: contact changed", "safe - license: licence changed from MIT to Apache-2.0"]);
    expect(verdicts(before, before)).toEqual([]);
    expect(verdicts("", "  license: { name: MIT }\n")).toEqual(["safe - license: licence changed from none to MIT"]);
    // A licence whose name stays says what else changed.
    expect(verdicts("  license: { name: Licence, identifier: MIT }\n", "  license: { name: Licence, identifier: Apache-2.0 }\n")).toEqual(["safe - license: licence changed from Licence (MIT) to Licence (Apache-2.0)"]);
  });

  it("points at the setting that changed, in the new service file, and lists the paths a key style or namespace moves", () => {
    const at = (c: { place: { file: string; line: number; column: number }; placeIn: string }) => `${c.place.file}:${c.place.line}:${c.place.column}${c.placeIn === "base" ? " (base)" : ""}`;
    const changes = (before: string, after: string, model = BASE) => diffModels(tinyModel(model, `${SERVICE}${before}`), tinyModel(model, `${SERVICE}${after}`));
    // SERVICE has seven lines; a setting appended is line 8.
    const [style] = changes("", "  keyPathStyle: segment\n");
    expect(at(style!)).toBe("metadata/service.yaml:8:3");
    // Every path with a key segment moves, as clients knew it and as it is now, and no other path (the collections stay).
    expect(style!.affects.openApiPaths).toEqual([
      "/Owners({ID})",
      "/Owners/{ID}",
      "/Things({ID})",
      "/Things({ID})/Owner",
      "/Things({ID})/Parts",
      "/Things/{ID}",
      "/Things/{ID}/Owner",
      "/Things/{ID}/Parts",
    ]);
    // Back to the default: the setting is gone from the new file, so the change points at the service.
    expect(at(changes("  keyPathStyle: segment\n", "")[0]!)).toBe("metadata/service.yaml:1:1");
    // A namespace moves the paths of bound operations, which carry it.
    const withAction = `${BASE}actions:\n  Ping:\n    bound: true\n    parameters:\n      thing: { type: Thing, nullable: false }\n`;
    const renamed = diffModels(tinyModel(withAction, SERVICE), tinyModel(withAction, SERVICE.replace("namespace: TinyNS", "namespace: Other")));
    expect(renamed.map((c) => `${c.aspect} ${at(c)} ${c.affects.openApiPaths.join(" ")}`)).toEqual(["namespace metadata/service.yaml:3:3 /Things({ID})/Other.Ping /Things({ID})/TinyNS.Ping"]);
    // An alias moves the paths of bound operations (they are alias-qualified) and drops `#Alias.Type` from bodies.
    const aliased = (alias: string) => SERVICE.replace("namespace: TinyNS\n", `namespace: TinyNS\n  alias: ${alias}\n`);
    const aliasChange = (before: string, after: string) => diffModels(tinyModel(withAction, before), tinyModel(withAction, after)).map((c) => `${c.breaks.join("+") || "safe"} ${c.message} ${c.affects.openApiPaths.join(" ")}`);
    expect(aliasChange(SERVICE, aliased("T"))).toEqual(["readers+writers alias changed from none to T: the URLs of bound operations move /Things({ID})/T.Ping /Things({ID})/TinyNS.Ping"]);
    // Both at once: the operation URLs move and the alias-qualified type names go.
    expect(aliasChange(aliased("T"), SERVICE)).toEqual([
      "readers+writers alias changed from T to none: the URLs of bound operations move, and bodies that name their type with #T. are refused /Things({ID})/T.Ping /Things({ID})/TinyNS.Ping",
    ]);
    const plain = diffModels(tinyModel(BASE, aliased("T")), tinyModel(BASE, SERVICE)).map((c) => `${c.breaks.join("+") || "safe"} ${c.message}`);
    expect(plain).toEqual(["writers alias changed from T to none: bodies that name their type with #T. are refused"]);
    expect(diffModels(tinyModel(BASE), tinyModel(BASE, aliased("T"))).map((c) => `${c.breaks.join("+") || "safe"} ${c.message}`)).toEqual(["safe alias changed from none to T"]);
    // An alias that repeated the namespace named nothing of its own; a model without bodies has no body to refuse.
    expect(diffModels(tinyModel(BASE, aliased("TinyNS")), tinyModel(BASE, SERVICE)).map((c) => `${c.breaks.join("+") || "safe"} ${c.message}`)).toEqual(["safe alias changed from TinyNS to none"]);
    const readOnly = BASE.replace("  Things:\n    type: Thing\n", "  Things:\n    type: Thing\n    readOnly: true\n");
    expect(readOnly).not.toBe(BASE);
    expect(diffModels(tinyModel(readOnly, aliased("T")), tinyModel(readOnly, aliased("U"))).map((c) => `${c.breaks.join("+") || "safe"} ${c.message}`)).toEqual(["safe alias changed from T to U"]);
    // Limits point at the limit; title and description are separate changes.
    expect(changes("  limits: { maxTop: 100 }\n", "  limits: { maxTop: 50 }\n").map(at)).toEqual(["metadata/service.yaml:8:13"]);
    expect(changes("", "  description: Tiny.\n").map((c) => `${c.aspect} ${at(c)}`)).toEqual(["description metadata/service.yaml:8:3"]);
    expect(diffModels(tinyModel(BASE), tinyModel(BASE, SERVICE.replace("Tiny service", "Small service"))).map((c) => `${c.aspect} ${c.message} ${at(c)}`)).toEqual([
      'title title changed from "Tiny service" to "Small service" metadata/service.yaml:4:3',
    ]);
    // A scheme taken away points at its place in the old file; one added at its place in the new.
    const two = "  security:\n    - { name: basic, type: http, scheme: basic }\n    - { name: key, type: apiKey }\n";
    const one = "  security:\n    - { name: key, type: apiKey }\n";
    expect(changes(two, one).map((c) => `${c.message} ${at(c)}`)).toEqual(["authentication scheme basic removed: clients that authenticate with it fail metadata/service.yaml:9:7 (base)"]);
    expect(changes(one, two).map((c) => `${c.message} ${at(c)}`)).toEqual(["authentication scheme basic added beside the others metadata/service.yaml:9:7"]);
  });

  it("going back from OData 4.01 to 4.0 breaks URLs written by 4.01's rules; going forward does not", () => {
    expect(verdicts('  odataVersion: "4.01"\n', '  odataVersion: "4.0"\n')).toEqual([
      "breaking readers+writers odataVersion: CSDL version changed from 4.01 to 4.0: URLs written by 4.01's rules (function parameters without aliases, enum and duration literals without their prefix, also in keys) and bodies written by them (@type, entity references in relationships) are no longer accepted",
    ]);
    expect(verdicts('  odataVersion: "4.0"\n', '  odataVersion: "4.01"\n')).toEqual(["safe - odataVersion: CSDL version changed from 4.0 to 4.01"]);
    // A key path that moves with the version alone (4.01 drops duration'…', and still takes it) is that change's to say.
    const slots = BASE.replace("  Part:\n", "  Slot:\n    key: [Length]\n    fields:\n      Length: { type: Duration, nullable: false }\n  Part:\n").replace("  Owners:\n", "  Slots: { type: Slot }\n  Owners:\n");
    const version = (v: string) => tinyModel(slots, `${SERVICE}  odataVersion: "${v}"\n`);
    expect(diffModels(version("4.0"), version("4.01")).map((c) => `${c.aspect}`)).toEqual(["odataVersion"]);
    expect(diffModels(version("4.01"), version("4.0")).map((c) => `${c.aspect}`)).toEqual(["odataVersion"]);
  });

  it("a refresh URL given to an OAuth flow breaks nobody; one moved breaks the clients that refresh", () => {
    const flow = (refresh: string) =>
      `  security:\n    - { name: oauth, type: oauth2, flows: { authorizationCode: { authorizationUrl: "https://a.example/auth", tokenUrl: "https://a.example/token"${refresh}, scopes: {} } } }\n`;
    expect(verdicts(flow(""), flow(', refreshUrl: "https://a.example/refresh"'))).toEqual(["safe - security: authentication scheme oauth: OAuth flow authorizationCode: refreshUrl added (https://a.example/refresh)"]);
    expect(verdicts(flow(', refreshUrl: "https://a.example/refresh"'), flow(', refreshUrl: "https://b.example/refresh"'))).toEqual([
      "breaking readers+writers security: authentication scheme oauth: OAuth flow authorizationCode: refreshUrl https://a.example/refresh -> https://b.example/refresh: clients that refresh tokens the old way fail",
    ]);
    // Another type of scheme is one change, not one more per flow.
    expect(verdicts(flow(""), "  security:\n    - { name: oauth, type: http, scheme: bearer }\n")).toHaveLength(1);
  });
});

// Changes to actions, functions and imports that alter outputs without breaking callers.
describe("operation changes that break nobody", () => {
  const OPS = (parameter: string, result: string, description: string, listed: string) => `${BASE}actions:
  Reset:${description}
    parameters:
      reason: ${parameter}
functions:
  Cheapest:
    returns: ${result}
functionImports:
  FindCheapest:
    function: Cheapest
    includeInServiceDocument: ${listed}
`;
  const run = (before: string, after: string) =>
    diffModels(tinyModel(before), tinyModel(after)).map((c) => `${c.breaking ? "breaking" : "safe"} ${c.element} ${c.name} ${c.aspect}: ${c.message}`);

  it("reports a parameter made nullable, a result made non-nullable, descriptions and service-document listing", () => {
    const before = OPS("{ type: String, nullable: false }", "{ type: Int32, nullable: true }", "", "false");
    const after = OPS("{ type: String, nullable: true }", "{ type: Int32, nullable: false }", "\n    description: Starts over.", "true");
    expect(run(before, after)).toEqual([
      "safe action Reset description: description changed",
      "safe action Reset parameters: parameter reason now nullable (callers may leave it out)",
      "safe function Cheapest returnType: result no longer nullable",
      "safe import FindCheapest includeInServiceDocument: now listed in the service document",
    ]);
    // The service document is $metadata's only: no OpenAPI path is affected by the listing.
    const listing = diffModels(tinyModel(before), tinyModel(OPS("{ type: String, nullable: false }", "{ type: Int32, nullable: true }", "", "true")));
    expect(listing.map((c) => [c.aspect, c.affects.openApiPaths])).toEqual([["includeInServiceDocument", []]]);
    // The other way round, the parameter and the result break their sides.
    expect(run(after, before).filter((line) => line.startsWith("breaking"))).toEqual([
      "breaking action Reset parameters: parameter reason no longer nullable",
      "breaking function Cheapest returnType: result now nullable",
    ]);
  });
});

// Facets read with CSDL's defaults: a temporal value without precision has precision 0, a Decimal
// without scale scale 0; a scale change under a fixed precision moves digits across the point.
describe("facet changes read with CSDL's defaults", () => {
  const withField = (field: string) => BASE.replace("      Count: Int32\n", `      Count: Int32\n      ${field}\n`);
  const run = (before: string, after: string) =>
    diffModels(tinyModel(withField(before)), tinyModel(withField(after))).map((c) => `${c.breaks.join("+") || "-"} ${c.aspect}: ${c.message}`);

  it("a temporal precision given to a field that had none, or taken away, changes its values both ways; between stated ones it is a bound", () => {
    // CSDL reads no precision as whole seconds, the generated validators as up to 12 fractional digits.
    const both = "(without one, CSDL means whole seconds and the validators admit up to 12 fractional digits)";
    expect(run("At: DateTimeOffset", "At: { type: DateTimeOffset, precision: 7 }")).toEqual([`readers+writers precision: precision changed from unspecified to 7 ${both}`]);
    expect(run("At: DateTimeOffset", "At: { type: DateTimeOffset, precision: 0 }")).toEqual([`readers+writers precision: precision changed from unspecified to 0 ${both}`]);
    expect(run("At: { type: DateTimeOffset, precision: 3 }", "At: DateTimeOffset")).toEqual([`readers+writers precision: precision changed from 3 to unspecified ${both}`]);
    expect(run("At: { type: DateTimeOffset, precision: 3 }", "At: { type: DateTimeOffset, precision: 7 }")).toEqual(["readers precision: precision raised from 3 to 7"]);
  });

  it("a Decimal's scale changed under a fixed precision breaks both sides; scale 0 written out is no change", () => {
    expect(run("Amount: { type: Decimal, precision: 18, scale: 2 }", "Amount: { type: Decimal, precision: 18, scale: 4 }")).toEqual(["readers+writers scale: scale changed from 2 to 4"]);
    expect(run("Amount: { type: Decimal, precision: 18 }", "Amount: { type: Decimal, precision: 18, scale: 0 }")).toEqual([]);
  });

  it("precision and scale raised so that no digits are lost on either side of the point widen (readers only)", () => {
    expect(run("Amount: { type: Decimal, precision: 10, scale: 2 }", "Amount: { type: Decimal, precision: 12, scale: 4 }")).toEqual([
      "readers precision: precision raised from 10 to 12",
      "readers scale: scale changed from 2 to 4",
    ]);
    // Fewer digits before the point (8 to 7) although both facets rise: old values may not fit.
    expect(run("Amount: { type: Decimal, precision: 10, scale: 2 }", "Amount: { type: Decimal, precision: 11, scale: 4 }")).toEqual([
      "readers precision: precision raised from 10 to 11",
      "readers+writers scale: scale changed from 2 to 4",
    ]);
  });

  it("a type widened into a bounded type (Int32 to a Decimal of precision 5) breaks both sides", () => {
    expect(run("Level: Int32", "Level: { type: Decimal, precision: 5 }")).toEqual(["readers+writers type: type changed from Int32 to Decimal(5)"]);
    expect(run("Level: Int32", "Level: Int64")).toEqual(["readers type: type changed from Int32 to Int64"]);
    // Bounds that hold every old value: a widening still.
    expect(run("Level: Int32", "Level: { type: Decimal, precision: 18 }")).toEqual(["readers type: type changed from Int32 to Decimal(18)"]);
    expect(run("Ref: Guid", "Ref: { type: String, maxLength: 36 }")).toEqual(["readers type: type changed from Guid to String(36)"]);
    expect(run("Ref: Guid", "Ref: { type: String, maxLength: 10 }")).toEqual(["readers+writers type: type changed from Guid to String(10)"]);
  });

  it("a type narrowed from a bounded type narrows only where the new type's values fit the old bounds", () => {
    // Int32's values reach 2147483647, beyond a Decimal of 5 digits: readers meet values they did not.
    expect(run("Level: { type: Decimal, precision: 5 }", "Level: Int32")).toEqual(["readers+writers type: type changed from Decimal(5) to Int32"]);
    expect(run("Level: { type: Decimal, precision: 18 }", "Level: Int32")).toEqual(["writers type: type changed from Decimal(18) to Int32"]);
    expect(run("Ref: { type: String, maxLength: 10 }", "Ref: Guid")).toEqual(["readers+writers type: type changed from String(10) to Guid"]);
    expect(run("Day: { type: String, maxLength: 8 }", "Day: Date")).toEqual(["readers+writers type: type changed from String(8) to Date"]);
    expect(run("Ref: String", "Ref: Guid")).toEqual(["writers type: type changed from String to Guid"]);
  });

  it("an enum retyped as a String that holds its names widens (its values are those names); back narrows", () => {
    const model = (field: string) =>
      tinyModel(withField(field).replace("enumTypes:\n", "enumTypes:\n  Mood: { members: { Calm: 0, Cheerful: 1 } }\n  Marks: { flags: true, members: { A: 1, Bb: 2 } }\n"));
    const runEnum = (before: string, after: string) => diffModels(model(before), model(after)).map((c) => `${c.breaks.join("+") || "-"} ${c.aspect}: ${c.message}`);
    expect(runEnum("Feel: Mood", "Feel: String")).toEqual(["readers type: type changed from Mood to String"]);
    expect(runEnum("Feel: String", "Feel: Mood")).toEqual(["writers type: type changed from String to Mood"]);
    // A String too short for a name ("Cheerful", 8) admits neither side's every value.
    expect(runEnum("Feel: Mood", "Feel: { type: String, maxLength: 7 }")).toEqual(["readers+writers type: type changed from Mood to String(7)"]);
    expect(runEnum("Feel: Mood", "Feel: { type: String, maxLength: 8 }")).toEqual(["readers type: type changed from Mood to String(8)"]);
    // A flags value names several members: "A,Bb" takes 4 characters.
    expect(runEnum("Mark: Marks", "Mark: { type: String, maxLength: 3 }")).toEqual(["readers+writers type: type changed from Marks to String(3)"]);
    expect(runEnum("Mark: Marks", "Mark: { type: String, maxLength: 4 }")).toEqual(["readers type: type changed from Marks to String(4)"]);
    expect(runEnum("Feel: Mood", "Feel: Int32")).toEqual(["readers+writers type: type changed from Mood to Int32"]);
    // Through a type definition: its underlying type and facets decide, as for the String itself.
    const withCode = (field: string) =>
      tinyModel(withField(field).replace("enumTypes:\n", "typeDefinitions:\n  Code: { type: String }\n  Short: { type: String, maxLength: 3 }\nenumTypes:\n  Mood: { members: { Calm: 0, Cheerful: 1 } }\n"));
    const runCode = (before: string, after: string) => diffModels(withCode(before), withCode(after)).map((c) => `${c.breaks.join("+") || "-"} ${c.aspect}: ${c.message}`);
    expect(runCode("Feel: Mood", "Feel: Code")).toEqual(["readers type: type changed from Mood to Code"]);
    expect(runCode("Feel: Code", "Feel: Mood")).toEqual(["writers type: type changed from Code to Mood"]);
    expect(runCode("Feel: Mood", "Feel: Short")).toEqual(["readers+writers type: type changed from Mood to Short"]);
  });
});

describe("operation and immutability changes that break callers or nobody", () => {
  const run = (before: string, after: string) => diffModels(tinyModel(before), tinyModel(after)).map((c) => `${c.breaks.join("+") || "-"} ${c.element} ${c.name} ${c.aspect}: ${c.message}`);

  it("a bound operation's binding parameter is the record in the URL: renamed it breaks nobody; made a collection, the URL moves", () => {
    const paint = (binding: string) => `${BASE}actions:\n  Paint:\n    bound: true\n    parameters:\n      ${binding}\n      color: String\n`;
    expect(run(paint("thing: Thing"), paint("item: Thing"))).toEqual(["- action Paint(Thing) binding: binding parameter renamed from thing to item (the record in the URL; callers never send it)"]);
    expect(run(paint("thing: Thing"), paint("thing: { type: Thing, nullable: false }"))).toEqual([]);
    const moved = diffModels(tinyModel(paint("thing: Thing")), tinyModel(paint("thing: { type: Thing, collection: true }")));
    expect(moved.map((c) => `${c.breaks.join("+")} ${c.message}`)).toEqual(["readers+writers now bound to the collection of Thing (was one Thing record): its URL moves"]);
    expect(moved[0]!.affects.openApiPaths).toEqual(["/Things({ID})/TinyNS.Paint", "/Things/TinyNS.Paint"]);
  });

  it("a singleton taken away or retyped breaks writers only where it could be written", () => {
    const me = (settings: string) => `${BASE}singletons:\n  Me: { type: Owner${settings} }\n`;
    expect(run(me(", updatable: false"), BASE)).toEqual(["readers singleton Me null: removed"]);
    expect(run(me(""), BASE)).toEqual(["readers+writers singleton Me null: removed"]);
    expect(run(me(", updatable: false"), me(", updatable: false").replace("Me: { type: Owner", "Me: { type: Thing"))).toEqual(["readers singleton Me entityType: entity type changed from Owner to Thing"]);
    // An action bound to its type is a request writers make under its path.
    const touch = `actions:\n  Touch:\n    bound: true\n    parameters:\n      it: Owner\n`;
    const removed = diffModels(tinyModel(`${me(", updatable: false")}${touch}`), tinyModel(`${BASE}${touch}`));
    expect(removed.map((c) => `${c.breaks.join("+")} ${c.message}`)).toEqual(["readers+writers removed"]);
    expect(removed[0]!.affects.openApiPaths).toEqual(["/Me", "/Me/TinyNS.Touch"]);
  });

  it("a binding parameter renamed with the entity set path that starts with it is no change of that path", () => {
    const stats = (name: string) =>
      `${BASE}functions:\n  Stats:\n    bound: true\n    parameters:\n      ${name}: Thing\n    returns: { type: Owner }\n    entitySetPath: ${name}/Owner\n`;
    expect(run(stats("it"), stats("thing"))).toEqual(["- function Stats(Thing) binding: binding parameter renamed from it to thing (the record in the URL; callers never send it)"]);
  });

  it("a complex type made abstract breaks the writers that sent its values without naming a derived type", () => {
    const address = (abstract: string) =>
      BASE.replace("      Note: { type: String, nullable: false }\n", "      Note: { type: String, nullable: false }\n      Addr: Address\n").replace(
        "enumTypes:\n",
        `complexTypes:\n  Address:\n    ${abstract}fields:\n      Street: String\n  UsAddress:\n    base: Address\n    fields:\n      State: String\nenumTypes:\n`,
      );
    expect(run(address(""), address("abstract: true\n    "))).toEqual(["writers complexType Address abstract: now abstract"]);
  });

  it("a field of a derived complex type made non-nullable breaks writers: its values travel where the base type is declared", () => {
    const address = (state: string) =>
      BASE.replace("      Note: { type: String, nullable: false }\n", "      Note: { type: String, nullable: false }\n      Addr: Address\n").replace(
        "enumTypes:\n",
        `complexTypes:\n  Address:\n    fields:\n      Street: String\n  UsAddress:\n    base: Address\n    fields:\n      State: ${state}\nenumTypes:\n`,
      );
    expect(run(address("String"), address("{ type: String, nullable: false }"))).toEqual(expect.arrayContaining([expect.stringMatching(/^writers field UsAddress\.State nullable: /)]));
    // The paths of the records whose Address field may hold one.
    const changes = diffReport(tinyModel(address("String")), tinyModel(address("{ type: String, nullable: false }"))).changes;
    expect(changes.find((c) => c.name === "UsAddress.State" && c.aspect === "nullable")!.affects.openApiPaths).toEqual(expect.arrayContaining(["/Things", "/Things({ID})"]));
  });

  it("a restriction that takes a request away is said beside Core.OptimisticConcurrency added in the same change", () => {
    const annotated = (annotations: string) =>
      BASE.replace("    filters:\n      Name: [eq, contains]\n", `    filters:\n      Name: [eq, contains]\n    annotations:\n${annotations}`);
    const both = annotated("      Capabilities.NavigationRestrictions: { RestrictedProperties: [{ NavigationProperty: Owner, Navigability: None }] }\n      Core.OptimisticConcurrency: [Name]\n");
    expect(run(BASE, both)).toEqual([
      "writers entitySet Things annotations: annotations changed: Core.OptimisticConcurrency now makes updates and deletes send the record's ETag in If-Match",
      "readers entitySet Things annotations: annotations changed: no longer offers GET /Things({ID})/Owner",
    ]);
  });

  it("an annotation of a set that takes a relationship's path away breaks its readers, and says which", () => {
    const restricted = BASE.replace(
      "    filters:\n      Name: [eq, contains]\n",
      "    filters:\n      Name: [eq, contains]\n    annotations:\n      Capabilities.NavigationRestrictions: { RestrictedProperties: [{ NavigationProperty: Parts, Navigability: None }] }\n",
    );
    const changes = diffModels(tinyModel(BASE), tinyModel(restricted));
    expect(changes.map((c) => `${c.breaks.join("+") || "-"} ${c.element} ${c.name} ${c.aspect}: ${c.message}`)).toEqual([
      "readers entitySet Things annotations: annotations changed: no longer offers GET /Things({ID})/Parts",
    ]);
    expect(changes[0]!.affects.openApiPaths).toContain("/Things({ID})/Parts");
    // An annotation that changes no request breaks nobody.
    const described = BASE.replace("    filters:\n      Name: [eq, contains]\n", "    filters:\n      Name: [eq, contains]\n    annotations:\n      Core.LongDescription: Things.\n");
    expect(run(BASE, described)).toEqual(["- entitySet Things annotations: annotations changed"]);
  });

  it("an annotation that withholds query options breaks the readers that used them; lifting it breaks nobody", () => {
    const annotated = (annotations: string) =>
      BASE.replace("    filters:\n      Name: [eq, contains]\n", `    filters:\n      Name: [eq, contains]\n    annotations:\n${annotations}`);
    const restricted = annotated("      Capabilities.TopSupported: false\n      Capabilities.SortRestrictions: { NonSortableProperties: [Name] }\n");
    expect(run(BASE, restricted)).toEqual([
      "readers entitySet Things annotations: annotations changed: no longer offers $orderby=Name on GET /Things, $top on GET /Things",
    ]);
    expect(run(restricted, BASE)).toEqual(["- entitySet Things annotations: annotations changed: now offers $orderby=Name on GET /Things, $top on GET /Things"]);
  });

  it("a nullable parameter added to a function breaks callers (its URL names every parameter); to an action it does not", () => {
    const ops = (extra: string) => `${BASE}actions:
  Reset:
    parameters:
      reason: String${extra}
functions:
  Cheapest:
    parameters:
      count: Int32${extra}
    returns: Int32
`;
    expect(run(ops(""), ops("\n      max: Int32"))).toEqual(["writers function Cheapest parameters: parameter max added (required)", "- action Reset parameters: parameter max added"]);
  });

  it("a field made non-nullable, and so required by the body rule, is one entry that says both", () => {
    expect(run(BASE, BASE.replace("    Count: Int32\n", "    Count: { type: Int32, nullable: false }\n"))).toEqual([
      "writers field Thing.Count nullable: no longer nullable: writers may not send null, and must send it in create and update bodies",
    ]);
  });

  it("a field made immutable breaks writers only where records are updated", () => {
    const model = (immutable: boolean, createOnly: boolean) => {
      const field = immutable ? "    Count: { type: Int32, immutable: true }\n" : "    Count: Int32\n";
      const text = BASE.replace("    Count: Int32\n", field);
      return createOnly ? text.replace("    type: Thing\n", "    type: Thing\n    operations: [list, get, create]\n") : text;
    };
    expect(run(model(false, true), model(true, true))).toEqual(["- field Thing.Count immutable: now immutable: no longer accepted in update bodies"]);
    expect(run(model(false, false), model(true, false))).toEqual(["writers field Thing.Count immutable: now immutable: no longer accepted in update bodies"]);
  });
});

describe("the bodies a new required field must be in", () => {
  it("are the create bodies only when updates are PATCH, which requires nothing", () => {
    const patch = SERVICE.replace("updateMethod: PUT", "updateMethod: PATCH");
    const added = BASE.replace("      Count: Int32\n", "      Count: Int32\n      Code: { type: String, nullable: false }\n");
    const messages = (service: string) => diffModels(tinyModel(BASE, service), tinyModel(added, service)).map((c) => c.message);
    expect(messages(patch)).toEqual(["added as required: create bodies must carry it"]);
    expect(messages(SERVICE)).toEqual(["added as required: create and update bodies must carry it"]);
    // On the abstract base, which has no set: the bodies of the types deriving from it.
    const onBase = BASE.replace("      ID: { type: Guid, nullable: false, computed: true }\n", "      ID: { type: Guid, nullable: false, computed: true }\n      Code: { type: String, nullable: false }\n");
    expect(diffModels(tinyModel(BASE, SERVICE), tinyModel(onBase, SERVICE)).map((c) => c.message)).toEqual(["added as required: create and update bodies must carry it"]);
  });
});

describe("complex values in PATCH bodies", () => {
  // PATCH applies to a single complex value in turn: none of its members is required there.
  const service = SERVICE.replace("updateMethod: PUT", "updateMethod: PATCH");
  const model = (street: string, past: boolean) =>
    tinyModel(
      `complexTypes:\n  Addr:\n    fields:\n      Street: ${street}\n      City: { type: String, nullable: false }\nentityTypes:\n  W:\n    key: [ID]\n    fields:\n      ID: { type: Guid, nullable: false }\n      A: Addr\n${past ? "      Past: { type: Addr, collection: true }\n" : ""}entitySets:\n  Ws: { type: W, operations: [get, update] }\n`,
      service,
    );
  const run = (before: string, after: string, past = false) => diffModels(model(before, past), model(after, past)).map((c) => `${c.breaks.join("+") || "-"} ${c.name} ${c.aspect}: ${c.message}`);

  it("a member made required breaks nobody there, and writers where a whole value is sent (an item of a collection)", () => {
    expect(run("String", "{ type: String, required: true }")).toEqual(["- Addr.Street requiredInBodies: now required, though no request here requires it (a PATCH body requires nothing)"]);
    expect(run("String", "{ type: String, required: true }", true)).toEqual(["writers Addr.Street requiredInBodies: now required in update bodies"]);
  });

  it("a member made non-nullable breaks writers who sent null, and requires it only where a whole value is sent", () => {
    expect(run("String", "{ type: String, nullable: false }")).toEqual(["writers Addr.Street nullable: no longer nullable: writers may not send null"]);
    expect(run("String", "{ type: String, nullable: false }", true)).toEqual(["writers Addr.Street nullable: no longer nullable: writers may not send null, and must send it in update bodies"]);
  });
});

describe("navigation bindings", () => {
  // Party binds Last, Info/Pick (through a complex field) and TinyNS.Customer/Orders (after a cast) to Orders;
  // a second set of Order takes every default binding away.
  const model = (archive: boolean) =>
    tinyModel(
      `complexTypes:\n  Info:\n    relationships:\n      Pick: { target: Order, cardinality: "N:1" }\nentityTypes:\n  Party:\n    key: [ID]\n    fields:\n      ID: { type: Guid, nullable: false }\n      Info: Info\n    relationships:\n      Last: { target: Order, cardinality: "N:1" }\n  Customer:\n    base: Party\n    relationships:\n      Orders: { target: Order, cardinality: "1:N" }\n  Order:\n    key: [ID]\n    fields:\n      ID: { type: Guid, nullable: false }\nentitySets:\n  Parties: { type: Party }\n  Orders: { type: Order }\n${archive ? "  Archive: { type: Order }\n" : ""}`,
    );
  const bindings = (before: boolean, after: boolean) =>
    diffModels(model(before), model(after))
      .filter((c) => c.element === "binding")
      .map((c) => `${c.name}: ${c.message}`);

  it("are reported when they go or come, through complex fields and after a cast too", () => {
    expect(bindings(false, true)).toEqual(["Parties.Info/Pick: removed (target set Orders)", "Parties.Last: removed (target set Orders)", "Parties.TinyNS.Customer/Orders: removed (target set Orders)"]);
    expect(bindings(true, false)).toEqual(["Parties.Info/Pick: added (target set Orders)", "Parties.Last: added (target set Orders)", "Parties.TinyNS.Customer/Orders: added (target set Orders)"]);
  });
});

describe("the service's update method", () => {
  it("back to its default: one entry at the service for the sets and singletons that follow it, none for a set that states its own", () => {
    const model = `${BASE.replace("  Owners:\n", "  Fixed: { type: Thing, updateMethod: PUT }\n  Owners:\n")}singletons:\n  Me: { type: Thing, updatable: true }\n`;
    const changes = diffModels(tinyModel(model, SERVICE), tinyModel(model, SERVICE.replace("  updateMethod: PUT\n", "")));
    expect(changes.map((c) => `${c.breaks.join("+")} ${c.element} ${c.name} ${c.aspect}: ${c.message} @ ${c.place.file}:${c.place.line}:${c.place.column}`)).toEqual([
      "writers service Tiny updateMethod: update method changed from PUT to PATCH: the updates of Things, Me @ metadata/service.yaml:1:1",
    ]);
    expect(changes[0]!.affects.openApiPaths).toEqual(["/Me", "/Things({ID})"]);
    // Set at the service: the entry points at the setting.
    const [changed] = diffModels(tinyModel(model, SERVICE), tinyModel(model, SERVICE.replace("updateMethod: PUT", "updateMethod: PATCH")));
    expect(changed?.place.line).toBe(7);
  });
});

describe("paths a changed operation moves, as clients knew them and as they are now (diffReport)", () => {
  const withFunction = (parameters: string) =>
    `${BASE}functions:\n  Top:\n    parameters:\n${parameters}    returns: { type: Int32 }\nfunctionImports:\n  TopFn:\n    function: Top\n`;

  it("a parameter added or renamed: the old path and the new one, on the operation's own entry beside another change", () => {
    const one = withFunction("      count: Int32\n");
    // A second change in the report: what no change names would not be given to the operation's.
    const paths = (before: string, after: string) => {
      const report = diffReport(tinyModel(before, SERVICE), tinyModel(after.replace("Count: Int32\n", "Count: Int32\n      Extra: String\n"), SERVICE));
      expect(report.changes.length).toBeGreaterThan(1);
      return report.changes.filter((c) => c.element === "function").flatMap((c) => c.affects.openApiPaths);
    };
    expect(paths(one, withFunction("      count: Int32\n      category: String\n"))).toEqual(expect.arrayContaining(["/TopFn(count=@count)", "/TopFn(count=@count,category=@category)"]));
    expect(paths(one, withFunction("      top: Int32\n"))).toEqual(expect.arrayContaining(["/TopFn(count=@count)", "/TopFn(top=@top)"]));
  });
});

describe("parameters reordered", () => {
  const withFunction = (parameters: string) =>
    `${BASE}functions:\n  Top:\n    parameters:\n${parameters}    returns: { type: Int32 }\nfunctionImports:\n  TopFn:\n    function: Top\n`;

  it("breaks nobody (they are passed by name) and names the function's URL template before and after", () => {
    const { changes } = diffReport(tinyModel(withFunction("      count: Int32\n      min: Double\n"), SERVICE), tinyModel(withFunction("      min: Double\n      count: Int32\n"), SERVICE));
    expect(changes.map((c) => `${c.breaks.join("+") || "safe"} ${c.message}`)).toEqual(["safe parameters reordered (min, count): the URL template lists them in the new order"]);
    expect(changes[0]!.affects.openApiPaths).toEqual(["/TopFn(count=@count,min=@min)", "/TopFn(min=@min,count=@count)"]);
  });
});
