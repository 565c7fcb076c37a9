import type { RawDocument, RawOperationImport } from "../metadata-loader/raw-types.js";
import { convertSetsAndSingletons, type ServiceTerms } from "./convert-container.js";
import { convertOperation, convertOperationImport } from "./convert-operations.js";
import { convertService, type ServiceOptions } from "./convert-service.js";
import { convertStructured } from "./convert-structured.js";
import { convertEnum, convertTypeDefinition } from "./convert-types.js";
import { ElementAnnotations } from "./element-annotations.js";
import type { ImportContext } from "./import-context.js";
import type { JsonObject } from "./json-parser.js";
import { asObject, ownMember } from "./json-to-csdl.js";
import { namedMembers, Scope } from "./scope.js";
import type { SelectedSchema } from "./select-schema.js";
import { SERVICE_TERMS } from "../model/annotation-terms.js";
import type { AnnotationPlacement } from "../model/types.js";

/** The name of the term the CSDL emitter declares for exact filter forms; an imported declaration of it is regenerated, not reported. */
/** The terms edmgen declares in a service's schema, which import reads back instead of reporting. */
const SERVICE_TERM_NAMES: ReadonlySet<string> = new Set(Object.values(SERVICE_TERMS));

/** The model in the format's sections, in document order. */
export type ImportedSections = Required<Pick<RawDocument, "service">> & Omit<RawDocument, "service">;

/**
 * Converts the selected schema of a CSDL document (in CSDL JSON form, out-of-line annotations
 * applied) into the metadata format's sections, reporting everything the format cannot carry.
 */
export function csdlToRaw(ctx: ImportContext, selected: SelectedSchema, options: ServiceOptions, annotationPlacement: AnnotationPlacement = "inline"): ImportedSections {
  const scope = new Scope(ctx, selected);
  reportReferenceAnnotations(scope, selected.document);
  const declared = (name: string) => (asObject(ownMember(selected.schema, name))?.$Kind === "Term" ? `${selected.namespace}.${name}` : undefined);
  const serviceTerms: ServiceTerms = {
    forms: declared(SERVICE_TERMS.allowedFilterForms),
    ...(declared(SERVICE_TERMS.phaseChangeNavigation) && declared(SERVICE_TERMS.phaseChangeBody)
      ? { phaseChange: { navigation: declared(SERVICE_TERMS.phaseChangeNavigation)!, body: declared(SERVICE_TERMS.phaseChangeBody)! } }
      : {}),
  };
  const container = selected.container;
  const converted = container ? convertSetsAndSingletons(scope, container.object, serviceTerms) : undefined;
  const sections: Omit<RawDocument, "service"> = {};
  const operations = new Map<string, { kind: string; bound: boolean }>();
  // Operations an import calls: the import needs their unbound overload (`convertOperation`).
  const importedBy = new Map<string, string>();
  for (const [importName, member] of container ? namedMembers(container.object) : []) {
    const object = asObject(member);
    const target = object === undefined ? undefined : (object.$Function ?? object.$Action);
    const local = typeof target === "string" ? scope.localName(target) : undefined;
    if (local !== undefined && !importedBy.has(local)) importedBy.set(local, importName);
  }
  for (const [name, value] of namedMembers(selected.schema)) {
    if (Array.isArray(value)) {
      const operation = convertOperation(scope, name, value, importedBy.get(name));
      if (!operation) continue;
      operations.set(name, { kind: operation.kind, bound: operation.operation.bound === true });
      (operation.kind === "action" ? (sections.actions ??= {}) : (sections.functions ??= {}))[name] = operation.operation;
      continue;
    }
    const object = asObject(value);
    if (!object) continue;
    switch (object.$Kind) {
      case "EntityType":
        (sections.entityTypes ??= {})[name] = convertStructured(scope, name, object, converted?.nonFilterable ?? new Map());
        break;
      case "ComplexType":
        (sections.complexTypes ??= {})[name] = convertStructured(scope, name, object, converted?.nonFilterable ?? new Map());
        break;
      case "EnumType": {
        const enumType = convertEnum(scope, name, object);
        if (enumType) (sections.enumTypes ??= {})[name] = enumType;
        break;
      }
      case "TypeDefinition": {
        const definition = convertTypeDefinition(scope, name, object);
        if (definition) (sections.typeDefinitions ??= {})[name] = definition;
        break;
      }
      case "Term":
        if (!SERVICE_TERM_NAMES.has(name)) ctx.notCarried(`term '${name}'`, "the format carries no term declarations", ctx.at(object));
        break;
      case "EntityContainer":
        if (name !== container?.name) ctx.notCarried(`entity container '${name}'`, "it is not the document's $EntityContainer", ctx.at(object));
        break;
      default:
        ctx.invalid(`'${name}'`, `is not a schema element (${typeof object.$Kind === "string" ? `its $Kind is '${object.$Kind}'` : "it has no $Kind"})`, ctx.at(object));
    }
  }
  if (converted) {
    if (Object.keys(converted.entitySets).length > 0) sections.entitySets = converted.entitySets;
    if (Object.keys(converted.singletons).length > 0) sections.singletons = converted.singletons;
  }
  if (container) addImports(scope, container.object, operations, sections);
  const service = convertService(scope, options, annotationPlacement);
  hoistUpdateMethod(service, sections);
  return { service, ...sections };
}

function addImports(scope: Scope, container: JsonObject, operations: ReadonlyMap<string, { kind: string; bound: boolean }>, sections: Omit<RawDocument, "service">): void {
  for (const [name, value] of namedMembers(container)) {
    const object = asObject(value);
    if (!object || (object.$Action === undefined && object.$Function === undefined)) continue;
    const converted = convertOperationImport(scope, name, object, operations);
    if (!converted) continue;
    const target: Record<string, RawOperationImport> = converted.kind === "action" ? (sections.actionImports ??= {}) : (sections.functionImports ??= {});
    target[name] = converted.value;
  }
}

/** Annotations on `edmx:Include` (such as Core.DefaultNamespace) have no place: the emitter writes its own references. */
function reportReferenceAnnotations(scope: Scope, document: JsonObject): void {
  for (const [uri, value] of Object.entries(asObject(document.$Reference) ?? {})) {
    const reference = asObject(value);
    if (!reference) continue;
    new ElementAnnotations(scope, reference, "", `the reference to ${uri}`).dropAll("the emitter writes its own references");
    for (const include of (reference.$Include as JsonObject[] | undefined) ?? []) {
      new ElementAnnotations(scope, include, "", `the include of ${String(include.$Namespace)}`).dropAll("the emitter writes its own references");
    }
    for (const include of (reference.$IncludeAnnotations as JsonObject[] | undefined) ?? []) {
      scope.ctx.notCarried(`IncludeAnnotations of ${String(include.$TermNamespace)}`, "the emitter writes its own references", scope.ctx.at(include));
    }
  }
}

/** When every updatable set and singleton says PUT, the service-wide setting says it once. */
function hoistUpdateMethod(service: ImportedSections["service"], sections: Omit<RawDocument, "service">): void {
  const updatable = [
    ...Object.values(sections.entitySets ?? {}).filter((s) => !s.readOnly && (s.operations === undefined || s.operations.includes("update"))),
    ...Object.values(sections.singletons ?? {}).filter((s) => s.updatable !== false),
  ];
  if (updatable.length === 0 || !updatable.every((s) => s.updateMethod === "PUT")) return;
  service.updateMethod = "PUT";
  for (const element of updatable) delete element.updateMethod;
}
