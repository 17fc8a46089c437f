import { describe, expect, it } from "vitest";
import { isReferralEmail, REFERRAL_EMAIL_MAX_LENGTH } from "./referral-email";

describe("referral e-mail", () => {
  it("accepts an e-mail address of up to 50 characters", () => {
    expect(isReferralEmail("carolina.mendez@corredoresandinos.co")).toBe(true);
    expect(isReferralEmail(" ana@queseguro.com ")).toBe(true);
    const longest = `${"a".repeat(REFERRAL_EMAIL_MAX_LENGTH - 8)}@mail.co`;
    expect(longest).toHaveLength(50);
    expect(isReferralEmail(longest)).toBe(true);
    expect(isReferralEmail(`a${longest}`)).toBe(false);
  });

  it("refuses what is not an e-mail address", () => {
    for (const value of ["", "ana", "ana@", "ana@queseguro", "ana@queseguro.c", "a b@x.com"]) {
      expect(isReferralEmail(value)).toBe(false);
    }
  });
});
