import { describe, expect, it } from "vitest";
import { parseReferralDate, referrerSchema } from "./referral";

describe("parseReferralDate", () => {
  it("reads month/day/year", () => {
    expect(parseReferralDate("12/31/2023")).toEqual(new Date(2023, 11, 31));
    expect(parseReferralDate("3/5/2024, 10:00:00 AM")).toEqual(new Date(2024, 2, 5));
  });

  it("rejects impossible dates", () => {
    expect(parseReferralDate("31/12/2023")).toBeNull();
    expect(parseReferralDate("2/30/2024")).toBeNull();
  });
});

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
