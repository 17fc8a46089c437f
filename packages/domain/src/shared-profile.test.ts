import { describe, expect, it } from "vitest";
import { decodeProfileLink, encodeProfileLink } from "./profile-link";
import { sameInsuredProfile, shareableProfile, sharedProfileChoice } from "./shared-profile";

const family = {
  ingresodatos: true,
  enPareja: true,
  cotizante: [
    { sexo: "Femenino", edad: 41 },
    { sexo: "Masculino", edad: 43 },
  ],
  cargas: [{ sexo: "Femenino", edad: 6 }],
};

describe("shareableProfile", () => {
  it("keeps who is insured and drops who the visitor is, their consent and earlier prices", () => {
    const shared = shareableProfile({
      ...family,
      email: "ana@correo.co",
      rut: "12.345.678-5",
      telefono: "+57 300 000 0000",
      nombre: "Ana",
      idSalesforce: "SF-1",
      referido: { email: "amigo@correo.co" },
      consentimiento: { accessToken: "secreto", version: "v1" },
      precios: { total: 1 },
      prices: { total: 1 },
      preciosSeguros: [],
    });
    expect(shared).toEqual({ ...family, referidoPorLink: true });
  });

  it("travels through the perfil codec unchanged", () => {
    const shared = shareableProfile(family);
    expect(decodeProfileLink(encodeProfileLink(shared))).toEqual(shared);
  });
});

describe("sharedProfileChoice", () => {
  it("saves the link's profile when none is stored", () => {
    expect(sharedProfileChoice(null, family)).toBe("save");
    expect(sharedProfileChoice(undefined, family)).toBe("save");
  });

  it("saves it over a stored profile whose data was never entered", () => {
    expect(sharedProfileChoice({ ingresodatos: false, cotizante: [] }, family)).toBe("save");
  });

  it("asks nothing when the stored profile describes the same people", () => {
    const mine = {
      nombre: "Ana",
      email: "ana@correo.co",
      cargas: [{ edad: 6, sexo: "Femenino" }],
      cotizante: family.cotizante,
      enPareja: true,
      ingresodatos: true,
      region: null,
    };
    expect(sharedProfileChoice(mine, shareableProfile(family))).toBe("same");
  });

  it("asks before replacing a different stored profile", () => {
    const mine = { ingresodatos: true, cotizante: [{ sexo: "Masculino", edad: 30 }] };
    expect(sharedProfileChoice(mine, shareableProfile(family))).toBe("ask");
    const olderChild = { ...family, cargas: [{ sexo: "Femenino", edad: 7 }] };
    expect(sharedProfileChoice(olderChild, family)).toBe("ask");
  });
});

describe("sameInsuredProfile", () => {
  it("counts the order of the insured people", () => {
    const swapped = { ...family, cotizante: [...family.cotizante].reverse() };
    expect(sameInsuredProfile(family, swapped)).toBe(false);
  });
});
