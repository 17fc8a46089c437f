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

  it("refuses a Map or a Set, which JSON would empty, rather than send it changed", () => {
    expect(() => toPageJson({ prices: new Map([[30004, 1]]) })).toThrow(/Map at 'prices'/);
    expect(() => toPageJson([new Set([1])])).toThrow(/Set/);
  });

  it("is one JSON text, and plain values stay what they are", () => {
    expect(typeof toPageJson({ a: 1 })).toBe("string");
    for (const value of [0, "texto", true, null, [1, 2]]) {
      expect(fromPageJson(toPageJson(value))).toEqual(value);
    }
  });
});
