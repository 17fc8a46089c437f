import { describe, expect, it } from "vitest";
import { RenderLimit } from "./render-limit";

describe("the render limit", () => {
  it("lets a client have its renderings of the minute, then says when to come back", () => {
    let now = 1_000_000;
    const limit = new RenderLimit({ perMinute: 3, now: () => now });
    expect([limit.take("a"), limit.take("a"), limit.take("a")]).toEqual([0, 0, 0]);
    expect(limit.take("a")).toBe(60);
    now += 45_500;
    expect(limit.take("a")).toBe(15);
    // Other clients count apart.
    expect(limit.take("b")).toBe(0);
    // A new minute, a new allowance.
    now += 14_500;
    expect(limit.take("a")).toBe(0);
  });

  it("forgets the least recently seen clients beyond its bound", () => {
    const limit = new RenderLimit({ perMinute: 1, maxClients: 2, now: () => 0 });
    expect(limit.take("a")).toBe(0);
    expect(limit.take("a")).toBeGreaterThan(0);
    limit.take("b");
    limit.take("c");
    expect(limit.take("a")).toBe(0);
  });
});
