import { describe, expect, it } from "vitest";
import { SealError, seal, unseal } from "./sealed";

const KEY = "a".repeat(64);
const TOKEN = "Tx8f2bQk9ZLw1mRv3cYh7uNs0pEa5dGj4KiXoBtCzWq";

describe("sealing", () => {
  it("opens what it sealed, and the sealed text shows nothing of it", () => {
    const sealed = seal(KEY, "idempotent-answer", `{"accessToken":"${TOKEN}"}`, "row-1");
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(TOKEN);
    expect(unseal(KEY, "idempotent-answer", sealed, "row-1")).toBe(`{"accessToken":"${TOKEN}"}`);
  });

  it("seals the same text differently each time (a fresh IV)", () => {
    expect(seal(KEY, "mail-outbox", TOKEN, "row")).not.toBe(seal(KEY, "mail-outbox", TOKEN, "row"));
  });

  it("does not open with another key, another purpose, another row, or once altered", () => {
    const sealed = seal(KEY, "mail-outbox", TOKEN, "row-1");
    expect(() => unseal("b".repeat(64), "mail-outbox", sealed, "row-1")).toThrow(SealError);
    expect(() => unseal(KEY, "idempotent-answer", sealed, "row-1")).toThrow(SealError);
    expect(() => unseal(KEY, "mail-outbox", sealed, "row-2")).toThrow(SealError);
    // The last character but one: every bit of it is sealed text (the last may hold padding bits).
    const kept = sealed.at(-2);
    const flipped = `${sealed.slice(0, -2)}${kept === "A" ? "B" : "A"}${sealed.slice(-1)}`;
    expect(flipped).not.toBe(sealed);
    expect(() => unseal(KEY, "mail-outbox", flipped, "row-1")).toThrow(SealError);
    expect(() => unseal(KEY, "mail-outbox", `{"accessToken":"${TOKEN}"}`, "row-1")).toThrow(
      SealError,
    );
    expect(() => unseal(KEY, "mail-outbox", "v1.AAAA", "row-1")).toThrow(SealError);
  });
});
