import { describe, expect, it } from "vitest";
import { iframeTokenDataSchema, subdomainDataSchema } from "./subdomain";

const partner = {
  allowedUrls: ["https://partner.example.com"],
  allowedOrganizations: [12, 40],
  footerEnabledRoutes: ["/Comparar"],
  subdomainBanner: { color: "#003366", endGradient: "#0066cc" },
  subdomainLayout: { enableHeader: true, footerEnabled: false, chatEnabled: false },
  redirects: { allowedPaths: ["/Comparar", "/Seguros"], defaultPath: "/Comparar" },
  disableShowcase: true,
  SEOMetadata: { title: "Seguros Partner", description: "Compara", images: [], tags: ["salud"] },
  clinicsEnabled: false,
  disableRequestButton: true,
  hideScoreInfo: true,
  referer: "partner.example.com",
};

describe("subdomainDataSchema", () => {
  it("parses a partner's data with extra fields kept", () => {
    const parsed = subdomainDataSchema.parse(partner);
    expect(parsed.redirects?.defaultPath).toBe("/Comparar");
    expect(parsed).toMatchObject({ referer: "partner.example.com", hideScoreInfo: true });
  });

  it("gives an empty allowed-URL list when missing", () => {
    expect(subdomainDataSchema.parse({}).allowedUrls).toEqual([]);
  });

  it("refuses a layout flag that is not a boolean", () => {
    const result = subdomainDataSchema.safeParse({ subdomainLayout: { chatEnabled: "no" } });
    expect(result.error?.issues[0]?.path).toEqual(["subdomainLayout", "chatEnabled"]);
  });
});

describe("iframeTokenDataSchema", () => {
  it("adds the token to the subdomain data", () => {
    expect(iframeTokenDataSchema.parse({ ...partner, token: "abc" }).token).toBe("abc");
  });
});
