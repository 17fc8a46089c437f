/**
 * How the answers a page was rendered with travel to the browser: each query's data as one
 * JSON text inside the router's state (`setupRouterSsrQueryIntegration`'s `serializeData`),
 * parsed back as the page hydrates. As objects, the router writes every object and array of
 * every answer as a numbered reference the browser evaluates before its first paint (the
 * listing's state was 10 KB gzip; as texts 8 KB, and a text costs nothing to evaluate until the
 * page's code reads it). A Map in an answer is kept as its entries.
 */
const MAP = "$qsMap";

export function toPageJson(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) =>
    value instanceof Map ? { [MAP]: [...value] } : value,
  );
}

export function fromPageJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    value !== null && typeof value === "object" && MAP in value
      ? new Map((value as Record<typeof MAP, [unknown, unknown][]>)[MAP])
      : value,
  );
}
