import { ApiError, RequestTimeoutError } from "@qs/api-client/api-client";
import { RetryExhaustedError } from "@qs/api-client/retry";
import { decodeProfileLink } from "@qs/domain/profile-link";
import { describe, expect, it } from "vitest";
import { sharedAddress, shareErrorMessage, shortAddress } from "./share-address";

const origin = "https://www.queseguro.co";
const family = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 38 }] };

describe("sharedAddress", () => {
  it("keeps the page the visitor sees and adds the profile and product type", () => {
    const { url, profile } = sharedAddress({
      origin,
      pathname: "/EN/Compare/Comparacion",
      search: "?productos=P-1,P-2",
      profile: { ...family, telefono: "+57 300 000 0000" },
      productType: "POLIZA DE SALUD",
    });
    const parsed = new URL(url);
    expect(parsed.origin).toBe(origin);
    expect(parsed.pathname).toBe("/EN/Compare/Comparacion");
    expect(parsed.searchParams.get("productos")).toBe("P-1,P-2");
    expect(parsed.searchParams.get("productType")).toBe("POLIZA DE SALUD");
    expect(profile).toEqual({ ...family, referidoPorLink: true });
    expect(decodeProfileLink(parsed.searchParams.get("perfil"))).toEqual(profile);
  });

  it("replaces a profile, product type and fragment the address already had", () => {
    const { url } = sharedAddress({
      origin,
      pathname: "/Seguros/Seguros-Andinos/Salud-Esencial",
      search: "?perfil=viejo&productType=OTRO&x=1",
      profile: null,
      productType: "POLIZA DE SALUD",
    });
    expect(url).toBe(
      `${origin}/Seguros/Seguros-Andinos/Salud-Esencial?x=1&productType=POLIZA%20DE%20SALUD`,
    );
  });

  it("keeps a profile whose base64 holds '+' and '/' intact", () => {
    const region = { ...family, region: { stateName: "Ñuñoa ~~~?>" } };
    const { url } = sharedAddress({
      origin,
      pathname: "/Comparar/Comparacion",
      search: "",
      profile: region,
      productType: "POLIZA DE SALUD",
    });
    const perfil = new URL(url).searchParams.get("perfil") ?? "";
    expect(perfil).toMatch(/[+/]/);
    expect(decodeProfileLink(perfil)).toEqual({ ...region, referidoPorLink: true });
    expect(decodeURIComponent(new URL(url).search)).toContain("productType=POLIZA DE SALUD");
  });

  it("shares the products alone without a profile or type", () => {
    const { url, profile } = sharedAddress({
      origin,
      pathname: "/Comparar/Comparacion",
      search: "?productos=P-1",
      profile: null,
      productType: null,
    });
    expect(url).toBe(`${origin}/Comparar/Comparacion?productos=P-1`);
    expect(profile).toBeNull();
  });
});

describe("shortAddress", () => {
  it("puts /url/{code} on the site the visitor is on", () => {
    expect(shortAddress("http://localhost:5173", "/url/abc")).toBe("http://localhost:5173/url/abc");
  });
});

describe("shareErrorMessage", () => {
  const fallback = "No pudimos crear el enlace para compartir. Intenta nuevamente.";

  it("gives the API's reason for a refusal", () => {
    const hosts = new ApiError(
      400,
      {
        error: "Datos inválidos",
        issues: [{ path: "url", message: "La URL debe ser de un dominio aprobado" }],
      },
      "x",
    );
    expect(shareErrorMessage(hosts, fallback)).toBe("La URL debe ser de un dominio aprobado");
    const limit = new ApiError(
      429,
      { error: "Demasiadas solicitudes. Intenta nuevamente en 5 minutos." },
      "x",
    );
    expect(shareErrorMessage(limit, fallback)).toBe(
      "Demasiadas solicitudes. Intenta nuevamente en 5 minutos.",
    );
  });

  it("says when the server took too long or every try failed", () => {
    expect(shareErrorMessage(new RequestTimeoutError(15000), fallback)).toBe(
      "El servidor tardó demasiado en responder. Intente de nuevo más tarde.",
    );
    expect(shareErrorMessage(new RetryExhaustedError(3, null), fallback)).toMatch(/intentos \(3\)/);
  });

  it("falls back to its own words for anything else", () => {
    expect(shareErrorMessage(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
    expect(shareErrorMessage(new ApiError(500, null, "x"), fallback)).toBe(fallback);
  });
});
