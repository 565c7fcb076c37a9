import type { EntitySet, Model, NavigationProperty, Property, StructuredType } from "../../model/types.js";

/**
 * Which fields are in the record as read and in the create and update bodies, and which of them
 * are required: decided once here, shared by every emitter that writes a body shape (JSON Schema,
 * OpenAPI, TypeScript, zod). Follows the OASIS CSDL-to-OpenAPI mapping's read/create/update rule:
 * computed and key fields are read-only, immutable fields are set on create only.
 *
 * Stream properties never carry a value in OData JSON (OData JSON Format 4.01, section 11.5.5:
 * they appear as `<Name>@odata.mediaReadLink` and similar annotations), so they are in no shape;
 * the read record accepts their annotations as it accepts any instance annotation.
 */

/** Whether a property carries a JSON value at all (Edm.Stream does not). */
export function hasJsonValue(property: Property): boolean {
  return !(property.type.kind === "primitive" && property.type.name === "Stream");
}

/** The structural properties of the record as read (no `$select`): every one with a JSON value. */
export function readProperties(type: StructuredType): Property[] {
  return type.properties.filter(hasJsonValue);
}

/**
 * The properties the read record requires: all of `readProperties`, since the service sends every
 * structural property when no `$select` is given (OData JSON Format 4.01, section 11.2).
 */
export function readRequiredProperties(type: StructuredType): Property[] {
  return readProperties(type);
}

/** The navigations of the read record, as `$expand` returns them; never required. */
export function readNavigations(type: StructuredType): readonly NavigationProperty[] {
  return type.navigations;
}

/** Names of the top-level properties that hold (part of) the key; empty for complex types. */
export function keyPropertyNames(type: StructuredType): Set<string> {
  if (type.kind !== "entity") return new Set();
  return new Set(type.key.map((part) => part.path.split("/")[0] ?? part.path));
}

/** Properties of a create body: not computed, with a JSON value (the key only when not computed). */
export function createBodyProperties(type: StructuredType): Property[] {
  return type.properties.filter((p) => !p.computed && hasJsonValue(p));
}

/** Properties of an update body: not computed, not part of the key, not immutable, with a JSON value. */
export function updateBodyProperties(type: StructuredType): Property[] {
  const keys = keyPropertyNames(type);
  return type.properties.filter((p) => !p.computed && !p.immutable && !keys.has(p.name) && hasJsonValue(p));
}

/**
 * Navigations a create or update body may set with `<Nav>@odata.bind` (OData JSON Format 4.01,
 * section 8.5): single-valued and not containment. The value is an entity-id or a URL relative to
 * the service root, a non-empty string; never required.
 */
export function bindableNavigations(type: StructuredType): NavigationProperty[] {
  return type.navigations.filter((n) => !n.collection && !n.containsTarget);
}

/** The body member that binds a navigation: `Activity@odata.bind`. */
export function bindMemberName(navigation: Pick<NavigationProperty, "name">): string {
  return `${navigation.name}@odata.bind`;
}

/** Entity sets whose entity type is `typeName` (not its base or derived types), in model order. */
export function setsOfType(model: Model, typeName: string): EntitySet[] {
  return model.entitySets.filter((s) => s.entityType === typeName);
}

/** Entity types some entity set (or, for update, an updatable singleton) allows `operation` on: exactly the types that get that body shape. */
export function typesWithOperation(model: Model, operation: "create" | "update"): Set<string> {
  const types = new Set(model.entitySets.filter((s) => s.operations.includes(operation)).map((s) => s.entityType));
  if (operation === "update") for (const singleton of model.singletons) if (singleton.updatable) types.add(singleton.entityType);
  return types;
}

/** Whether the create body of `typeName` exists: some set of that type allows create. */
export function allowsCreate(model: Model, typeName: string): boolean {
  return model.entitySets.some((s) => s.entityType === typeName && s.operations.includes("create"));
}

/** Whether the update body of `typeName` exists: some set of that type allows update, or a singleton of it is updatable. */
export function allowsUpdate(model: Model, typeName: string): boolean {
  return (
    model.entitySets.some((s) => s.entityType === typeName && s.operations.includes("update")) ||
    model.singletons.some((s) => s.entityType === typeName && s.updatable)
  );
}

/** Whether a create body requires the property (the model's `requiredInBodies`). */
export function requiredInCreate(property: Property): boolean {
  return property.requiredInBodies;
}

/**
 * Whether the update body of `typeName` requires its `requiredInBodies` properties: PUT replaces
 * the whole record, so it does when some updatable set of the type updates with PUT; a PATCH
 * body is a partial update and requires nothing (OData Protocol 4.01, section 11.4.3).
 */
export function updateRequiresFields(model: Model, typeName: string): boolean {
  return (
    model.entitySets.some((s) => s.entityType === typeName && s.operations.includes("update") && s.updateMethod === "PUT") ||
    model.singletons.some((s) => s.entityType === typeName && s.updatable && s.updateMethod === "PUT")
  );
}

/** The properties an update body of `type` requires, per `updateRequiresFields`. */
export function updateRequiredProperties(model: Model, type: StructuredType): Property[] {
  if (!updateRequiresFields(model, type.name)) return [];
  return updateBodyProperties(type).filter((p) => p.requiredInBodies);
}

/** The properties a create body of `type` requires. */
export function createRequiredProperties(type: StructuredType): Property[] {
  return createBodyProperties(type).filter(requiredInCreate);
}

/**
 * Properties of a complex value inside a body (create, update or a phase-change body): all
 * non-computed ones with a JSON value; a complex value is written whole, so key and immutable
 * rules (entity-level) do not apply. Required: `requiredInBodies`.
 */
export function complexBodyProperties(type: StructuredType): Property[] {
  return type.properties.filter((p) => !p.computed && hasJsonValue(p));
}
