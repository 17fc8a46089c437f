import { describe, expect, it } from "vitest";
import {
  addressBehindProxies,
  clientKeyOf,
  compileTrustProxy,
  normalizeAddress,
} from "./client-address";

/** The address counted for a request from `socket` carrying this X-Forwarded-For. */
function seen(trustProxy: string[], socket: string | undefined, forwardedFor?: string) {
  return addressBehindProxies(socket, forwardedFor, compileTrustProxy(trustProxy));
}

describe("client address", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(seen([], "203.0.113.5")).toBe("203.0.113.5");
    expect(seen([], "203.0.113.5", "198.51.100.1")).toBe("203.0.113.5");
    expect(seen([], "203.0.113.5", "127.0.0.1, 10.0.0.1, 198.51.100.1")).toBe("203.0.113.5");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(seen(["loopback", "10.0.0.0/8"], "203.0.113.5", "198.51.100.1")).toBe("203.0.113.5");
  });

  it("takes the rightmost hop that is not a trusted proxy", () => {
    const trust = ["loopback", "10.0.0.0/8"];
    // The client wrote the first two hops itself; the load balancer (10.0.0.7) appended the
    // address it saw, and the site server (loopback) passed the chain on.
    expect(seen(trust, "127.0.0.1", "1.2.3.4, 127.0.0.1, 198.51.100.23, 10.0.0.7")).toBe(
      "198.51.100.23",
    );
    expect(seen(trust, "127.0.0.1", "198.51.100.23")).toBe("198.51.100.23");
    // Without the header, the trusted proxy itself is the client.
    expect(seen(trust, "10.0.0.7")).toBe("10.0.0.7");
  });

  it("accepts single addresses and IPv4-mapped sockets as trusted proxies", () => {
    expect(seen(["192.0.2.10"], "::ffff:192.0.2.10", "198.51.100.9")).toBe("198.51.100.9");
    expect(seen(["192.0.2.10"], "::ffff:192.0.2.11", "1.1.1.1")).toBe("192.0.2.11");
  });

  it("never believes the header without a socket (an in-process request)", () => {
    expect(seen(["loopback"], undefined, "198.51.100.1")).toBe("local");
  });

  it("refuses a malformed TRUST_PROXY entry at start", () => {
    expect(() => compileTrustProxy(["10.0.0.0/99"])).toThrow("Invalid TRUST_PROXY");
    expect(() => compileTrustProxy(["proxy.example.com"])).toThrow();
  });
});

describe("client key", () => {
  it("is the IPv4 address, and the /64 network of an IPv6 address", () => {
    expect(clientKeyOf("198.51.100.7")).toBe("198.51.100.7");
    expect(clientKeyOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:0db8:0001:0002::")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(clientKeyOf("local")).toBe("local");
  });

  it("normalizes mapped IPv4, case and zone ids", () => {
    expect(normalizeAddress("::FFFF:203.0.113.5")).toBe("203.0.113.5");
    expect(normalizeAddress("FE80::1%eth0")).toBe("fe80::1");
  });
});
