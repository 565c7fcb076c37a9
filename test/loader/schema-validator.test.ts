import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, SCHEMA_FILE, schemaValidatorSource } from "../../src/metadata-loader/schema-validator-source.js";

describe("the generated schema validator", () => {
  it("matches the format schema (else: npx tsc -p tsconfig.build.json && node dist/metadata-loader/schema-validator-source.js)", () => {
    const want = schemaValidatorSource(readFileSync(SCHEMA_FILE, "utf8"));
    expect(readFileSync(GENERATED_FILE, "utf8") === want).toBe(true);
  });
});

describe("the format schema's hover texts", () => {
  it("say where the service's description goes: the container's Core.LongDescription (the title is its Core.Description)", () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as { definitions: Record<string, { properties: Record<string, { description?: string }> }> };
    const service = schema.definitions.service!.properties;
    expect(service.description?.description).toContain("Core.LongDescription");
    expect(service.title?.description).toContain("Core.Description");
    // Security schemes exist in OpenAPI alone.
    expect(schema.definitions.security!.properties.description?.description).not.toContain("Core.");
  });
});
