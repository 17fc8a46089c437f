import { isIPv4, isIPv6 } from "node:net";
import proxyaddr from "proxy-addr";

/**
 * Who is asking. The address comes from the socket; `X-Forwarded-For` is believed only when
 * the socket's peer is a proxy named in `TRUST_PROXY`, and then the client is the rightmost
 * hop that is not a trusted proxy (proxy-addr walks the chain from the socket leftwards and
 * stops at the first untrusted address). A header the client writes itself can therefore
 * never choose its identity: a proxy appends the address it saw, and that one is read first.
 *
 * `X-Fingerprint` plays no role: a value the client picks cannot tell clients apart without
 * letting one client pose as many, so rate limits, robot flags and idempotency scopes all
 * count the address alone.
 */

/** Decides whether an address (hop `i` from the socket) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Compiles `TRUST_PROXY` (addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`);
 * throws on a malformed entry, so a bad setting stops the server at start.
 */
export function compileTrustProxy(entries: readonly string[]): TrustProxy {
  try {
    return proxyaddr.compile([...entries]);
  } catch (error) {
    throw new Error(`Invalid TRUST_PROXY (${entries.join(",")}): ${(error as Error).message}`);
  }
}

/** What is left when a request has no socket (an in-process request): never a trusted proxy. */
export const NO_SOCKET = "local";

/**
 * The client's address: the socket's, or the rightmost `X-Forwarded-For` hop that is not a
 * trusted proxy when the socket's peer is one.
 */
export function addressBehindProxies(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  if (!socket) return NO_SOCKET;
  if (!forwardedFor) return normalizeAddress(socket);
  const request = {
    socket: { remoteAddress: socket },
    headers: { "x-forwarded-for": forwardedFor },
  };
  const address = proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
  return normalizeAddress(address ?? socket);
}

/** IPv4-mapped IPv6 (`::ffff:192.0.2.1`) as plain IPv4, zone ids dropped, at most 64 characters. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  return trimmed.replace(/%.*$/, "").toLowerCase().slice(0, 64);
}

/**
 * The identity limits count: an IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber gets a whole /64 and can pick any address in it at will).
 */
export function clientKeyOf(address: string): string {
  if (!isIPv6(address)) return address;
  const hextets = expandIPv6(address);
  return hextets ? `${hextets.slice(0, 4).join(":")}::/64` : address;
}

/** The eight hextets of an IPv6 address, without leading zeros ("2001:db8::1" → 2001,db8,0,…,1). */
function expandIPv6(address: string): string[] | null {
  let text = address;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((h) =>
    Number.parseInt(h, 16).toString(16),
  );
}
