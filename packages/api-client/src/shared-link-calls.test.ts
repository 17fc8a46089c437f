import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { createSharedLink } from "./create-shared-link";
import { resolveSharedLink, sharedLinkQueryOptions } from "./resolve-shared-link";
import { RetryExhaustedError } from "./retry";

const CODE = "AbCdEfGhIjKlMnOpQrStUv";
const EDIT_TOKEN = `${"e".repeat(21)}_-${"T".repeat(20)}`;
const meta = { demo: true, country: "CO" };

function recording(answers: { status?: number; body: unknown }[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "1.2.3",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const answer = answers[Math.min(calls.length, answers.length - 1)] ?? { body: null };
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
  const header = (index: number, name: string) =>
    (calls[index]?.init?.headers as Record<string, string> | undefined)?.[name];
  return { client, calls, header };
}

const quiet = { sleep: async () => {}, log: () => {} };
const family = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] };

describe("createSharedLink", () => {
  it("posts the address and its profile with the country, version and an idempotency key", async () => {
    const { client, calls, header } = recording([
      {
        status: 201,
        body: {
          data: { code: CODE, shortPath: `/url/${CODE}`, editToken: EDIT_TOKEN },
          metadata: meta,
        },
      },
    ]);
    const url = "http://localhost:5173/Comparar/Comparacion?productos=P-1&perfil=x";
    const created = await createSharedLink(client, { url, decodedProfile: family }, quiet);
    expect(created).toEqual({ code: CODE, shortPath: `/url/${CODE}`, editToken: EDIT_TOKEN });
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/buscarplanes/sharedinsurance");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ url, decodedProfile: family });
    expect(header(0, "X-Country")).toBe("CO");
    expect(header(0, "x-qpversion")).toBe("1.2.3");
    expect(header(0, "Idempotency-Key")).toMatch(/^share-.{8,}/);
  });

  it("retries a server failure with the same key, so the link is stored once", async () => {
    const { client, calls, header } = recording([
      { status: 503, body: { error: "Base de datos no disponible" } },
      {
        status: 201,
        body: {
          data: { code: CODE, shortPath: `/url/${CODE}`, editToken: EDIT_TOKEN },
          metadata: meta,
        },
      },
    ]);
    await createSharedLink(client, { url: "http://localhost/x" }, quiet);
    expect(calls).toHaveLength(2);
    expect(header(1, "Idempotency-Key")).toBe(header(0, "Idempotency-Key"));
    expect(JSON.parse(String(calls[0]?.init?.body)).decodedProfile).toBeNull();
  });

  it("never retries the API's refusal of an address outside the approved hosts", async () => {
    const refusal = {
      error: "Datos inválidos",
      issues: [{ path: "url", message: "La URL debe ser de un dominio aprobado" }],
    };
    const { client, calls } = recording([{ status: 400, body: refusal }]);
    const failure = await createSharedLink(client, { url: "https://otro.com/" }, quiet).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body?.issues?.[0]?.message).toBe(
      "La URL debe ser de un dominio aprobado",
    );
    expect(calls).toHaveLength(1);
  });

  it("gives up after 3 tries", async () => {
    const { client, calls } = recording([{ status: 500, body: { error: "Error interno" } }]);
    await expect(createSharedLink(client, { url: "http://localhost/" }, quiet)).rejects.toThrow(
      RetryExhaustedError,
    );
    expect(calls).toHaveLength(3);
  });

  it("refuses an answer without an edit token", async () => {
    const { client } = recording([
      { status: 201, body: { data: { code: CODE, shortPath: `/url/${CODE}` }, metadata: meta } },
    ]);
    await expect(createSharedLink(client, { url: "http://localhost/" }, quiet)).rejects.toThrow();
  });
});

describe("resolveSharedLink", () => {
  it("reads the stored address and profile of a code, naming the country", async () => {
    const target = { code: CODE, url: "http://localhost:5173/Comparar", decodedProfile: family };
    const { client, calls } = recording([{ body: { data: target, metadata: meta } }]);
    expect(await resolveSharedLink(client, CODE)).toEqual(target);
    const url = new URL(calls[0]?.url ?? "");
    expect(url.pathname).toBe(`/api/buscarplanes/sharedinsurance/${CODE}`);
    expect(url.searchParams.get("country")).toBe("CO");
  });

  it("answers null for an unknown code", async () => {
    const { client, calls } = recording([
      { status: 404, body: { error: "Enlace compartido no encontrado" } },
    ]);
    expect(await resolveSharedLink(client, CODE)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("keeps the answer only while it is used", () => {
    const { client } = recording([]);
    const options = sharedLinkQueryOptions(client, CODE);
    expect(options.queryKey).toEqual(["shared-link", "CO", CODE]);
    expect(options.gcTime).toBe(0);
  });
});
