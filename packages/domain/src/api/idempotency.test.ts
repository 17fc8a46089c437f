import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from "./idempotency";

describe("idempotencyKeySchema", () => {
  it("accepts 8 to 200 visible characters", () => {
    expect(idempotencyKeySchema.safeParse("a".repeat(8)).success).toBe(true);
    expect(idempotencyKeySchema.safeParse("a".repeat(200)).success).toBe(true);
  });

  it("refuses shorter, longer or blank keys with the message", () => {
    for (const key of ["a".repeat(7), "a".repeat(201), "with space1"]) {
      expect(idempotencyKeySchema.safeParse(key).error?.issues[0]?.message).toBe(
        IDEMPOTENCY_KEY_MESSAGE,
      );
    }
  });
});
