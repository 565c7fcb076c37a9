/** `1 digit`, `3 digits`: a count and its noun, in the plural unless the count is one. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
