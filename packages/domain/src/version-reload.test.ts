import { describe, expect, it } from "vitest";
import { decideVersionReload } from "./version-reload";

describe("deployed-version reload", () => {
  it("does nothing while the deployed version is the page's, and resets the counter", () => {
    expect(decideVersionReload({ deployed: "1.0.0", local: "1.0.0", count: 1 })).toEqual({
      reload: false,
      count: 0,
    });
  });

  it("reloads once for a new version, then resets the counter instead of reloading again", () => {
    const first = decideVersionReload({ deployed: "2.0.0", local: "1.0.0", count: 0 });
    expect(first).toEqual({ reload: true, count: 1 });
    const second = decideVersionReload({ deployed: "2.0.0", local: "1.0.0", count: first.count });
    expect(second).toEqual({ reload: false, count: 0 });
  });

  it("allows as many reloads as the configured limit", () => {
    let count = 0;
    const reloads: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const decision = decideVersionReload({ deployed: "2", local: "1", count, limit: 3 });
      reloads.push(decision.reload);
      count = decision.count;
    }
    expect(reloads).toEqual([true, true, true, false]);
    expect(decideVersionReload({ deployed: "2", local: "1", count: 0, limit: 0 }).reload).toBe(
      false,
    );
  });

  it("ignores an unknown deployed version and a broken counter", () => {
    expect(decideVersionReload({ deployed: null, local: "1", count: 1 })).toEqual({
      reload: false,
      count: 1,
    });
    expect(decideVersionReload({ deployed: "2", local: "1", count: Number.NaN }).reload).toBe(true);
  });
});
