import type { Location } from "../diagnostics/diagnostic.js";
import { suggest } from "../diagnostics/suggest.js";
import type { BuildContext } from "./build-context.js";
import type { Declarations } from "./declarations.js";
import { localName, primitiveTypeName, withArticle } from "./names.js";
import { PRIMITIVE_TYPES, type TypeRef } from "./types.js";

export type TypeKind = TypeRef["kind"];

/** Resolves type names written in the format: primitives with or without `Edm.`, model types with or without the namespace or alias. */
export class TypeResolver {
  constructor(
    private readonly ctx: BuildContext,
    private readonly declarations: Declarations,
    private readonly namespace: string,
    private readonly alias: string | undefined,
  ) {}

  /** The type `name` denotes if it is one of `allowed`; reports EDM0202 (with a suggestion) otherwise. */
  resolve(name: string, allowed: readonly TypeKind[], where: string, at: Location): TypeRef | undefined {
    const found = this.lookup(name, allowed);
    if (found && allowed.includes(found.kind)) return found;
    const candidates = this.candidates(allowed);
    const note = found ? ` (${withArticle(kindWord(found.kind))} cannot be used here)` : "";
    // Suggest in the form the author wrote: `Edm.Strin` -> `Edm.String`.
    const written = name.startsWith("Edm.") ? candidates.map((c) => (PRIMITIVE_NAMES.has(c) ? `Edm.${c}` : c)) : candidates;
    const item = /^Collection\((.+)\)$/.exec(name)?.[1];
    const suggestion = found ? undefined : item !== undefined ? undefined : suggest(name, written);
    this.ctx.report("EDM0202", { type: name, where: where + note, suggestion }, at);
    return undefined;
  }

  /**
   * Looks a name up without reporting. A primitive's short name (`Date`) denotes the primitive,
   * also when a model type has that name, except where no primitive may stand (`allowed` without
   * `primitive`: a relationship's target, a set's type), where it can only mean the model type.
   */
  lookup(name: string, allowed?: readonly TypeKind[]): TypeRef | undefined {
    const primitive = primitiveTypeName(name);
    if (primitive && (allowed === undefined || allowed.includes("primitive") || name.startsWith("Edm."))) return { kind: "primitive", name: primitive };
    const local = localName(name, this.namespace, this.alias);
    const d = this.declarations;
    if (d.entityTypes.has(local)) return { kind: "entity", name: local };
    if (d.complexTypes.has(local)) return { kind: "complex", name: local };
    if (d.enumTypes.has(local)) return { kind: "enum", name: local };
    if (d.typeDefinitions.has(local)) return { kind: "typeDefinition", name: local };
    return undefined;
  }

  /** A name with the model's own namespace or alias taken off; a name qualified otherwise keeps its qualifier. */
  localOf(name: string): string {
    return localName(name, this.namespace, this.alias);
  }

  /** What a name denotes, in words with an article (`a complex type`), or undefined when nothing has that name. */
  describe(name: string): string | undefined {
    const found = this.lookup(name);
    return found === undefined ? undefined : withArticle(kindWord(found.kind));
  }

  /** The names of every declared entity type. */
  entityTypeNames(): Iterable<string> {
    return this.declarations.entityTypes.keys();
  }

  private candidates(allowed: readonly TypeKind[]): string[] {
    const d = this.declarations;
    const names: string[] = [];
    if (allowed.includes("primitive")) names.push(...PRIMITIVE_TYPES);
    if (allowed.includes("entity")) names.push(...d.entityTypes.keys());
    if (allowed.includes("complex")) names.push(...d.complexTypes.keys());
    if (allowed.includes("enum")) names.push(...d.enumTypes.keys());
    if (allowed.includes("typeDefinition")) names.push(...d.typeDefinitions.keys());
    return names;
  }
}

const PRIMITIVE_NAMES = new Set<string>(PRIMITIVE_TYPES);


function kindWord(kind: TypeKind): string {
  return { primitive: "primitive type", entity: "entity type", complex: "complex type", enum: "enum type", typeDefinition: "type definition" }[kind];
}
