import { menuQueryOptions } from "@qs/api-client/get-menu";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { describe, expect, it, vi } from "vitest";
import { createSite } from "./create-site";

/** The site's API client asks for the API's labels in the language of the page. */

function siteAt(pathname: string) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    urls.push(new URL(String(input)));
    return new Response(JSON.stringify({ data: [], metadata: { demo: true } }), { status: 200 });
  });
  const site = createSite(sampleCountryConfig, pathname, {
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { site, urls };
}

describe("createSite's API client", () => {
  it("names the address's language: lang=en under /en, nothing in Spanish", async () => {
    const english = siteAt("/en/Compare");
    // Already before the English texts arrive: the server renders and the browser hydrates alike.
    expect(english.site.api.language()).toBe("en");
    await english.site.ready;
    await english.site.queryClient.fetchQuery(menuQueryOptions(english.site.api));
    expect(english.urls[0]?.searchParams.get("lang")).toBe("en");

    const spanish = siteAt("/Comparar");
    expect(spanish.site.api.language()).toBe("es");
    await spanish.site.queryClient.fetchQuery(menuQueryOptions(spanish.site.api));
    expect(spanish.urls[0]?.search).toBe(`?country=${sampleCountryConfig.code}`);
  });

  it("follows the language the visitor switches to", async () => {
    const { site } = siteAt("/Comparar");
    await site.i18n.changeLanguage("pt");
    expect(site.api.language()).toBe("pt");
    expect(menuQueryOptions(site.api).queryKey).toEqual(["menu", sampleCountryConfig.code, "pt"]);
  });
});
