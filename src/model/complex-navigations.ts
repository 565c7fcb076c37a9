import type { ComplexType, NavigationProperty, StructuredType } from "./types.js";

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
  const visit = (current: StructuredType, trail: readonly string[], seen: ReadonlySet<string>): void => {
    for (const property of current.properties) {
      if (property.type.kind !== "complex" || property.collection || seen.has(property.type.name)) continue;
      const complex = complexTypes.get(property.type.name);
      if (!complex) continue;
      const fields = [...trail, property.name];
      for (const navigation of complex.navigations) found.push({ fields, owner: complex, navigation });
      if (fields.length < MAX_COMPLEX_DEPTH) visit(complex, fields, new Set([...seen, complex.name]));
    }
  };
  visit(type, [], new Set());
  return found;
}
