import { createConfig, lintFromString } from "@redocly/openapi-core";

/** The one warning an edmgen document keeps: the model carries no licence, and edmgen does not invent one. */
export const LICENCE_WARNING = "warn info-license: Info object should contain `license` field.";

/** redocly's recommended rules over one OpenAPI document: the problems as `severity rule: message`, sorted. */
export async function redoclyProblems(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "/openapi.json", config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`).sort();
}
