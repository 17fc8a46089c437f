/**
 * Every path of the API, declared once: the template as the OpenAPI document writes it
 * (`/api/chat/conversations/{id}/messages`). The API's route definitions name these
 * constants, and the client builds its addresses from them with `apiPath`, so a path
 * renamed on one side cannot be left behind on the other.
 */
export * as apiPaths from "./path-list";

import type * as pathList from "./path-list";

export type ApiPathName = keyof typeof pathList;
export type ApiPathTemplate = (typeof pathList)[ApiPathName];

/** The parameter names of a template: `"token" | "step"` for `/api/compra-online/{token}/{step}`. */
export type PathParamsOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamsOf<Rest>
  : never;

type PathArgs<T extends string> = [PathParamsOf<T>] extends [never]
  ? []
  : [params: Record<PathParamsOf<T>, string | number>];

/**
 * The address of a path: each `{name}` filled with its parameter, encoded as one segment
 * (`encodeURIComponent`), so a value holding `/`, `?` or `#` stays inside its segment.
 */
export function apiPath<T extends ApiPathTemplate>(template: T, ...[params]: PathArgs<T>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${template}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
