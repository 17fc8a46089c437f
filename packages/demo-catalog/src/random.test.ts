import { describe, expect, it } from "vitest";
import { createRandom, hashSeed } from "./random";

const draw = (seed: string, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe("createRandom", () => {
  it("gives the same sequence for the same seed", () => {
    expect(draw("demo", 20)).toEqual(draw("demo", 20));
  });

  it("gives a different sequence for another seed", () => {
    expect(draw("demo", 5)).not.toEqual(draw("demo-2", 5));
  });

  it("stays in [0, 1) and spreads over it", () => {
    const values = draw("range", 5000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((value) => value < 0.5).length / values.length).toBeCloseTo(0.5, 1);
  });

  it("int includes both bounds and nothing outside them", () => {
    const random = createRandom("int");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it("sample gives distinct items of the list, capped at its length", () => {
    const random = createRandom("sample");
    const items = ["a", "b", "c", "d", "e"];
    const three = random.sample(items, 3);
    expect(new Set(three).size).toBe(3);
    for (const item of three) expect(items).toContain(item);
    expect(random.sample(items, 10).sort()).toEqual(items);
  });

  it("pick refuses an empty list", () => {
    expect(() => createRandom("x").pick([])).toThrow();
  });
});

describe("hashSeed", () => {
  it("hashes a text to an unsigned 32-bit integer", () => {
    const hash = hashSeed("QueSeguro");
    expect(Number.isInteger(hash)).toBe(true);
    expect(hash).toBeGreaterThanOrEqual(0);
    expect(hash).toBeLessThan(2 ** 32);
    expect(hashSeed("QueSeguro")).toBe(hash);
    expect(hashSeed("QueSeguro!")).not.toBe(hash);
  });
});
