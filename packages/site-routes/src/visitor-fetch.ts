import { RENDER_VISITOR_HEADER } from "@qs/site-server/site-server";
import { visitorHeaders } from "@qs/visitor-address/site-service";

/**
 * What the API calls of one rendering carry about its visitor: the credential and their
 * address when the server has one, and the X-Forwarded-For chain for an API that trusts this
 * server as a proxy instead.
 */
export function visitorFetch(
  request: Request,
  token: string | undefined,
): typeof fetch | undefined {
  const visitor = request.headers.get(RENDER_VISITOR_HEADER);
  const forwarded = request.headers.get("x-forwarded-for");
  if (!visitor && !forwarded) return undefined;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (forwarded) headers.set("x-forwarded-for", forwarded);
    if (token && visitor) {
      for (const [name, value] of Object.entries(visitorHeaders(token, visitor))) {
        headers.set(name, value);
      }
    }
    return fetch(input, { ...init, headers });
  };
}
