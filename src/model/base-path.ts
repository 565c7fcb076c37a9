/**
 * What is wrong with a service root path, if anything: it starts with `/` and holds only what a
 * URL path may hold as it is (RFC 3986, section 3.3: unreserved and sub-delimiter characters,
 * `:`, `@`, `/`, and `%` followed by two hex digits). A `{` would be read as an OpenAPI server
 * variable, a space, `?` or `#` would end or break the URL.
 */
export function basePathProblem(path: string): string | undefined {
  if (!path.startsWith("/")) return "must start with '/', e.g. /v1/odata";
  const bad = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/u.exec(path);
  if (!bad) return undefined;
  const shown = bad[0] === " " ? "a space" : `'${bad[0]}'`;
  return `holds ${shown}, which a URL path cannot hold as it is (percent-encode it, e.g. %20 for a space)`;
}
