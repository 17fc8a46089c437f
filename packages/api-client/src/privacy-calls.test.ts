import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { consentTextQueryOptions, getConsentText } from "./get-consent-text";
import { giveConsent } from "./give-consent";
import { deleteMyData, exportMyData, getMyData } from "./my-data";

const TOKEN = `${"a".repeat(21)}_-${"B".repeat(20)}`;

function recording(answer: { status?: number; body: unknown }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CL",
    version: "1.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
  const header = (index: number, name: string) =>
    (calls[index]?.init?.headers as Record<string, string> | undefined)?.[name];
  return { client, calls, header };
}

const myData = {
  lead: null,
  feedbacks: [],
  consents: [
    {
      purpose: "perfil",
      version: "cl-perfil-2026-12",
      language: "es",
      text: "Acepto que se usen mis datos de salud.",
      law: "Ley 21.719",
      grantedAt: "2026-12-02T10:00:00.000Z",
      withdrawnAt: null,
    },
  ],
  messages: [],
  retention: [{ record: "Tus consentimientos", period: "Hasta que los borres" }],
};

describe("consent calls", () => {
  it("ask for the current text of a purpose in the visitor's language, without any token", async () => {
    const { client, calls, header } = recording({
      body: {
        data: {
          purpose: "perfil",
          version: "cl-perfil-2026-12",
          law: "Ley 21.719",
          language: "en",
          text: "I agree that my health data is used to quote plans.",
          publishedAt: "2026-12-01T00:00:00.000Z",
        },
        metadata: { demo: true, country: "CL" },
      },
    });
    const text = await getConsentText(client, "perfil", "en");
    const url = new URL(calls[0]?.url ?? "");
    expect(url.pathname).toBe("/api/consents/current");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      purpose: "perfil",
      lang: "en",
      country: "CL",
    });
    expect(header(0, "Authorization")).toBeUndefined();
    expect(text.version).toBe("cl-perfil-2026-12");
    expect(consentTextQueryOptions(client, "perfil", "en").queryKey).toEqual([
      "consent-text",
      "CL",
      "perfil",
      "en",
    ]);
  });

  it("refuse an answer that is not a consent text", async () => {
    const { client } = recording({ body: { data: { version: 3 } } });
    await expect(getConsentText(client, "perfil", "es")).rejects.toThrow();
  });

  it("post the agreement once, with the version shown, and return the receipt", async () => {
    const { client, calls, header } = recording({
      status: 201,
      body: {
        data: {
          accessToken: TOKEN,
          purpose: "perfil",
          version: "cl-perfil-2026-12",
          grantedAt: "2026-12-02T10:00:00.000Z",
        },
      },
    });
    const receipt = await giveConsent(client, {
      purpose: "perfil",
      version: "cl-perfil-2026-12",
      language: "es",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe("POST");
    expect(header(0, "Idempotency-Key")).toMatch(/^consent-/);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      purpose: "perfil",
      version: "cl-perfil-2026-12",
      language: "es",
      agree: true,
    });
    expect(receipt.accessToken).toBe(TOKEN);
  });

  it("retry a lost answer with the same key, so the consent is recorded once", async () => {
    const keys: (string | undefined)[] = [];
    let tries = 0;
    const client = createApiClient({
      baseUrl: "http://api.test",
      countryCode: "CO",
      version: "1.0.0",
      fetch: (async (_input: string | URL | Request, init?: RequestInit) => {
        keys.push((init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);
        tries += 1;
        if (tries === 1) throw new TypeError("Failed to fetch");
        return new Response(
          JSON.stringify({
            data: {
              accessToken: TOKEN,
              purpose: "perfil",
              version: "perfil-2026-11",
              grantedAt: "2026-12-02T10:00:00.000Z",
            },
          }),
          { status: 201 },
        );
      }) as typeof fetch,
    });
    const receipt = await giveConsent(
      client,
      { purpose: "perfil", version: "perfil-2026-11", language: "es" },
      { sleep: async () => {} },
    );
    expect(receipt.accessToken).toBe(TOKEN);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("give the API's Spanish refusal of a stale version, not retried", async () => {
    const { client, calls } = recording({
      status: 409,
      body: { error: "El texto de consentimiento cambió: revísalo y acéptalo de nuevo" },
    });
    const failure = giveConsent(client, { purpose: "perfil", version: "old", language: "es" });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow("El texto de consentimiento cambió");
    expect(calls).toHaveLength(1);
  });
});

describe("my data calls", () => {
  it("send the code only in the Authorization header, never in the address", async () => {
    const { client, calls, header } = recording({ body: { data: myData } });
    const data = await getMyData(client, TOKEN);
    expect(data.consents[0]?.law).toBe("Ley 21.719");
    expect(header(0, "Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]?.url).not.toContain(TOKEN);
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/privacidad/mis-datos");
  });

  it("export the answer as a JSON file with every field the API sent", async () => {
    const exported = { data: { ...myData, exportedAt: "2026-12-02T11:00:00.000Z" } };
    const { client, calls, header } = recording({ body: exported });
    const file = await exportMyData(client, TOKEN);
    expect(file.type).toBe("application/json");
    expect(JSON.parse(await file.text())).toEqual(exported);
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/privacidad/mis-datos/exportar");
    expect(header(0, "Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(calls[0]?.url).not.toContain(TOKEN);
  });

  it("delete with the code and read the receipt", async () => {
    const { client, calls, header } = recording({
      body: { data: { deleted: true, deletedAt: "2026-12-02T12:00:00.000Z" } },
    });
    const receipt = await deleteMyData(client, TOKEN);
    expect(receipt.deleted).toBe(true);
    expect(calls[0]?.init?.method).toBe("DELETE");
    expect(header(0, "Authorization")).toBe(`Bearer ${TOKEN}`);
  });

  it("answer a spent code with the API's 404, tried once", async () => {
    const { client, calls } = recording({
      status: 404,
      body: { error: "El código de acceso no es válido o tus datos ya se borraron" },
    });
    const failure = getMyData(client, TOKEN);
    await expect(failure).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });
});
