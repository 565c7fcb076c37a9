import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { unknownLicenseIds } from "./spdx.js";
import type { ParsedFile } from "../metadata-loader/parse-yaml.js";
import type { RawService } from "../metadata-loader/raw-types.js";
import { BuildContext, type Declared } from "./build-context.js";
import { buildOperationImports, buildOperations, type ImportTargets } from "./build-operations.js";
import { buildEntitySets, buildSingletons } from "./build-sets.js";
import { buildStructuredTypes, checkKeyFields, checkPartners } from "./build-structured.js";
import { buildEnumTypes, buildTypeDefinitions } from "./build-types.js";
import { collectDeclarations } from "./declarations.js";
import type { MemberScope } from "./build-members.js";
import { isSimpleIdentifier, isValidNamespace } from "./names.js";
import { isVocabularyAlias } from "./annotation-terms.js";
import { checkOwnedAnnotations } from "./owned-annotations.js";
import { checkSecuritySchemeNames } from "./authorization-records.js";
import { TypeResolver } from "./resolve-type.js";
import type { Model, SecurityScheme, ServiceSettings, SourceRef } from "./types.js";

/**
 * Turns schema-valid metadata files into the typed model, reporting every semantic problem
 * (names, references, inheritance, keys, sets, filters, operations) with its position.
 * Returns a model only when there are no errors.
 */
export function buildModel(files: readonly ParsedFile[]): { model?: Model; diagnostics: Diagnostic[] } {
  const ctx = new BuildContext();
  const declarations = collectDeclarations(ctx, files);
  const service = buildService(ctx, declarations.service, files);
  const namespace = service?.namespace ?? "";
  const alias = service?.alias;
  const types = new TypeResolver(ctx, declarations, namespace, alias);
  const bodyRequirement = service?.bodyRequirement ?? "non-nullable";

  const enums = buildEnumTypes({ ctx }, declarations.enumTypes);
  const odataVersion = service?.odataVersion ?? "4.0";
  const preliminary: MemberScope = { ctx, types, enums, typeDefinitions: new Map(), bodyRequirement, odataVersion };
  const typeDefinitions = buildTypeDefinitions(preliminary, declarations.typeDefinitions);
  const scope: MemberScope = { ...preliminary, typeDefinitions };

  const complexTypes = buildStructuredTypes(scope, "complex", declarations.complexTypes, namespace, alias);
  const entityTypes = buildStructuredTypes(scope, "entity", declarations.entityTypes, namespace, alias);
  checkKeyFields(scope, entityTypes, complexTypes, declarations.entityTypes);
  checkPartners(scope, entityTypes, declarations.entityTypes);

  const setScope = { ...scope, entityTypes, complexTypes, namespace, alias, updateMethod: service?.updateMethod ?? "PATCH" } as const;
  const entitySets = buildEntitySets(setScope, declarations.entitySets, declarations.singletons);
  const singletons = buildSingletons(setScope, declarations.singletons, declarations.entitySets);
  const operations = [...buildOperations(scope, "action", declarations.actions, entityTypes), ...buildOperations(scope, "function", declarations.functions, entityTypes)];
  const importTargets: ImportTargets = {
    operations,
    declared: { action: new Set(declarations.actions.keys()), function: new Set(declarations.functions.keys()) },
    dropped: { action: declarations.dropped.actions, function: declarations.dropped.functions },
    entitySets: new Set(declarations.entitySets.keys()),
    droppedEntitySets: declarations.dropped.entitySets,
    singletons: new Set(declarations.singletons.keys()),
    builtSets: entitySets,
    entityTypes,
  };
  const operationImports = [
    ...buildOperationImports(scope, "action", declarations.actionImports, importTargets),
    ...buildOperationImports(scope, "function", declarations.functionImports, importTargets),
  ];

  if (service) checkOwnedAnnotations(ctx, declarations, { service, entityTypes, complexTypes, entitySets, singletons, typeDefinitions });
  if (!service || ctx.diagnostics.some((d) => d.severity === "error")) return { diagnostics: ctx.diagnostics };
  return {
    model: {
      service,
      entityTypes: [...entityTypes.values()],
      complexTypes: [...complexTypes.values()],
      enumTypes: [...enums.values()],
      typeDefinitions: [...typeDefinitions.values()],
      entitySets,
      singletons,
      operations,
      operationImports,
    },
    diagnostics: ctx.diagnostics,
  };
}

function buildService(ctx: BuildContext, declared: readonly Declared<RawService>[], files: readonly ParsedFile[]): ServiceSettings | undefined {
  if (declared.length === 0) {
    ctx.report("EDM0212", { count: 0 }, { file: files[0]?.file ?? "metadata", line: 0, column: 0 });
    return undefined;
  }
  if (declared.length > 1) {
    const at = ctx.at(declared[0]!);
    // Each further one where it stands, naming the first.
    for (const extra of declared.slice(1)) ctx.report("EDM0212", { count: declared.length, first: `${at.file}:${at.line}:${at.column}` }, ctx.at(extra));
  }
  const first = declared[0]!;
  const raw = first.raw;
  if (!isSimpleIdentifier(raw.name)) ctx.report("EDM0201", { kind: "service", name: raw.name }, ctx.at(first, ["name"], false));
  if (!isValidNamespace(raw.namespace)) ctx.report("EDM0213", { namespace: raw.namespace }, ctx.at(first, ["namespace"], false));
  if (raw.alias !== undefined && !isSimpleIdentifier(raw.alias)) ctx.report("EDM0201", { kind: "alias", name: raw.alias }, ctx.at(first, ["alias"], false));
  else if (raw.alias !== undefined && isVocabularyAlias(raw.alias)) ctx.report("EDM0224", { alias: raw.alias }, ctx.at(first, ["alias"], false));
  const containerName = raw.containerName ?? "Container";
  if (!isSimpleIdentifier(containerName)) ctx.report("EDM0201", { kind: "container", name: containerName }, ctx.at(first, ["containerName"], false));
  checkLicense(ctx, first);
  // The format's schema refuses a base path a URL cannot hold, a setting of another scheme type
  // and a bearer format beside another scheme (validate-schema.ts words them), as editors do.
  const security = (raw.security ?? []).map((scheme) => {
    // HTTP authentication schemes are case-insensitive (RFC 9110, section 11.1); OpenAPI's schema matches "bearer" in lower case.
    return { ...scheme, ...(scheme.scheme !== undefined ? { scheme: scheme.scheme.toLowerCase() } : {}) };
  });
  checkSecuritySchemeNames(ctx, first, security);
  return {
    name: raw.name,
    namespace: raw.namespace,
    ...(raw.alias !== undefined ? { alias: raw.alias } : {}),
    title: raw.title ?? raw.namespace,
    titleStated: raw.title !== undefined,
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    version: raw.version,
    odataVersion: raw.odataVersion ?? "4.0",
    basePath: raw.basePath.replace(/\/+$/, ""),
    containerName,
    containerSource: raw.containerName !== undefined ? ctx.source(first, ["containerName"]) : ctx.source(first),
    annotationPlacement: raw.annotationPlacement ?? "inline",
    keyPathStyle: raw.keyPathStyle ?? "parentheses",
    updateMethod: raw.updateMethod ?? "PATCH",
    bodyRequirement: raw.bodyRequirement ?? "non-nullable",
    security,
    ...(raw.contact !== undefined ? { contact: { ...raw.contact } } : {}),
    ...(raw.license !== undefined ? { license: { ...raw.license } } : {}),
    limits: { ...(raw.limits ?? {}) },
    annotations: raw.annotations ?? {},
    source: ctx.source(first),
    settingSources: settingSources(ctx, first),
  };
}

/**
 * OpenAPI 3.1 lets a licence name either a URL or an SPDX identifier, never both. A name alone is
 * valid OpenAPI too, but validators built on the APIDevTools OpenAPI schemas (swagger-parser,
 * among others) refuse a 3.1 licence without one of the two, so it is a warning.
 */
function checkLicense(ctx: BuildContext, declared: Declared<RawService>): void {
  const license = declared.raw.license;
  if (license === undefined) return;
  // Both a URL and an identifier: the format's schema refuses it (validate-schema.ts).
  if (license.url === undefined && license.identifier === undefined) {
    ctx.report("EDM0235", { name: license.name }, ctx.at(declared, ["license"]));
  }
  if (typeof license.identifier === "string") {
    for (const unknown of unknownLicenseIds(license.identifier)) ctx.report("EDM0238", unknown, ctx.at(declared, ["license", "identifier"]));
  }
}

/** The position of every setting the service file writes (see `ServiceSettings.settingSources`). */
function settingSources(ctx: BuildContext, declared: Declared<RawService>): Record<string, SourceRef> {
  const sources: Record<string, SourceRef> = {};
  for (const key of Object.keys(declared.raw)) sources[key] = ctx.source(declared, [key]);
  for (const key of Object.keys(declared.raw.limits ?? {})) sources[`limits.${key}`] = ctx.source(declared, ["limits", key]);
  (declared.raw.security ?? []).forEach((_, i) => (sources[`security.${i}`] = ctx.source(declared, ["security", i])));
  return sources;
}
