export { tsIdentifier } from "../common/output-names.js";

const PLAIN_KEY = /^[\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Nd}\p{Mn}\p{Mc}\p{Pc}\p{Cf}$]*$/u;

/** A property key: bare when it is an identifier, else a double-quoted string (`"Nav@odata.bind"`). */
export function propertyKey(name: string): string {
  return PLAIN_KEY.test(name) ? name : JSON.stringify(name);
}
