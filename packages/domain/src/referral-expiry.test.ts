import { describe, expect, it } from "vitest";
import {
  formatReferralDate,
  isReferralExpired,
  parseReferralDate,
  withoutExpiredReferral,
} from "./referral-expiry";

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe("referral expiry", () => {
  it("writes and reads the month/day/year date", () => {
    expect(formatReferralDate(at(2025, 3, 7))).toBe("03/07/2025");
    expect(parseReferralDate("03/07/2025")?.getDate()).toBe(7);
    expect(parseReferralDate("3/7/2025")?.getMonth()).toBe(2);
    expect(parseReferralDate("02/30/2025")).toBeNull();
    expect(parseReferralDate("2025-03-07")).toBeNull();
  });

  it("keeps a referral up to 30 days and removes it after more than 30 days", () => {
    const referral = { name: "Ana", email: "ana@x.com", initialDate: "01/01/2025" };
    expect(isReferralExpired(referral, new Date(2025, 0, 31, 0, 0))).toBe(false);
    expect(isReferralExpired(referral, new Date(2025, 0, 31, 0, 1))).toBe(true);
    expect(isReferralExpired(referral, at(2025, 3, 1))).toBe(true);
  });

  it("never expires a referral with an executive", () => {
    const referral = { initialDate: "01/01/2020", ejecutivo: { name: "Luis", email: "l@x.com" } };
    expect(isReferralExpired(referral, at(2025, 1, 1))).toBe(false);
    expect(
      isReferralExpired({ initialDate: "01/01/2020", ejecutivo: "Luis" }, at(2025, 1, 1)),
    ).toBe(false);
    expect(isReferralExpired({ initialDate: "01/01/2020", ejecutivo: "" }, at(2025, 1, 1))).toBe(
      true,
    );
  });

  it("removes a referral without a readable date", () => {
    expect(isReferralExpired({ initialDate: "someday" }, at(2025, 1, 1))).toBe(true);
  });

  it("drops only the expired referral from the profile", () => {
    const profile = { email: "v@x.com", referido: { initialDate: "01/01/2025" } };
    expect(withoutExpiredReferral(profile, at(2025, 1, 10))).toBe(profile);
    expect(withoutExpiredReferral(profile, at(2025, 2, 15))).toEqual({ email: "v@x.com" });
    const none = { email: "v@x.com" };
    expect(withoutExpiredReferral(none, at(2030, 1, 1))).toBe(none);
  });
});
