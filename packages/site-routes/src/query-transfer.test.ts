import { describe, expect, it } from "vitest";
import { fromPageJson, toPageJson } from "./query-transfer";

describe("an answer's way into the page", () => {
  it("comes back as the same data", () => {
    const answer = {
      items: [{ id: 30004, displayName: "Plan Joven", price: { from: 98000 }, badge: null }],
      total: 64,
      empty: [],
      text: "</script><script>alert(1)</script>",
    };
    expect(fromPageJson(toPageJson(answer))).toEqual(answer);
  });

  it("keeps a page's batch of prices as a Map by product, nested ones too", () => {
    const batch = new Map<number, unknown>([
      [30004, { total: { minPrice: 667000 }, nested: new Map([["a", 1]]) }],
      [30005, null],
    ]);
    const back = fromPageJson(toPageJson(batch));
    expect(back).toBeInstanceOf(Map);
    expect(back).toEqual(batch);
    expect((back as Map<number, { nested: unknown }>).get(30004)?.nested).toBeInstanceOf(Map);
  });

  it("is one JSON text, and plain values stay what they are", () => {
    expect(typeof toPageJson({ a: 1 })).toBe("string");
    for (const value of [0, "texto", true, null, [1, 2]]) {
      expect(fromPageJson(toPageJson(value))).toEqual(value);
    }
  });
});
