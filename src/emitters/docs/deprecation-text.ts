import { deprecationOf } from "../../model/deprecation.js";

/** A description, and after it that the element is deprecated (Core.Revisions), with the revision's own words. */
export function withDeprecation(description: string | undefined, annotations: Readonly<Record<string, unknown>>): string {
  const deprecation = deprecationOf(annotations);
  if (deprecation === undefined) return description ?? "";
  const note = deprecation.description === undefined ? "Deprecated." : `Deprecated: ${sentence(deprecation.description)}`;
  return description === undefined || description.trim() === "" ? note : `${sentence(description)} ${note}`;
}

/** A text ending its sentence. */
const sentence = (text: string): string => `${text.trim()}${/[.!?]$/.test(text.trim()) ? "" : "."}`;
