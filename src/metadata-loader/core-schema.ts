import jsYaml from "js-yaml";

/**
 * YAML 1.2's core schema (YAML 1.2.2, section 10.3) for js-yaml, exactly as the `yaml` library
 * reads it. js-yaml's own CORE_SCHEMA reads a few scalars otherwise: `0b101`, `+0x1F` and `-0o17`
 * as numbers (the core schema has no binary integers and no sign on hexadecimal or octal ones, so
 * they are strings) and `+.5` as a string (a float). The loader reads plain files with js-yaml and
 * the others, and every position, with the `yaml` library, and editors check files with the latter:
 * one model must not mean two things.
 */
const INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const FLOAT = /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** How a number starts: most scalars (names, descriptions) fail this at their first character. */
const NUMBER_START = /^[-+.0-9]/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const BOOL = /^(?:true|True|TRUE|false|False|FALSE)$/;

const coreNull = new jsYaml.Type("tag:yaml.org,2002:null", {
  kind: "scalar",
  resolve: (data: string) => data.length <= 4 && NULL.test(data),
  construct: () => null,
});

const coreBool = new jsYaml.Type("tag:yaml.org,2002:bool", {
  kind: "scalar",
  resolve: (data: string) => (data.length === 4 || data.length === 5) && BOOL.test(data),
  construct: (data: string) => data[0] === "t" || data[0] === "T",
});

const coreInt = new jsYaml.Type("tag:yaml.org,2002:int", {
  kind: "scalar",
  resolve: (data: string) => NUMBER_START.test(data) && INT.test(data),
  construct: (data: string) => (data.startsWith("0o") ? parseInt(data.slice(2), 8) : data.startsWith("0x") ? parseInt(data.slice(2), 16) : Number(data)),
});

const coreFloat = new jsYaml.Type("tag:yaml.org,2002:float", {
  kind: "scalar",
  resolve: (data: string) => NUMBER_START.test(data) && FLOAT.test(data),
  construct: (data: string) => {
    const lower = data.toLowerCase();
    if (lower.endsWith(".nan")) return NaN;
    if (lower.endsWith(".inf")) return lower.startsWith("-") ? -Infinity : Infinity;
    return Number(data);
  },
});

/** The schema the loader's fast path reads with: null, Booleans, integers and floats of the YAML 1.2 core schema. */
export const YAML_12_CORE_SCHEMA = jsYaml.FAILSAFE_SCHEMA.extend({ implicit: [coreNull, coreBool, coreInt, coreFloat] });
