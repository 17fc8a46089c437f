import { describe, expect, it } from "vitest";
import { readSiteEnv, siteLinks } from "./site-env";

describe("site environment", () => {
  it("defaults to the local API and the documented ports", () => {
    const env = readSiteEnv({});
    expect(env.apiBaseUrl).toBe("http://localhost:4000");
    expect(env.siteUrls).toEqual({
      CO: "http://localhost:5173/",
      CL: "http://localhost:5174/",
      PE: "http://localhost:5175/",
      INT: "http://localhost:5176/",
    });
    expect(env.portalUrl).toBe("http://localhost:5190/portal");
  });

  it("takes the deployed addresses and drops a trailing slash from the API base", () => {
    const env = readSiteEnv({
      VITE_API_URL: "https://api.example.com/",
      VITE_SITE_CL: "https://cl.example.com/",
      VITE_APP_VERSION: "1.2.0",
      VITE_PORTAL_URL: "https://clientes.example.com/portal/",
    });
    expect(env.portalUrl).toBe("https://clientes.example.com/portal");
    expect(env.apiBaseUrl).toBe("https://api.example.com");
    expect(env.siteUrls.CL).toBe("https://cl.example.com/");
    expect(env.version).toBe("1.2.0");
  });

  it("lists the four sites with their country ids", () => {
    expect(siteLinks(readSiteEnv({})).map((s) => [s.code, s.countryId])).toEqual([
      ["CO", 3],
      ["CL", 1],
      ["PE", 2],
      ["INT", 4],
    ]);
  });
});
