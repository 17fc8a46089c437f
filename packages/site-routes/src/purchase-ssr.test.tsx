// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderOnServer } from "./testing/render-on-server";

const TOKEN = `${"t".repeat(21)}_-${"K".repeat(20)}`;

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
