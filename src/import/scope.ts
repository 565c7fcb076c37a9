import type { RawAnnotations, RawFacets } from "../metadata-loader/raw-types.js";
import { isGeoType } from "../model/names.js";
import { PRIMITIVE_TYPES, type PrimitiveTypeName } from "../model/types.js";
import type { Location } from "../diagnostics/diagnostic.js";
import type { ImportContext } from "./import-context.js";
import type { JsonObject, JsonValue } from "./json-parser.js";
import { asObject, ownMember } from "./json-to-csdl.js";
import type { SelectedSchema } from "./select-schema.js";

const PRIMITIVES = new Set<string>(PRIMITIVE_TYPES);
const KINDS = { EntityType: "entity", ComplexType: "complex", EnumType: "enum", TypeDefinition: "typeDefinition" } as const;

/** A type reference of the document, resolved against the imported schema. */
export type ResolvedType =
  | { readonly kind: "primitive"; readonly name: PrimitiveTypeName; readonly written: string }
  | { readonly kind: "entity" | "complex" | "enum" | "typeDefinition"; readonly name: string; readonly written: string; readonly object: JsonObject };

/** What every converter needs: the context, the selected schema and name resolution. */
export class Scope {
  constructor(
    readonly ctx: ImportContext,
    readonly selected: SelectedSchema,
  ) {}

  /** Resolves `Edm.X`, `Namespace.Name` or `Alias.Name`; returns why not when the type is not in the imported schema. */
  resolveType(qualified: string): ResolvedType | string {
    if (qualified.startsWith("Edm.")) {
      const name = qualified.slice(4);
      return PRIMITIVES.has(name) ? { kind: "primitive", name: name as PrimitiveTypeName, written: name } : `'${qualified}' is not a primitive type`;
    }
    const local = this.localName(qualified);
    if (local === undefined) return `'${qualified}' is not declared in the imported schema '${this.selected.namespace}'`;
    const object = asObject(ownMember(this.selected.schema, local));
    const kind = object ? KINDS[object.$Kind as keyof typeof KINDS] : undefined;
    if (!object || !kind) return `'${qualified}' is not a type of the imported schema`;
    // A model type named like a primitive type is written qualified, since bare primitive names win (format rule).
    return { kind, name: local, written: PRIMITIVES.has(local) ? `${this.selected.namespace}.${local}` : local, object };
  }

  /**
   * The type an element names in `member` (`$Type`, `$BaseType`; `fallback` when the member is
   * absent, as CSDL defaults it), or undefined when it does not resolve, which is reported.
   */
  typeOf(object: JsonObject, member: string, fallback: string, describe: string): ResolvedType | undefined {
    const qualified = typeof object[member] === "string" ? (object[member] as string) : fallback;
    const type = this.resolveType(qualified);
    if (typeof type !== "string") return type;
    this.reportUnresolved(describe, qualified, type, this.ctx.at(object, member));
    return undefined;
  }

  /**
   * Reports a type reference that does not resolve (`problem`, from `resolveType`): a CSDL error
   * (EDM0504, nothing written) when the document itself must declare the type (a name of the
   * imported schema, an `Edm.` name, an unqualified or missing name), else a type of another
   * schema, which the format cannot carry (EDM0503).
   */
  private reportUnresolved(describe: string, qualified: string, problem: string, at: Location): void {
    if (qualified === "") this.ctx.invalid(describe, "has no type", at);
    else if (!qualified.includes(".") || qualified.startsWith("Edm.") || this.localName(qualified) !== undefined) this.ctx.invalid(describe, problem, at);
    else this.ctx.notCarried(describe, problem, at);
  }

  /** The local name of a qualified name of the imported schema (by namespace or alias), else undefined. */
  localName(written: string): string | undefined {
    // An operation moved with the container into this schema is still named the old way in the document.
    const qualified = this.selected.names.moved(written) ?? written;
    const dot = qualified.lastIndexOf(".");
    if (dot < 0) return undefined;
    return this.selected.names.namespaceOf(qualified.slice(0, dot)) === this.selected.namespace ? qualified.slice(dot + 1) : undefined;
  }

  /** The primitive type under a resolved type (through a type definition). */
  primitiveOf(type: ResolvedType): PrimitiveTypeName | undefined {
    if (type.kind === "primitive") return type.name;
    if (type.kind !== "typeDefinition") return undefined;
    const underlying = this.resolveType(String(type.object.$UnderlyingType ?? ""));
    return typeof underlying === "object" && underlying.kind === "primitive" ? underlying.name : undefined;
  }

  /** An entity or complex type of the schema by local name. */
  structured(local: string): JsonObject | undefined {
    const object = asObject(ownMember(this.selected.schema, local));
    return object && (object.$Kind === "EntityType" || object.$Kind === "ComplexType") ? object : undefined;
  }

  /** A type and its base types, nearest first (cycles cut). */
  lineage(local: string): Array<{ name: string; object: JsonObject }> {
    const chain: Array<{ name: string; object: JsonObject }> = [];
    for (let name: string | undefined = local; name !== undefined && !chain.some((c) => c.name === name); ) {
      const object = this.structured(name);
      if (!object) break;
      chain.push({ name, object });
      name = typeof object.$BaseType === "string" ? this.localName(object.$BaseType) : undefined;
    }
    return chain;
  }

  /** A member (property or navigation) of a type or its base types. */
  member(local: string, name: string): JsonObject | undefined {
    for (const { object } of this.lineage(local)) {
      const member = asObject(object[name]);
      if (member && !name.startsWith("$") && !name.includes("@")) return member;
    }
    return undefined;
  }
}

/** Whether a member of a CSDL JSON structured type is a navigation property. */
export const isNavigation = (member: JsonObject): boolean => member.$Kind === "NavigationProperty";

/** The members of a structured type, enum type or container: named entries that are not `$` keywords or annotations. */
export function namedMembers(object: JsonObject): Array<[string, JsonValue]> {
  return Object.entries(object).filter(([key]) => !key.startsWith("$") && !key.includes("@"));
}

const FACETS: ReadonlyArray<readonly [member: string, facet: keyof RawFacets, applies: (t: PrimitiveTypeName) => boolean]> = [
  ["$MaxLength", "maxLength", (t) => t === "String" || t === "Binary"],
  ["$Precision", "precision", (t) => t === "Decimal" || t === "DateTimeOffset" || t === "Duration" || t === "TimeOfDay"],
  ["$Scale", "scale", (t) => t === "Decimal"],
  ["$SRID", "srid", (t) => isGeoType(t)],
  ["$Unicode", "unicode", (t) => t === "String"],
];

/** The words a facet may take besides a number (CSDL JSON 4.01, section 3.4). */
const FACET_WORDS: Readonly<Record<string, readonly string[]>> = { $MaxLength: ["max"], $Scale: ["variable", "floating"], $SRID: ["variable"] };

const TEMPORAL: ReadonlySet<PrimitiveTypeName> = new Set(["DateTimeOffset", "Duration", "TimeOfDay"]);

/**
 * Temporal elements of CSDL XML without `Precision`, whose `$Precision: 0` the XML reader states
 * for XML's default (it marks them): the metadata format reads a missing precision as 0 in CSDL
 * but lets its validators pass fractions then, and holds them to whole seconds only where the
 * model says `precision: 0`. So a precision 0 is imported only where the document states it: an
 * XML `Precision="0"`, or a CSDL JSON `$Precision: 0` (`facetsOf`).
 */
export const DEFAULTED_ZERO_PRECISION = new WeakSet<JsonObject>();

/**
 * The facets of a typed element (CSDL 6.2) that apply to its type; the others are reported and
 * left out. Read with CSDL JSON's defaults, which the XML reader states explicitly where XML's
 * differ (CSDL JSON 4.01, sections 3.4.3 and 3.4.4): a Decimal without `$Scale` has a variable
 * scale, and a temporal value without `$Precision` an unspecified precision, which the format
 * cannot say (it reads a missing precision as 0, as CSDL XML does): reported. The format's own
 * defaults (scale 0, precision 0 for temporal types) are left unwritten. An element typed with a
 * type definition takes the definition's facets, so no default applies to it.
 */
export function facetsOf(scope: Scope, object: JsonObject, type: ResolvedType, describe: string): RawFacets {
  const facets: Record<string, unknown> = {};
  const primitive = scope.primitiveOf(type);
  for (const [member, facet, applies] of FACETS) {
    let value = object[member];
    if (value === undefined) continue;
    if (!primitive || !applies(primitive)) {
      scope.ctx.notCarried(`facet ${member.slice(1)} of ${describe}`, `it does not apply to type ${type.written}`, scope.ctx.at(object, member));
      continue;
    }
    // CSDL JSON writes an SRID as a string (`"4326"`); the format as a number.
    if (member === "$SRID" && typeof value === "string" && /^\d+$/.test(value)) value = Number(value);
    // `"Variable"` as Microsoft.OData.Edm 7 writes it in XML (the XML reader reports it there).
    const written = typeof value === "string" ? value : undefined;
    const word = written !== undefined ? FACET_WORDS[member]?.find((w) => w === written.toLowerCase() && w !== written) : undefined;
    if (word !== undefined) {
      scope.ctx.carriedChanged(`facet ${member.slice(1)} "${written}" of ${describe}`, `CSDL spells it '${word}', as which it is read`, scope.ctx.at(object, member));
      value = word;
    }
    facets[facet] = value;
  }
  if (type.kind === "primitive") {
    if (primitive === "Decimal") {
      if (object.$Scale === undefined) facets.scale = "variable";
      else if (object.$Scale === 0) delete facets.scale;
    }
    if (primitive !== undefined && TEMPORAL.has(primitive)) {
      if (object.$Precision === undefined) {
        scope.ctx.notCarried(`the unspecified precision of ${describe}`, "the format reads a missing precision as 0 (as CSDL XML does); imported as 0", scope.ctx.at(object, "$Type"));
      } else if (object.$Precision === 0 && DEFAULTED_ZERO_PRECISION.has(object)) delete facets.precision;
    }
  }
  return facets as RawFacets;
}

/** Sets `target[key] = value` unless `value` is undefined; keeps converters free of conditional spreads. */
export function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

/** An empty annotation map becomes undefined, so it is not written. */
export function nonEmpty(annotations: RawAnnotations): RawAnnotations | undefined {
  return Object.keys(annotations).length > 0 ? annotations : undefined;
}
