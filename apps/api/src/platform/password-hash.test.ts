import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

describe("password hashes", () => {
  it("verify the password they were made from, and no other", async () => {
    const stored = await hashPassword("Valparaiso-2026");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Valparaiso-2026", stored)).toBe(true);
    expect(await verifyPassword("valparaiso-2026", stored)).toBe(false);
    expect(await verifyPassword("Valparaiso-2026", "plain")).toBe(false);
  });

  it("salt each hash, so the same password is stored twice differently", async () => {
    expect(await hashPassword("Bogotá#2026x")).not.toBe(await hashPassword("Bogotá#2026x"));
  });

  it("read a password written in either Unicode form as the same", async () => {
    const composed = "Bogot\u00e1#2026x";
    const decomposed = "Bogota\u0301#2026x";
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });
});
