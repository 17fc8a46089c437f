import { quoteRequestSchema } from "@qs/domain/api/quote";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { downloadQuote, QUOTE_NOT_PDF_MESSAGE, type QuoteDownloadRequest } from "./download-quote";

const PDF_BYTES = new TextEncoder().encode("%PDF-1.7\n%quote\n");

function fakeApi(answer: () => Response) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: new URL(String(url)), init: init ?? {} });
    return answer();
  });
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "2.0.0",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

const pdfAnswer = () =>
  new Response(new Blob([PDF_BYTES], { type: "application/pdf" }), { status: 200 });

const family = {
  ingresodatos: true,
  cotizante: [{ sexo: "Femenino" as const, edad: 38 }],
  cargas: [{ edad: 7 }],
};

const request = (overrides: Partial<QuoteDownloadRequest> = {}): QuoteDownloadRequest => ({
  productIds: [1001, 1002],
  profile: family,
  consented: true,
  productType: "POLIZA DE SALUD",
  locale: "es-CO",
  currencies: [{ code: "COP", symbol: "$", decimals: 0 }],
  ...overrides,
});

const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe("downloadQuote", () => {
  it("posts the plans, the profile and the site's display, and answers the PDF with its file name", async () => {
    const { client, calls } = fakeApi(pdfAnswer);
    const file = await downloadQuote(
      client,
      request(),
      undefined,
      new Date("2026-11-24T15:00:00Z"),
    );
    expect(file.fileName).toBe("cotizacion-2026-11-24.pdf");
    expect(file.blob.type).toBe("application/pdf");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PDF_BYTES);
    expect(calls[0]?.url.pathname).toBe("/api/quotes");
    expect(calls[0]?.init.method).toBe("POST");
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers["X-Country"]).toBe("CO");
    expect(headers["x-qpversion"]).toBe("2.0.0");
    const body = sentBody(calls[0]?.init);
    expect(body).toEqual({
      ids: [1001, 1002],
      profile: family,
      productType: "POLIZA DE SALUD",
      upperType: null,
      locale: "es-CO",
      currencies: [{ code: "COP", symbol: "$", decimals: 0 }],
    });
    // What the API validates it with.
    expect(quoteRequestSchema.safeParse(body).success).toBe(true);
  });

  it("never sends the profile without the visitor's consent, nor one without data entered", async () => {
    const { client, calls } = fakeApi(pdfAnswer);
    await downloadQuote(client, request({ consented: false }));
    await downloadQuote(client, request({ profile: { ...family, ingresodatos: false } }));
    await downloadQuote(client, request({ profile: null }));
    for (const call of calls) expect(sentBody(call.init).profile).toBeNull();
    expect(JSON.stringify(calls.map((call) => call.init.body))).not.toContain("Femenino");
  });

  it("throws the API's Spanish error for a refused quote, without retrying", async () => {
    const { client, calls } = fakeApi(
      () => new Response(JSON.stringify({ error: "Producto no encontrado" }), { status: 404 }),
    );
    const error = await downloadQuote(client, request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe("Producto no encontrado");
    expect(calls).toHaveLength(1);
  });

  it("refuses an answer that is not a PDF", async () => {
    const { client } = fakeApi(() => new Response("<html>proxy</html>", { status: 200 }));
    await expect(downloadQuote(client, request())).rejects.toThrow(QUOTE_NOT_PDF_MESSAGE);
  });
});
