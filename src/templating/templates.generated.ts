// Generated from templates/ by src/templating/precompile-templates.ts: do not edit.
// @ts-nocheck
export const PRECOMPILED_TEMPLATES = {
  "docs/index.md": {
    source: "# {{{text title}}}\n\n{{#if description}}\n{{{text description}}}\n\n{{/if}}\nVersion {{{code version}}}, namespace {{{code namespace}}}. Every path is relative to the service root {{{code basePath}}} on the service's host. This reference is generated from the model in `metadata/`; do not edit it by hand.\n\n## Responses\n\nA list answers with a page: the records in `value`, `@odata.count` when `$count=true` was asked for, and `@odata.nextLink`, the URL of the next page, while more records follow. A request that fails answers with a 4xx or 5xx status and the OData error body, `{\"error\": {\"code\": \"…\", \"message\": \"…\"}}`, with `target` (what the error is about, such as a field), `details` (further errors, each with `code`, `message` and `target`) and `innererror` (the service's own diagnostics) where the service gives them.\n\n## Entity sets\n\n| Entity set | Entity type | Operations | Description |\n| --- | --- | --- | --- |\n{{#each sets}}\n| [{{{cell name}}}](sets/{{page}}.md) | {{{code entityType}}} | {{{cell operations}}} | {{{cell description}}} |\n{{/each}}\n{{#if singletons.length}}\n\n## Singletons\n\n| Singleton | Entity type | Operations | Description |\n| --- | --- | --- | --- |\n{{#each singletons}}\n| [{{{cell name}}}](singletons/{{page}}.md) | {{{code entityType}}} | {{{cell operations}}} | {{{cell description}}} |\n{{/each}}\n{{/if}}\n\n{{#if operations.length}}\n## Actions and functions\n\nBound ones are called on what they are bound to; unbound ones at the service root through their imports (the OpenAPI document has every path).\n\n| Name | Kind | Bound to | Parameters | Returns | Imported as | Description |\n| --- | --- | --- | --- | --- | --- | --- |\n{{#each operations}}\n| {{{code name}}} | {{kind}} | {{#if boundTo}}{{{cell boundTo}}}{{else}}—{{/if}} | {{#if parameters}}{{{cell parameters}}}{{else}}—{{/if}} | {{#if returns}}{{{cell returns}}}{{else}}—{{/if}} | {{#if imports}}{{{cell imports}}}{{else}}—{{/if}} | {{{cell description}}} |\n{{/each}}\n\n{{/if}}\n{{#if enumTypes.length}}\n## Enumerations\n\n| Enum type | Members | Description |\n| --- | --- | --- |\n{{#each enumTypes}}\n| {{{code name}}} | {{{cell detail}}} | {{{cell description}}} |\n{{/each}}\n\n{{/if}}\n{{#if complexTypes.length}}\n## Complex types\n\n| Complex type | Fields | Description |\n| --- | --- | --- |\n{{#each complexTypes}}\n| {{{code name}}} | {{{cell detail}}} | {{{cell description}}} |\n{{/each}}\n\n{{/if}}\n{{#if typeDefinitions.length}}\n## Type definitions\n\n| Type definition | Type | Description |\n| --- | --- | --- |\n{{#each typeDefinitions}}\n| {{{code name}}} | {{{cell detail}}} | {{{cell description}}} |\n{{/each}}\n\n{{/if}}\n## Entity-relationship diagram\n\n{{#if diagram}}\nEach entity type with the fields it declares itself (inherited fields are shown on the base type that declares them). A dotted `is a` line leads from a type to its base type; a relationship declared on both ends is one line labelled with both names.\n\n```mermaid\nerDiagram\n{{#each diagram.entities}}\n{{#if attributes.length}}\n  \"{{name}}\" {\n{{#each attributes}}\n    {{type}} {{name}}{{#if marker}} {{marker}}{{/if}}\n{{/each}}\n  }\n{{else}}\n  \"{{name}}\"\n{{/if}}\n{{/each}}\n{{#each diagram.lines}}\n  \"{{from}}\" {{notation}} \"{{to}}\" : \"{{label}}\"\n{{/each}}\n```\n{{else}}\nNo diagram: the model's {{diagramOmitted.entityTypes}} entity types make a Mermaid diagram of {{diagramOmitted.characters}} characters, more than Mermaid draws ({{diagramOmitted.limit}} by default). Each set's page lists its type's fields and relationships.\n{{/if}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"text").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"description"),{"name":"text","hash":{},"data":data})) != null ? stack1 : "")
    + "\n\n";
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| ["
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"name"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + "](sets/"
    + container.escapeExpression(container.lambda(container.strict(depth0, "page", {"start":{"line":18,"column":27},"end":{"line":18,"column":31}} ), depth0))
    + ".md) | "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"entityType"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"operations"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " |\n";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n## Singletons\n\n| Singleton | Entity type | Operations | Description |\n| --- | --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"singletons"),{"name":"each","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| ["
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"name"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + "](singletons/"
    + container.escapeExpression(container.lambda(container.strict(depth0, "page", {"start":{"line":27,"column":33},"end":{"line":27,"column":37}} ), depth0))
    + ".md) | "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"entityType"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"operations"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " |\n";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Actions and functions\n\nBound ones are called on what they are bound to; unbound ones at the service root through their imports (the OpenAPI document has every path).\n\n| Name | Kind | Bound to | Parameters | Returns | Imported as | Description |\n| --- | --- | --- | --- | --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"operations"),{"name":"each","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"name"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + container.escapeExpression(container.lambda(container.strict(depth0, "kind", {"start":{"line":39,"column":22},"end":{"line":39,"column":26}} ), depth0))
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"boundTo"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.program(7, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"parameters"),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.program(7, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"returns"),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.program(7, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"imports"),{"name":"if","hash":{},"fn":container.program(10, data, 0),"inverse":container.program(7, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " |\n";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"boundTo"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "");
},"7":function(container,depth0,helpers,partials,data) {
    return "—";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"parameters"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "");
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"returns"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "");
},"10":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"imports"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "");
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Enumerations\n\n| Enum type | Members | Description |\n| --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"enumTypes"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"name"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"detail"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " |\n";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Complex types\n\n| Complex type | Fields | Description |\n| --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"complexTypes"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Type definitions\n\n| Type definition | Type | Description |\n| --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"typeDefinitions"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Each entity type with the fields it declares itself (inherited fields are shown on the base type that declares them). A dotted `is a` line leads from a type to its base type; a relationship declared on both ends is one line labelled with both names.\n\n```mermaid\nerDiagram\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"diagram"),"entities"),{"name":"each","hash":{},"fn":container.program(16, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"diagram"),"lines"),{"name":"each","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "```\n";
},"16":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"attributes"),"length"),{"name":"if","hash":{},"fn":container.program(17, data, 0),"inverse":container.program(20, data, 0),"data":data})) != null ? stack1 : "");
},"17":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "  \""
    + container.escapeExpression(container.lambda(container.strict(depth0, "name", {"start":{"line":82,"column":5},"end":{"line":82,"column":9}} ), depth0))
    + "\" {\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"attributes"),{"name":"each","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "  }\n";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "    "
    + alias3(alias2(alias1(depth0, "type", {"start":{"line":84,"column":6},"end":{"line":84,"column":10}} ), depth0))
    + " "
    + alias3(alias2(alias1(depth0, "name", {"start":{"line":84,"column":15},"end":{"line":84,"column":19}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"marker"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n";
},"19":function(container,depth0,helpers,partials,data) {
    return " "
    + container.escapeExpression(container.lambda(container.strict(depth0, "marker", {"start":{"line":84,"column":38},"end":{"line":84,"column":44}} ), depth0));
},"20":function(container,depth0,helpers,partials,data) {
    return "  \""
    + container.escapeExpression(container.lambda(container.strict(depth0, "name", {"start":{"line":88,"column":5},"end":{"line":88,"column":9}} ), depth0))
    + "\"\n";
},"21":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "  \""
    + alias3(alias2(alias1(depth0, "from", {"start":{"line":92,"column":5},"end":{"line":92,"column":9}} ), depth0))
    + "\" "
    + alias3(alias2(alias1(depth0, "notation", {"start":{"line":92,"column":15},"end":{"line":92,"column":23}} ), depth0))
    + " \""
    + alias3(alias2(alias1(depth0, "to", {"start":{"line":92,"column":29},"end":{"line":92,"column":31}} ), depth0))
    + "\" : \""
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":92,"column":40},"end":{"line":92,"column":45}} ), depth0))
    + "\"\n";
},"22":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "No diagram: the model's "
    + alias3(alias2(alias1(lookupProperty(depth0,"diagramOmitted"), "entityTypes", {"start":{"line":96,"column":26},"end":{"line":96,"column":52}} ), depth0))
    + " entity types make a Mermaid diagram of "
    + alias3(alias2(alias1(lookupProperty(depth0,"diagramOmitted"), "characters", {"start":{"line":96,"column":96},"end":{"line":96,"column":121}} ), depth0))
    + " characters, more than Mermaid draws ("
    + alias3(alias2(alias1(lookupProperty(depth0,"diagramOmitted"), "limit", {"start":{"line":96,"column":163},"end":{"line":96,"column":183}} ), depth0))
    + " by default). Each set's page lists its type's fields and relationships.\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "# "
    + ((stack1 = lookupProperty(helpers,"text").call(alias1,lookupProperty(depth0,"title"),{"name":"text","hash":{},"data":data})) != null ? stack1 : "")
    + "\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"description"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "Version "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"version"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + ", namespace "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"namespace"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + ". Every path is relative to the service root "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"basePath"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " on the service's host. This reference is generated from the model in `metadata/`; do not edit it by hand.\n\n## Responses\n\nA list answers with a page: the records in `value`, `@odata.count` when `$count=true` was asked for, and `@odata.nextLink`, the URL of the next page, while more records follow. A request that fails answers with a 4xx or 5xx status and the OData error body, `{\"error\": {\"code\": \"…\", \"message\": \"…\"}}`, with `target` (what the error is about, such as a field), `details` (further errors, each with `code`, `message` and `target`) and `innererror` (the service's own diagnostics) where the service gives them.\n\n## Entity sets\n\n| Entity set | Entity type | Operations | Description |\n| --- | --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sets"),{"name":"each","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"singletons"),"length"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"operations"),"length"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"enumTypes"),"length"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"complexTypes"),"length"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"typeDefinitions"),"length"),{"name":"if","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "## Entity-relationship diagram\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"diagram"),{"name":"if","hash":{},"fn":container.program(15, data, 0),"inverse":container.program(22, data, 0),"data":data})) != null ? stack1 : "");
},"useData":true},
  },
  "docs/set.md": {
    source: "# {{{text name}}}\n\n{{kind}} {{{code name}}} of entity type {{{code entityType}}}{{#if baseTypes.length}} (derives from {{#each baseTypes}}{{#unless @first}}, then {{/unless}}{{{code this}}}{{/each}}){{/if}}. [{{indexLabel}}](../index.md)\n\n{{#if description}}\n{{{text description}}}\n\n{{/if}}\n{{#if typeDescription}}\nThe type: {{{inline typeDescription}}}\n\n{{/if}}\n## Operations\n\n{{#if operations.length}}\n| Operation | Method | Path |\n| --- | --- | --- |\n{{#each operations}}\n| {{{cell operation}}} | {{{cell method}}} | {{{code path}}} |\n{{/each}}\n\n{{#if readOnly}}\nThe {{noun}} is read-only: it offers only the operations above.\n\n{{/if}}\n{{else}}\nThe {{noun}} offers no operations: it is declared for `$metadata` and for the relationships bound to it.\n\n{{/if}}\n{{#if updateNote}}\n{{{text updateNote}}}\n\n{{/if}}\n## Fields\n\n{{#unless returnsRecords}}\nNo operation of this set returns records; these are the fields of its type.\n\n{{/unless}}\n{{#if hasBodies}}\n| Field | Type | Nullable | In bodies | Description | Inherited from |\n| --- | --- | --- | --- | --- | --- |\n{{#each fields}}\n| {{{code name}}} | {{{cell type}}} | {{nullable}} | {{{cell inBodies}}} | {{{cell description}}} | {{#if inheritedFrom}}{{{code inheritedFrom}}}{{else}}—{{/if}} |\n{{/each}}\n{{#if bodyTypeMember}}\n\n{{bodies}} may name the record's type, as some clients do: {{{code bodyTypeMember}}}.\n{{/if}}\n{{else}}\n| Field | Type | Nullable | Description | Inherited from |\n| --- | --- | --- | --- | --- |\n{{#each fields}}\n| {{{code name}}} | {{{cell type}}} | {{nullable}} | {{{cell description}}} | {{#if inheritedFrom}}{{{code inheritedFrom}}}{{else}}—{{/if}} |\n{{/each}}\n{{/if}}\n{{#if derivedBodies}}\n\n{{{derivedBodies}}}\n{{/if}}\n{{#if openType}}\n\n{{{code entityType}}} is an open type: records{{#if hasBodies}} and bodies{{/if}} may carry dynamic properties besides these fields (OData CSDL 4.01, section 6.3), under names other than its declared fields and relationships{{#if hasBodies}}; a body that sends a declared member it leaves out is refused{{/if}}.\n{{/if}}\n\n## Relationships\n\n{{#if relationships.length}}\n| Relationship | Target | Cardinality | Nullable | Description | Inherited from | Path | Inline |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n{{#each relationships}}\n| {{{code name}}} | {{#if targetPage}}[{{{cell target}}}]({{@root.setsFolder}}{{targetPage}}.md){{else}}{{{cell target}}}{{/if}} | {{cardinality}} | {{#if nullable}}{{nullable}}{{else}}—{{/if}} | {{{cell description}}} | {{#if inheritedFrom}}{{{code inheritedFrom}}}{{else}}—{{/if}} | {{#if path}}{{{code path}}}{{else}}—{{/if}} | {{#if inline}}{{{code inline}}}{{else}}—{{/if}} |\n{{/each}}\n{{#if expandsInline}}\n\nA relationship is followed by its path, or its records are included in the record read (`$expand`, the Inline column).\n{{/if}}\n{{#if bindMembers.length}}\n\n{{bodies}} link related records by their URLs (OData JSON Format 4.01, section 8.5): {{#each bindMembers}}{{#unless @first}}, {{/unless}}{{{code this}}}{{/each}}.{{#if bindsCollections}} A collection-valued relationship takes an array of URLs{{#if bodyUpdates}}; an update adds those links{{/if}}.{{/if}}{{#if unlinkable}} For a nullable relationship, `null` removes the link.{{/if}}{{#if references}} A client sending `OData-Version: 4.01` writes a link as an entity reference in the relationship instead ({{{code referenceExample}}}; for a collection-valued one an array of them{{#if bodyUpdates}}, which in an update is the full set of related records{{/if}}); each `@odata.bind` member may also be written without the `odata.` prefix (`@bind`), and a body links each relationship in one of these forms, never two.{{/if}}\n{{/if}}\n{{else}}\nThe type has no relationships.\n{{/if}}\n{{#if showsFilters}}\n\n## Filters\n\n{{#if filters.length}}\nThe `$filter` forms the service documents for this set (other expressions may work as well):\n\n| Field | Forms | Examples |\n| --- | --- | --- |\n{{#each filters}}\n| {{{code path}}} | {{{cell forms}}} | {{#each examples}}{{#unless @first}}, {{/unless}}{{{code this}}}{{/each}} |\n{{/each}}\n{{else}}\nThe service documents no `$filter` forms for this set.\n{{/if}}\n{{#if nonFilterable.length}}\n\nNot filterable (`NonFilterableProperties`): {{#each nonFilterable}}{{#unless @first}}, {{/unless}}{{{code this}}}{{/each}}.\n{{/if}}\n{{/if}}\n{{#if queryOptions.length}}\n\n## Query options\n\n| Option | Requests | Takes |\n| --- | --- | --- |\n{{#each queryOptions}}\n| {{{code option}}} | {{requests}} | {{{cell values}}} |\n{{/each}}\n{{#if withheldOptions}}\n\n{{{text withheldOptions}}}\n{{/if}}\n{{#if listsRecords}}\n\nA list answers with a page: the records in `value`{{#if countsRecords}}, `@odata.count` when `$count=true` was asked for,{{/if}} and `@odata.nextLink`, the URL of the next page, while more records follow.\n{{/if}}\n{{/if}}\n{{#if phaseChange}}\n\n## Phase change\n\n{{{code phaseChange.request}}} changes the relationship {{{code phaseChange.navigation}}} (to {{{code phaseChange.target}}}) of an existing record; it creates no record.{{#if phaseChange.description}} {{{inline phaseChange.description}}}{{/if}}\n\nThe request body is {{{code phaseChange.body}}}:\n\n| Field | Type | Nullable | Required | Description |\n| --- | --- | --- | --- | --- |\n{{#each phaseChange.fields}}\n| {{{code name}}} | {{{cell type}}} | {{nullable}} | {{{cell inBodies}}} | {{{cell description}}} |\n{{/each}}\n{{#if phaseChange.derivedBodies}}\n\n{{{phaseChange.derivedBodies}}}\n{{/if}}\n{{/if}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " (derives from "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"baseTypes"),{"name":"each","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ")";
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,depth0,{"name":"code","hash":{},"data":data})) != null ? stack1 : "");
},"2":function(container,depth0,helpers,partials,data) {
    return ", then ";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"text").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"description"),{"name":"text","hash":{},"data":data})) != null ? stack1 : "")
    + "\n\n";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "The type: "
    + ((stack1 = lookupProperty(helpers,"inline").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"typeDescription"),{"name":"inline","hash":{},"data":data})) != null ? stack1 : "")
    + "\n\n";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Operation | Method | Path |\n| --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"operations"),{"name":"each","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"readOnly"),{"name":"if","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"operation"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"method"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"path"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " |\n";
},"7":function(container,depth0,helpers,partials,data) {
    return "The "
    + container.escapeExpression(container.lambda(container.strict(depth0, "noun", {"start":{"line":23,"column":6},"end":{"line":23,"column":10}} ), depth0))
    + " is read-only: it offers only the operations above.\n\n";
},"8":function(container,depth0,helpers,partials,data) {
    return "The "
    + container.escapeExpression(container.lambda(container.strict(depth0, "noun", {"start":{"line":27,"column":6},"end":{"line":27,"column":10}} ), depth0))
    + " offers no operations: it is declared for `$metadata` and for the relationships bound to it.\n\n";
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"text").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"updateNote"),{"name":"text","hash":{},"data":data})) != null ? stack1 : "")
    + "\n\n";
},"10":function(container,depth0,helpers,partials,data) {
    return "No operation of this set returns records; these are the fields of its type.\n\n";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Field | Type | Nullable | In bodies | Description | Inherited from |\n| --- | --- | --- | --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"fields"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"bodyTypeMember"),{"name":"if","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"name"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"type"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + container.escapeExpression(container.lambda(container.strict(depth0, "nullable", {"start":{"line":44,"column":40},"end":{"line":44,"column":48}} ), depth0))
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"inBodies"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"inheritedFrom"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.program(14, data, 0),"data":data})) != null ? stack1 : "")
    + " |\n";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"code").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"inheritedFrom"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "");
},"14":function(container,depth0,helpers,partials,data) {
    return "—";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + container.escapeExpression(container.lambda(container.strict(depth0, "bodies", {"start":{"line":48,"column":2},"end":{"line":48,"column":8}} ), depth0))
    + " may name the record's type, as some clients do: "
    + ((stack1 = lookupProperty(helpers,"code").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"bodyTypeMember"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + ".\n";
},"16":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Field | Type | Nullable | Description | Inherited from |\n| --- | --- | --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"fields"),{"name":"each","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"17":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"name"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"type"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + container.escapeExpression(container.lambda(container.strict(depth0, "nullable", {"start":{"line":54,"column":40},"end":{"line":54,"column":48}} ), depth0))
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"inheritedFrom"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.program(14, data, 0),"data":data})) != null ? stack1 : "")
    + " |\n";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1;

  return "\n"
    + ((stack1 = container.lambda(container.strict(depth0, "derivedBodies", {"start":{"line":59,"column":3},"end":{"line":59,"column":16}} ), depth0)) != null ? stack1 : "")
    + "\n";
},"19":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"entityType"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " is an open type: records"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasBodies"),{"name":"if","hash":{},"fn":container.program(20, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + " may carry dynamic properties besides these fields (OData CSDL 4.01, section 6.3), under names other than its declared fields and relationships"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasBodies"),{"name":"if","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ".\n";
},"20":function(container,depth0,helpers,partials,data) {
    return " and bodies";
},"21":function(container,depth0,helpers,partials,data) {
    return "; a body that sends a declared member it leaves out is refused";
},"22":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Relationship | Target | Cardinality | Nullable | Description | Inherited from | Path | Inline |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"relationships"),{"name":"each","hash":{},"fn":container.program(23, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"expandsInline"),{"name":"if","hash":{},"fn":container.program(29, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"bindMembers"),"length"),{"name":"if","hash":{},"fn":container.program(30, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"23":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"name"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"targetPage"),{"name":"if","hash":{},"fn":container.program(24, data, 0),"inverse":container.program(25, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + container.escapeExpression(container.lambda(container.strict(depth0, "cardinality", {"start":{"line":72,"column":133},"end":{"line":72,"column":144}} ), depth0))
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"nullable"),{"name":"if","hash":{},"fn":container.program(26, data, 0),"inverse":container.program(14, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"inheritedFrom"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.program(14, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"path"),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.program(14, data, 0),"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"inline"),{"name":"if","hash":{},"fn":container.program(28, data, 0),"inverse":container.program(14, data, 0),"data":data})) != null ? stack1 : "")
    + " |\n";
},"24":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "["
    + ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"target"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + "]("
    + alias3(alias2(alias1(lookupProperty(data,"root"), "setsFolder", {"start":{"line":72,"column":60},"end":{"line":72,"column":76}} ), depth0))
    + alias3(alias2(alias1(depth0, "targetPage", {"start":{"line":72,"column":80},"end":{"line":72,"column":90}} ), depth0))
    + ".md)";
},"25":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"target"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "");
},"26":function(container,depth0,helpers,partials,data) {
    return container.escapeExpression(container.lambda(container.strict(depth0, "nullable", {"start":{"line":72,"column":167},"end":{"line":72,"column":175}} ), depth0));
},"27":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"code").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"path"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "");
},"28":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"code").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"inline"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "");
},"29":function(container,depth0,helpers,partials,data) {
    return "\nA relationship is followed by its path, or its records are included in the record read (`$expand`, the Inline column).\n";
},"30":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + container.escapeExpression(container.lambda(container.strict(depth0, "bodies", {"start":{"line":80,"column":2},"end":{"line":80,"column":8}} ), depth0))
    + " link related records by their URLs (OData JSON Format 4.01, section 8.5): "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"bindMembers"),{"name":"each","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "."
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"bindsCollections"),{"name":"if","hash":{},"fn":container.program(33, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"unlinkable"),{"name":"if","hash":{},"fn":container.program(35, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"references"),{"name":"if","hash":{},"fn":container.program(36, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n";
},"31":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(32, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,depth0,{"name":"code","hash":{},"data":data})) != null ? stack1 : "");
},"32":function(container,depth0,helpers,partials,data) {
    return ", ";
},"33":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " A collection-valued relationship takes an array of URLs"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"bodyUpdates"),{"name":"if","hash":{},"fn":container.program(34, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ".";
},"34":function(container,depth0,helpers,partials,data) {
    return "; an update adds those links";
},"35":function(container,depth0,helpers,partials,data) {
    return " For a nullable relationship, `null` removes the link.";
},"36":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " A client sending `OData-Version: 4.01` writes a link as an entity reference in the relationship instead ("
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"referenceExample"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + "; for a collection-valued one an array of them"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"bodyUpdates"),{"name":"if","hash":{},"fn":container.program(37, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "); each `@odata.bind` member may also be written without the `odata.` prefix (`@bind`), and a body links each relationship in one of these forms, never two.";
},"37":function(container,depth0,helpers,partials,data) {
    return ", which in an update is the full set of related records";
},"38":function(container,depth0,helpers,partials,data) {
    return "The type has no relationships.\n";
},"39":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n## Filters\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"filters"),"length"),{"name":"if","hash":{},"fn":container.program(40, data, 0),"inverse":container.program(42, data, 0),"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"nonFilterable"),"length"),{"name":"if","hash":{},"fn":container.program(43, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"40":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "The `$filter` forms the service documents for this set (other expressions may work as well):\n\n| Field | Forms | Examples |\n| --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"filters"),{"name":"each","hash":{},"fn":container.program(41, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"41":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"path"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"forms"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"examples"),{"name":"each","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + " |\n";
},"42":function(container,depth0,helpers,partials,data) {
    return "The service documents no `$filter` forms for this set.\n";
},"43":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nNot filterable (`NonFilterableProperties`): "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"nonFilterable"),{"name":"each","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ".\n";
},"44":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n## Query options\n\n| Option | Requests | Takes |\n| --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"queryOptions"),{"name":"each","hash":{},"fn":container.program(45, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"withheldOptions"),{"name":"if","hash":{},"fn":container.program(46, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"listsRecords"),{"name":"if","hash":{},"fn":container.program(47, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"45":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"option"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + container.escapeExpression(container.lambda(container.strict(depth0, "requests", {"start":{"line":112,"column":24},"end":{"line":112,"column":32}} ), depth0))
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"values"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " |\n";
},"46":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = lookupProperty(helpers,"text").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"withheldOptions"),{"name":"text","hash":{},"data":data})) != null ? stack1 : "")
    + "\n";
},"47":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nA list answers with a page: the records in `value`"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"countsRecords"),{"name":"if","hash":{},"fn":container.program(48, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + " and `@odata.nextLink`, the URL of the next page, while more records follow.\n";
},"48":function(container,depth0,helpers,partials,data) {
    return ", `@odata.count` when `$count=true` was asked for,";
},"49":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n## Phase change\n\n"
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(lookupProperty(depth0,"phaseChange"),"request"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " changes the relationship "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(lookupProperty(depth0,"phaseChange"),"navigation"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " (to "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(lookupProperty(depth0,"phaseChange"),"target"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + ") of an existing record; it creates no record."
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"phaseChange"),"description"),{"name":"if","hash":{},"fn":container.program(50, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n\nThe request body is "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(lookupProperty(depth0,"phaseChange"),"body"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + ":\n\n| Field | Type | Nullable | Required | Description |\n| --- | --- | --- | --- | --- |\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"phaseChange"),"fields"),{"name":"each","hash":{},"fn":container.program(51, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"phaseChange"),"derivedBodies"),{"name":"if","hash":{},"fn":container.program(52, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"50":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " "
    + ((stack1 = lookupProperty(helpers,"inline").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"phaseChange"),"description"),{"name":"inline","hash":{},"data":data})) != null ? stack1 : "");
},"51":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"name"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"type"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + container.escapeExpression(container.lambda(container.strict(depth0, "nullable", {"start":{"line":134,"column":40},"end":{"line":134,"column":48}} ), depth0))
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"inBodies"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"description"),{"name":"cell","hash":{},"data":data})) != null ? stack1 : "")
    + " |\n";
},"52":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"phaseChange"), "derivedBodies", {"start":{"line":138,"column":3},"end":{"line":138,"column":28}} ), depth0)) != null ? stack1 : "")
    + "\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, alias4=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "# "
    + ((stack1 = lookupProperty(helpers,"text").call(alias1,lookupProperty(depth0,"name"),{"name":"text","hash":{},"data":data})) != null ? stack1 : "")
    + "\n\n"
    + alias4(alias3(alias2(depth0, "kind", {"start":{"line":3,"column":2},"end":{"line":3,"column":6}} ), depth0))
    + " "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"name"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + " of entity type "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"entityType"),{"name":"code","hash":{},"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"baseTypes"),"length"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ". ["
    + alias4(alias3(alias2(depth0, "indexLabel", {"start":{"line":3,"column":192},"end":{"line":3,"column":202}} ), depth0))
    + "](../index.md)\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"description"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"typeDescription"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "## Operations\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"operations"),"length"),{"name":"if","hash":{},"fn":container.program(5, data, 0),"inverse":container.program(8, data, 0),"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"updateNote"),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "## Fields\n\n"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(depth0,"returnsRecords"),{"name":"unless","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasBodies"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.program(16, data, 0),"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"derivedBodies"),{"name":"if","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"openType"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + "\n## Relationships\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"relationships"),"length"),{"name":"if","hash":{},"fn":container.program(22, data, 0),"inverse":container.program(38, data, 0),"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"showsFilters"),{"name":"if","hash":{},"fn":container.program(39, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"queryOptions"),"length"),{"name":"if","hash":{},"fn":container.program(44, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"phaseChange"),{"name":"if","hash":{},"fn":container.program(49, data, 0),"inverse":container.noop,"data":data})) != null ? stack1 : "");
},"useData":true},
  },
};
