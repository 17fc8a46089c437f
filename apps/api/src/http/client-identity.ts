import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Who is asking: the client's address and the identity the robot check counts. */

/** The first X-Forwarded-For hop, else the socket's address. */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  if (first) return first;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}

/** The client's address plus the optional X-Fingerprint header (at most 200 characters). */
export function clientKey(c: Context, address: string): string {
  const fingerprint = c.req.header("x-fingerprint")?.trim().slice(0, 200);
  return fingerprint ? `${address}|${fingerprint}` : address;
}
