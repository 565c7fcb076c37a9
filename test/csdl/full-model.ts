import type { Model } from "../../src/model/types.js";
import { modelFrom } from "./helpers.js";

/**
 * A model that exercises the whole type system the CSDL emitter writes: every primitive type and
 * facet, defaults, enum (plain and flags) and type definitions, abstract/open/derived complex and
 * entity types, a media entity, a composite key, every relationship form, sets with every mix of
 * operations and filter forms, singletons, bound and unbound actions and functions, imports, and
 * passthrough annotations (constants, enum members, paths, records, collections, qualifiers).
 */
export const FULL_MODEL_FILES: Record<string, string> = {
  "metadata/service.yaml": `
service:
  name: Shop
  namespace: Example.Shop
  alias: Shop
  title: Shop service
  description: "All of CSDL in one service: types, sets, singletons & operations."
  version: "2.1.0"
  odataVersion: "4.0"
  basePath: /api
  containerName: ShopContainer
  keyPathStyle: segment
  updateMethod: PATCH
  annotations:
    Org.OData.Core.V1.Links:
      - rel: help
        href: https://example.com/help
`,
  "metadata/types.yaml": `
enumTypes:
  Color:
    description: A colour.
    members:
      Red: { value: 0, description: The colour of fire. }
      Green: 1
      Blue: { value: 2, annotations: { Org.OData.Core.V1.Description#Short: Sky } }
  Access:
    underlyingType: Byte
    flags: true
    members: [Read, Write, Admin]
typeDefinitions:
  Money:
    type: Decimal
    precision: 12
    scale: 2
    description: An amount of money.
  Code:
    type: String
    maxLength: 10
    unicode: false
  Stamp:
    type: DateTimeOffset
    precision: 7
  Spot:
    type: GeographyPoint
    srid: 4326
  Media:
    type: Stream
complexTypes:
  Address:
    abstract: true
    description: A postal address.
    fields:
      Street: String
      City: { type: String, nullable: false, maxLength: 80 }
  PostalAddress:
    base: Address
    openType: true
    fields:
      Zip: { type: Code, description: The postal code. }
      Location: Spot
      Lines: { type: String, collection: true, nullable: false }
    relationships:
      Region: { target: Category, cardinality: "N:1", description: The region the address is in. }
`,
  "metadata/entities.yaml": `
entityTypes:
  Base:
    abstract: true
    key: [ID]
    fields:
      ID: { type: Guid, nullable: false, computed: true }
  Product:
    base: Base
    openType: true
    description: A product.
    fields:
      Name: { type: String, maxLength: 100, nullable: false, description: "Name <b>&amp; \\"more\\"" }
      Price: { type: Money, default: "9.99" }
      Cost: { type: Decimal, precision: 10, scale: variable }
      Weight: { type: Decimal }
      Ratio: { type: Decimal, precision: 5, scale: floating }
      Stock: { type: Int32, default: 0, filterable: false }
      Big: { type: Int64 }
      Small: { type: Int16, annotations: { Validation.AllowedValues: [{ Value: 1 }, { Value: -2, "@Core.Description": Minus two }, { Value: { $Int: "300" } }] } }
      Tiny: { type: SByte }
      Octet: { type: Byte }
      Score: { type: Double, default: "1.5" }
      Share: { type: Single }
      Active: { type: Boolean, default: true }
      Launched: { type: Date, immutable: true }
      Updated: { type: DateTimeOffset, precision: 3, computed: true }
      Created: { type: DateTimeOffset }
      Stamp: Stamp
      Warranty: { type: Duration }
      Lasts: { type: Duration, precision: 2 }
      Opens: { type: TimeOfDay, precision: 0 }
      Picture: { type: Binary, maxLength: max }
      Thumb: { type: Binary, maxLength: 4 }
      Scan: { type: Binary, maxLength: 1000 }
      Manual: { type: Stream }
      Clip: Media
      Shape: { type: GeometryPolygon, srid: variable }
      Area: { type: Geography }
      Anything: { type: PrimitiveType }
      Group: { type: GeographyCollection }
      Colour: { type: Color, default: Red }
      Rights: { type: Access }
      Tags: { type: String, collection: true, annotations: { Validation.AllowedValues: [{ Value: new }, { Value: "sale 😀" }, { Value: new }] } }
      Home: { type: PostalAddress }
      Homes: { type: Address, collection: true, nullable: false }
      Notes: { type: String, unicode: false, default: "a b", annotations: { Org.OData.Validation.V1.Pattern: "^[a-z ]*$", Org.OData.Core.V1.Permissions: { $EnumMember: "Org.OData.Core.V1.Permission/Read" } } }
    relationships:
      Category: { target: Category, cardinality: "N:1", nullable: false, partner: Products, description: The category. }
      Supplier: { target: Supplier, cardinality: "N:1" }
      Parts: { target: Part, cardinality: "1:N", containsTarget: true, onDelete: Cascade }
      Spec: { target: Spec, cardinality: "1:1" }
      Related: { target: Product, cardinality: "N:N" }
    annotations:
      Org.OData.Core.V1.AlternateKeys:
        - Key:
            - Name: { $PropertyPath: Name }
              Alias: Name
  Category:
    base: Base
    fields:
      Title: String
    relationships:
      Products: { target: Product, cardinality: "1:N", partner: Category }
  Supplier:
    base: Base
    hasStream: true
    description: A supplier with a logo as its media stream.
  Part:
    base: Base
  Spec:
    base: Base
  OrderLine:
    key: [OrderID, LineNo]
    fields:
      OrderID: { type: Guid, nullable: false }
      LineNo: { type: Int32, nullable: false }
      Quantity: { type: Decimal, precision: 18, scale: 4 }
`,
  "metadata/sets.yaml": `
entitySets:
  Products:
    type: Product
    description: Every product.
    filters:
      Name: [eq, contains, startswith]
      Price: [ge, le]
      Small: [in]
      Colour: [eq, in]
      Created: [gt, lt]
      Score: [ne]
      Category/ID: [eq]
    annotations:
      Org.OData.Capabilities.V1.TopSupported: true
  Categories:
    type: Category
    readOnly: true
    createRelated: [Products]
    filters:
      Title: [endswith]
  Suppliers:
    type: Supplier
    operations: [list]
    includeInServiceDocument: false
  Specs:
    type: Spec
    operations: [get, create]
  OrderLines:
    type: OrderLine
    operations: [create, delete]
    updateMethod: PUT
singletons:
  MainSupplier:
    type: Supplier
    description: The main supplier.
  Settings:
    type: Category
    updatable: false
    updateMethod: PUT
    createRelated: [Products]
`,
  "metadata/operations.yaml": `
actions:
  Restock:
    description: Adds stock to a product.
    bound: true
    entitySetPath: product
    parameters:
      product: Product
      amount: { type: Int32, nullable: false }
    returns: { type: Product, nullable: false }
  Reset:
    description: Resets the shop.
functions:
  Cheapest:
    bound: true
    composable: true
    parameters:
      products: { type: Product, collection: true }
      limit: Int32
    returns: { type: Product, collection: true, nullable: false }
  Convert:
    parameters:
      amount: { type: Decimal, precision: 12, scale: 2, nullable: false }
      currency: { type: String, maxLength: 3 }
    returns: { type: Decimal, precision: 12, scale: 2 }
actionImports:
  ResetShop:
    action: Reset
    description: Resets the shop.
functionImports:
  ConvertMoney:
    function: Convert
    includeInServiceDocument: true
`,
};

/** The full model, built through the loader like any model. */
export function fullModel(): Model {
  return modelFrom(FULL_MODEL_FILES);
}

/** The same model declared as a CSDL 4.01 service. */
export function fullModel401(): Model {
  const files = { ...FULL_MODEL_FILES };
  files["metadata/service.yaml"] = files["metadata/service.yaml"]!.replace('odataVersion: "4.0"', 'odataVersion: "4.01"');
  return modelFrom(files);
}
