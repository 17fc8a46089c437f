import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache";

const answer = (body: string) => ({
  body,
  contentType: "application/json",
  etag: `"${body}"`,
  headers: {},
});

describe("ResponseCache", () => {
  it("answers an entry until its lifetime ends", () => {
    const cache = new ResponseCache(1000, 10);
    cache.set("k", answer("a"), 0);
    expect(cache.get("k", 999)?.body).toBe("a");
    expect(cache.get("k", 1000)).toBeUndefined();
  });

  it("drops the oldest entries beyond its size", () => {
    const cache = new ResponseCache(1000, 2);
    cache.set("a", answer("a"), 0);
    cache.set("b", answer("b"), 0);
    cache.set("c", answer("c"), 0);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("c", 1)?.body).toBe("c");
  });

  it("keeps nothing when the lifetime is 0", () => {
    const cache = new ResponseCache(0, 2);
    cache.set("a", answer("a"), 0);
    expect(cache.get("a", 0)).toBeUndefined();
  });
});
