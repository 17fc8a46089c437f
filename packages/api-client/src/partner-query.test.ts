import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";

const base = { baseUrl: "http://api.test", countryCode: "CO", version: "1.4.0" };

describe("partner of the visit", () => {
  it("names the partner on every call to the API, never on external URLs", async () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response("{}", { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    let partner: Record<string, string> = {};
    const client = createApiClient({ ...base, fetch, partnerQuery: () => partner });
    await client.request("/api/menu");
    partner = { IFRAME_AUTH: "tok-1" };
    await client.request("/api/compare/products");
    await client.request("/api/solicitarplans", { method: "POST", body: {} });
    await client.request("https://cdn.example/file.pdf");
    expect(new URL(urls[0]!).searchParams.has("IFRAME_AUTH")).toBe(false);
    expect(new URL(urls[1]!).searchParams.get("IFRAME_AUTH")).toBe("tok-1");
    expect(new URL(urls[2]!).searchParams.get("IFRAME_AUTH")).toBe("tok-1");
    expect(new URL(urls[3]!).searchParams.has("IFRAME_AUTH")).toBe(false);
  });
});
