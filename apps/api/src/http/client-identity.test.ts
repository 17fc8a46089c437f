import { compileTrustProxy } from "@qs/visitor-address/client-address";
import { visitorHeaders } from "@qs/visitor-address/site-service";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-identity";

const SERVICE_TOKEN = "t".repeat(43);

/** The address the API would count for a request from `socket` with these headers. */
async function seen(
  options: { trustProxy?: string[]; siteServiceToken?: string },
  socket: string | null,
  headers: Record<string, string>,
) {
  const identity = {
    trustProxy: compileTrustProxy(options.trustProxy ?? []),
    siteServiceToken: options.siteServiceToken,
  };
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, identity)));
  const env = socket
    ? { incoming: { socket: { remoteAddress: socket, remotePort: 1, remoteFamily: "IPv4" } } }
    : undefined;
  const res = await app.request("/", { headers }, env);
  return res.text();
}

describe("client address", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await seen({}, "203.0.113.5", { "X-Forwarded-For": "198.51.100.1" })).toBe(
      "203.0.113.5",
    );
  });

  it("takes the rightmost untrusted X-Forwarded-For hop behind a trusted proxy", async () => {
    const trust = { trustProxy: ["loopback", "10.0.0.0/8"] };
    expect(
      await seen(trust, "127.0.0.1", { "X-Forwarded-For": "1.2.3.4, 198.51.100.23, 10.0.0.7" }),
    ).toBe("198.51.100.23");
  });

  it("is the visitor a site server vouches for with the site service credential", async () => {
    const options = { siteServiceToken: SERVICE_TOKEN };
    expect(await seen(options, "127.0.0.1", visitorHeaders(SERVICE_TOKEN, "198.51.100.7"))).toBe(
      "198.51.100.7",
    );
    // The credential outranks a trusted proxy's chain: the site server saw the visitor.
    expect(
      await seen({ ...options, trustProxy: ["loopback"] }, "127.0.0.1", {
        ...visitorHeaders(SERVICE_TOKEN, "198.51.100.7"),
        "X-Forwarded-For": "203.0.113.9",
      }),
    ).toBe("198.51.100.7");
  });

  it("ignores a visitor's address without the right credential", async () => {
    const options = { siteServiceToken: SERVICE_TOKEN };
    expect(await seen(options, "203.0.113.5", { "X-Visitor-Address": "198.51.100.7" })).toBe(
      "203.0.113.5",
    );
    expect(await seen(options, "203.0.113.5", visitorHeaders("u".repeat(43), "198.51.100.7"))).toBe(
      "203.0.113.5",
    );
    // An API without a credential configured believes no one's.
    expect(await seen({}, "203.0.113.5", visitorHeaders(SERVICE_TOKEN, "198.51.100.7"))).toBe(
      "203.0.113.5",
    );
  });

  it("never believes a header without a socket (an in-process request)", async () => {
    expect(
      await seen({ trustProxy: ["loopback"], siteServiceToken: SERVICE_TOKEN }, null, {
        ...visitorHeaders(SERVICE_TOKEN, "198.51.100.7"),
        "X-Forwarded-For": "198.51.100.1",
      }),
    ).toBe("local");
  });

  it("ignores X-Fingerprint", async () => {
    expect(await seen({}, "203.0.113.5", { "X-Fingerprint": "otro-navegador" })).toBe(
      "203.0.113.5",
    );
  });
});
