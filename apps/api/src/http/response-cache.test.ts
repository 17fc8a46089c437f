import { describe, expect, it } from "vitest";
import { ResponseCache, type StoredAnswer } from "./response-cache";

const answer = (body: string, version = 1): StoredAnswer => ({
  identity: Buffer.from(body),
  contentType: "application/json",
  etag: `"${body}"`,
  headers: {},
  version,
  storedAtMs: 5000,
});

function cache(ttlMs: number, maxBytes = 10_000) {
  let now = 5000;
  const kept = new ResponseCache({ ttlMs, maxBytes, now: () => now });
  return { kept, at: (ms: number) => (now = ms) };
}

describe("ResponseCache", () => {
  it("answers an entry until its lifetime ends", () => {
    const { kept, at } = cache(1000);
    kept.set("k", answer("a"));
    at(5999);
    expect(kept.get("k", 1)?.identity.toString()).toBe("a");
    at(6000);
    expect(kept.get("k", 1)).toBeUndefined();
  });

  it("misses an entry of another catalogue version", () => {
    const { kept } = cache(1000);
    kept.set("k", answer("a", 1));
    expect(kept.get("k", 2)).toBeUndefined();
    expect(kept.entries).toBe(0);
  });

  it("keeps its bytes under the bound, dropping the least recently used", () => {
    const { kept } = cache(1000, 1500);
    kept.set("a", answer("x".repeat(300)));
    kept.set("b", answer("y".repeat(300)));
    kept.get("a", 1);
    kept.set("c", answer("z".repeat(300)));
    expect(kept.get("b", 1)).toBeUndefined();
    expect(kept.get("a", 1)).toBeDefined();
    expect(kept.get("c", 1)).toBeDefined();
    expect(kept.bytes).toBeLessThanOrEqual(1500);
    expect(kept.entries).toBe(2);
  });

  it("keeps nothing when the lifetime is 0", () => {
    const { kept } = cache(0);
    kept.set("a", answer("a"));
    expect(kept.enabled).toBe(false);
    expect(kept.get("a", 1)).toBeUndefined();
  });
});
