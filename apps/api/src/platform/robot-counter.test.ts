import { describe, expect, it } from "vitest";
import { RobotCounter } from "./robot-counter";

describe("RobotCounter", () => {
  it("reports a client only once it goes over the limit", () => {
    const counter = new RobotCounter(3, 60_000, 100);
    expect([1, 2, 3].map((t) => counter.hit("a", t))).toEqual([false, false, false]);
    expect(counter.hit("a", 4)).toBe(true);
  });

  it("counts each client apart", () => {
    const counter = new RobotCounter(1, 60_000, 100);
    expect(counter.hit("a", 0)).toBe(false);
    expect(counter.hit("b", 0)).toBe(false);
    expect(counter.hit("a", 1)).toBe(true);
  });

  it("forgets requests older than the window", () => {
    const counter = new RobotCounter(2, 10_000, 100);
    counter.hit("a", 0);
    counter.hit("a", 1_000);
    expect(counter.hit("a", 12_000)).toBe(false);
    expect(counter.hit("a", 12_500)).toBe(false);
    expect(counter.hit("a", 13_000)).toBe(true);
  });

  it("starts again from zero after a reset", () => {
    const counter = new RobotCounter(1, 60_000, 100);
    counter.hit("a", 0);
    expect(counter.hit("a", 1)).toBe(true);
    counter.reset("a");
    expect(counter.hit("a", 2)).toBe(false);
  });

  it("says since when a client is counted: its first request after a reset, then its window", () => {
    const counter = new RobotCounter(5, 10_000, 100);
    expect(counter.countingSince("a")).toBeUndefined();
    counter.hit("a", 2_345);
    expect(counter.countingSince("a")).toBe(2_345);
    counter.hit("a", 15_000);
    // The first request left the window: its bucket (15,000 rounded down) is the oldest now.
    expect(counter.countingSince("a")).toBe(15_000);
    counter.reset("a");
    counter.hit("a", 15_500);
    expect(counter.countingSince("a")).toBe(15_500);
  });

  it("keeps at most maxEntries clients, forgetting the least recently seen", () => {
    const counter = new RobotCounter(1, 60_000, 3);
    for (let i = 0; i < 1000; i++) counter.hit(`client-${i}`, i);
    expect(counter.size).toBe(3);
    // The most recent clients are still counted...
    expect(counter.hit("client-999", 1000)).toBe(true);
    // ...an old one was forgotten and starts from zero.
    expect(counter.hit("client-0", 1001)).toBe(false);
  });
});
