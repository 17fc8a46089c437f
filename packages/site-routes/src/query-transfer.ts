/**
 * How the answers a page was rendered with travel to the browser: each query's data as one
 * JSON text inside the router's state (`setupRouterSsrQueryIntegration`'s `serializeData`),
 * parsed back as the page hydrates. As objects, the router writes every object and array of
 * every answer as a numbered reference the browser evaluates before its first paint (the
 * listing's state was 10 KB gzip; as texts 8 KB, and a text costs nothing to evaluate until the
 * page's code reads it). Answers are JSON from the API; a Map or a Set, which JSON would turn
 * into an empty object, stops the rendering instead of reaching the browser changed.
 */
export function toPageJson(data: unknown): string {
  return JSON.stringify(data, (key, value: unknown) => {
    if (value instanceof Map || value instanceof Set) {
      throw new TypeError(
        `A query's data holds a ${value.constructor.name} at '${key}': JSON cannot carry it into the page`,
      );
    }
    return value;
  });
}

export function fromPageJson(text: string): unknown {
  return JSON.parse(text);
}
