import type { RawEnumType, RawTypeDefinition } from "../metadata-loader/raw-types.js";
import type { Declared } from "./build-context.js";
import { buildFacets, checkMemberName, type MemberScope } from "./build-members.js";
import { INTEGER_RANGES, isSimpleIdentifier, primitiveTypeName } from "./names.js";
import type { EnumMember, EnumType, TypeDefinition } from "./types.js";
import { checkAbstractUnderlyingType } from "./abstract-types.js";

/** Builds enum types (CSDL 10): members from a list (values 0, 1, ...; flags 1, 2, 4, ...) or a name: value mapping. */
export function buildEnumTypes(scope: Pick<MemberScope, "ctx">, declarations: ReadonlyMap<string, Declared<RawEnumType>>): Map<string, EnumType> {
  const { ctx } = scope;
  const enums = new Map<string, EnumType>();
  for (const [name, declared] of declarations) {
    if (!isSimpleIdentifier(name)) {
      ctx.report("EDM0201", { kind: "enum type", name }, ctx.at(declared));
      continue;
    }
    const raw = declared.raw;
    const underlyingType = (primitiveTypeName(raw.underlyingType ?? "Int32") ?? "Int32") as EnumType["underlyingType"];
    const isFlags = raw.flags ?? false;
    const [min, max] = INTEGER_RANGES[underlyingType]!;
    const entries: Array<[string, number, string | undefined, Record<string, unknown>, (string | number)[]]> = Array.isArray(raw.members)
      ? raw.members.map((member, i) => [member, isFlags ? 2 ** i : i, undefined, {}, ["members", i]])
      : Object.entries(raw.members).map(([member, value]) =>
          typeof value === "number" ? [member, value, undefined, {}, ["members", member]] : [member, value.value, value.description, value.annotations ?? {}, ["members", member]],
        );
    const members: EnumMember[] = [];
    const seen = new Set<string>();
    for (const [member, value, description, annotations, path] of entries) {
      if (!checkMemberName(scope, "enum member", member, declared, path)) continue;
      const at = ctx.at(declared, path, !Array.isArray(raw.members));
      if (seen.has(member)) {
        ctx.report("EDM0405", { member, enumType: name, detail: "is listed twice" }, at);
        continue;
      }
      seen.add(member);
      if (BigInt(value) < min || BigInt(value) > max) {
        ctx.report("EDM0405", { member, enumType: name, detail: `has the value ${value}, outside ${underlyingType} (${min}..${max})` }, at);
        continue;
      }
      // YAML has read the number as a double: beyond 2^53 − 1 its digits are already lost (and
      // the format takes member values as numbers only).
      if (!Number.isSafeInteger(value)) {
        ctx.report("EDM0405", { member, enumType: name, detail: `has the value ${BigInt(value)}, beyond 2^53 − 1, which a YAML number cannot hold exactly (edmgen takes member values up to 9007199254740991)` }, at);
        continue;
      }
      if (isFlags && value < 0) {
        ctx.report("EDM0405", { member, enumType: name, detail: `has the negative value ${value}; flags values are non-negative` }, at);
        continue;
      }
      members.push({ name: member, value, ...(description !== undefined ? { description } : {}), annotations, source: ctx.source(declared, path) });
    }
    enums.set(name, {
      kind: "enum",
      name,
      ...(raw.description !== undefined ? { description: raw.description } : {}),
      underlyingType,
      isFlags,
      members,
      annotations: raw.annotations ?? {},
      source: ctx.source(declared),
    });
  }
  return enums;
}

/** Builds type definitions (CSDL 11): a primitive underlying type with facets. */
export function buildTypeDefinitions(scope: MemberScope, declarations: ReadonlyMap<string, Declared<RawTypeDefinition>>): Map<string, TypeDefinition> {
  const { ctx } = scope;
  const definitions = new Map<string, TypeDefinition>();
  for (const [name, declared] of declarations) {
    if (!isSimpleIdentifier(name)) {
      ctx.report("EDM0201", { kind: "type definition", name }, ctx.at(declared));
      continue;
    }
    const raw = declared.raw;
    const typeAt = ctx.at(declared, ["type"], false);
    const type = scope.types.resolve(raw.type, ["primitive"], `type definition '${name}'`, typeAt);
    if (type?.kind !== "primitive") continue;
    checkAbstractUnderlyingType(scope, type, `type definition '${name}'`, typeAt);
    definitions.set(name, {
      kind: "typeDefinition",
      name,
      ...(raw.description !== undefined ? { description: raw.description } : {}),
      underlyingType: type.name,
      facets: buildFacets(scope, raw, type, declared, []),
      annotations: raw.annotations ?? {},
      source: ctx.source(declared),
    });
  }
  return definitions;
}
