// @vitest-environment node
import { sampleCountryConfig } from "@qs/ui/testing/sample-country-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCountrySiteRenderer } from "./render-country-site";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the script that keeps presses made while the page hydrates", () => {
  it("opens the body, with the page's nonce, before anything can be pressed", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const render = createCountrySiteRenderer(sampleCountryConfig, {
      entry: "/assets/main.js",
      styles: [],
      preloads: [],
    });
    const response = await render(new Request("http://localhost/contacto"), "nonce-test");
    const html = await response.text();
    const body = html.slice(html.indexOf("<body"));
    expect(body).toMatch(/^<body[^>]*><script nonce="nonce-test">\(function \(\) \{/);
    expect(body).toContain('removeEventListener("click", onPress, true)');
  });
});
