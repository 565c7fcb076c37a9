/**
 * Synthetic models for the benchmark and the kill test: `count` entity types of 30 fields each,
 * relationships as dense as a real service's (each type has N:1 navigations to the next two types
 * and a 1:N navigation back, forming cycles), one entity set per type with filters.
 */

const FIELD_TYPES = ["String", "Double", "Boolean", "DateTimeOffset", "Int32", "Decimal", "Guid", "Date", "Int64", "String"] as const;

/** The YAML text of a synthetic model as one file (the bench loads it as one file of several MiB). */
export function syntheticModelYaml(count: number): string {
  const name = (i: number) => `Type${String(i).padStart(5, "0")}`;
  const lines: string[] = [
    "service:",
    "  name: SyntheticService",
    "  namespace: Synthetic",
    "  title: Synthetic service",
    "  version: 1.0.0",
    "  basePath: /odata",
    "  updateMethod: PUT",
    "entityTypes:",
    "  Base:",
    "    abstract: true",
    "    key: [ID]",
    "    fields:",
    "      ID: { type: Guid, nullable: false }",
  ];
  for (let i = 0; i < count; i++) {
    lines.push(`  ${name(i)}:`, "    base: Base", `    description: Synthetic entity type number ${i}.`, "    fields:");
    for (let f = 1; f < 30; f++) {
      const type = FIELD_TYPES[f % FIELD_TYPES.length]!;
      const extra = type === "String" ? ", maxLength: 200" : "";
      lines.push(`      Field${String(f).padStart(2, "0")}: { type: ${type}${extra}, description: "Field ${f} of ${name(i)}" }`);
    }
    const next = name((i + 1) % count);
    const afterNext = name((i + 2) % count);
    const previous = name((i - 1 + count) % count);
    lines.push(
      "    relationships:",
      `      Next: { target: ${next}, cardinality: "N:1", partner: Previous }`,
      `      Skip: { target: ${afterNext}, cardinality: "N:1" }`,
      `      Previous: { target: ${previous}, cardinality: "1:N", partner: Next }`,
    );
  }
  lines.push("entitySets:");
  for (let i = 0; i < count; i++) {
    const readOnly = i % 5 === 4;
    lines.push(`  ${name(i)}:`, `    type: ${name(i)}`, readOnly ? "    readOnly: true" : "    operations: [list, get, create, update, delete]");
    lines.push("    filters:", "      Field10: [eq, contains]", "      Field01: [gt, lt]", "      Next/ID: [eq]");
  }
  return `${lines.join("\n")}\n`;
}
