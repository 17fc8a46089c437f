import { UNTIL } from "@qs/vitest-config/conditions";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  createApiClient,
  parseApiJson,
  REQUEST_TIMEOUT_MESSAGE,
  RequestTimeoutError,
} from "./api-client";

function recordingFetch(status = 200, body: unknown = { ok: true }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const base = { baseUrl: "http://api.test", countryCode: "CO", version: "1.4.0" };

describe("request headers", () => {
  it("non-GET requests carry X-Country and x-qpversion, and the idempotency key", async () => {
    const { fetch, calls } = recordingFetch();
    const client = createApiClient({ ...base, fetch });
    await client.request("/api/contactos", {
      method: "POST",
      body: { a: 1 },
      idempotencyKey: "k-1",
    });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers["X-Country"]).toBe("CO");
    expect(headers["x-qpversion"]).toBe("1.4.0");
    expect(headers["Idempotency-Key"]).toBe("k-1");
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it("makes the API's image paths absolute against the base, and leaves other strings alone", async () => {
    const { fetch } = recordingFetch(200, {
      items: [{ organization: { metadata: { image: "/api/assets/0123456789ab.svg" } } }],
      other: "/api/documents/1/file",
    });
    const client = createApiClient({ ...base, baseUrl: "http://api.test/", fetch });
    const { json } = await client.request("/api/compare/products");
    expect(json).toEqual({
      items: [
        {
          organization: { metadata: { image: "http://api.test/api/assets/0123456789ab.svg" } },
        },
      ],
      other: "/api/documents/1/file",
    });
  });

  it("GET requests name the country in the query instead of a header", async () => {
    const { fetch, calls } = recordingFetch();
    const client = createApiClient({ ...base, fetch });
    await client.request("/api/menu");
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers["X-Country"]).toBeUndefined();
    expect(new URL(calls[0]!.url).searchParams.get("country")).toBe("CO");
  });

  it("GET requests carry forceRefresh=1 and the staff token only while forced refresh applies", async () => {
    const { fetch, calls } = recordingFetch();
    let staffToken: string | null = null;
    const client = createApiClient({ ...base, fetch, forceRefresh: () => staffToken });
    await client.request("/api/menu");
    staffToken = "staff-token-0123456789abcdefghijklmn";
    await client.request("/api/menu");
    await client.request("/api/contactos", { method: "POST", body: {} });
    const authorization = (index: number) =>
      (calls[index]?.init.headers as Record<string, string> | undefined)?.Authorization;
    expect(new URL(calls[0]!.url).searchParams.has("forceRefresh")).toBe(false);
    expect(authorization(0)).toBeUndefined();
    expect(new URL(calls[1]!.url).searchParams.get("forceRefresh")).toBe("1");
    expect(authorization(1)).toBe("Bearer staff-token-0123456789abcdefghijklmn");
    expect(new URL(calls[2]!.url).searchParams.has("forceRefresh")).toBe(false);
    expect(authorization(2)).toBeUndefined();
  });

  it("a white-label host adds isqps=true", async () => {
    const { fetch, calls } = recordingFetch();
    const client = createApiClient({
      ...base,
      baseUrl: "https://api.partner.test/",
      whiteLabel: true,
      fetch,
    });
    await client.request("/api/menu");
    expect(calls[0]!.url.startsWith("https://api.partner.test/api/menu?")).toBe(true);
    expect(new URL(calls[0]!.url).searchParams.get("isqps")).toBe("true");
  });

  it("external URLs drop our headers and parameters", async () => {
    const { fetch, calls } = recordingFetch();
    const client = createApiClient({
      ...base,
      whiteLabel: true,
      forceRefresh: () => "staff-token",
      fetch,
    });
    await client.request("https://cms.example.com/landings?slug=x", { method: "POST", body: {} });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe("https://cms.example.com/landings?slug=x");
    expect(headers["X-Country"]).toBeUndefined();
    expect(headers["x-qpversion"]).toBeUndefined();
  });

  it("joins list values with commas and skips empty ones", () => {
    const client = createApiClient(base);
    const url = new URL(
      client.url("/api/compare/products", {
        organizationIds: [1, 2],
        sort: "lowerPrice",
        empty: "",
        none: undefined,
      }),
    );
    expect(url.searchParams.get("organizationIds")).toBe("1,2");
    expect(url.searchParams.has("empty")).toBe(false);
    expect(url.searchParams.has("none")).toBe(false);
  });
});

describe("answers", () => {
  it("204 gives a null body with its status", async () => {
    const { fetch } = recordingFetch(204);
    const res = await createApiClient({ ...base, fetch }).request("/api/x");
    expect(res).toEqual({ status: 204, json: null });
  });

  it("an error status throws ApiError with the API's Spanish body", async () => {
    const { fetch } = recordingFetch(400, {
      error: "Datos inválidos",
      issues: [{ path: "email", message: "Ingresa un correo electrónico válido" }],
    });
    const error = await createApiClient({ ...base, fetch })
      .request("/api/contactos", { method: "POST", body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body?.issues?.[0]?.message).toBe(
      "Ingresa un correo electrónico válido",
    );
  });
});

/** A fetch that never answers until its signal aborts, then rejects as fetch does. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (!signal) return;
        signals.push(signal);
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, signals };
}

describe("timeouts and cancellation", () => {
  it("gives up after the client's timeout with the Spanish message", async () => {
    const { fetch } = hangingFetch();
    const error = await createApiClient({ ...base, fetch, timeoutMs: 30 })
      .request("/api/menu")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe(REQUEST_TIMEOUT_MESSAGE);
    expect(REQUEST_TIMEOUT_MESSAGE).toBe(
      "El servidor tardó demasiado en responder. Intente de nuevo más tarde.",
    );
  });

  it("times out an answer whose body never finishes", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          init?.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const error = await createApiClient({
      ...base,
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
      .request("/api/menu", { timeoutMs: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
  });

  it("waits 15 s unless the client or the request says otherwise", async () => {
    const { fetch } = recordingFetch();
    const timeout = vi.spyOn(AbortSignal, "timeout");
    await createApiClient({ ...base, fetch }).request("/api/menu");
    const client = createApiClient({ ...base, fetch, timeoutMs: 500 });
    await client.request("/api/menu");
    await client.request("/api/menu", { timeoutMs: 20 });
    expect(timeout.mock.calls).toEqual([[15_000], [500], [20]]);
  });

  it("passes the caller's cancellation through as an AbortError, not a timeout", async () => {
    const { fetch, signals } = hangingFetch();
    const caller = new AbortController();
    const pending = createApiClient({ ...base, fetch })
      .request("/api/menu", { signal: caller.signal })
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(signals).toHaveLength(1), UNTIL);
    caller.abort(new Error("unmounted"));
    const error = await pending;
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).name).toBe("AbortError");
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe("parseApiJson", () => {
  const BASE = "http://api.test";
  /** What the answers meant: every string value that starts with the assets path, absolute. */
  const reference = (text: string) =>
    JSON.parse(text, (_key, value: unknown) =>
      typeof value === "string" && value.startsWith("/api/assets/") ? `${BASE}${value}` : value,
    );
  // Strings that start with the path, hold it inside, or hold quotes and backslashes before it.
  const tricky = fc.oneof(
    fc.string(),
    fc.string().map((rest) => `/api/assets/${rest}`),
    fc.string().map((head) => `${head}"/api/assets/x.svg`),
    fc.string().map((head) => `${head}\\"/api/assets/x.svg`),
    fc.string().map((head) => `${head}\\`),
  );
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: "small" },
      tricky,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("node"), { maxLength: 4 }),
      fc.dictionary(
        fc.string().filter((key) => !key.startsWith("/api/assets/")),
        tie("node"),
        {
          maxKeys: 4,
        },
      ),
    ),
  })).node;

  it("makes exactly the strings that start with the assets path absolute, whatever they hold", () => {
    fc.assert(
      fc.property(value, (answer) => {
        const text = JSON.stringify(answer);
        expect(parseApiJson(text, BASE)).toEqual(reference(text));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a base address's own dollar signs", () => {
    expect(parseApiJson('["/api/assets/a.svg"]', "http://x/$&")).toEqual([
      "http://x/$&/api/assets/a.svg",
    ]);
  });
});
