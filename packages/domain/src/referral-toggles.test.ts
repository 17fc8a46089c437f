import { describe, expect, it } from "vitest";
import { isInternalEmail, referralToggles } from "./referral-toggles";

describe("referral toggles", () => {
  it("recognises internal e-mail addresses", () => {
    expect(isInternalEmail("ana@queseguro.com")).toBe(true);
    expect(isInternalEmail("ANA@QueSeguro.com ")).toBe(true);
    expect(isInternalEmail("ana@cl.queseguro.com")).toBe(true);
    expect(isInternalEmail("ana@notqueseguro.com")).toBe(false);
    expect(isInternalEmail("ana@gmail.com")).toBe(false);
    expect(isInternalEmail("")).toBe(false);
    expect(isInternalEmail("ana@queplan.cl", ["queplan.cl"])).toBe(true);
  });

  it("shows the options when there is no referral e-mail", () => {
    expect(referralToggles({ referralEmail: null, typedEmail: "x@y.com" })).toEqual({
      showOptions: true,
      disableToggles: false,
    });
    expect(referralToggles({ referralEmail: "", typedEmail: "" }).showOptions).toBe(true);
  });

  it("shows the options for an internal referral equal to the typed e-mail", () => {
    expect(
      referralToggles({ referralEmail: "ana@queseguro.com", typedEmail: "Ana@queseguro.com" }),
    ).toEqual({ showOptions: true, disableToggles: false });
  });

  it("turns every toggle off for an external referral or one that differs from the typed one", () => {
    const off = { showOptions: false, disableToggles: true };
    expect(
      referralToggles({ referralEmail: "ana@gmail.com", typedEmail: "ana@gmail.com" }),
    ).toEqual(off);
    expect(
      referralToggles({ referralEmail: "ana@queseguro.com", typedEmail: "otra@queseguro.com" }),
    ).toEqual(off);
    expect(referralToggles({ referralEmail: "ana@queseguro.com", typedEmail: null })).toEqual(off);
  });
});
