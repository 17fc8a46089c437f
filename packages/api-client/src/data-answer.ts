/**
 * The `data` of an answer (`{ data }` or `{ data, metadata }`); undefined when the answer has
 * none, so the caller's schema refuses it. The privacy routes answer this way, and their
 * schemas do not depend on the catalogue's demo metadata.
 */
export function dataOf(json: unknown): unknown {
  return typeof json === "object" && json !== null && "data" in json
    ? (json as { data: unknown }).data
    : undefined;
}
