/**
 * An object from `[key, value]` entries, built with Object.fromEntries rather than by assigning
 * member by member: V8 turns an object that receives more than about a dozen computed keys into a
 * slow dictionary, which costs memory and makes JSON.stringify and Object.keys several times
 * slower (schemas' `properties` have dozens of members).
 */
export function record<T>(entries: [string, T][]): Record<string, T> {
  return Object.fromEntries(entries) as Record<string, T>;
}
