import type { OpenAPIV3 } from "openapi-types";
import type { ComplexType, EntitySet, EntityType, Model, Property, StructuredType } from "../../model/types.js";
import type { JsonSchema } from "../json-schema/json-schema-types.js";
import { readNavigations, readProperties } from "../common/body-rules.js";
import { complexMembers, complexNavigations } from "../common/complex-navigations.js";
import { genericFilterDescription, setFilterDescription, setFilterExample } from "./filter-description.js";
import type { ValueScope } from "../json-schema/value-schemas.js";
import { keyDeclaringType, keyPathParameters } from "./key-parameters.js";
import { componentName } from "../common/output-names.js";
import { ALL_QUERY_OPTIONS, queryOptionSupport } from "../../model/query-options.js";

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * The parameters of a document, all in `components.parameters` and created when first used so
 * that none is left unused. The key path parameters are `<Type>.key.<Name>`, shared by every type
 * that inherits the key from `<Type>`. The system query options (OData URL Conventions 4.01,
 * section 5.1):
 * `top`, `skip`, `count`, `search` and the generic `filter` are shared by all; `<Set>.filter` lists a set's
 * documented filters; `<Type>.select`, `<Type>.orderby`, `<Type>.expand` enumerate a type's
 * properties and navigations. Comma-separated lists are `style: form, explode: false`.
 * Their schemas are JSON Schema 2020-12, converted per OpenAPI version when the document is assembled.
 */
export interface QueryParameters {
  /**
   * `$filter`, `$search`, `$select`, `$orderby`, `$expand`, `$top`, `$skip`, `$count` for a list of `type`
   * records (of `set`, whose documented filters and Capabilities restrictions apply).
   */
  forCollection(type: StructuredType, set?: EntitySet): OpenAPIV3.ReferenceObject[];
  /** `$select` and `$expand` for one record of `type` (of `owner`, a set or singleton whose Capabilities restrictions apply). */
  forRecord(type: StructuredType, owner?: RestrictingElement): OpenAPIV3.ReferenceObject[];
  /** The key path parameters of a record of `type`, in key order. */
  forKey(type: EntityType): OpenAPIV3.ReferenceObject[];
  /** The `Prefer` header of a create or update: whether the response carries the record. */
  forWrite(): OpenAPIV3.ReferenceObject[];
  /** The `If-Match` header of an update or delete in a set whose records carry ETags. */
  forChange(): OpenAPIV3.ReferenceObject[];
  /** The `If-Match` header of a stream's replacement: required where the service gives the stream an ETag. */
  forStreamChange(): OpenAPIV3.ReferenceObject[];
  /** The parameters created, sorted by name. */
  components(): Record<string, OpenAPIV3.ParameterObject>;
}

/** An entity set or singleton, whose annotations may withhold query options (`queryOptionSupport`). */
export interface RestrictingElement {
  readonly name: string;
  readonly annotations: Readonly<Record<string, unknown>>;
}

/** What the key parameters need besides the model: the value schemas and the types by name. */
export interface KeyScope {
  readonly scope: ValueScope;
  readonly entityTypes: ReadonlyMap<string, EntityType>;
  readonly complexTypes: ReadonlyMap<string, ComplexType>;
}

/** Creates the parameter registry of one document. */
export function queryParameters(model: Model, keys: KeyScope): QueryParameters {
  const keyRefs = new Map<string, OpenAPIV3.ReferenceObject[]>();
  const created = new Map<string, OpenAPIV3.ParameterObject>();
  const use = (rawName: string, make: () => OpenAPIV3.ParameterObject): OpenAPIV3.ReferenceObject => {
    const name = componentName(rawName);
    if (!created.has(name)) created.set(name, make());
    return { $ref: `#/components/parameters/${name}` };
  };
  const param = (name: string, description: string, schema: JsonSchema, list = false): OpenAPIV3.ParameterObject => ({
    name,
    in: "query",
    description,
    ...(list ? { style: "form", explode: false } : {}),
    schema: schema as OpenAPIV3.SchemaObject,
  });
  const listOf = (values: string[]): JsonSchema => ({
    type: "array",
    uniqueItems: true,
    items: { type: "string", enum: values },
  });

  const top = (): OpenAPIV3.ReferenceObject =>
    use("top", () => {
      const max = model.service.limits.maxTop;
      const schema: JsonSchema =
        max === undefined ? { type: "integer", minimum: 0 } : { type: "integer", minimum: 0, maximum: max };
      return param("$top", "The maximum number of records to return.", schema);
    });
  const skip = (): OpenAPIV3.ReferenceObject =>
    use("skip", () => param("$skip", "The number of records to skip.", { type: "integer", minimum: 0 }));
  const count = (): OpenAPIV3.ReferenceObject =>
    use("count", () => param("$count", "Whether the response carries the total count in `@odata.count`.", { type: "boolean" }));
  // A filter is an expression full of characters RFC 3986 reserves (`(`, `)`, `,`, `'`, `:`, `/`):
  // clients send them as they are, and request validators must not demand they be encoded.
  const filterParam = (description: string): OpenAPIV3.ParameterObject => ({ ...param("$filter", description, { type: "string" }), allowReserved: true });
  const filter = (set?: EntitySet): OpenAPIV3.ReferenceObject => {
    if (set === undefined || set.filters.length === 0) {
      return use("filter", () => filterParam(genericFilterDescription(model)));
    }
    return use(`${set.name}.filter`, () => {
      const example = setFilterExample(set, model);
      return { ...filterParam(setFilterDescription(set, model)), ...(example ? { example } : {}) };
    });
  };
  // A search expression holds quotes, parentheses and `AND`/`OR`/`NOT` (URL Conventions 4.01, section 5.1.7).
  const search = (): OpenAPIV3.ReferenceObject =>
    use("search", () => ({
      ...param("$search", "A free-text search expression: words or phrases in double quotes, joined with `AND`, `OR` and `NOT` and grouped by parentheses; the service decides what matches.", { type: "string", minLength: 1 }),
      allowReserved: true,
    }));
  const select = (type: StructuredType): OpenAPIV3.ReferenceObject =>
    use(`${type.name}.select`, () => {
      const names = selectablePaths(model, type);
      return param(
        "$select",
        `The properties to return, comma-separated, e.g. ${names.slice(0, 2).join(",")}; \`*\` returns all. ` +
          "The response schemas describe records read without `$select`, with every property present; with it, records carry the selected ones.",
        listOf(["*", ...names]),
        true,
      );
    });
  // A set that withholds some properties or relationships has lists of its own (`<Type>.orderby-<Set>`:
  // a hyphen, which no OData name holds, keeps them apart from every type's and other set's).
  const orderby = (type: StructuredType, owner?: RestrictingElement, withheld: ReadonlySet<string> = NO_NAMES): OpenAPIV3.ReferenceObject | undefined => {
    const names = orderableNames(model, type).filter((name) => !withheld.has(name));
    if (names.length === 0) return undefined;
    return use(withheld.size > 0 && owner ? `${type.name}.orderby-${owner.name}` : `${type.name}.orderby`, () => {
      // OData allows `asc` to be written as well as left out (URL Conventions 4.01, section 5.1.4).
      const values = names.flatMap((name) => [name, `${name} asc`, `${name} desc`]);
      return param(
        "$orderby",
        `The sort order, comma-separated; \`desc\` after a property sorts descending, \`asc\` (the default) ascending, e.g. ${names[0]} desc.`,
        listOf(values),
        true,
      );
    });
  };
  const expand = (type: StructuredType, owner?: RestrictingElement, withheld: ReadonlySet<string> = NO_NAMES): OpenAPIV3.ReferenceObject | undefined => {
    const names = expandablePaths(model, type).filter((name) => !withheld.has(name));
    if (names.length === 0) return undefined;
    return use(withheld.size > 0 && owner ? `${type.name}.expand-${owner.name}` : `${type.name}.expand`, () =>
      param(
        "$expand",
        "The related records to include inline, comma-separated; `*` includes all.",
        listOf(["*", ...names]),
        true,
      ),
    );
  };

  // Operations on the same type share their lists (the model is walked once per type, not per
  // path); keyed by the model objects themselves, which is cheaper than building string keys.
  const collectionLists = new Map<StructuredType, Map<EntitySet | undefined, OpenAPIV3.ReferenceObject[]>>();
  let writeList: OpenAPIV3.ReferenceObject[] | undefined;
  let changeList: OpenAPIV3.ReferenceObject[] | undefined;
  let streamChangeList: OpenAPIV3.ReferenceObject[] | undefined;
  const recordLists = new Map<StructuredType, OpenAPIV3.ReferenceObject[]>();
  return {
    forCollection(type, set) {
      let bySet = collectionLists.get(type);
      if (!bySet) collectionLists.set(type, (bySet = new Map()));
      let list = bySet.get(set);
      if (!list) {
        const allows = queryOptionSupport(set?.annotations);
        list = present([
          filter(set),
          allows.search ? search() : undefined,
          allows.select ? select(type) : undefined,
          allows.orderby ? orderby(type, set, allows.nonSortable) : undefined,
          allows.expand ? expand(type, set, allows.nonExpandable) : undefined,
          allows.top ? top() : undefined,
          allows.skip ? skip() : undefined,
          allows.count ? count() : undefined,
        ]);
        bySet.set(set, list);
      }
      return list;
    },
    forRecord(type, owner) {
      const allows = queryOptionSupport(owner?.annotations);
      if (allows !== ALL_QUERY_OPTIONS) return present([allows.select ? select(type) : undefined, allows.expand ? expand(type, owner, allows.nonExpandable) : undefined]);
      let list = recordLists.get(type);
      if (!list) recordLists.set(type, (list = present([select(type), expand(type)])));
      return list;
    },
    forKey(type) {
      const declaring = keyDeclaringType(keys.entityTypes, type);
      const known = keyRefs.get(declaring.name);
      if (known) return known;
      const parameters = keyPathParameters(model, keys.scope, keys.complexTypes, declaring);
      const refs = parameters.map((parameter) => use(`${declaring.name}.key.${parameter.name}`, () => parameter));
      keyRefs.set(declaring.name, refs);
      return refs;
    },
    forWrite() {
      // OData Protocol 4.01, section 8.2.8.7: a create answers with the record unless asked for
      // less, an update without it unless asked for more.
      writeList ??= [
        use("prefer", () => ({
          name: "Prefer",
          in: "header",
          // A list of preferences (RFC 7240), so no enum: `return=minimal, handling=strict` is one value.
          description: "Preferences, comma-separated (RFC 7240): `return=representation` asks for the record in the response, `return=minimal` for none (204 No Content).",
          schema: { type: "string" } as OpenAPIV3.SchemaObject,
          example: "return=representation",
        })),
      ];
      return writeList;
    },
    forChange() {
      // OData Protocol 4.01, section 11.4.1.1: under Core.OptimisticConcurrency a change without
      // a matching ETag is refused (428 Precondition Required, 412 Precondition Failed).
      changeList ??= [
        use("ifMatch", () => ({
          name: "If-Match",
          in: "header",
          required: true,
          description: "The ETag of the record as last read (the `ETag` header or `@odata.etag`), or `*` for any version.",
          schema: { type: "string" } as OpenAPIV3.SchemaObject,
        })),
      ];
      return changeList;
    },
    forStreamChange() {
      // OData Protocol 4.01, sections 11.4.7.1 and 11.4.8.2: where the record carries an ETag of
      // the stream, a client replacing it MUST send it; a service whose streams carry none takes
      // the request without, so the header is optional here.
      streamChangeList ??= [
        use("streamIfMatch", () => ({
          name: "If-Match",
          in: "header",
          required: false,
          description:
            "The stream's ETag as last read (`@odata.mediaEtag` of the record, or `<Property>@odata.mediaEtag` for a stream property, or the ETag header of the stream's GET), or `*`; required where the service gives the stream an ETag.",
          schema: { type: "string" } as OpenAPIV3.SchemaObject,
        })),
      ];
      return streamChangeList;
    },
    components() {
      const names = [...created.keys()].sort();
      return Object.fromEntries(names.map((name) => [name, created.get(name)!]));
    },
  };
}

/** The properties `$orderby` can sort a type's records by (the docs list the same). */
export function orderableNames(model: Model, type: StructuredType): string[] {
  const own = readProperties(type)
    .filter(isOrderable)
    .map((p) => p.name);
  return [...own, ...complexMemberPaths(model, type, isOrderable)];
}

/**
 * What `$select` can name: the type's properties, then the members of its complex fields by path,
 * collection-valued ones too (`Address/City`, `History/City`, OData URL Conventions 4.01, section 5.1.3).
 */
export function selectablePaths(model: Model, type: StructuredType): string[] {
  return [...readProperties(type).map((p) => p.name), ...complexMemberPaths(model, type, () => true, true)];
}

/** Paths to the members of the type's complex fields that `keep` takes (`complexMembers`); through collection-valued ones with `collections`. */
function complexMemberPaths(model: Model, type: StructuredType, keep: (property: Property) => boolean, collections = false): string[] {
  return complexMembers(model, type, collections)
    .filter(({ property }) => keep(property))
    .map(({ fields, property }) => [...fields, property.name].join("/"));
}

/** What `$expand` can name: the type's own relationships, then those reached through its complex fields (`Address/City`). */
export function expandablePaths(model: Model, type: StructuredType): string[] {
  return [...readNavigations(type).map((n) => n.name), ...complexNavigations(model, type).map(({ fields, navigation }) => [...fields, navigation.name].join("/"))];
}

/** Single-valued primitive or enum properties: what `$orderby` can sort by. */
function isOrderable(property: Property): boolean {
  if (property.collection || property.isStream) return false;
  if (property.type.kind === "enum" || property.type.kind === "typeDefinition") return true;
  if (property.type.kind !== "primitive") return false;
  return !/^(Geography|Geometry|Stream|Untyped|Binary)/.test(property.type.name);
}

function present<T>(values: (T | undefined)[]): T[] {
  return values.filter((v): v is T => v !== undefined);
}
