import { GENERATED_NOTICE } from "../common/generated-notice.js";
/** The first line of every generated validator module. */
export const GENERATED_HEADER = `// ${GENERATED_NOTICE}\n`;

/**
 * The name of the generated module with the Edm primitive schemas. A hyphen cannot occur in an
 * OData identifier, so no model type's module can take this name.
 */
export const RUNTIME_MODULE = "edm-primitives";
