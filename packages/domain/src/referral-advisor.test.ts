import { describe, expect, it } from "vitest";
import { referralAdvisorSchema } from "./referral-advisor";

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
