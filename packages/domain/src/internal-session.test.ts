import { describe, expect, it } from "vitest";
import {
  INTERNAL_SESSION_MAX_MS,
  isInternalSessionExpired,
  msUntilInternalSessionExpires,
} from "./internal-session";

describe("internal-traffic session", () => {
  const start = Date.UTC(2025, 0, 1, 8);
  it("lasts 10 hours", () => {
    expect(INTERNAL_SESSION_MAX_MS).toBe(36_000_000);
    expect(isInternalSessionExpired(start, start + INTERNAL_SESSION_MAX_MS)).toBe(false);
    expect(isInternalSessionExpired(start, start + INTERNAL_SESSION_MAX_MS + 1)).toBe(true);
    expect(isInternalSessionExpired(null, start + 10 * INTERNAL_SESSION_MAX_MS)).toBe(false);
  });

  it("says how long is left", () => {
    expect(msUntilInternalSessionExpires(start, start)).toBe(INTERNAL_SESSION_MAX_MS + 1);
    expect(msUntilInternalSessionExpires(start, start + 2 * INTERNAL_SESSION_MAX_MS)).toBe(0);
    expect(msUntilInternalSessionExpires(null, start)).toBeNull();
  });
});
