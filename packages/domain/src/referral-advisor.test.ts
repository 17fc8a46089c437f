import { describe, expect, it } from "vitest";
import { referralAdvisorSchema, storedReferralSchema } from "./referral-advisor";

describe("referralAdvisorSchema", () => {
  it("parses the lookup answer and keeps unknown fields", () => {
    expect(
      referralAdvisorSchema.parse({ name: "Ana Pérez", email: "ana@example.cl", id: 9 }),
    ).toEqual({
      name: "Ana Pérez",
      email: "ana@example.cl",
      id: 9,
    });
  });

  it("refuses an answer without a valid e-mail", () => {
    expect(
      referralAdvisorSchema.safeParse({ name: "Ana", email: "ana" }).error?.issues[0]?.path,
    ).toEqual(["email"]);
  });
});

describe("storedReferralSchema", () => {
  const stored = {
    name: "Ana Pérez",
    email: "ana@example.cl",
    initialDate: "3/15/2025",
    loggedAs: "referral",
    ejecutivo: { name: "Luis" },
  };

  it("parses the stored record, a time after the date included", () => {
    expect(storedReferralSchema.safeParse(stored).success).toBe(true);
    expect(
      storedReferralSchema.safeParse({ ...stored, initialDate: "3/15/2025, 10:00:00 AM" }).success,
    ).toBe(true);
  });

  it("refuses a record not logged as referral", () => {
    expect(
      storedReferralSchema.safeParse({ ...stored, loggedAs: "admin" }).error?.issues[0]?.path,
    ).toEqual(["loggedAs"]);
  });

  it("refuses a day/month/year date", () => {
    expect(
      storedReferralSchema.safeParse({ ...stored, initialDate: "15/3/2025" }).error?.issues[0]
        ?.path,
    ).toEqual(["initialDate"]);
  });
});
