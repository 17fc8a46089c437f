import { describe, expect, it } from "vitest";
import { slugifyDisplayName } from "./slugify-display-name";

describe("slugifyDisplayName", () => {
  it("removes accents", () => {
    expect(slugifyDisplayName("Clínica Dávila")).toBe("Clinica-Davila");
    expect(slugifyDisplayName("Peñalolén")).toBe("Penalolen");
    expect(slugifyDisplayName("Cônjuge Ürgen")).toBe("Conjuge-Urgen");
  });

  it("replaces each space with a hyphen", () => {
    expect(slugifyDisplayName("Red Salud Santiago")).toBe("Red-Salud-Santiago");
  });

  it("ignores spaces at the ends", () => {
    expect(slugifyDisplayName(" Clínica Alemana ")).toBe("Clinica-Alemana");
  });

  it("keeps letter case and hyphens already present", () => {
    expect(slugifyDisplayName("Clínica Santa-María")).toBe("Clinica-Santa-Maria");
  });
});
