import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, SCHEMA_FILE, schemaValidatorSource } from "../../src/metadata-loader/schema-validator-source.js";

describe("the generated schema validator", () => {
  it("matches the format schema (else: npx tsc -p tsconfig.build.json && node dist/metadata-loader/schema-validator-source.js)", () => {
    const want = schemaValidatorSource(readFileSync(SCHEMA_FILE, "utf8"));
    expect(readFileSync(GENERATED_FILE, "utf8") === want).toBe(true);
  });
});
