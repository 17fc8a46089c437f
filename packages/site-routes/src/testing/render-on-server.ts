import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { vi } from "vitest";
import { createCountrySiteRenderer } from "../render-country-site";

/**
 * Renders an address as the site's server does, with an API that knows nothing and the
 * server's warnings silenced (undo with vi.unstubAllGlobals and vi.restoreAllMocks); `asked`
 * lists the addresses the rendering called.
 */
export async function renderOnServer(path: string) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request) => {
    asked.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const render = createCountrySiteRenderer(sampleCountryConfig, {
    entry: "/assets/main.js",
    styles: [],
    preloads: [],
  });
  const response = await render(new Request(`http://localhost${path}`), "nonce-test");
  return { response, html: await response.text(), asked };
}
