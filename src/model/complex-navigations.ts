import type { ComplexType, NavigationProperty, Property, StructuredType } from "./types.js";

/** A relationship of a complex type, reached from a structured type through single-valued complex fields. */
export interface ComplexNavigation {
  /** The complex fields from the type to the relationship (`["Address"]`, `["Address", "Geo"]`). */
  readonly fields: readonly string[];
  /** The complex type of the last field, whose relationship it is (declared there or inherited). */
  readonly owner: ComplexType;
  readonly navigation: NavigationProperty;
}

/** How deep nested complex fields are followed to the relationships of their types. */
export const MAX_COMPLEX_DEPTH = 4;

/**
 * The relationships reached from `type` through its single-valued complex fields, and through
 * complex fields nested in those to `MAX_COMPLEX_DEPTH`, never from a complex type into a field of
 * its own type (a type that contains itself would never end): the navigation paths the OASIS
 * CSDL-to-OpenAPI mapping follows (`Address/City`), and the paths of the default navigation
 * bindings through complex fields. In field order, depth first.
 */
export function navigationsThroughComplexFields(complexTypes: ReadonlyMap<string, ComplexType>, type: StructuredType): ComplexNavigation[] {
  const found: ComplexNavigation[] = [];
  walkComplexFields(complexTypes, type, (fields, complex) => {
    for (const navigation of complex.navigations) found.push({ fields, owner: complex, navigation });
  });
  return found;
}

/** A field of a complex type, reached from a structured type through single-valued complex fields. */
export interface ComplexMember {
  /** The complex fields from the type to the member (`["Address"]`). */
  readonly fields: readonly string[];
  readonly property: Property;
}

/**
 * The fields of the complex types reached as `navigationsThroughComplexFields` reaches their
 * relationships: what `$select` and `$orderby` may name by path (`Address/City`, OData URL
 * Conventions 4.01, sections 5.1.3 and 5.1.4). `collections`: through collection-valued complex
 * fields too (`Lines/City`), as `$select` may name them and `$orderby` may not. In field order,
 * depth first.
 */
export function membersThroughComplexFields(complexTypes: ReadonlyMap<string, ComplexType>, type: StructuredType, collections = false): ComplexMember[] {
  const found: ComplexMember[] = [];
  walkComplexFields(
    complexTypes,
    type,
    (fields, complex) => {
      for (const property of complex.properties) found.push({ fields, property });
    },
    collections,
  );
  return found;
}

/** Calls `reach` for each single-valued complex field, nested ones to `MAX_COMPLEX_DEPTH`, never into a type that contains itself. */
function walkComplexFields(complexTypes: ReadonlyMap<string, ComplexType>, type: StructuredType, reach: (fields: readonly string[], complex: ComplexType) => void, collections = false): void {
  const visit = (current: StructuredType, trail: readonly string[], seen: ReadonlySet<string>): void => {
    for (const property of current.properties) {
      if (property.type.kind !== "complex" || (property.collection && !collections) || seen.has(property.type.name)) continue;
      const complex = complexTypes.get(property.type.name);
      if (!complex) continue;
      const fields = [...trail, property.name];
      reach(fields, complex);
      if (fields.length < MAX_COMPLEX_DEPTH) visit(complex, fields, new Set([...seen, complex.name]));
    }
  };
  visit(type, [], new Set());
}
