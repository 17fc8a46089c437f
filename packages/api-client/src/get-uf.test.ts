import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";
import {
  getUf,
  loadUfValue,
  readStoredUf,
  type UfStorage,
  ufFromPriceAnswer,
  ufStorageKey,
  ufValueQueryOptions,
} from "./get-uf";

type Reply = { status: number; body: unknown } | Error;

/** A client whose GET /api/globales/uf gives the replies in order (the last one repeats). */
function ufApi(...replies: Reply[]) {
  const calls: URL[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CL",
    version: "1.0.0",
    fetch: (async (input: string | URL | Request) => {
      calls.push(new URL(String(input)));
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
      if (!reply || reply instanceof Error) throw reply ?? new Error("sin respuesta");
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }) as typeof fetch,
  });
  return { client, calls };
}

function memoryStorage(initial: Record<string, string> = {}): UfStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const today = { value: 39_650.42, date: "2026-11-24" };
const ok: Reply = { status: 200, body: { data: today, metadata: { demo: true } } };
const down: Reply = { status: 503, body: { error: "Base de datos no disponible" } };
const KEY = ufStorageKey("CL");

/** Fallbacks that record sleeps and logs instead of waiting and printing. */
function fallbacks(extra: Partial<Parameters<typeof loadUfValue>[1]> = {}) {
  const sleeps: number[] = [];
  const logs: string[] = [];
  return {
    sleeps,
    logs,
    options: {
      storageKey: KEY,
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
      log: (message: string) => {
        logs.push(message);
      },
      ...extra,
    },
  };
}

describe("the UF value", () => {
  it("is read from GET /api/globales/uf with the country in the query, and kept for later visits", async () => {
    const { client, calls } = ufApi(ok);
    const storage = memoryStorage();
    const { options } = fallbacks({ storage });
    await expect(loadUfValue(client, options)).resolves.toEqual({ ...today, source: "api" });
    expect(calls[0]?.pathname).toBe("/api/globales/uf");
    expect(calls[0]?.searchParams.get("country")).toBe("CL");
    expect(JSON.parse(storage.data.uf_cl ?? "null")).toEqual(today);
  });

  it("is tried 3 times, 1 s apart, with 'Error al obtener el valor de la UF' on each failure", async () => {
    const { client, calls } = ufApi(down, new TypeError("Failed to fetch"), ok);
    const { options, sleeps, logs } = fallbacks();
    await expect(getUf(client, options)).resolves.toEqual(today);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([1000, 1000]);
    expect(logs).toEqual([
      "Error al obtener el valor de la UF",
      "Error al obtener el valor de la UF",
    ]);
  });

  it("counts an answer that is not a UF value as a failed try", async () => {
    const { client, calls } = ufApi({ status: 200, body: { data: { value: -1 } } }, ok);
    const { options } = fallbacks();
    await expect(getUf(client, options)).resolves.toEqual(today);
    expect(calls).toHaveLength(2);
  });

  it("after 3 failed tries takes the secondary source: the UF of the last price answer", async () => {
    const { client, calls } = ufApi(down);
    const storage = memoryStorage({ [KEY]: JSON.stringify({ value: 39_000, date: "2026-10-01" }) });
    const { options, logs } = fallbacks({
      storage,
      secondary: () => ({ value: 39_612.5, date: null }),
    });
    await expect(loadUfValue(client, options)).resolves.toEqual({
      value: 39_612.5,
      date: null,
      source: "price",
    });
    expect(calls).toHaveLength(3);
    expect(logs).toHaveLength(3);
    // Only the API's own value is kept.
    expect(JSON.parse(storage.data[KEY] ?? "null")).toEqual({ value: 39_000, date: "2026-10-01" });
  });

  it("without a secondary value takes the value kept from an earlier visit", async () => {
    const { client } = ufApi(down);
    const storage = memoryStorage({ [KEY]: JSON.stringify({ value: 39_000, date: "2026-10-01" }) });
    const { options } = fallbacks({ storage, secondary: () => null });
    await expect(loadUfValue(client, options)).resolves.toEqual({
      value: 39_000,
      date: "2026-10-01",
      source: "stored",
    });
  });

  it("with nothing else uses the catalogue's default 39214.8", async () => {
    const { client } = ufApi({ status: 404, body: { error: "Valor de la UF no disponible" } });
    const storage = memoryStorage({ [KEY]: "{roto" });
    const { options, sleeps } = fallbacks({ storage });
    await expect(loadUfValue(client, options)).resolves.toEqual({
      value: 39_214.8,
      date: null,
      source: "default",
    });
    // A 404 is the API's answer, not a failure to reach it: it is not tried again.
    expect(sleeps).toEqual([]);
  });

  it("stops when its caller cancels, instead of falling back", async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: "http://api.test",
      countryCode: "CL",
      version: "1.0.0",
      fetch: ((_input: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("cancelado", "AbortError")),
          );
        })) as typeof fetch,
    });
    const { options } = fallbacks({ secondary: () => ({ value: 1, date: null }) });
    const loading = loadUfValue(client, options, controller.signal);
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: "AbortError" });
  });

  it("is cached per country for 5 minutes and never retried by the query cache", () => {
    const { client } = ufApi(ok);
    const options = ufValueQueryOptions(client, { storageKey: KEY });
    expect(options.queryKey).toEqual(["uf-value", "CL"]);
    expect(options.staleTime).toBe(300_000);
    expect(options.retry).toBe(false);
  });
});

describe("the secondary source and the stored value", () => {
  const total = { profilesWithPrice: 1, profilesEvaluated: 1, arePricesDefined: true };

  it("reads the simulation's UF value, else the rate of the answer's conversion", () => {
    expect(
      ufFromPriceAnswer({
        total,
        profiles: [],
        conversion: { from: { value: 2, code: "UF" }, to: { value: 78_430, code: "CLP" } },
        simulation: {
          source: "default",
          ufValue: 39_214.8,
          preciomin: 120_000,
          preciomax: 150_000,
          calculadoPeso: null,
          calculadoUF: null,
          topeimponible: [false],
        },
      }),
    ).toBe(39_214.8);
    expect(
      ufFromPriceAnswer({
        total,
        profiles: [],
        conversion: { from: { value: 2, code: "UF" }, to: { value: 78_430, code: "CLP" } },
      }),
    ).toBe(39_215);
    expect(ufFromPriceAnswer({ total, profiles: [] })).toBeNull();
    expect(ufFromPriceAnswer(undefined)).toBeNull();
  });

  it("keeps only a positive value with a day", () => {
    const storage = memoryStorage({
      a: JSON.stringify({ value: 0, date: "2026-10-01" }),
      b: JSON.stringify({ value: 39_000, date: "ayer" }),
      c: JSON.stringify({ value: 39_000, date: "2026-10-01" }),
    });
    expect(readStoredUf(storage, "a")).toBeNull();
    expect(readStoredUf(storage, "b")).toBeNull();
    expect(readStoredUf(storage, "c")).toEqual({ value: 39_000, date: "2026-10-01" });
    expect(readStoredUf(null, "c")).toBeNull();
    const blocked = {
      getItem: vi.fn(() => {
        throw new Error("SecurityError");
      }),
      setItem: vi.fn(),
    };
    expect(readStoredUf(blocked, "c")).toBeNull();
  });

  it("lives under the country's key", () => {
    expect(ufStorageKey("CL")).toBe("uf_cl");
  });
});
