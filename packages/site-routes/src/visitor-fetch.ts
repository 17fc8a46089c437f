import { RENDER_VISITOR_HEADER } from "@qs/site-server/site-server";
import { visitorHeaders } from "@qs/visitor-address/site-service";

/**
 * What the API calls of one rendering carry about its visitor: the credential and their
 * address when the server has one, and the X-Forwarded-For chain for an API that trusts this
 * server as a proxy instead. They ask for answers as they are (`Accept-Encoding: identity`):
 * the site server and the API share a network, where compressing each answer there and
 * decompressing it here cost both processes CPU (a twentieth of a listing's rendering) to
 * save bandwidth nobody is short of.
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
    headers.set("accept-encoding", "identity");
    if (forwarded) headers.set("x-forwarded-for", forwarded);
    if (token && visitor) {
      for (const [name, value] of Object.entries(visitorHeaders(token, visitor))) {
        headers.set(name, value);
      }
    }
    return fetch(input, { ...init, headers });
  };
}
