import type { Model } from "../../src/model/types.js";
import { loadModelFromTexts } from "../../src/pipeline.js";
import { readSeedTexts } from "../support/seed.js";
import { FULL_MODEL_FILES } from "./full-model.js";
import { modelFrom, SERVICE_YAML } from "./helpers.js";

/** The service setting that writes `$metadata`'s annotations out of line, as a line of a service section. */
export const OUT_OF_LINE = "  annotationPlacement: out-of-line\n";

/** A service section with the setting added after its base path. */
export const outOfLine = (service: string): string => service.replace(/^( {2}basePath: .*\n)/m, `$1${OUT_OF_LINE}`);

/** The seed model's files, its service saying `annotationPlacement: out-of-line`. */
export function seedTextsOutOfLine(): { file: string; text: string }[] {
  return readSeedTexts().map((f) => (f.file === "metadata/service.yaml" ? { ...f, text: outOfLine(f.text) } : f));
}

export function seedModelOutOfLine(): Model {
  const { model, diagnostics } = loadModelFromTexts(seedTextsOutOfLine());
  if (!model || diagnostics.length > 0) throw new Error(`the seed model with the setting does not load: ${JSON.stringify(diagnostics)}`);
  return model;
}

/** The whole-type-system model's files with the setting (and CSDL version 4.01 where asked). */
export function fullModelFilesOutOfLine(version: "4.0" | "4.01" = "4.0"): Record<string, string> {
  const service = outOfLine(FULL_MODEL_FILES["metadata/service.yaml"]!).replace('odataVersion: "4.0"', `odataVersion: "${version}"`);
  return { ...FULL_MODEL_FILES, "metadata/service.yaml": service };
}

export const fullModelOutOfLine = (): Model => modelFrom(fullModelFilesOutOfLine());
export const fullModel401OutOfLine = (): Model => modelFrom(fullModelFilesOutOfLine("4.01"));

/**
 * Every target an operation gives an annotation: actions bound to a record and to a collection, an
 * unbound one, functions with several parameters (a collection among them) and without any,
 * described parameters and results; and an enum member, under an alias.
 */
export const OPERATIONS_YAML = `
enumTypes:
  Level: { members: { Low: { value: 0, description: Not urgent. }, High: 1 } }
entityTypes:
  Task:
    key: [ID]
    fields: { ID: { type: Int32, nullable: false }, Level: Level }
entitySets:
  Tasks: { type: Task }
actions:
  Close:
    bound: true
    description: Closes a task.
    parameters:
      task: Task
      reason: { type: String, description: Why it is closed. }
    returns: { type: Task, description: The closed task. }
  CloseAll:
    bound: true
    parameters:
      tasks: { type: Task, collection: true, description: The tasks to close. }
  Purge:
    description: Removes closed tasks.
    parameters: { before: { type: Date, nullable: false, description: Closed before this day. } }
functions:
  Count:
    description: Counts tasks.
    parameters:
      levels: { type: Level, collection: true, description: Only these levels. }
      since: { type: DateTimeOffset, description: Created since. }
      text: String
    returns: { type: Int64, nullable: false, description: How many. }
  Newest:
    bound: true
    parameters: { tasks: { type: Task, collection: true } }
    returns: { type: Task, description: The newest task. }
  Today:
    returns: { type: Date, description: The service's date. }
actionImports: { PurgeTasks: { action: Purge, description: Removes closed tasks. } }
functionImports: { CountTasks: { function: Count }, TodayIs: { function: Today } }
`;

export const operationsModelOutOfLine = (): Model =>
  modelFrom({ "metadata/service.yaml": outOfLine(SERVICE_YAML.replace("  namespace: Test.Space\n", "  namespace: Test.Space\n  alias: T\n")), "metadata/model.yaml": OPERATIONS_YAML });
