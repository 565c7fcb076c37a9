import type { CsdlNames } from "./names.js";
import type { CsdlObject, CsdlValue } from "./tree.js";

/**
 * Moves the annotations of a schema's elements out of line (CSDL 4.01, section 14.2): each
 * element's annotations leave it for the schema's `$Annotations`, under the target path that
 * names it, which CSDL XML writes as `<Annotations Target="…">`.
 * Targets come in document order, each element before its members. Some readers (SAP's
 * `@sap-ux/edmx-parser`) take annotations from there only.
 *
 * Stay inside their element: the schema's own annotations (`Core.SchemaVersion`, where import
 * reads the version) and those of an `OnDelete`, which no target path names.
 * Annotations of annotations go with the annotation they annotate (`@Term@Nested`). Elements are
 * changed in place: other parts of the build know them by identity (`PRECISION_LEFT_OUT`).
 */
export function moveAnnotationsOutOfLine(schema: CsdlObject, names: CsdlNames): void {
  const targets: CsdlObject = {};
  for (const [name, member] of Object.entries(schema)) {
    if (name.startsWith("$") || name.startsWith("@")) continue;
    const qualified = names.qualify(name);
    if (Array.isArray(member)) {
      for (const overload of member as readonly CsdlObject[]) moveOperation(targets, qualified, overload);
      continue;
    }
    const element = member as CsdlObject;
    moveOwn(targets, qualified, element);
    switch (element.$Kind) {
      case "EntityType":
      case "ComplexType":
      case "EntityContainer":
        // Properties and navigation properties; entity sets, singletons and imports.
        for (const [child, value] of Object.entries(element)) {
          if (isChildName(child)) moveOwn(targets, `${qualified}/${child}`, value as CsdlObject);
        }
        break;
      case "EnumType":
        moveEnumMembers(targets, qualified, element);
        break;
    }
  }
  if (Object.keys(targets).length > 0) schema.$Annotations = targets;
}

const isChildName = (key: string): boolean => !key.startsWith("$") && !key.includes("@");

/** Moves an element's own annotations (`@Term`, `@Term#Qualifier`, `@Term@Nested`) to `target`. */
function moveOwn(targets: CsdlObject, target: string, element: CsdlObject): void {
  for (const key of Object.keys(element)) {
    if (key.startsWith("@")) take(targets, target, key, element, key);
  }
}

/** An enum member's annotations are members of the enum type (`Member@Term`); their target is `Enum/Member`. */
function moveEnumMembers(targets: CsdlObject, qualified: string, element: CsdlObject): void {
  for (const key of Object.keys(element)) {
    const at = key.indexOf("@");
    if (at > 0 && !key.startsWith("$")) take(targets, `${qualified}/${key.slice(0, at)}`, key.slice(at), element, key);
  }
}

/**
 * One overload of an action or function, targeted as that overload: an
 * action by its binding parameter's type (none when unbound), a function by all its parameters'
 * types, so that an annotation stays with the overload it was written on. Then its parameters and
 * its return type.
 */
function moveOperation(targets: CsdlObject, qualified: string, overload: CsdlObject): void {
  const parameters = Array.isArray(overload.$Parameter) ? (overload.$Parameter as readonly CsdlObject[]) : [];
  const signed = overload.$Kind === "Function" ? parameters : overload.$IsBound === true ? parameters.slice(0, 1) : [];
  const target = `${qualified}(${signed.map(parameterType).join(",")})`;
  moveOwn(targets, target, overload);
  for (const parameter of parameters) moveOwn(targets, `${target}/${String(parameter.$Name)}`, parameter);
  if (overload.$ReturnType !== undefined) moveOwn(targets, `${target}/$ReturnType`, overload.$ReturnType as CsdlObject);
}

/** A parameter's type as a target path writes it: `Edm.String` when CSDL JSON leaves `$Type` out, `Collection(…)` for a collection. */
function parameterType(parameter: CsdlObject): string {
  const type = typeof parameter.$Type === "string" ? parameter.$Type : "Edm.String";
  return parameter.$Collection === true ? `Collection(${type})` : type;
}

function take(targets: CsdlObject, target: string, key: string, element: CsdlObject, elementKey: string): void {
  const annotations = (targets[target] ??= {}) as CsdlObject;
  annotations[key] = element[elementKey] as CsdlValue;
  delete element[elementKey];
}
