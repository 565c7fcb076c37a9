import type { StemOf } from "../common/file-stems.js";
import { displayWidth, fits } from "../common/print-width.js";
import { flat, importLine, print, stringArrayCall, type Layout } from "./layout.js";
import { OWN_TYPE, type AliasSchema, type CollectionSchema, type EnumSchema, type ObjectField, type ObjectSchema, type UnionSchema, type ValidatorModule, type ValidatorSchema } from "./plan.js";
import { GENERATED_HEADER, RUNTIME_MODULE } from "./module-names.js";
import { propertyKey } from "../typescript/names.js";
import { exprCallLayout, exprTypeLayout, innermost, needsGetter, renderExpr, TYPES_NAMESPACE, type ZodExpr } from "./zod-expr.js";

/**
 * A member name as an object-literal key, written as `generated/types` writes it: bare where
 * TypeScript reads it as an identifier, quoted otherwise; `__proto__` computed so it stays a member.
 */
function memberKey(name: string): string {
  if (name === "__proto__") return `["__proto__"]`;
  return propertyKey(name);
}

// z.object strips unknown members: it accepts them like the JSON Schema's open record, and its
// inferred type has no index signature, so it equals the TypeScript type of generated/types.
const FACTORY: Record<ObjectSchema["unknownMembers"], string> = { strict: "z.strictObject", strip: "z.object", loose: "z.looseObject" };

/**
 * An expression after `prefix` on a line indented by `indent`: the idiomatic method chain
 * (`X.nullable().exactOptional()`) when it fits, else the functional form broken like nested calls.
 */
function expression(expr: ZodExpr, indent: string, prefix: string, suffix: string): string {
  const chain = renderExpr(expr);
  if (fits(`${prefix}${chain}${suffix}`)) return `${prefix}${chain}${suffix}`;
  return `${prefix}${print(exprCallLayout(expr), indent, displayWidth(prefix), suffix)}${suffix}`;
}

/** One member of a `z.object` shape; `base` is the indentation of the statement's continuation. */
function renderField(field: ObjectField, base: string): string {
  const key = memberKey(field.name);
  const indent = `${base}  `;
  // A getter defers the reference, so module cycles and recursive types evaluate in any order;
  // its declared type lets TypeScript infer the recursive schema (zod 4 recursive objects).
  if (needsGetter(field.expr)) {
    const head = `${indent}get ${key}(): `;
    const type = print(exprTypeLayout(field.expr), indent, displayWidth(head), " {");
    return `${head}${type} {\n${expression(field.expr, `${indent}  `, `${indent}  return `, ";")}\n${indent}},\n`;
  }
  const prefix = `${indent}${key}: `;
  if (!fits(`${prefix}${renderExpr(field.expr)},`)) {
    const called = exprCallLayout(field.expr);
    if (valueMovesBelow(called, prefix)) {
      const deeper = `${indent}  `;
      return `${indent}${key}:\n${deeper}${print(called, deeper, displayWidth(deeper), ",")},\n`;
    }
  }
  return `${expression(field.expr, indent, prefix, ",")}\n`;
}

/**
 * Whether prettier puts a member's value (in its call form) on the line below the key when the
 * member does not fit on one line: always for a call chain it can hardly break (one call, with no
 * argument or one short identifier or literal), and for other calls when not even their head
 * (`z.exactOptional(`) fits after the key.
 */
function valueMovesBelow(layout: Layout, prefix: string): boolean {
  if (typeof layout === "string") return poorlyBreakable(layout);
  const [only] = layout.items;
  if (layout.items.length === 1 && typeof only === "string" && loneShortArgument(only)) return true;
  return !fits(`${prefix}${layout.open}`);
}

/** Code with at most one call, whose argument list is empty or one short identifier or literal (`z.string()`, `z.uuid()`, `edm.reference`). */
function poorlyBreakable(code: string): boolean {
  const open = code.indexOf("(");
  if (open < 0) return true;
  if (code.indexOf("(", open + 1) >= 0) return false;
  const argument = code.slice(open + 1, code.lastIndexOf(")"));
  return argument === "" || loneShortArgument(argument);
}

/** Prettier's short lone argument: an identifier, number or string of at most a quarter of the print width. */
function loneShortArgument(argument: string): boolean {
  return argument.length <= 30 && /^(?:[A-Za-z_$][\w$]*|-?\d+(?:\.\d+)?|"[^"]*")$/.test(argument);
}

function renderObject(schema: ObjectSchema): string {
  if (schema.oneLinkForm !== undefined || schema.oneTypeName) return renderCheckedObject(schema);
  const doc = `/** ${schema.doc} */\n`;
  const head = `export const ${schema.name} = ${FACTORY[schema.unknownMembers]}(`;
  const hugs = fits(`${head}${schema.fields.length === 0 ? "{});" : "{"}`);
  // No members, and `{});` does not fit after the call: prettier puts the object on its own line.
  if (schema.fields.length === 0 && !hugs && fits(head)) return `${doc}${head}\n  {},\n);\n`;
  if (schema.fields.length > 0 && !hugs && fits(head)) {
    // The call fits but not its object's brace: prettier breaks the argument onto lines of its own.
    return `${doc}${head}\n  {\n${schema.fields.map((f) => renderField(f, "  ")).join("")}  },\n);\n`;
  }
  // As prettier does when even the head does not fit: break after `=` and indent the call.
  const [lead, base] = hugs ? [head, ""] : [`export const ${schema.name} =\n  ${FACTORY[schema.unknownMembers]}(`, "  "];
  if (schema.fields.length === 0) return `${doc}${lead}{});\n`;
  return `${doc}${lead}{\n${schema.fields.map((f) => renderField(f, base)).join("")}${base}});\n`;
}

/**
 * An object with the one-link-form check, as prettier prints a method chain whose first call
 * breaks: `z` on the first line, each call on its own line below it (the whole chain on the next
 * line, indented, when even `export const <name> = z` does not fit).
 */
function renderCheckedObject(schema: ObjectSchema): string {
  const factory = FACTORY[schema.unknownMembers].slice("z".length);
  const head = `export const ${schema.name} = z`;
  const indent = fits(head) ? "  " : "    ";
  const lead = fits(head) ? head : `export const ${schema.name} =\n  z`;
  const fields = schema.fields.map((f) => renderField(f, indent)).join("");
  const links = schema.oneLinkForm;
  const typeCheck = schema.oneTypeName ? `${indent}.superRefine(edm.oneTypeName)${links === undefined ? ";" : ""}\n` : "";
  return `/** ${schema.doc} */\n${lead}\n${indent}${factory}({\n${fields}${indent}})\n${typeCheck}${links === undefined ? "" : checkCall(links, indent)}`;
}

/** `.superRefine(edm.oneLinkForm([...]));` at `indent`, broken as prettier breaks a call whose one argument is a call. */
function checkCall(navigations: readonly string[], indent: string): string {
  const literals = navigations.map((n) => JSON.stringify(n));
  const list = `[${literals.join(", ")}]`;
  const one = `${indent}.superRefine(edm.oneLinkForm(${list}));`;
  if (fits(one)) return `${one}\n`;
  const inner = `${indent}  edm.oneLinkForm(${list}),`;
  if (fits(inner)) return `${indent}.superRefine(\n${inner}\n${indent});\n`;
  const items = literals.map((l) => `${indent}    ${l},\n`).join("");
  return `${indent}.superRefine(\n${indent}  edm.oneLinkForm([\n${items}${indent}  ]),\n${indent});\n`;
}

function renderEnum(schema: EnumSchema): string {
  if (!schema.isFlags) {
    return `/** ${schema.type} value: one member name. */\n${stringArrayCall(`export const ${schema.name} = `, "z.enum", schema.members, ";")}\n`;
  }
  // Flags values are comma-separated member names or values (OData JSON Format 4.01, section 7.1).
  const doc = `/** ${schema.type} value: one or more member names or values, separated by commas; or 0 for none. */\n`;
  return `${doc}${stringArrayCall(`export const ${schema.name} = `, "edm.flags", schema.members, ";")}\n`;
}

function renderAlias(schema: AliasSchema): string {
  const line = `export const ${schema.name} = ${schema.of};`;
  // As prettier breaks an assignment that does not fit: after `=`, the value indented.
  const statement = fits(line) ? line : `export const ${schema.name} =\n  ${schema.of};`;
  return `/** ${schema.doc} */\n${statement}\n`;
}

/**
 * `export const <Name>OrDerivedSchema = z.lazy(() => z.union([...]));`: lazy, since its options
 * live in other modules, which may import this one (a derived type's relationships) and so be
 * evaluated after it. Laid out as prettier lays out an arrow function as the last argument: the
 * body on the next line when the statement is too long, then the union's list broken.
 */
function renderUnion(schema: UnionSchema): string {
  const options: Layout[] = schema.options.map((o) => (o.wrap === undefined ? o.schema : { open: `${o.wrap}(`, items: [o.schema], close: ")", trailingComma: true }));
  // One option (an abstract type with one concrete derived type) is that option, not a choice of one.
  const body: Layout = options.length === 1 ? options[0]! : { open: "z.union([", items: options, close: "])", trailingComma: true };
  const head = `export const ${schema.name} = z.lazy(() =>`;
  const doc = `/** ${schema.doc} */\n`;
  if (fits(`${head} ${flat(body)});`)) return `${doc}${head} ${flat(body)});\n`;
  if (fits(head)) return `${doc}${head}\n  ${print(body, "  ", 2, ",")},\n);\n`;
  // `z.lazy(` fits but not its arrow: prettier puts the arrow function on a line of its own.
  const call = `export const ${schema.name} = z.lazy(`;
  if (fits(call)) {
    const arrow = `  () => ${flat(body)},`;
    return `${doc}${call}\n${fits(arrow) ? arrow : `  () =>\n    ${print(body, "    ", 4, ",")},`}\n);\n`;
  }
  // The head does not fit: prettier breaks after `=`, and the call follows indented, on one line
  // when it fits there.
  const below = `  z.lazy(() => ${flat(body)});`;
  if (fits(below)) return `${doc}export const ${schema.name} =\n${below}\n`;
  return `${doc}export const ${schema.name} =\n  z.lazy(() =>\n    ${print(body, "    ", 4, ",")},\n  );\n`;
}

/**
 * `export const <Type>CollectionSchema = edm.collection(<Type>Schema);`, broken as prettier breaks
 * it when too long: after `=` where the argument is short (a call it can hardly break) or where
 * not even the call's head fits after the name, else the argument on a line of its own.
 */
function renderCollection(schema: CollectionSchema): string {
  const doc = `/** A page of ${schema.type} records, as a list request or a collection-valued navigation returns it. */\n`;
  const call = schema.call;
  const line = `export const ${schema.name} = ${call}(${schema.of});`;
  if (fits(line)) return `${doc}${line}\n`;
  const below = `  ${call}(${schema.of});`;
  if (loneShortArgument(schema.of)) return `${doc}export const ${schema.name} =\n${below}\n`;
  if (fits(`export const ${schema.name} = ${call}(`)) return `${doc}export const ${schema.name} = ${call}(\n  ${schema.of},\n);\n`;
  // Not even the call's head fits after the name: the call moves below `=`, broken in turn.
  return `${doc}export const ${schema.name} =\n${fits(below) ? below : `  ${call}(\n    ${schema.of},\n  );`}\n`;
}

function renderSchema(schema: ValidatorSchema): string {
  if (schema.kind === "object") return renderObject(schema);
  if (schema.kind === "alias") return renderAlias(schema);
  if (schema.kind === "collection") return renderCollection(schema);
  if (schema.kind === "union") return renderUnion(schema);
  return renderEnum(schema);
}

/** The schemas of other modules a module refers to, by module name; whether it uses the Edm primitives and the declared types. */
function moduleImports(module: ValidatorModule): { imports: Map<string, Set<string>>; usesEdm: boolean; usesTypes: boolean } {
  const ownSchemas = new Set(module.schemas.map((s) => s.name));
  const imports = new Map<string, Set<string>>();
  let usesEdm = module.schemas.some(
    (s) =>
      (s.kind === "enum" && s.isFlags) ||
      s.kind === "collection" ||
      (s.kind === "object" && (s.oneLinkForm !== undefined || s.oneTypeName === true)) ||
      (s.kind === "union" && s.options.some((o) => o.wrap !== undefined)),
  );
  let usesTypes = false;
  const use = (module: string, schema: string): void => {
    if (ownSchemas.has(schema)) return;
    const names = imports.get(module);
    if (names) names.add(schema);
    else imports.set(module, new Set([schema]));
  };
  for (const schema of module.schemas) {
    if (schema.kind === "union") for (const option of schema.options) use(option.module, option.schema);
    if (schema.kind !== "object") continue;
    for (const field of schema.fields) {
      const inner = innermost(field.expr);
      if (inner.kind === "leaf") {
        if (inner.code.startsWith("edm.")) usesEdm = true;
        continue;
      }
      if (inner.structured) usesTypes = true;
      use(inner.module, inner.schema);
    }
  }
  return { imports, usesEdm, usesTypes };
}

/** The text of `<module>.ts`. */
export function renderValidatorModule(module: ValidatorModule, stemOf: StemOf): string {
  const { imports, usesEdm, usesTypes } = moduleImports(module);
  // A module of a flags enum alone has no use for zod itself (unused imports fail `noUnusedLocals`).
  const usesZod = module.schemas.some((s) => s.kind === "object" || s.kind === "union" || (s.kind === "enum" && !s.isFlags));
  const lines = [GENERATED_HEADER];
  if (usesZod) lines.push(`import * as z from "zod";\n`);
  if (usesEdm) lines.push(`import * as edm from "./${RUNTIME_MODULE}.js";\n`);
  if (usesTypes) lines.push(`import type * as ${TYPES_NAMESPACE} from "../types/index.js";\n`);
  for (const moduleName of [...imports.keys()].sort()) {
    lines.push(importLine([...(imports.get(moduleName) ?? [])].sort(), `./${stemOf(moduleName)}.js`));
  }
  if (module.ownTypeNames !== undefined) {
    // Module-private, so it adds no exported name: every exported schema name ends in `Schema`.
    lines.push("\n", `/** What \`@odata.type\` may say in a body of ${module.module}: its own type (a value of a derived type has that type's body). */\n`);
    lines.push(`${stringArrayCall(`const ${OWN_TYPE} = `, "z.enum", module.ownTypeNames, ";")}\n`);
  }
  for (const schema of module.schemas) lines.push("\n", renderSchema(schema));
  return lines.join("");
}
