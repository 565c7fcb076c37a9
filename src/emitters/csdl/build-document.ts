import type { Model } from "../../model/types.js";
import { entityContainer } from "./build-container.js";
import { operationMembers } from "./build-operations.js";
import { enumType, structuredType, typeDefinition, type BuildContext } from "./build-types.js";
import { allowedFilterFormsTerm, ALLOWED_FILTER_FORMS_TERM, declaredServiceTerms, PHASE_CHANGE_TERMS, phaseChangeTerms } from "./capabilities.js";
import { putAnnotation, TERMS } from "./element-annotations.js";
import { csdlNames } from "./names.js";
import { moveAnnotationsOutOfLine } from "./out-of-line.js";
import { usedVocabularies } from "./references.js";
import type { CsdlObject } from "./tree.js";

/**
 * The whole CSDL tree of a model: one schema (the service namespace, with its alias) holding, in
 * this order, the entity types (base types before derived ones, as the model orders them), complex
 * types, enum types, type definitions, the service's own terms, actions and functions, and the
 * entity container, then (with `annotationPlacement: out-of-line`) the annotations of all these
 * by target; references to exactly the vocabularies the schema uses.
 */
export function buildCsdlTree(model: Model): CsdlObject {
  const names = csdlNames(model);
  const ctx: BuildContext = { model, names, version: model.service.odataVersion };
  const schema: CsdlObject = {};
  if (model.service.alias !== undefined) schema.$Alias = model.service.alias;
  // Core.SchemaVersion: the interface's own version (the OASIS OpenAPI mapping's info.version).
  putAnnotation(schema, names, TERMS.schemaVersion, model.service.version);
  const entityTypes = new Map(model.entityTypes.map((t) => [t.name, t]));
  for (const type of model.entityTypes) schema[type.name] = structuredType(type, ctx, type.baseType === undefined ? undefined : entityTypes.get(type.baseType));
  for (const type of model.complexTypes) schema[type.name] = structuredType(type, ctx);
  for (const type of model.enumTypes) schema[type.name] = enumType(type, ctx);
  for (const type of model.typeDefinitions) schema[type.name] = typeDefinition(type, ctx);
  const serviceTerms = declaredServiceTerms(model);
  if (serviceTerms.includes(ALLOWED_FILTER_FORMS_TERM)) schema[ALLOWED_FILTER_FORMS_TERM] = allowedFilterFormsTerm(ctx);
  if (serviceTerms.includes(PHASE_CHANGE_TERMS.navigation)) Object.assign(schema, phaseChangeTerms(ctx));
  for (const [name, overloads] of operationMembers(model.operations, ctx)) schema[name] = overloads;
  const container = entityContainer(model, ctx);
  if (container) schema[model.service.containerName] = container;
  if (model.service.annotationPlacement === "out-of-line") moveAnnotationsOutOfLine(schema, names);

  const document: CsdlObject = { $Version: model.service.odataVersion };
  if (container) document.$EntityContainer = `${model.service.namespace}.${model.service.containerName}`;
  const vocabularies = usedVocabularies(names);
  if (vocabularies.length > 0) {
    const references: CsdlObject = {};
    for (const vocabulary of vocabularies) {
      references[vocabulary.jsonUri] = { $Include: [{ $Namespace: vocabulary.namespace, $Alias: vocabulary.alias }] };
    }
    document.$Reference = references;
  }
  document[model.service.namespace] = schema;
  return document;
}
