import type { PathSegment } from "./parse-yaml.js";

const SECTIONS: Record<string, { element: string; members?: Record<string, string> }> = {
  entityTypes: { element: "entity type", members: { fields: "field", relationships: "relationship", key: "key" } },
  complexTypes: { element: "complex type", members: { fields: "field", relationships: "relationship" } },
  enumTypes: { element: "enum type", members: { members: "member" } },
  typeDefinitions: { element: "type definition" },
  entitySets: { element: "entity set", members: { filters: "filter", bindings: "binding", operations: "operation" } },
  singletons: { element: "singleton", members: { bindings: "binding" } },
  actions: { element: "action", members: { parameters: "parameter" } },
  functions: { element: "function", members: { parameters: "parameter" } },
  actionImports: { element: "action import" },
  functionImports: { element: "function import" },
};

/** Describes a place in a metadata file in words, e.g. "field 'Price' of entity type 'ProductLine'". */
export function describePath(path: readonly PathSegment[]): string {
  if (path.length === 0) return "the file";
  const [section, name, group, member, ...rest] = path;
  if (section === "service") {
    if (path.length === 1) return "the service section";
    return `service setting '${path.slice(1).join(".")}'`;
  }
  const known = SECTIONS[String(section)];
  if (!known) return `'${path.join(".")}'`;
  if (name === undefined) return `section '${String(section)}'`;
  const element = `${known.element} '${String(name)}'`;
  if (group === undefined) return element;
  const memberKind = known.members?.[String(group)];
  if (member === undefined || !memberKind) {
    const tail = path.slice(2).join(".");
    return `'${tail}' of ${element}`;
  }
  const memberText = typeof member === "number" ? `${memberKind} ${member + 1}` : `${memberKind} '${member}'`;
  if (rest.length === 0) return `${memberText} of ${element}`;
  if (rest.length === 1 && typeof rest[0] === "number") return `item ${rest[0] + 1} of ${memberText} of ${element}`;
  return `'${rest.join(".")}' of ${memberText} of ${element}`;
}
