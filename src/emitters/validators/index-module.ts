import { displayWidth, fits } from "../common/print-width.js";
import { importLine } from "./layout.js";
import { FIXED_MODULES, type StemOf } from "../common/file-stems.js";
import { propertyKey } from "../typescript/names.js";
import { BODY_OPERATIONS, type SetValidators, type ValidatorPlan } from "./plan.js";
import { GENERATED_HEADER, RUNTIME_MODULE } from "./module-names.js";

/** The `validateBody` helper and its result types: the same text for every model. */
const HELPER = `export type EntitySetName = keyof typeof validators;
export type BodyOperation = "read" | "create" | "update" | "phaseChange";
/** The operations with a validator on entity set \`S\`. */
export type OperationOf<S extends EntitySetName> = keyof (typeof validators)[S] & BodyOperation;
/** What a valid payload of \`operation\` on \`set\` is. */
export type ValidatedBody<S extends EntitySetName, O extends OperationOf<S>> = z.output<(typeof validators)[S][O]>;

/** One reason a payload is invalid; \`path\` is a JSON Pointer (RFC 6901) into the payload, "" for the whole. */
export interface ValidationIssue {
  path: string;
  message: string;
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; issues: ValidationIssue[] };

function has(object: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function pointer(path: readonly PropertyKey[]): string {
  return path.map((segment) => "/" + String(segment).replace(/~/g, "~0").replace(/\\//g, "~1")).join("");
}

/** zod's issues as JSON Pointers and messages; \`prefix\` is where the issues' paths start (inside a union). */
function toIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): ValidationIssue[] {
  const result: ValidationIssue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    const meant = issue.code === "invalid_union" ? closest(issue.errors) : undefined;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        result.push({ path: pointer([...path, key]), message: \`Unknown property '\${key}'\` });
      }
    } else if (meant !== undefined) {
      result.push(...toIssues(meant, path));
    } else {
      result.push({ path: pointer(path), message: issue.message });
    }
  }
  return result;
}

/** Whether an issue says the member that names a body's type names another (not a body's own check, such as naming it twice). */
function namesType(issue: z.core.$ZodIssue): boolean {
  if (issue.code === "custom" || issue.path.length !== 1) return false;
  return issue.path[0] === "@odata.type" || issue.path[0] === "@type";
}

/** Whether an issue says the value is not of the option's type: about its type name, or so in every option of a union there. */
function contradictsTypeName(issue: z.core.$ZodIssue): boolean {
  if (namesType(issue)) return true;
  if (issue.code !== "invalid_union" || issue.path.length > 0) return false;
  return issue.errors.every((issues) => issues.some(contradictsTypeName));
}

/** The issues about the type name among an option's issues, those of a union there included. */
function typeNameIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (namesType(issue)) return [issue];
    return issue.code === "invalid_union" && issue.path.length === 0 ? issue.errors.flatMap(typeNameIssues) : [];
  });
}

/**
 * Of the options a value failed (the body of a type or of a type derived from it), the one it was
 * meant as, whose issues are reported: the only one whose type name it does not contradict; where
 * it contradicts every option's, one issue at the type name (\`typeNameIssue\`); else, of those
 * it does not contradict (or of all), the only one with the fewest issues, or the first of several
 * that fail alike. None where options differ and tie (the union's own message then stands, as for
 * a value of none of Edm.PrimitiveType's kinds).
 */
function closest(options: readonly (readonly z.core.$ZodIssue[])[]): readonly z.core.$ZodIssue[] | undefined {
  const named = options.filter((issues) => !issues.some(contradictsTypeName));
  if (named.length === 1) return named[0];
  if (named.length === 0 && options.length > 0) return [typeNameIssue(options.flatMap(typeNameIssues))];
  const fewest = Math.min(...named.map((issues) => issues.length));
  const best = named.filter((issues) => issues.length === fewest);
  // Options that fail alike (a 4.01 body under either name) say the same thing: one of them.
  const said = new Set(best.map((issues) => issues.map((i) => \`\${pointer(i.path)} \${i.message}\`).join("\\n")));
  return best.length === 1 || said.size === 1 ? best[0] : undefined;
}

/**
 * The one issue of a value whose type name fits none of the options (a body of an abstract type
 * without a name, or one naming a type none of them is): the names any option takes, when they
 * name some, else the first option's issue.
 */
function typeNameIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue {
  const values = [...new Set(issues.flatMap((issue) => (issue.code === "invalid_value" ? issue.values : [])))];
  const [first] = issues as [z.core.$ZodIssue];
  // No name at all, where every option needs one (a body of an abstract type's derived types).
  if (issues.every((issue) => issue.code === "invalid_type" && issue.message.endsWith("received undefined"))) {
    const members = [...new Set(issues.map((issue) => String(issue.path[0])))].join(" or ");
    return { ...first, message: \`Missing: a derived type's body names its type in \${members}\` };
  }
  if (values.length < 2) return first;
  return { ...first, message: \`Invalid input: expected one of \${values.map((v) => JSON.stringify(v)).join(", ")}\` };
}

/** Checks \`data\` with the validator of \`operation\` in \`byName[name]\`. */
function validateIn(
  byName: object,
  name: PropertyKey,
  operation: PropertyKey,
  data: unknown,
  what: string,
): ValidationResult<unknown> {
  const byOperation: Partial<Record<BodyOperation, z.ZodType>> = has(byName, name)
    ? (byName as Record<PropertyKey, object>)[name]!
    : {};
  const schema = has(byOperation, operation) ? byOperation[operation as BodyOperation] : undefined;
  if (schema === undefined) throw new RangeError(\`no '\${String(operation)}' validator for \${what} '\${String(name)}'\`);
  let result: z.ZodSafeParseResult<unknown>;
  try {
    result = schema.safeParse(data);
  } catch (error) {
    // A value nested deeper than the call stack reaches (a recursive complex type) is refused, not thrown.
    if (!(error instanceof RangeError)) throw error;
    return { success: false, issues: [{ path: "", message: "Too deeply nested to validate" }] };
  }
  if (result.success) return { success: true, data: result.data };
  return { success: false, issues: toIssues(result.error.issues) };
}

/** Validates a payload of \`operation\` on entity set \`set\` (the record as read, or a request body). */
export function validateBody<S extends EntitySetName, O extends OperationOf<S>>(
  set: S,
  operation: O,
  data: unknown,
): ValidationResult<ValidatedBody<S, O>> {
  return validateIn(validators, set, operation, data, "entity set") as ValidationResult<ValidatedBody<S, O>>;
}
`;

/** The singleton part of `index.ts`, written only when the model has singletons. */
const SINGLETON_HELPER = `
export type SingletonName = keyof typeof singletonValidators;
/** The operations with a validator on singleton \`S\`. */
export type SingletonOperationOf<S extends SingletonName> = keyof (typeof singletonValidators)[S] & BodyOperation;
/** What a valid payload of \`operation\` on singleton \`S\` is. */
export type ValidatedSingletonBody<S extends SingletonName, O extends SingletonOperationOf<S>> = z.output<
  (typeof singletonValidators)[S][O]
>;

/** Validates a payload of \`operation\` on a singleton (the record as read, or the update body). */
export function validateSingletonBody<S extends SingletonName, O extends SingletonOperationOf<S>>(
  singleton: S,
  operation: O,
  data: unknown,
): ValidationResult<ValidatedSingletonBody<S, O>> {
  return validateIn(singletonValidators, singleton, operation, data, "singleton") as ValidationResult<
    ValidatedSingletonBody<S, O>
  >;
}
`;

/** `validateActionBody` and its types, written when the model has actions. */
const ACTION_HELPER = `
export type ActionName = keyof typeof actionValidators;
/** What a valid request body of action \`A\` is. */
export type ValidatedActionBody<A extends ActionName> = z.output<(typeof actionValidators)[A]["body"]>;

/** Validates the request body of an action (its parameters after a binding one). */
export function validateActionBody<A extends ActionName>(
  action: A,
  data: unknown,
): ValidationResult<ValidatedActionBody<A>> {
  return validateIn(actionValidators, action, "body", data, "action") as ValidationResult<ValidatedActionBody<A>>;
}
`;

/** `validateRelatedBody` and its types, written when a set or singleton creates through relationships. */
const RELATED_HELPER = `
export type RelatedCreateOwner = keyof typeof relatedCreateValidators;
/** The relationships records are created through from set or singleton \`O\`. */
export type RelationshipOf<O extends RelatedCreateOwner> = keyof (typeof relatedCreateValidators)[O];
/** What a valid body of a record created through relationship \`R\` of \`O\` is. */
export type ValidatedRelatedBody<O extends RelatedCreateOwner, R extends RelationshipOf<O>> = z.output<
  (typeof relatedCreateValidators)[O][R]
>;

/** Validates the body of a record created through a relationship (\`POST /Customers({ID})/Orders\`). */
export function validateRelatedBody<O extends RelatedCreateOwner, R extends RelationshipOf<O>>(
  owner: O,
  relationship: R,
  data: unknown,
): ValidationResult<ValidatedRelatedBody<O, R>> {
  return validateIn(relatedCreateValidators, owner, relationship, data, "set or singleton") as ValidationResult<
    ValidatedRelatedBody<O, R>
  >;
}
`;

/**
 * `key: value,` at `indent`; a member too long for a line breaks after the colon, as prettier
 * breaks it, unless the key is shorter than five characters (prettier's tab width plus three:
 * breaking would gain too little, so the line stays long).
 */
function member(indent: string, name: string, value: string): string {
  const key = propertyKey(name);
  const line = `${indent}${key}: ${value},`;
  return fits(line) || displayWidth(key) < 5 ? `${line}\n` : `${indent}${key}:\n${indent}  ${value},\n`;
}

/**
 * `key: { … },` at `indent`, written expanded, its members made by `members` at the indentation
 * given; when even `key: {` does not fit, the object goes on the next line, as prettier puts it.
 */
function objectMember(indent: string, name: string, members: (indent: string) => string): string {
  const key = propertyKey(name);
  if (fits(`${indent}${key}: {`)) return `${indent}${key}: {\n${members(`${indent}  `)}${indent}},\n`;
  return `${indent}${key}:\n${indent}  {\n${members(`${indent}    `)}${indent}  },\n`;
}

/** `export const relatedCreateValidators = { <Owner>: { <Relationship>: <Schema>, … }, … } as const;`, written expanded. */
function relatedMap(entries: ValidatorPlan["relatedCreates"]): string {
  const members = entries.map(({ owner, relationships }) => objectMember("  ", owner, (indent) => relationships.map((r) => member(indent, r.name, r.schema)).join("")));
  return `\n/** The body validator of each record created through a relationship, by set or singleton and relationship. */\nexport const relatedCreateValidators = {\n${members.join("")}} as const;\n`;
}

/** `export const actionValidators = { <Action>: { body: <Schema> }, … } as const;`, the outer object written expanded. */
function actionMap(actions: ValidatorPlan["actions"]): string {
  const members = actions.map(({ action, schema }) => {
    const line = `  ${action}: { body: ${schema} },`;
    // Too long for a line: the inner object expanded, as prettier breaks it.
    return fits(line) ? `${line}\n` : objectMember("  ", action, (indent) => member(indent, "body", schema));
  });
  return `\n/** The validator of each action's request body. */\nexport const actionValidators = {\n${members.join("")}} as const;\n`;
}

/** `export const <name> = { <set>: { <operation>: <Schema>, … }, … } as const;`, each object written expanded. */
function validatorMap(name: string, what: string, entries: readonly SetValidators[]): string {
  const members = entries.map((entry) =>
    // Written expanded: prettier keeps an object expanded when its first member starts a new line.
    objectMember("  ", entry.set, (indent) =>
      BODY_OPERATIONS.flatMap((op) => {
        const ref = entry.operations[op];
        return ref ? [member(indent, op, ref.schema)] : [];
      }).join(""),
    ),
  );
  // No entries (a model with singletons only): `{}`, as prettier writes an empty object.
  return `\n/** The validators of ${what}, by operation. */\nexport const ${name} = ${members.length === 0 ? "{}" : `{\n${members.join("")}}`} as const;\n`;
}

/** The text of `index.ts`: every schema re-exported, the per-set (and per-singleton) maps and `validateBody`. */
export function renderIndexModule(plan: ValidatorPlan, stemOf: StemOf): string {
  const lines = [GENERATED_HEADER, `import * as z from "zod";\n`];
  const used = new Map<string, Set<string>>();
  for (const set of [...plan.sets, ...plan.singletons]) {
    for (const ref of Object.values(set.operations)) {
      const names = used.get(ref.module) ?? new Set<string>();
      names.add(ref.schema);
      used.set(ref.module, names);
    }
  }
  for (const { relationships } of plan.relatedCreates) {
    for (const ref of relationships) used.set(ref.module, (used.get(ref.module) ?? new Set<string>()).add(ref.schema));
  }
  if (plan.actions.length > 0) used.set(FIXED_MODULES.operations, new Set(plan.actions.map((a) => a.schema)));
  for (const moduleName of [...used.keys()].sort()) lines.push(importLine([...(used.get(moduleName) ?? [])].sort(), `./${stemOf(moduleName)}.js`));
  lines.push("\n");
  for (const module of plan.modules) lines.push(`export * from "./${stemOf(module.module)}.js";\n`);
  lines.push(`export * from "./${FIXED_MODULES.odata}.js";\n`);
  lines.push(`export * as edm from "./${RUNTIME_MODULE}.js";\n`);
  lines.push(validatorMap("validators", "each entity set", plan.sets));
  if (plan.singletons.length > 0) lines.push(validatorMap("singletonValidators", "each singleton", plan.singletons));
  if (plan.actions.length > 0) lines.push(actionMap(plan.actions));
  if (plan.relatedCreates.length > 0) lines.push(relatedMap(plan.relatedCreates));
  lines.push("\n", HELPER);
  if (plan.singletons.length > 0) lines.push(SINGLETON_HELPER);
  if (plan.actions.length > 0) lines.push(ACTION_HELPER);
  if (plan.relatedCreates.length > 0) lines.push(RELATED_HELPER);
  return lines.join("");
}
