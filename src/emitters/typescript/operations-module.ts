import { deprecationOf } from "../../model/deprecation.js";
import type { Model, Operation } from "../../model/types.js";
import { fileStems } from "../common/file-stems.js";
import { nonBindingParameters } from "../common/body-rules.js";
import { docComment } from "./doc-comment.js";
import { propertyMember } from "./members.js";
import { tsIdentifier } from "./names.js";
import { complexBodySuffix, typeText, type ComplexBodySuffix } from "./type-expressions.js";
import { emptyObjectAlias, HEADER, typeAlias, typeImports } from "./type-module.js";

/** Parameters and results of the model's actions and functions (CSDL 12): `<Name>Parameters`, `<Name>Result`. */
export function operationsModule(model: Model): string | undefined {
  if (model.operations.length === 0) return undefined;
  const uses = new Set<string>();
  const body = complexBodySuffix(model);
  const parts = model.operations.map((operation) => operationText(operation, uses, body));
  const imports = typeImports(uses, fileStems(model).module);
  return `${HEADER}${imports ? `${imports}\n` : ""}${parts.join("\n")}`;
}

function operationText(operation: Operation, uses: Set<string>, body: ComplexBodySuffix): string {
  const name = tsIdentifier(operation.name);
  // A nullable non-binding parameter of an action may be left out of its body (OData JSON Format
  // 4.01, section 19); a function's URL names every parameter (OData Protocol 4.01, section
  // 11.5.4.1), a nullable one as `null`, as its OpenAPI query options say. Written like the body's
  // members, so the two agree on every parameter.
  const omittable = new Set(operation.kind === "action" ? nonBindingParameters(operation).filter((p) => p.nullable) : []);
  const lines = operation.parameters.map((p) => {
    const member = propertyMember(p, omittable.has(p), false);
    member.uses.forEach((u) => uses.add(u));
    return member.text;
  });
  const kind = operation.kind === "action" ? "action" : "function";
  const doc = docComment([operation.description, `Parameters of the ${operation.isBound ? "bound " : ""}${kind} ${operation.name}${operation.isBound ? " (the first is the binding parameter)" : ""}.`], "", deprecationOf(operation.annotations));
  // No parameters: an object without members, as an empty body is (an empty interface admits any value but null).
  let text = `${doc}${lines.length ? `export interface ${name}Parameters {\n${lines.join("")}}\n` : emptyObjectAlias(`${name}Parameters`)}`;
  if (operation.kind === "action") {
    // As a body carries each parameter, like a field: complex values closed, nullable ones optional.
    const members = nonBindingParameters(operation).map((p) => {
      const member = propertyMember(p, p.nullable, body);
      member.uses.forEach((u) => uses.add(u));
      return member.text;
    });
    const bodyDoc = docComment([`The request body of the action ${operation.name}: its parameters${operation.isBound ? " after the binding parameter" : ""}; the nullable ones may be left out.`]);
    // No parameters: a body that accepts no members (see interfaceText).
    text += `\n${bodyDoc}${members.length ? `export interface ${name}Body {\n${members.join("")}}\n` : emptyObjectAlias(`${name}Body`)}`;
  }
  const result = operation.returnType;
  if (result) {
    const t = typeText(result.type, false);
    t.uses.forEach((u) => uses.add(u));
    // Nullable applies to the items of a collection (CSDL 4.01, section 12.8), as OpenAPI writes
    // them; entities come in the collection envelope, whose items are never null.
    const item = result.nullable && !(result.collection && result.type.kind === "entity") ? `${t.text} | null` : t.text;
    const type = result.collection ? `${item.includes(" | ") ? `(${item})` : item}[]` : item;
    const doc = docComment([result.description ?? `What ${operation.name} returns.`, responseNote(result, t.text)]);
    text += `\n${doc}${typeAlias(`${name}Result`, type)}`;
  }
  return text;
}

/**
 * Where the result stands in the response body (OData JSON Format 4.01, sections 7, 11 and 12): a
 * record or a complex value is the body itself; a collection or a primitive value comes wrapped in
 * `value`, which `response.json()` returns, not the result. As the OpenAPI responses say it.
 */
function responseNote(result: NonNullable<Operation["returnType"]>, itemType: string): string | undefined {
  if (result.collection && result.type.kind === "entity") {
    return `The response body is a page of records, \`ODataCollection<${itemType}>\`: the result is its \`value\`.`;
  }
  if (result.collection) return 'The response body holds the result in `value`: `{ "value": [...] }`.';
  // A null single result has no representation (OData JSON Format 4.01, section 11).
  const empty = result.nullable ? " A null result is a 204 response without a body." : "";
  if (result.type.kind === "entity" || result.type.kind === "complex") return empty.trim() || undefined;
  return `The response body holds the result in \`value\`: \`{ "value": ... }\`.${empty}`;
}
