import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { profileStore, resetProfileStores } from "./profile-store";

/** The 30-day referral expiry applies as the stored profile is read. */
describe("referral expiry when the profile is read", () => {
  beforeEach(() => {
    localStorage.clear();
    resetProfileStores();
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15, 12));
  });
  afterEach(() => vi.useRealTimers());

  it("drops a referral older than 30 days without an executive, keeping the rest", () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({ ingresodatos: true, referido: { name: "Ana", initialDate: "05/01/2025" } }),
    );
    expect(profileStore("V1.6_CO").getState().profile).toEqual({ ingresodatos: true });
  });

  it("keeps a recent referral and one with an executive", () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({ referido: { name: "Ana", initialDate: "06/01/2025" } }),
    );
    localStorage.setItem(
      "V1.6_PE",
      JSON.stringify({ referido: { name: "Luis", initialDate: "01/01/2024", ejecutivo: "Sofía" } }),
    );
    expect(profileStore("V1.6_CO").getState().profile?.referido).toBeDefined();
    expect(profileStore("V1.6_PE").getState().profile?.referido).toBeDefined();
  });
});
