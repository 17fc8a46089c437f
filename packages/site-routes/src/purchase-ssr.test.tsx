// @vitest-environment node
import { sampleCountryConfig } from "@qs/ui/testing/sample-country-config";
import { describe, expect, it, vi } from "vitest";
import { createCountrySiteRenderer } from "./render-country-site";

const TOKEN = `${"t".repeat(21)}_-${"K".repeat(20)}`;

/** Renders an address as the site's server does, with an API that knows nothing. */
async function renderOnServer(path: string) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request) => {
    asked.push(String(input));
    return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const render = createCountrySiteRenderer(sampleCountryConfig, {
    entry: "/assets/main.js",
    styles: [],
    preloads: [],
  });
  const response = await render(new Request(`http://localhost${path}`), "nonce-test");
  return { response, html: await response.text(), asked };
}

describe("the purchase rendered on the server", () => {
  it("renders the waiting state, kept out of search engines, and never asks for the draft", async () => {
    const { response, html, asked } = await renderOnServer(
      `/Compra-Online/P-1001/Pago?session=${TOKEN}&sessionType=compra&pago=pay_1`,
    );
    expect(response.status).toBe(200);
    expect(html).toContain("Cargando tu compra...");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(asked.some((url) => url.includes("/api/compra-online"))).toBe(false);
  });

  it("starts nothing on the server when the address has no token", async () => {
    const { response, html, asked } = await renderOnServer("/Compra-Online/P-1001");
    expect(response.status).toBe(200);
    expect(html).toContain("Preparando tu compra...");
    expect(asked.some((url) => url.includes("/api/compra-online"))).toBe(false);
    expect(asked.some((url) => url.includes("/api/insurance/product/"))).toBe(false);
  });
});
