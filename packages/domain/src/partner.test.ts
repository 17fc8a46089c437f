import { describe, expect, it } from "vitest";
import {
  allowedOrganizationIds,
  frameAncestorOrigins,
  hasReferral,
  narrowOrganizationIds,
  partnerQueryOf,
  partnerRedirect,
  partnerShowsFooter,
  partnerShowsHeader,
  partnerSubdomainOf,
} from "./partner";
import { subdomainDataSchema } from "./subdomain";

const banco = subdomainDataSchema.parse({
  allowedUrls: ["https://www.bancoandino.com.co", "http://localhost:5180/embed"],
  allowedOrganizations: [3001, "SURA"],
  footerEnabledRoutes: ["/Comparar", "/Comparar/Polizas-de-Salud/"],
  subdomainLayout: { enableHeader: true, footerEnabled: true },
  redirects: {
    allowedPaths: ["/Comparar/Polizas-de-Salud", "/Seguros"],
    defaultPath: "/Comparar/Polizas-de-Salud",
  },
});

describe("partner subdomain of a host", () => {
  it("reads {sub}.localhost in development, port or not", () => {
    expect(partnerSubdomainOf("bancoandino.localhost:5173", "localhost")).toBe("bancoandino");
    expect(partnerSubdomainOf("BancoAndino.localhost", "localhost")).toBe("bancoandino");
  });

  it("reads {sub}.{site domain} in production, without the site's www", () => {
    expect(partnerSubdomainOf("bancoandino.queseguro.co", "www.queseguro.co")).toBe("bancoandino");
    expect(partnerSubdomainOf("www.queseguro.co", "www.queseguro.co")).toBeNull();
    expect(partnerSubdomainOf("queseguro.co", "www.queseguro.co")).toBeNull();
  });

  it("is null for the site itself, other domains and nested labels", () => {
    expect(partnerSubdomainOf("localhost:5173", "localhost")).toBeNull();
    expect(partnerSubdomainOf("127.0.0.1:5173", "localhost")).toBeNull();
    expect(partnerSubdomainOf("bancoandino.evil.com", "www.queseguro.co")).toBeNull();
    expect(partnerSubdomainOf("a.b.localhost", "localhost")).toBeNull();
  });
});

describe("frame-ancestors origins", () => {
  it("keeps each allowed URL's origin once and drops what is not an http(s) URL", () => {
    expect(
      frameAncestorOrigins([
        "https://www.bancoandino.com.co/portal",
        "https://www.bancoandino.com.co",
        "http://localhost:5180/embed",
        "*",
        "javascript:alert(1)",
        "'unsafe-inline'",
        "bancoandino.com.co",
      ]),
    ).toEqual(["https://www.bancoandino.com.co", "http://localhost:5180"]);
    expect(frameAncestorOrigins(undefined)).toEqual([]);
  });
});

describe("partner subdomain routing", () => {
  it("sends the root to the default path, or to Comparar without one", () => {
    expect(partnerRedirect("/", banco)).toBe("/Comparar/Polizas-de-Salud");
    expect(partnerRedirect("/", subdomainDataSchema.parse({}))).toBe("/Comparar");
  });

  it("keeps allowed paths and what is below them", () => {
    expect(partnerRedirect("/Comparar/Polizas-de-Salud", banco)).toBeNull();
    expect(partnerRedirect("/Seguros/sura/plan-1", banco)).toBeNull();
  });

  it("sends any other path to the default path", () => {
    expect(partnerRedirect("/Comparar/EPS", banco)).toBe("/Comparar/Polizas-de-Salud");
    expect(partnerRedirect("/SegurosX", banco)).toBe("/Comparar/Polizas-de-Salud");
    expect(partnerRedirect("/contacto", banco)).toBe("/Comparar/Polizas-de-Salud");
  });
});

describe("partner layout switches", () => {
  it("shows the header unless it is switched off", () => {
    expect(partnerShowsHeader(banco)).toBe(true);
    expect(
      partnerShowsHeader(subdomainDataSchema.parse({ subdomainLayout: { enableHeader: false } })),
    ).toBe(false);
  });

  it("shows the footer only on its routes when they are listed", () => {
    expect(partnerShowsFooter(banco, "/Comparar")).toBe(true);
    expect(partnerShowsFooter(banco, "/Comparar/Polizas-de-Salud")).toBe(true);
    expect(partnerShowsFooter(banco, "/Seguros/sura/plan-1")).toBe(false);
    expect(
      partnerShowsFooter(
        subdomainDataSchema.parse({ subdomainLayout: { footerEnabled: false } }),
        "/",
      ),
    ).toBe(false);
  });
});

describe("allowed organizations", () => {
  it("maps codes to ids and keeps ids", () => {
    expect(allowedOrganizationIds(banco, new Map([["SURA", 3011]]))).toEqual([3001, 3011]);
    expect(allowedOrganizationIds({ allowedOrganizations: null }, new Map())).toBeNull();
  });

  it("never widens what the visitor asked for", () => {
    expect(narrowOrganizationIds(undefined, [1, 2])).toEqual([1, 2]);
    expect(narrowOrganizationIds([2, 9], [1, 2])).toEqual([2]);
    expect(narrowOrganizationIds([9], [1, 2])).toEqual([]);
    expect(narrowOrganizationIds([9], null)).toEqual([9]);
  });
});

describe("partner references and referrals", () => {
  it("names a token before a subdomain", () => {
    expect(partnerQueryOf({ token: "t", subdomain: "s" })).toEqual({ IFRAME_AUTH: "t" });
    expect(partnerQueryOf({ subdomain: "s" })).toEqual({ partner: "s" });
    expect(partnerQueryOf(null)).toEqual({});
  });

  it("finds a referido by e-mail or name", () => {
    expect(hasReferral({ referido: { email: "a@b.co" } })).toBe(true);
    expect(hasReferral({ referido: { name: "Ana" } })).toBe(true);
    expect(hasReferral({ referido: { email: " " } })).toBe(false);
    expect(hasReferral({})).toBe(false);
    expect(hasReferral(null)).toBe(false);
  });
});
