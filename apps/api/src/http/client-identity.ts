import { getConnInfo } from "@hono/node-server/conninfo";
import { addressBehindProxies, type TrustProxy } from "@qs/visitor-address/client-address";
import { vouchedVisitorAddress } from "@qs/visitor-address/site-service";
import type { Context } from "hono";

/**
 * Who is asking, as the API counts it (@qs/visitor-address owns the rules): the visitor a
 * site server vouches for with the site service credential; else the socket's address, or
 * the rightmost untrusted X-Forwarded-For hop when the socket's peer is in TRUST_PROXY.
 */

export interface ClientIdentityOptions {
  trustProxy: TrustProxy;
  /** SITE_SERVICE_TOKEN: the credential a site server's calls carry. */
  siteServiceToken: string | undefined;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client's address for this request. */
export function clientAddress(c: Context, options: ClientIdentityOptions): string {
  return addressOf(socketAddress(c), (name) => c.req.header(name), options);
}

/** The same rules from the socket's address and the request's headers (no Hono context). */
export function addressOf(
  socket: string | undefined,
  header: (name: string) => string | undefined,
  options: ClientIdentityOptions,
): string {
  if (socket) {
    const vouched = vouchedVisitorAddress(options.siteServiceToken, header);
    if (vouched) return vouched;
  }
  return addressBehindProxies(socket, header("x-forwarded-for"), options.trustProxy);
}
