import type { ErrorObject, ValidateFunction } from "ajv";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { suggest } from "../diagnostics/suggest.js";
import { basePathProblem } from "../model/base-path.js";
import { describePath } from "./describe-path.js";
import { locate, type ParsedFile, type PathSegment } from "./parse-yaml.js";
import { validate as generatedValidate } from "./schema-validator.generated.js";

/** The format's JSON Schema, published at this stable path for editors (`# yaml-language-server: $schema=...`). */
export const METADATA_SCHEMA_URL = new URL("../../schema/edmgen-metadata.schema.json", import.meta.url);

type JsonSchema = Record<string, unknown>;

/**
 * The schema's validator is ajv standalone code generated from the schema (see
 * `schema-validator-source.ts`): compiling it at start-up cost more than validating a large model.
 */
const validate = generatedValidate as unknown as ValidateFunction;

/** Validates one parsed file against the format's schema; every violation becomes a positioned diagnostic. */
export function validateAgainstSchema(parsed: ParsedFile): Diagnostic[] {
  if (validate(parsed.value)) return [];
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== "if");
  // An `anyOf` failure explains itself; the failures of its branches are noise.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== "anyOf" && anyOfPaths.has(error.instancePath) && error.schemaPath.includes("/anyOf/")) continue;
    const diagnostic = toDiagnostic(parsed, error);
    const identity = `${diagnostic.line}:${diagnostic.column}:${diagnostic.code}:${diagnostic.message}`;
    if (!seen.has(identity)) {
      seen.add(identity);
      diagnostics.push(diagnostic);
    }
  }
  return diagnostics;
}

function toDiagnostic(parsed: ParsedFile, error: ErrorObject): Diagnostic {
  const path = pointerToPath(error.instancePath);
  const where = describePath(path);
  if (path[path.length - 1] === "cardinality" && path[2] === "relationships" && (error.keyword === "enum" || error.keyword === "type")) {
    const value = valueAt(parsed.value, path);
    const shown = value !== null && typeof value === "object" ? (Array.isArray(value) ? "a list" : "a mapping") : String(value);
    return createDiagnostic("EDM0207", { value: shown, relationship: String(path[3]), ...(typeof value === "string" ? {} : { unquoted: true }) }, locate(parsed, path));
  }
  const service = serviceSettingDiagnostic(parsed, error, path);
  if (service) return service;
  switch (error.keyword) {
    case "additionalProperties": {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const allowed = Object.keys(((error.parentSchema as JsonSchema | undefined)?.properties as JsonSchema | undefined) ?? {});
      return createDiagnostic("EDM0101", { key, where, suggestion: suggest(key, allowed) }, locate(parsed, [...path, key], true));
    }
    case "required": {
      const key = String((error.params as { missingProperty: string }).missingProperty);
      return createDiagnostic("EDM0103", { key, where }, locate(parsed, path, true));
    }
    case "type": {
      const types = String((error.params as { type: string | string[] }).type).split(",");
      const expected = types.map(article).join(" or ");
      const value = valueAt(parsed.value, path);
      // `Tags: [String]`: a list where a field is declared.
      const collectionField = Array.isArray(value) && path[path.length - 2] === "fields" ? { collectionField: String(path[path.length - 1]) } : {};
      return createDiagnostic("EDM0102", { where, expected, actual: describeValue(value), ...quoteHint(types.includes("string"), value), ...collectionField }, locate(parsed, path));
    }
    case "enum":
    case "const": {
      const allowedValues = error.keyword === "enum" ? (error.params as { allowedValues: unknown[] }).allowedValues : [(error.params as { allowedValue: unknown }).allowedValue];
      const value = valueAt(parsed.value, path);
      if (typeof value === "number" && allowedValues.every((v) => typeof v === "string")) {
        // `odataVersion: 4.0` reads as the number 4: the text meant is one of the strings.
        const expected = `one of ${allowedValues.map((v) => `'${String(v)}'`).join(", ")} (a string)`;
        return createDiagnostic("EDM0102", { where, expected, actual: describeValue(value), ...quoteHint(true, value) }, locate(parsed, path));
      }
      const shown = value !== null && typeof value === "object" ? (Array.isArray(value) ? "a list" : "a mapping") : String(value);
      const allowed = allowedValues.map((v) => `'${String(v)}'`).join(", ");
      return createDiagnostic(
        "EDM0104",
        { where, value: shown, allowed, suggestion: suggest(shown, allowedValues.map(String)) },
        locate(parsed, path),
      );
    }
    case "anyOf": {
      const branches = ((error.parentSchema as JsonSchema | undefined)?.anyOf as JsonSchema[] | undefined) ?? [];
      const expected = branches.map(summarizeSchema).join(" or ");
      return createDiagnostic("EDM0102", { where, expected, actual: describeValue(valueAt(parsed.value, path)) }, locate(parsed, path));
    }
    default: {
      // `\S`: the schema's way of saying a text (a URL) may not be empty.
      if (error.keyword === "pattern" && (error.params as { pattern?: string }).pattern === "\\S") {
        return createDiagnostic("EDM0105", { where, detail: "must not be empty" }, locate(parsed, path));
      }
      return createDiagnostic("EDM0105", { where, detail: error.message ?? `fails '${error.keyword}'` }, locate(parsed, path));
    }
  }
}

/**
 * The service settings the schema refuses by a rule of their own (so that editors flag them too),
 * worded as what is wrong rather than as the rule: a base path a URL cannot hold, a licence with
 * both a URL and an identifier, a setting of another security scheme type, a bearer format
 * beside a scheme other than bearer.
 */
function serviceSettingDiagnostic(parsed: ParsedFile, error: ErrorObject, path: readonly PathSegment[]): Diagnostic | undefined {
  if (path[0] !== "service") return undefined;
  if (error.keyword === "pattern" && path.length === 2 && path[1] === "basePath") {
    const detail = basePathProblem(String(valueAt(parsed.value, path)));
    return detail === undefined ? undefined : createDiagnostic("EDM0105", { where: "the service's 'basePath'", detail }, locate(parsed, path));
  }
  if (error.keyword === "not" && path.length === 2 && path[1] === "license") {
    return createDiagnostic("EDM0105", { where: "the service's 'license'", detail: "names both a 'url' and an 'identifier'; OpenAPI allows one of the two" }, locate(parsed, [...path, "identifier"]));
  }
  if (error.keyword === "false schema" && path.length === 4 && path[1] === "security") {
    const scheme = (valueAt(parsed.value, path.slice(0, 3)) ?? {}) as { name?: unknown; type?: unknown; scheme?: unknown };
    const key = String(path[3]);
    if (scheme.type === "http" && key === "bearerFormat") {
      return createDiagnostic("EDM0105", { where: `the 'bearerFormat' of security scheme '${String(scheme.name)}'`, detail: `applies to the 'bearer' scheme only, not '${String(scheme.scheme)}'` }, locate(parsed, path, true));
    }
    return createDiagnostic("EDM0101", { key, where: `security scheme '${String(scheme.name)}' of type ${String(scheme.type)}` }, locate(parsed, path, true));
  }
  return undefined;
}

function pointerToPath(pointer: string): PathSegment[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[String(segment)];
  }
  return node;
}

function article(type: string): string {
  const words: Record<string, string> = {
    object: "a mapping",
    array: "a list",
    string: "a string",
    integer: "an integer",
    number: "a number",
    boolean: "true or false",
    null: "null",
  };
  return words[type] ?? type;
}

/** A number where a string is expected: the hint says to quote it (YAML's `.inf` and `.nan` as the Edm literals). */
function quoteHint(stringExpected: boolean, value: unknown): { quote?: boolean; nonFinite?: boolean } {
  if (typeof value === "number" && !Number.isFinite(value)) return { nonFinite: true };
  return stringExpected && typeof value === "number" ? { quote: true } : {};
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "empty (null)";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `the string '${value.length > 40 ? value.slice(0, 40) + "..." : value}'`;
  return `${typeof value === "number" ? "the number" : "the value"} ${String(value)}`;
}

function summarizeSchema(schema: JsonSchema): string {
  if ("const" in schema) return `'${String(schema.const)}'`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `'${String(v)}'`).join(" or ");
  const type = String(schema.type ?? "a value");
  const minimum = typeof schema.minimum === "number" ? ` >= ${schema.minimum}` : "";
  // The facets' bound is JavaScript's largest safe integer: beyond it a number loses digits.
  const maximum = typeof schema.maximum === "number" ? ` and <= ${schema.maximum}` : "";
  return `${article(type)}${minimum}${maximum}`;
}
