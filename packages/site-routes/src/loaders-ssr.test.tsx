// @vitest-environment node

import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { ProductItem } from "@qs/domain/product";
import { sampleIsaprePlan } from "@qs/test-support/isapre-samples";
import type { QueryKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCountrySiteRenderer } from "./render-country-site";

const CATEGORIES = [
  { id: 241, name: "POLIZA DE SALUD", displayName: "Pólizas de Salud", url: "Polizas-de-Salud" },
];

/**
 * Renders each address once, as the site's server does, over an API that lists the categories
 * and knows nothing else, and returns the queries the rendering asked for that no route loader
 * loaded (a loaded query that failed is not one of them: it renders as loading, as always).
 */
async function unloadedOf(paths: readonly string[], listed: readonly ProductItem[] = []) {
  vi.stubGlobal("fetch", async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname === "/api/categories") {
      return Response.json({ data: CATEGORIES, metadata: { demo: true } });
    }
    if (url.pathname === "/api/compare/products" && listed.length > 0) {
      const page = { page: 1, pageSize: 20, total: listed.length, totalPages: 1 };
      return Response.json({
        items: listed,
        ...page,
        metadata: { demo: true, sort: "recommended" },
      });
    }
    return Response.json({ error: "Ruta no encontrada" }, { status: 404 });
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const unloaded: { href: string; keys: readonly QueryKey[] }[] = [];
  const render = createCountrySiteRenderer(
    sampleCountryConfig,
    { entry: "/assets/main.js", styles: [], preloads: [] },
    { onUnloaded: (href, keys) => unloaded.push({ href, keys }) },
  );
  for (const path of paths) {
    const response = await render(new Request(`http://localhost${path}`), "nonce-test");
    await response.text();
  }
  return unloaded;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the route loaders", () => {
  it("load every query each page's one rendering reads", async () => {
    const unloaded = await unloadedOf([
      "/",
      "/contacto",
      "/Comparar",
      "/Comparar/Polizas-de-Salud",
      "/Insurance-List",
      "/Seguros",
      "/EPS/sura/plan-oro",
      "/Sitemap-Products",
      "/Que-es-QueSeguro",
      "/mis-datos",
    ]);
    expect(unloaded).toEqual([]);
  });

  it("load the UF value a listing with Isapre plans shows their prices in", async () => {
    expect(await unloadedOf(["/Comparar/Polizas-de-Salud"], [sampleIsaprePlan])).toEqual([]);
  });
});
