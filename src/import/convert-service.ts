import type { JsonObject } from "./json-parser.js";
import type { RawService } from "../metadata-loader/raw-types.js";
import type { AnnotationPlacement } from "../model/types.js";
import { isSimpleIdentifier } from "../model/names.js";
import { isVocabularyAlias } from "../model/annotation-terms.js";
import { CAPABILITIES, CORE, ElementAnnotations } from "./element-annotations.js";
import { nonEmpty, put, type Scope } from "./scope.js";
import { convertSecurity } from "./convert-security.js";

/** Settings the document does not carry, given on the command line. */
export interface ServiceOptions {
  /** The service root under the host (default `/`). */
  readonly basePath?: string;
  /** The interface's version; without it, the schema's Core.SchemaVersion (else `1.0.0`). */
  readonly version?: string;
}

/**
 * The service settings: name and container name from the entity container (else from the
 * namespace), namespace and alias of the schema, title and description from the container's (or
 * schema's) Core.Description and Core.LongDescription, version from Core.SchemaVersion (unless given), the CSDL
 * version of the document; security schemes from the container's Authorization annotations; the
 * container's other annotations as the service's annotations; `annotationPlacement` as the
 * document places its annotations (see `applyOutOfLineAnnotations`).
 * Where the CSDL emitter writes them back: title and description on the container, version on the schema.
 */
export function convertService(scope: Scope, options: ServiceOptions, annotationPlacement: AnnotationPlacement = "inline"): RawService {
  const { selected } = scope;
  const container = selected.container;
  const schemaAnnotations = new ElementAnnotations(scope, selected.schema, "", `schema '${selected.namespace}'`);
  const containerAnnotations = container ? new ElementAnnotations(scope, container.object, "", `entity container '${container.name}'`) : undefined;
  if (container && !hasMembers(container.object) && Object.keys(container.object).some((key) => key.startsWith("@"))) {
    // The CSDL emitters write no container for a model without sets, singletons or imports (a
    // schema of types only), and so none of what the container's annotations say there.
    scope.ctx.notCarried(
      `entity container '${container.name}'`,
      "it has no entity sets, singletons or imports, and edmgen writes no container for such a model, so $metadata loses its annotations (the title and description still reach the OpenAPI documents and the docs)",
      scope.ctx.at(container.object),
    );
  }
  // Without one the title is the namespace, which the container's Core.Description then does not state.
  const title = containerAnnotations?.description() ?? schemaAnnotations.description();
  const longDescription = containerAnnotations?.take(`${CORE}.LongDescription`);
  // The key path style the emitters state the same way (CSDL's Capabilities.KeyAsSegmentSupported).
  const keyAsSegment = containerAnnotations?.take(`${CAPABILITIES}.KeyAsSegmentSupported`);
  const schemaVersion = schemaAnnotations.take(`${CORE}.SchemaVersion`);
  const derivedName = selected.namespace.replace(/\./g, "_");
  const service: RawService = {
    name: container?.name ?? (isSimpleIdentifier(derivedName) ? derivedName : "Service"),
    namespace: selected.namespace,
    ...(title !== undefined ? { title } : {}),
    // The command line says what the document cannot, or overrides what it says.
    version: options.version ?? (typeof schemaVersion?.value === "string" ? schemaVersion.value : "1.0.0"),
    basePath: options.basePath ?? "/",
  };
  if (schemaVersion && typeof schemaVersion.value !== "string") scope.ctx.notCarried("annotation 'Core.SchemaVersion'", "its value is not a string", schemaVersion.location);
  // The format requires a version, and $metadata states it as the schema's Core.SchemaVersion: one the service never declared.
  if (options.version === undefined && typeof schemaVersion?.value !== "string") {
    scope.ctx.notes.push({ element: `schema '${selected.namespace}'`, detail: "declares no Core.SchemaVersion, so version is '1.0.0', which the generated $metadata states as the schema's Core.SchemaVersion", at: scope.ctx.at(selected.schema) });
  }
  if (selected.alias !== undefined && isVocabularyAlias(selected.alias)) {
    // The emitters give that alias to the standard vocabulary: the service's schema goes without one.
    scope.ctx.notCarried(`alias '${selected.alias}' of schema '${selected.namespace}'`, "it is the alias edmgen's $metadata gives a standard vocabulary, whose terms would then name this schema; the schema is written without an alias", scope.ctx.at(selected.schema, "$Alias"));
  } else put(service, "alias", selected.alias);
  if (typeof longDescription?.value === "string") service.description = longDescription.value;
  else if (longDescription) scope.ctx.notCarried("annotation 'Core.LongDescription' of the container", "its value is not a string", longDescription.location);
  service.odataVersion = selected.version;
  if (keyAsSegment?.value === true) service.keyPathStyle = "segment";
  else if (keyAsSegment && keyAsSegment.value !== false) scope.ctx.notCarried("annotation 'Capabilities.KeyAsSegmentSupported' of the container", "its value is not a constant Boolean", keyAsSegment.location);
  put(service, "containerName", container?.name);
  // Inline is the default, and left unsaid.
  if (annotationPlacement === "out-of-line") service.annotationPlacement = annotationPlacement;
  // Before the rest of the container's annotations: the format writes these terms from `security`.
  if (containerAnnotations) put(service, "security", convertSecurity(scope, containerAnnotations));
  schemaAnnotations.dropAll("the format has no place for annotations of the schema (only Core.SchemaVersion, as the version, and Core.Description, as the title when the container has none)");
  if (container) {
    put(service, "annotations", nonEmpty(containerAnnotations!.rest()));
    if (container.object.$Extends !== undefined) {
      scope.ctx.notCarried(`Extends of entity container '${container.name}'`, "the format has one container and no container inheritance", scope.ctx.at(container.object, "$Extends"));
    }
  }
  // Key order of the YAML: name, namespace, alias, title, description, version, odataVersion, basePath, containerName, annotationPlacement.
  const { name, namespace, alias, description, version, odataVersion, basePath, containerName, annotationPlacement: placement, keyPathStyle, security, annotations } = service;
  return {
    name,
    namespace,
    ...(alias !== undefined ? { alias } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    version,
    ...(odataVersion !== undefined ? { odataVersion } : {}),
    basePath,
    ...(containerName !== undefined ? { containerName } : {}),
    ...(placement !== undefined ? { annotationPlacement: placement } : {}),
    ...(keyPathStyle !== undefined ? { keyPathStyle } : {}),
    ...(security !== undefined ? { security } : {}),
    ...(annotations !== undefined ? { annotations } : {}),
  };
}

/** Whether a container holds an entity set, a singleton or an action or function import. */
function hasMembers(container: JsonObject): boolean {
  return Object.entries(container).some(([key, value]) => !key.startsWith("$") && !key.includes("@") && value !== null && typeof value === "object" && !Array.isArray(value));
}
