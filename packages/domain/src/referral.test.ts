import { describe, expect, it } from "vitest";
import { isReferralExpired, parseReferralDate, referrerSchema } from "./referral";

const start = "3/1/2024";

describe("isReferralExpired", () => {
  it("is kept up to 30 days", () => {
    expect(isReferralExpired({ initialDate: start }, new Date(2024, 2, 15))).toBe(false);
    expect(isReferralExpired({ initialDate: start }, new Date(2024, 2, 31))).toBe(false);
  });

  it("expires after more than 30 days", () => {
    expect(isReferralExpired({ initialDate: start }, new Date(2024, 2, 31, 0, 0, 1))).toBe(true);
    expect(isReferralExpired({ initialDate: start }, new Date(2024, 5, 1))).toBe(true);
  });

  it("never expires when it has an executive", () => {
    expect(
      isReferralExpired({ initialDate: start, ejecutivo: { name: "Ana" } }, new Date(2025, 0, 1)),
    ).toBe(false);
  });

  it("counts an unreadable date as expired", () => {
    expect(isReferralExpired({ initialDate: "2024-03-01" }, new Date(2024, 2, 2))).toBe(true);
    expect(isReferralExpired({}, new Date(2024, 2, 2))).toBe(true);
  });
});

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
