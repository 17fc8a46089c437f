import { afterEach, describe, expect, it, vi } from "vitest";
import { visitorFetch } from "./visitor-fetch";

const TOKEN = "c".repeat(43);

/** The headers the API would receive from a call made while rendering `request`. */
async function sentHeaders(request: Request, token: string | undefined) {
  const seen: Headers[] = [];
  vi.stubGlobal("fetch", async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Headers(init?.headers));
    return new Response("{}");
  });
  const call = visitorFetch(request, token);
  if (!call) return null;
  await call("https://api.example/api/qp-version", { headers: { Accept: "application/json" } });
  return seen[0];
}

afterEach(() => vi.unstubAllGlobals());

describe("the API calls of a rendering", () => {
  it("name the visitor with the site service credential, keeping their own headers", async () => {
    const request = new Request("https://queseguro.example/planes", {
      headers: { "X-Visitor-Address": "198.51.100.7", "X-Forwarded-For": "198.51.100.7" },
    });
    const headers = await sentHeaders(request, TOKEN);
    expect(headers?.get("x-site-service")).toBe(TOKEN);
    expect(headers?.get("x-visitor-address")).toBe("198.51.100.7");
    expect(headers?.get("x-forwarded-for")).toBe("198.51.100.7");
    expect(headers?.get("accept")).toBe("application/json");
    // Uncompressed between the site server and the API.
    expect(headers?.get("accept-encoding")).toBe("identity");
  });

  it("carry only the forwarded chain without a credential", async () => {
    const request = new Request("https://queseguro.example/planes", {
      headers: { "X-Visitor-Address": "198.51.100.7", "X-Forwarded-For": "198.51.100.7" },
    });
    const headers = await sentHeaders(request, undefined);
    expect(headers?.get("x-site-service")).toBeNull();
    expect(headers?.get("x-visitor-address")).toBeNull();
    expect(headers?.get("x-forwarded-for")).toBe("198.51.100.7");
  });

  it("are plain when the server knows no visitor (an in-process rendering)", async () => {
    expect(await sentHeaders(new Request("https://queseguro.example/"), TOKEN)).toBeNull();
  });
});
