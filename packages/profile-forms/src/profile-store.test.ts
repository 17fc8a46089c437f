import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetAccessToken,
  profileStore,
  resetProfileStores,
  storageKeyFor,
} from "./profile-store";

const keys = {
  storageKeys: {
    profile: "V1.7",
    collective: "colectivo_cl",
    sctr: "sctr_cl",
    guards: "guardias_cl",
    pets: "pets_cl",
  },
};

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
});

describe("stored profiles", () => {
  it("keep the profile JSON itself under the site's key", () => {
    profileStore("V1.7")
      .getState()
      .save({ ingresodatos: true, cotizante: [{ edad: 30 }] });
    expect(JSON.parse(localStorage.getItem("V1.7") ?? "null")).toEqual({
      ingresodatos: true,
      cotizante: [{ edad: 30 }],
    });
    expect(localStorage.getItem("V1.6_CO")).toBeNull();
  });

  it("read what the key held when the page loaded, and ignore a value that is not JSON", () => {
    localStorage.setItem(
      "V1.6_PE",
      JSON.stringify({ ingresodatos: true, cotizante: [{ edad: 50 }] }),
    );
    localStorage.setItem("V1.6_INT", "{broken");
    expect(profileStore("V1.6_PE").getState().profile?.cotizante?.[0]?.edad).toBe(50);
    expect(profileStore("V1.6_INT").getState().profile).toBeNull();
  });

  it("use each profile's own key", () => {
    expect(storageKeyFor(keys, "persons")).toBe("V1.7");
    expect(storageKeyFor(keys, "pets")).toBe("pets_cl");
    expect(storageKeyFor(keys, "collective")).toBe("colectivo_cl");
    expect(storageKeyFor(keys, "sctr")).toBe("sctr_cl");
    expect(storageKeyFor(keys, "guards")).toBe("guardias_cl");
    expect(storageKeyFor({ storageKeys: { ...keys.storageKeys, pets: null } }, "pets")).toBe(
      "V1.7",
    );
  });

  it("clear removes the key", () => {
    const store = profileStore("V1.7");
    store.getState().save({ ingresodatos: false });
    store.getState().clear();
    expect(localStorage.getItem("V1.7")).toBeNull();
  });

  it("keep the consent beside the profile under the same key, never inside the profile", () => {
    const consent = {
      accessToken: "t".repeat(43),
      version: "perfil-2026-11",
      grantedAt: "2026-12-02T10:00:00.000Z",
    };
    const store = profileStore("V1.7");
    store.getState().saveConsent(consent);
    store.getState().save({ ingresodatos: true, cotizante: [{ edad: 30 }] });
    expect(JSON.parse(localStorage.getItem("V1.7") ?? "null")).toEqual({
      ingresodatos: true,
      cotizante: [{ edad: 30 }],
      consentimiento: consent,
    });
    resetProfileStores();
    const read = profileStore("V1.7").getState();
    expect(read.consent).toEqual(consent);
    expect(read.profile).toEqual({ ingresodatos: true, cotizante: [{ edad: 30 }] });
    // Clearing the profile keeps the consent; forgetting it with another token does nothing.
    read.clear();
    expect(JSON.parse(localStorage.getItem("V1.7") ?? "null")).toEqual({
      consentimiento: consent,
    });
    expect(forgetAccessToken("V1.7", "x".repeat(43))).toBe(false);
    expect(forgetAccessToken("V1.7", consent.accessToken)).toBe(true);
    expect(localStorage.getItem("V1.7")).toBeNull();
  });

  it("never take a consent from a saved profile (a perfil link cannot bring its own)", () => {
    const store = profileStore("V1.7");
    store.getState().save({
      ingresodatos: true,
      consentimiento: { accessToken: "z".repeat(43), version: "perfil-2026-11" },
    });
    expect(store.getState().consent).toBeNull();
    expect(JSON.parse(localStorage.getItem("V1.7") ?? "null")).toEqual({ ingresodatos: true });
  });
});
