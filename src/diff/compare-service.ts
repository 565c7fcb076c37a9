import { nonBindingParameters, typesWithOperation } from "../emitters/common/body-rules.js";
import { csdlContainerElement } from "../emitters/common/output-names.js";
import type { Model, OAuthFlows, Operation, OperationImport, SecurityScheme, ServiceLimits, TypedValue } from "../model/types.js";
import { csdlOnlyAffects, mergeAffects, operationAffects, pathsMovedBy, setAffects } from "./affects.js";
import { BOTH, makeChange, type Change, type Side } from "./change.js";
import { sameJson } from "./compare-members.js";
import { followsServiceUpdateMethod } from "./compare-sets.js";
import { compareDeclaredValues } from "./compare-values.js";
import { annotationMessage, serviceAnnotationEffect } from "./offered-operations.js";

/**
 * The service's update method: one entry, at the setting (or at the service when it went back to
 * its default), for every set and singleton that follows it in both versions; those that state
 * their own method are not affected. Nothing when none follows it.
 */
function updateMethodChange(before: Model, after: Model, place: Change["place"]): Change[] {
  const sets = after.entitySets.filter((n) => {
    const o = before.entitySets.find((s) => s.name === n.name);
    return o !== undefined && o.operations.includes("update") && n.operations.includes("update") && followsServiceUpdateMethod(before, after, o, n);
  });
  const singletons = after.singletons.filter((n) => {
    const o = before.singletons.find((s) => s.name === n.name);
    return o !== undefined && o.updatable && n.updatable && followsServiceUpdateMethod(before, after, o, n);
  });
  if (sets.length === 0 && singletons.length === 0) return [];
  let affects = csdlOnlyAffects(after, `Schema ${after.service.namespace}`, singletons.map((s) => `/${s.name}`));
  for (const set of sets) affects = mergeAffects(affects, setAffects(after, set, ["update"]));
  for (const singleton of singletons) affects = mergeAffects(affects, csdlOnlyAffects(after, csdlContainerElement(after, "Singleton", singleton.name)));
  const names = [...sets, ...singletons].map((s) => s.name);
  const o = before.service.updateMethod;
  const n = after.service.updateMethod;
  return [
    makeChange({
      element: "service", name: after.service.name, change: "changed", aspect: "updateMethod",
      message: `update method changed from ${o} to ${n}: the updates of ${names.join(", ")}`,
      breaks: ["writers"], place, affects,
    }),
  ];
}

/** Changes to the service settings that reach clients: names, paths, authentication, limits. */
export function compareService(before: Model, after: Model): Change[] {
  const o = before.service;
  const n = after.service;
  const changes: Change[] = [];
  // Authentication and limits are not in $metadata: their changes name no CSDL element.
  const NOT_IN_CSDL = new Set(["security", "maxTop", "pageSize"]);
  // A change points at the setting in the new service file, or at the service when the setting
  // went back to its default; a removed authentication scheme at its place in the old file.
  const settingPlace = (setting: string) => n.settingSources[setting] ?? n.source;
  const add = (aspect: string, message: string, breaks: readonly Side[], options: { setting?: string; removedScheme?: number; paths?: readonly string[] } = {}) => {
    const removed = options.removedScheme !== undefined ? o.settingSources[`security.${options.removedScheme}`] ?? o.source : undefined;
    changes.push(
      makeChange({
        element: "service", name: n.name, change: "changed", aspect, message, breaks,
        place: removed ?? settingPlace(options.setting ?? aspect),
        ...(removed ? { placeIn: "base" as const } : {}),
        affects: NOT_IN_CSDL.has(aspect) ? { openApiPaths: [], openApiSchemas: [], csdl: [], typeScript: [] } : csdlOnlyAffects(after, `Schema ${n.namespace}`, options.paths),
      }),
    );
  };
  // Every qualified name in $metadata and every @odata.context and @odata.type carries the namespace.
  if (o.namespace !== n.namespace) add("namespace", `namespace changed from ${o.namespace} to ${n.namespace}`, BOTH, { paths: pathsMovedBy(before, after, "namespace") });
  if ((o.alias ?? "") !== (n.alias ?? "")) {
    // Bound operations are invoked by alias-qualified name where the schema has an alias, and a
    // body may name its type with the alias (`#S.Price`): those URLs move, and that name goes.
    const moved = pathsMovedBy(before, after, "alias");
    // `#Old.Type` was a name of its own only where the alias differed from the namespace, and matters only where there are bodies.
    const nameGone = o.alias !== undefined && o.alias !== o.namespace && o.alias !== n.namespace && hasBodies(after);
    const breaks: readonly Side[] = moved.length > 0 ? BOTH : nameGone ? ["writers"] : [];
    const refused = `bodies that name their type with #${o.alias}. are refused`;
    const what = moved.length > 0 ? `: the URLs of bound operations move${nameGone ? `, and ${refused}` : ""}` : nameGone ? `: ${refused}` : "";
    add("alias", `alias changed from ${o.alias ?? "none"} to ${n.alias ?? "none"}${what}`, breaks, { paths: moved });
  }
  if (o.basePath !== n.basePath) add("basePath", `base path changed from ${o.basePath} to ${n.basePath}: every URL moves`, BOTH);
  if (o.keyPathStyle !== n.keyPathStyle) add("keyPathStyle", `key path style changed from ${o.keyPathStyle} to ${n.keyPathStyle}: every record URL changes`, BOTH, { paths: pathsMovedBy(before, after, "keyPathStyle") });
  if (o.updateMethod !== n.updateMethod) changes.push(...updateMethodChange(before, after, settingPlace("updateMethod")));
  if (o.containerName !== n.containerName) add("containerName", `entity container renamed from ${o.containerName} to ${n.containerName}`, []);
  // Where $metadata writes its annotations changes how it says things, not what: no client breaks.
  if (o.annotationPlacement !== n.annotationPlacement) {
    const where = n.annotationPlacement === "out-of-line" ? "out of line, in Annotations blocks by target" : "inline, inside the elements they annotate";
    add("annotationPlacement", `$metadata now writes its annotations ${where} (they say the same)`, []);
  }
  if (o.odataVersion !== n.odataVersion) {
    // 4.01 accepts what 4.0 clients send; back to 4.0, URLs lose 4.01's forms (function
    // parameters without aliases, enum literals without their type's name).
    const lowered = o.odataVersion === "4.01" && n.odataVersion === "4.0";
    add("odataVersion", `CSDL version changed from ${o.odataVersion} to ${n.odataVersion}${lowered ? ": URLs written by 4.01's rules (function parameters without aliases, enum and duration literals without their prefix, also in keys) and bodies written by them (@type, entity references in relationships) are no longer accepted" : ""}`, lowered ? BOTH : []);
  }
  if (o.version !== n.version) add("version", `interface version changed from ${o.version} to ${n.version}`, []);
  if (o.title !== n.title) add("title", `title changed from ${JSON.stringify(o.title)} to ${JSON.stringify(n.title)}`, []);
  if ((o.description ?? "") !== (n.description ?? "")) add("description", "description changed", []);
  if (!sameJson(o.annotations, n.annotations)) {
    // Some of the container's annotations add or take away requests (`Capabilities.BatchSupported`: `$batch`).
    const effect = serviceAnnotationEffect(before, after);
    add("annotations", annotationMessage(effect), effect.breaks, { paths: effect.paths });
  }
  if (!sameJson(o.contact ?? {}, n.contact ?? {})) add("contact", "contact changed", []);
  if (!sameJson(o.license ?? {}, n.license ?? {})) add("license", `licence changed from ${licenceText(o.license)} to ${licenceText(n.license)}`, []);
  // The root `security` accepts any one of the schemes: a scheme added beside others breaks nobody,
  // the first one breaks every request, and one taken away breaks the clients that used it.
  const oldSchemes = new Set(o.security.map((s) => s.name));
  const newSchemes = new Set(n.security.map((s) => s.name));
  const schemeSetting = (name: string) => ({ setting: `security.${n.security.findIndex((s) => s.name === name)}` });
  for (const s of n.security) {
    if (oldSchemes.has(s.name)) continue;
    if (o.security.length === 0) add("security", `authentication scheme ${s.name} added: requests without it fail`, BOTH, schemeSetting(s.name));
    else add("security", `authentication scheme ${s.name} added beside the others`, [], schemeSetting(s.name));
  }
  o.security.forEach((s, i) => {
    if (!newSchemes.has(s.name)) add("security", `authentication scheme ${s.name} removed: clients that authenticate with it fail`, BOTH, { removedScheme: i });
  });
  for (const s of n.security) {
    const old = o.security.find((x) => x.name === s.name);
    if (!old) continue;
    const before = schemeSettings(old);
    const after = schemeSettings(s);
    const changed = SCHEME_SETTINGS.filter((key) => before[key] !== after[key]);
    // Clients authenticate as the scheme says: another type, scheme, header or URL breaks every request.
    if (changed.length > 0) {
      const what = changed.map((key) => `${key}: ${before[key] ?? "none"} -> ${after[key] ?? "none"}`);
      add("security", `authentication scheme ${s.name} changed (${what.join(", ")}): requests authenticated the old way fail`, BOTH, schemeSetting(s.name));
    }
    // A scheme of another type says so above; its flows are part of that.
    if (old.type === s.type) for (const flow of flowChanges(old.flows ?? {}, s.flows ?? {})) add("security", `authentication scheme ${s.name}: ${flow.message}`, flow.breaks, schemeSetting(s.name));
  }
  const oldTop = o.limits.maxTop ?? Infinity;
  const newTop = n.limits.maxTop ?? Infinity;
  const limit = (key: keyof ServiceLimits) => ({ setting: n.settingSources[`limits.${key}`] ? `limits.${key}` : "limits" });
  if (newTop < oldTop) add("maxTop", `largest $top lowered from ${show(oldTop)} to ${show(newTop)}`, ["readers"], limit("maxTop"));
  if (newTop > oldTop) add("maxTop", `largest $top raised from ${show(oldTop)} to ${show(newTop)}`, [], limit("maxTop"));
  if (o.limits.pageSize !== n.limits.pageSize) add("pageSize", `page size changed from ${show(o.limits.pageSize)} to ${show(n.limits.pageSize)} (clients follow @odata.nextLink)`, [], limit("pageSize"));
  return changes;
}

const FLOWS = ["implicit", "password", "clientCredentials", "authorizationCode"] as const;
const FLOW_URLS = ["authorizationUrl", "tokenUrl", "refreshUrl"] as const;

/**
 * How an oauth2 scheme's flows changed, for the clients that obtain tokens with them. The root
 * `security` asks for no scope, so a flow taken away, a URL moved or a scope clients may request
 * taken away breaks them (the authorization server refuses what they ask); a flow or scope added
 * and a scope's description break nobody.
 */
function flowChanges(before: OAuthFlows, after: OAuthFlows): { message: string; breaks: readonly Side[] }[] {
  const changes: { message: string; breaks: readonly Side[] }[] = [];
  for (const name of FLOWS) {
    const o = before[name];
    const n = after[name];
    if (o === undefined && n === undefined) continue;
    if (n === undefined) changes.push({ message: `OAuth flow ${name} removed: clients that obtain tokens with it fail`, breaks: BOTH });
    else if (o === undefined) changes.push({ message: `OAuth flow ${name} added`, breaks: [] });
    else {
      // A refresh URL given where there was none breaks nobody (clients that never refreshed go on as they did).
      const moved = FLOW_URLS.filter((url) => o[url] !== n[url] && !(url === "refreshUrl" && o[url] === undefined));
      const refreshAdded = n.refreshUrl !== undefined && o.refreshUrl === undefined;
      if (moved.length > 0) {
        const what = moved.every((url) => url === "refreshUrl") ? "clients that refresh tokens the old way fail" : "clients that obtain tokens the old way fail";
        changes.push({ message: `OAuth flow ${name}: ${moved.map((url) => `${url} ${o[url] ?? "none"} -> ${n[url] ?? "none"}`).join(", ")}: ${what}`, breaks: BOTH });
      }
      if (refreshAdded) changes.push({ message: `OAuth flow ${name}: refreshUrl added (${n.refreshUrl})`, breaks: [] });
      const gone = Object.keys(o.scopes).filter((scope) => !Object.hasOwn(n.scopes, scope));
      const added = Object.keys(n.scopes).filter((scope) => !Object.hasOwn(o.scopes, scope));
      const described = Object.keys(n.scopes).filter((scope) => Object.hasOwn(o.scopes, scope) && o.scopes[scope] !== n.scopes[scope]);
      if (gone.length > 0) changes.push({ message: `OAuth flow ${name}: scopes removed (${gone.join(", ")}): clients that request them fail`, breaks: BOTH });
      if (added.length > 0) changes.push({ message: `OAuth flow ${name}: scopes added (${added.join(", ")})`, breaks: [] });
      if (described.length > 0) changes.push({ message: `OAuth flow ${name}: descriptions of scopes changed (${described.join(", ")})`, breaks: [] });
    }
  }
  return changes;
}

/** The settings of an authentication scheme a client follows (its description is for people). */
const SCHEME_SETTINGS = ["type", "scheme", "bearerFormat", "in", "parameterName", "openIdConnectUrl"] as const;

/** A scheme's settings with the defaults the OpenAPI emitter applies (bearer, header, the scheme's name), for the types they belong to. */
function schemeSettings(scheme: SecurityScheme): Partial<Record<(typeof SCHEME_SETTINGS)[number], string>> {
  const http = scheme.type === "http";
  const apiKey = scheme.type === "apiKey";
  return {
    type: scheme.type,
    ...(http ? { scheme: scheme.scheme ?? "bearer", ...(scheme.bearerFormat !== undefined ? { bearerFormat: scheme.bearerFormat } : {}) } : {}),
    ...(apiKey ? { in: scheme.in ?? "header", parameterName: scheme.parameterName ?? scheme.name } : {}),
    ...(scheme.type === "openIdConnect" && scheme.openIdConnectUrl !== undefined ? { openIdConnectUrl: scheme.openIdConnectUrl } : {}),
  };
}

/** Whether clients send the model any request body (a create, an update, a phase change, an action's parameters). */
function hasBodies(model: Model): boolean {
  return (
    typesWithOperation(model, "create").size > 0 ||
    typesWithOperation(model, "update").size > 0 ||
    model.entitySets.some((s) => s.phaseChange !== undefined) ||
    model.operations.some((op) => op.kind === "action" && nonBindingParameters(op).length > 0)
  );
}

const show = (n: number | undefined): string => (n === undefined || n === Infinity ? "unlimited" : String(n));

/** An action or function's identity: bound overloads differ by their binding parameter's type. */
const operationKey = (op: Operation): string => `${op.kind} ${op.name}${op.isBound && op.parameters[0] ? `(${op.parameters[0].type.name})` : ""}`;

/** Changes to actions, functions and their imports. */
export function compareOperations(before: Model, after: Model): Change[] {
  const changes: Change[] = [];
  const oldOps = new Map(before.operations.map((op) => [operationKey(op), op]));
  const newOps = new Map(after.operations.map((op) => [operationKey(op), op]));
  for (const [key, o] of oldOps) {
    const n = newOps.get(key);
    if (!n) changes.push(makeChange({ element: o.kind, name: key.slice(o.kind.length + 1), change: "removed", message: "removed", breaks: BOTH, place: o.source, affects: operationAffects(before, o) }));
    else {
      const signature = signatureChanges(before, after, o, n);
      if (signature.length === 0) continue;
      // The paths clients knew too: a function's URL names its parameters, and a binding moves it.
      const affects = mergeAffects(operationAffects(before, o), operationAffects(after, n));
      changes.push(...signature.map((c) => makeChange({ element: n.kind, name: key.slice(n.kind.length + 1), change: "changed", ...c, place: n.source, affects })));
    }
  }
  for (const [key, n] of newOps) {
    if (!oldOps.has(key)) changes.push(makeChange({ element: n.kind, name: key.slice(n.kind.length + 1), change: "added", message: "added", breaks: [], place: n.source, affects: operationAffects(after, n) }));
  }
  const importAffects = (model: Model, imp: OperationImport, paths = [`/${imp.name}`]) =>
    csdlOnlyAffects(model, csdlContainerElement(model, imp.kind === "action" ? "ActionImport" : "FunctionImport", imp.name), paths);
  const oldImports = new Map(before.operationImports.map((i) => [i.name, i]));
  const newImports = new Map(after.operationImports.map((i) => [i.name, i]));
  for (const o of oldImports.values()) {
    const n = newImports.get(o.name);
    if (!n) changes.push(makeChange({ element: "import", name: o.name, change: "removed", message: "removed", breaks: BOTH, place: o.source, affects: importAffects(before, o) }));
    else if (n.operation !== o.operation || n.kind !== o.kind) {
      changes.push(makeChange({ element: "import", name: n.name, change: "changed", aspect: "operation", message: `now imports ${n.kind} ${n.operation}${n.entitySet ? ` (entity set ${n.entitySet})` : ""}`, breaks: BOTH, place: n.source, affects: importAffects(after, n) }));
    } else {
      const safe = (aspect: string, message: string, affects = importAffects(after, n)) =>
        changes.push(makeChange({ element: "import", name: n.name, change: "changed", aspect, message, breaks: [], place: n.source, affects }));
      if (o.includeInServiceDocument !== n.includeInServiceDocument) {
        // The service document is not in the OpenAPI document: only $metadata says so.
        safe("includeInServiceDocument", n.includeInServiceDocument ? "now listed in the service document" : "no longer listed in the service document", importAffects(after, n, []));
      }
      if (n.entitySet !== o.entitySet) {
        // The results are the same records; the set says where they live (their context and edit links).
        const message = `entity set of the results changed from ${o.entitySet ?? "none"} to ${n.entitySet ?? "none"}`;
        changes.push(makeChange({ element: "import", name: n.name, change: "changed", aspect: "entitySet", message, breaks: ["readers"], place: n.source, affects: importAffects(after, n) }));
      }
      if ((o.description ?? "") !== (n.description ?? "")) safe("description", "description changed");
      if (!sameJson(o.annotations, n.annotations)) safe("annotations", "annotations changed");
    }
  }
  for (const n of newImports.values()) {
    if (!oldImports.has(n.name)) changes.push(makeChange({ element: "import", name: n.name, change: "added", message: "added", breaks: [], place: n.source, affects: importAffects(after, n) }));
  }
  return changes;
}

/**
 * Parameters are what callers send (writers); the result is what they read (readers). A bound
 * operation's binding parameter is the record (or collection) in the URL, never sent: its name is
 * CSDL's alone, and only whether it is a collection changes the URL.
 */
function signatureChanges(before: Model, after: Model, o: Operation, n: Operation): { aspect: string; message: string; breaks: readonly Side[] }[] {
  const changes: { aspect: string; message: string; breaks: readonly Side[] }[] = [];
  const oldBinding = o.isBound ? o.parameters[0] : undefined;
  const newBinding = n.isBound ? n.parameters[0] : undefined;
  if (oldBinding && newBinding) {
    if (oldBinding.collection !== newBinding.collection) {
      const bound = (collection: boolean) => (collection ? `the collection of ${newBinding.type.name}` : `one ${newBinding.type.name} record`);
      changes.push({ aspect: "binding", message: `now bound to ${bound(newBinding.collection)} (was ${bound(oldBinding.collection)}): its URL moves`, breaks: BOTH });
    }
    if (oldBinding.name !== newBinding.name) changes.push({ aspect: "binding", message: `binding parameter renamed from ${oldBinding.name} to ${newBinding.name} (the record in the URL; callers never send it)`, breaks: [] });
  }
  const oldParameters = nonBindingParameters(o);
  const newParameters = nonBindingParameters(n);
  const oldParams = new Map(oldParameters.map((p) => [p.name, p]));
  const newParams = new Map(newParameters.map((p) => [p.name, p]));
  for (const p of oldParameters) {
    const now = newParams.get(p.name);
    if (!now) changes.push({ aspect: "parameters", message: `parameter ${p.name} removed`, breaks: ["writers"] });
    else {
      for (const v of compareDeclaredValues(p, now, before, after)) changes.push({ aspect: "parameters", message: `parameter ${p.name}: ${v.message}`, breaks: v.direction === "widened" || v.direction === "same" ? [] : ["writers"] });
      if (p.nullable && !now.nullable) changes.push({ aspect: "parameters", message: `parameter ${p.name} no longer nullable`, breaks: ["writers"] });
      // An action's nullable parameter may be left out of its body; a function's stays in the URL (as null).
      if (!p.nullable && now.nullable) changes.push({ aspect: "parameters", message: `parameter ${p.name} now nullable${n.kind === "action" ? " (callers may leave it out)" : ""}`, breaks: [] });
      if ((p.description ?? "") !== (now.description ?? "")) changes.push({ aspect: "description", message: `description of parameter ${p.name} changed`, breaks: [] });
    }
  }
  // Parameters are passed by name (a body's members, a function's `name=value` pairs), so their order
  // breaks no caller; a function's URL template lists them in order, which then changes.
  const common = (list: readonly { name: string }[], other: ReadonlyMap<string, unknown>) => list.map((p) => p.name).filter((name) => other.has(name));
  if (common(oldParameters, newParams).join(",") !== common(newParameters, oldParams).join(",")) {
    changes.push({ aspect: "parameters", message: `parameters reordered (${common(newParameters, oldParams).join(", ")})${n.kind === "function" ? ": the URL template lists them in the new order" : ""}`, breaks: [] });
  }
  for (const p of newParameters) {
    // A nullable parameter may be left out of an action's body; a function's URL names every parameter.
    const optional = p.nullable && n.kind === "action";
    if (!oldParams.has(p.name)) changes.push({ aspect: "parameters", message: `parameter ${p.name} added${optional ? "" : " (required)"}`, breaks: optional ? [] : ["writers"] });
  }
  const oldResult = o.returnType;
  const newResult = n.returnType;
  // A result added fills a response that was empty (204); one taken away empties what readers read.
  if (!oldResult !== !newResult) changes.push({ aspect: "returnType", message: newResult ? "now returns a value" : "no longer returns a value", breaks: newResult ? [] : ["readers"] });
  else if (oldResult && newResult) changes.push(...resultChanges(before, after, oldResult, newResult));
  if (o.isComposable !== n.isComposable) changes.push({ aspect: "isComposable", message: n.isComposable ? "now composable" : "no longer composable", breaks: n.isComposable ? [] : ["readers"] });
  // The path starts with the binding parameter's name: renamed with it, it says the same.
  const setPath = (op: Operation, binding: string | undefined) => {
    const path = op.entitySetPath ?? "";
    return binding !== undefined && (path === binding || path.startsWith(`${binding}/`)) ? `$binding${path.slice(binding.length)}` : path;
  };
  if (setPath(o, oldBinding?.name) !== setPath(n, newBinding?.name)) changes.push({ aspect: "entitySetPath", message: "entity set path changed", breaks: ["readers"] });
  if ((o.description ?? "") !== (n.description ?? "") || (o.returnType?.description ?? "") !== (n.returnType?.description ?? "")) {
    changes.push({ aspect: "description", message: "description changed", breaks: [] });
  }
  if (!sameJson(o.annotations, n.annotations)) changes.push({ aspect: "annotations", message: "annotations changed", breaks: [] });
  return changes;
}

function resultChanges(before: Model, after: Model, o: TypedValue, n: TypedValue): { aspect: string; message: string; breaks: readonly Side[] }[] {
  const changes = compareDeclaredValues(o, n, before, after).map((v) => ({ aspect: "returnType", message: `result ${v.message}`, breaks: (v.direction === "narrowed" || v.direction === "same" ? [] : ["readers"]) as Side[] }));
  if (!o.nullable && n.nullable) changes.push({ aspect: "returnType", message: "result now nullable", breaks: ["readers"] });
  if (o.nullable && !n.nullable) changes.push({ aspect: "returnType", message: "result no longer nullable", breaks: [] });
  return changes;
}

/** A licence in a message: its name, and its identifier or URL where it gives one (`MIT (MIT)`, `none`). */
function licenceText(license: Model["service"]["license"]): string {
  if (license === undefined) return "none";
  const detail = license.identifier ?? license.url;
  return detail === undefined ? license.name : `${license.name} (${detail})`;
}
