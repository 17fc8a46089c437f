import { describe, expect, it } from "vitest";
import { referrerSchema } from "./referral";

describe("referrerSchema", () => {
  it("reads a stored referral with name, email, initialDate and ejecutivo", () => {
    const referral = {
      name: "Ana",
      email: "ana@dominio.cl",
      initialDate: "3/1/2024",
      ejecutivo: { name: "Luis" },
      loggedAs: "referral",
    };
    expect(referrerSchema.parse(referral)).toEqual(referral);
  });

  it("rejects another loggedAs value", () => {
    expect(referrerSchema.safeParse({ email: "a@b.cl", loggedAs: "admin" }).success).toBe(false);
  });
});
