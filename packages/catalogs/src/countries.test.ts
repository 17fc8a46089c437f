import { describe, expect, it } from "vitest";
import { DEFAULT_UF_VALUE } from "./countries";

describe("UF", () => {
  it("falls back to 39214.8 pesos (profile spec §9)", () => {
    expect(DEFAULT_UF_VALUE).toBe(39214.8);
  });
});
