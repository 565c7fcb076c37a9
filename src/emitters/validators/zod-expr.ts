import { splitTopLevel } from "../common/split-top-level.js";
import type { Layout } from "./layout.js";

/** The namespace under which a validator module imports generated/types (`import type * as T`). */
export const TYPES_NAMESPACE = "T";

/**
 * A tiny expression tree for the zod schema of one value, rendered twice: as the expression
 * (`z.array(AddressSchema.nullable())`) and as its static type (`z.ZodArray<z.ZodNullable<typeof
 * AddressSchema>>`). The type is what a getter in a `z.object` shape must declare so that
 * recursive and mutually recursive schemas (ProductLine -> Activity -> ProductLine) type-check.
 */

export type ZodExpr =
  /** A self-contained schema expression and its zod type, e.g. `edm.guid` / `z.ZodString`. */
  | { readonly kind: "leaf"; readonly code: string; readonly type: string }
  /**
   * Another schema by name. `structured` refs (entity and complex types) may be cyclic: they are
   * read through a getter typed with `tsType`, the type of generated/types the schema parses to.
   */
  | { readonly kind: "ref"; readonly schema: string; readonly module: string; readonly structured: boolean; readonly tsType?: string }
  | { readonly kind: "nullable"; readonly inner: ZodExpr }
  | { readonly kind: "optional"; readonly inner: ZodExpr }
  | { readonly kind: "array"; readonly inner: ZodExpr };

/** A leaf expression. */
export function leaf(code: string, type: string): ZodExpr {
  return { kind: "leaf", code, type };
}

/** Wraps in `.nullable()` when `when` holds. */
export function nullableIf(when: boolean, inner: ZodExpr): ZodExpr {
  return when ? { kind: "nullable", inner } : inner;
}

/**
 * Wraps in `.exactOptional()` when `when` holds: the member may be absent, and its type is
 * `?: T`, not `?: T | undefined`, as the declared types say it under `exactOptionalPropertyTypes`
 * (a JSON payload never holds `undefined`, so the verdicts are those of `.optional()`).
 */
export function optionalIf(when: boolean, inner: ZodExpr): ZodExpr {
  return when ? { kind: "optional", inner } : inner;
}

/** `z.array(inner)`. */
export function arrayOf(inner: ZodExpr): ZodExpr {
  return { kind: "array", inner };
}

/** The expression's source text. */
export function renderExpr(expr: ZodExpr): string {
  switch (expr.kind) {
    case "leaf":
      return expr.code;
    case "ref":
      return expr.schema;
    case "nullable":
      return `${renderExpr(expr.inner)}.nullable()`;
    case "optional":
      return `${renderExpr(expr.inner)}.exactOptional()`;
    case "array":
      return `z.array(${renderExpr(expr.inner)})`;
  }
}

/** The innermost expression: the referenced schema or the leaf (wrappers have exactly one inner expression). */
export function innermost(expr: ZodExpr): Extract<ZodExpr, { kind: "leaf" | "ref" }> {
  let e = expr;
  while (e.kind !== "leaf" && e.kind !== "ref") e = e.inner;
  return e;
}

/** Whether the expression must be read lazily (it names a structured type's schema, which may be cyclic). */
export function needsGetter(expr: ZodExpr): boolean {
  const inner = innermost(expr);
  return inner.kind === "ref" && inner.structured;
}

/** The expression in zod's functional form (`z.exactOptional(z.nullable(X))`), which breaks like nested calls when too long. */
export function exprCallLayout(expr: ZodExpr): Layout {
  switch (expr.kind) {
    case "leaf":
      return callLayout(expr.code);
    case "ref":
      return expr.schema;
    case "nullable":
      return { open: "z.nullable(", items: [exprCallLayout(expr.inner)], close: ")", trailingComma: true };
    case "optional":
      return { open: "z.exactOptional(", items: [exprCallLayout(expr.inner)], close: ")", trailingComma: true };
    case "array":
      return { open: "z.array(", items: [exprCallLayout(expr.inner)], close: ")", trailingComma: true };
  }
}

/**
 * The expression's static type as a layout: each generic breaks its type argument onto its own
 * line when too long. A structured type's schema is typed by its declared TypeScript type, never
 * by `typeof` the schema: inference through mutually recursive getters degrades to `unknown` in
 * TypeScript (zod issues #4625, #5309), a declared interface never does. It is both the output and
 * the input: the validators transform nothing.
 */
export function exprTypeLayout(expr: ZodExpr): Layout {
  switch (expr.kind) {
    case "leaf":
      return expr.type;
    case "ref":
      if (expr.tsType === undefined) return `typeof ${expr.schema}`;
      // Input too: zod's input defaults to `unknown`, which would reach z.input (tRPC's and form resolvers' types).
      const declared = `${TYPES_NAMESPACE}.${expr.tsType}`;
      return { open: "z.ZodType<", items: [declared, declared], close: ">", trailingComma: false };
    case "nullable":
      return { open: "z.ZodNullable<", items: [exprTypeLayout(expr.inner)], close: ">", trailingComma: false };
    case "optional":
      return { open: "z.ZodExactOptional<", items: [exprTypeLayout(expr.inner)], close: ">", trailingComma: false };
    case "array":
      return { open: "z.ZodArray<", items: [exprTypeLayout(expr.inner)], close: ">", trailingComma: false };
  }
}

/**
 * A leaf's code as prettier breaks it: a call (`edm.int(-2147483648, 2147483647)`,
 * `z.record(z.string(), z.unknown())`) breaks its arguments one per line, each laid out again;
 * anything else (a name, a chain of calls) stays whole.
 */
function callLayout(code: string): Layout {
  const open = code.indexOf("(");
  if (open < 0 || !code.endsWith(")") || !/^[\w$.]+$/.test(code.slice(0, open))) return code;
  // Undefined for a chain such as `z.string().max(1)`, whose first call closes before the end: it stays whole.
  const items = splitTopLevel(code.slice(open + 1, -1), ",")?.map((item) => item.trim());
  // A call without arguments has nothing to break.
  if (items === undefined || (items.length === 1 && items[0] === "")) return code;
  return { open: code.slice(0, open + 1), items: items.map(callLayout), close: ")", trailingComma: true };
}
