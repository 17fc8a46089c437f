import { describe, expect, it } from "vitest";
import { RobotCounter } from "./robot-counter";

describe("RobotCounter", () => {
  it("reports a client only once it goes over the limit", () => {
    const counter = new RobotCounter(3, 60_000);
    expect([1, 2, 3].map((t) => counter.hit("a", t))).toEqual([false, false, false]);
    expect(counter.hit("a", 4)).toBe(true);
  });

  it("counts each client apart", () => {
    const counter = new RobotCounter(1, 60_000);
    expect(counter.hit("a", 0)).toBe(false);
    expect(counter.hit("b", 0)).toBe(false);
    expect(counter.hit("a", 1)).toBe(true);
  });

  it("forgets requests older than the window", () => {
    const counter = new RobotCounter(2, 10_000);
    counter.hit("a", 0);
    counter.hit("a", 1_000);
    expect(counter.hit("a", 12_000)).toBe(false);
    expect(counter.hit("a", 12_500)).toBe(false);
    expect(counter.hit("a", 13_000)).toBe(true);
  });

  it("starts again from zero after a reset", () => {
    const counter = new RobotCounter(1, 60_000);
    counter.hit("a", 0);
    expect(counter.hit("a", 1)).toBe(true);
    counter.reset("a");
    expect(counter.hit("a", 2)).toBe(false);
  });
});
