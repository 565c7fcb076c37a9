import type { Model, PrimitiveTypeName, TypeRef } from "../../model/types.js";
import { qualifierOf, withVocabularyAlias } from "./vocabularies.js";

/**
 * How the documents name things. Model elements are written alias-qualified when the service
 * declares an alias and namespace-qualified otherwise (CSDL 4.01, section 15.4); `$EntityContainer`
 * is the one place that must use the namespace (CSDL JSON 4.01, section 3.1).
 *
 * Every term and enum member name the tree carries passes through `term`, which also records the
 * qualifiers used, so the document can reference exactly the vocabularies it uses.
 */
export interface CsdlNames {
  readonly namespace: string;
  /** The alias when the service has one, else the namespace. */
  readonly qualifier: string;
  /** `Qualifier.Name` for a model element's local name. */
  qualify(local: string): string;
  /** The qualified name of a type reference (`Edm.String`, `Qualifier.Price`). */
  typeName(type: TypeRef): string;
  /** The primitive type an element finally has (through type definitions); undefined for enum, complex and entity types. */
  primitiveOf(type: TypeRef): PrimitiveTypeName | undefined;
  /** A term or enum type name as written (known vocabularies by alias, the service's namespace by its qualifier); records its qualifier as used. */
  term(qualifiedName: string): string;
  /** The qualifiers of every name `term` returned so far. */
  readonly usedQualifiers: ReadonlySet<string>;
}

/** The naming context of one model (one per document build: it records what the build uses). */
export function csdlNames(model: Model): CsdlNames {
  const { namespace, alias } = model.service;
  const qualifier = alias ?? namespace;
  const typeDefinitions = new Map(model.typeDefinitions.map((t) => [t.name, t.underlyingType] as const));
  const qualified = new Map<string, string>();
  const qualify = (local: string): string => {
    let name = qualified.get(local);
    if (name === undefined) qualified.set(local, (name = `${qualifier}.${local}`));
    return name;
  };
  const usedQualifiers = new Set<string>();
  const own = (name: string): string | undefined => {
    for (const prefix of [namespace, alias]) {
      if (prefix === undefined || !name.startsWith(`${prefix}.`)) continue;
      const rest = name.slice(prefix.length + 1);
      if (!rest.includes(".")) return qualify(rest);
    }
    return undefined;
  };
  return {
    namespace,
    qualifier,
    qualify,
    typeName: (type) => (type.kind === "primitive" ? `Edm.${type.name}` : qualify(type.name)),
    primitiveOf: (type) =>
      type.kind === "primitive" ? type.name : type.kind === "typeDefinition" ? typeDefinitions.get(type.name) : undefined,
    term(qualifiedName) {
      const name = own(qualifiedName) ?? withVocabularyAlias(qualifiedName);
      usedQualifiers.add(qualifierOf(name));
      return name;
    },
    usedQualifiers,
  };
}
