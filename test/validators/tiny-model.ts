import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";

/**
 * A small model that exercises what the seed model does not: enums (plain and flags), complex
 * types (nested, recursive, in collections), integer ranges, string lengths, a type definition,
 * the temporal types, Int64, Binary, geo, open types (read-only, and with bodies that refuse the
 * declared members they leave out), a non-computed key, immutable and
 * required fields, a PATCH set (nothing required on update), a read-only set, and singletons
 * (one updatable, one not).
 */
export const TINY_MODEL_YAML = `
service:
  name: Tiny
  namespace: Tiny
  title: Tiny service
  version: "1.0.0"
  basePath: /odata
  updateMethod: PUT
  bodyRequirement: non-nullable
enumTypes:
  Color:
    members: [Red, Green, Blue]
  Access:
    flags: true
    members: { Read: 1, Write: 2, Delete: 4 }
typeDefinitions:
  CurrencyCode:
    type: String
    maxLength: 3
complexTypes:
  Address:
    fields:
      Street: { type: String, maxLength: 10 }
      City: { type: String, nullable: false }
      Geo: GeographyPoint
      Parent: { type: Address }
  Extra:
    openType: true
    fields:
      Label: String
      Calc: { type: Int32, computed: true }
  Dimensions:
    fields:
      Width: { type: Int32, nullable: false }
      Computed: { type: Int32, computed: true }
entityTypes:
  Widget:
    key: [ID]
    fields:
      ID: Guid
      Name: { type: String, maxLength: 5, nullable: false }
      Count: { type: Int16, nullable: false, default: "0" }
      Small: Byte
      Signed: SByte
      Big: Int64
      Price: Decimal
      Ratio: Single
      Color: { type: Color, nullable: false }
      Access: Access
      Tags: { type: String, collection: true }
      Codes: { type: CurrencyCode, collection: true, nullable: false }
      Address: Address
      Addresses: { type: Address, collection: true }
      Size: { type: Dimensions, nullable: false }
      Made: Date
      Opens: TimeOfDay
      Lasts: Duration
      Seen: DateTimeOffset
      Blob: Binary
      Anything: Untyped
      Serial: { type: String, immutable: true, nullable: false }
      Stamp: { type: DateTimeOffset, computed: true }
    relationships:
      Owner: { target: Person, cardinality: "N:1" }
      Maker: { target: Person, cardinality: "N:1", nullable: false }
      Parts: { target: Widget, cardinality: "1:N" }
  Person:
    key: [Code]
    fields:
      Code: { type: String, maxLength: 8, computed: false, immutable: true }
      Name: String
    relationships:
      Widgets: { target: Widget, cardinality: "1:N", partner: Owner }
  Note:
    openType: true
    key: [ID]
    fields:
      ID: Guid
      Text: String
  Memo:
    openType: true
    key: [ID]
    fields:
      ID: Guid
      Text: String
      Serial: { type: String, immutable: true }
      Stamp: { type: DateTimeOffset, computed: true }
      Info: Extra
    relationships:
      Author: { target: Person, cardinality: "N:1" }
entitySets:
  Widgets:
    type: Widget
  People:
    type: Person
    updateMethod: PATCH
  Notes:
    type: Note
    readOnly: true
  Memos:
    type: Memo
singletons:
  Me:
    type: Person
    updateMethod: PATCH
  Board:
    type: Note
    updatable: false
`;

/** Builds the tiny model; throws on diagnostics so a broken fixture fails loudly. */
export function loadTinyModel(): Model {
  const { model, diagnostics } = loadModelFromTexts([{ file: "metadata/tiny.yaml", text: TINY_MODEL_YAML }]);
  if (!model) throw new Error(`tiny model does not load:\n${diagnostics.map((d) => `${d.code} ${d.message}`).join("\n")}`);
  return model;
}

/**
 * PATCH applies to a complex value in turn: its members are all optional there (`AddressPatch`),
 * nested complex values too, while a collection is replaced whole and a PUT replaces the value.
 */
export const PATCH_MODEL_YAML = `
complexTypes:
  Geo:
    fields:
      Lat: { type: Double, nullable: false }
      Lon: { type: Double, nullable: false }
  Address:
    fields:
      Street: { type: String, nullable: false }
      City: String
      Where: Geo
      Lines: { type: Geo, collection: true }
  Note:
    fields:
      Text: String
entityTypes:
  Warehouse:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Name: { type: String, nullable: false }
      Address: { type: Address, nullable: false }
      Memo: Note
      History: { type: Address, collection: true }
  Depot:
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false }
      Address: Address
entitySets:
  Warehouses: { type: Warehouse, updateMethod: PATCH }
  Depots: { type: Depot, updateMethod: PUT }
  DepotsPatched: { type: Depot, updateMethod: PATCH }
`;
