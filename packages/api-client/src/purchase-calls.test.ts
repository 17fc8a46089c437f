import type { PurchaseView } from "@qs/domain/api/purchase";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import {
  awaitingPayment,
  CSV_CONTENT_TYPE,
  employeeFileContentType,
  getPurchase,
  PAYMENT_POLL_MS,
  purchaseFieldErrors,
  purchaseQueryOptions,
  savePurchaseStep,
  startPayment,
  startPurchase,
  uploadEmployees,
  XLSX_CONTENT_TYPE,
} from "./purchase";

const TOKEN = `${"p".repeat(21)}_-${"Q".repeat(20)}`;
const meta = { demo: true, country: "CO" };
const quiet = { sleep: async () => {}, log: () => {} };

const view: PurchaseView = {
  token: TOKEN,
  productCode: "P-1001",
  productName: "Salud Esencial",
  insurerName: "Seguros Andinos",
  collective: false,
  amount: 120000,
  currency: "COP",
  periodicity: "mensual",
  steps: [
    {
      key: "holder",
      title: "Datos personales",
      slug: "Datos-personales",
      orderPosition: 1,
      done: false,
    },
    { key: "payment", title: "Pago", slug: "Pago", orderPosition: 6, done: false },
    {
      key: "confirmation",
      title: "Confirmación",
      slug: "Confirmacion",
      orderPosition: 7,
      done: false,
    },
  ],
  data: { holder: null, beneficiaries: null, health: null, company: null, employees: null },
  paymentOptions: [],
  payment: null,
  order: null,
  updatedAt: "2026-12-01T10:00:00.000Z",
  expiresAt: "2026-12-31T10:00:00.000Z",
};

type Answer = { status?: number; body: unknown } | "offline";

function recording(answers: Answer[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "1.2.3",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const answer = answers[Math.min(calls.length, answers.length - 1)] ?? { body: null };
      calls.push({ url: String(input), init });
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
  const header = (index: number, name: string) =>
    (calls[index]?.init?.headers as Record<string, string> | undefined)?.[name];
  return { client, calls, header };
}

describe("startPurchase", () => {
  it("posts the plan's code and the stored profile with the country and an idempotency key", async () => {
    const { client, calls, header } = recording([
      { status: 201, body: { data: view, metadata: meta } },
    ]);
    const profile = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] };
    const started = await startPurchase(client, { productCode: "P-1001", profile }, quiet);
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/compra-online");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ productCode: "P-1001", profile });
    expect(header(0, "X-Country")).toBe("CO");
    expect(header(0, "Idempotency-Key")).toMatch(/^purchase-start-.{8,}/);
    expect(started.token).toBe(TOKEN);
  });

  it("sends no profile when the visitor keeps none", async () => {
    const { client, calls } = recording([{ status: 201, body: { data: view, metadata: meta } }]);
    await startPurchase(client, { productCode: "P-1001", profile: null }, quiet);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ productCode: "P-1001" });
  });

  it("retries a lost answer with the same key, so one draft is started", async () => {
    const { client, calls, header } = recording([
      "offline",
      { status: 201, body: { data: view, metadata: meta } },
    ]);
    await startPurchase(client, { productCode: "P-1001" }, quiet);
    expect(calls).toHaveLength(2);
    expect(header(1, "Idempotency-Key")).toBe(header(0, "Idempotency-Key"));
  });

  it("gives up at once on a plan not sold online, with the API's message", async () => {
    const { client, calls } = recording([
      { status: 409, body: { error: "Este plan no se puede contratar en línea" } },
    ]);
    const refusal = startPurchase(client, { productCode: "P-9" }, quiet);
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toThrow("Este plan no se puede contratar en línea");
    expect(calls).toHaveLength(1);
  });
});

describe("getPurchase", () => {
  it("reads the draft by its token in the path, with the country in the query", async () => {
    const { client, calls, header } = recording([{ body: { data: view, metadata: meta } }]);
    expect(await getPurchase(client, TOKEN, quiet)).toEqual(view);
    const url = new URL(calls[0]?.url ?? "");
    expect(url.pathname).toBe(`/api/compra-online/${TOKEN}`);
    expect(url.searchParams.get("country")).toBe("CO");
    expect(header(0, "Authorization")).toBeUndefined();
  });

  it("refuses an answer that is not a purchase", async () => {
    const { client } = recording([{ body: { data: { ...view, steps: "todos" }, metadata: meta } }]);
    await expect(getPurchase(client, TOKEN, quiet)).rejects.toThrow();
  });

  it("does not try an unknown or expired draft again", async () => {
    const { client, calls } = recording([
      { status: 404, body: { error: "No encontramos tu compra." } },
    ]);
    await expect(getPurchase(client, TOKEN, quiet)).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });
});

describe("purchaseQueryOptions", () => {
  const pending = {
    ...view,
    payment: {
      state: "PENDING",
      flowType: "tdc-one-time",
      errorCode: null,
      errorMessage: null,
      updatedAt: view.updatedAt,
    },
  } as PurchaseView;
  const declined = {
    ...pending,
    payment: { ...pending.payment!, state: "DECLINED" },
  } as PurchaseView;
  const interval = (options: ReturnType<typeof purchaseQueryOptions>, data: PurchaseView) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(options.queryKey, data);
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey })!;
    const refetch = options.refetchInterval;
    return typeof refetch === "function" ? refetch(query as never) : refetch;
  };

  it("keys the purchase by country and token, always read afresh and never retried", () => {
    const { client } = recording([]);
    const options = purchaseQueryOptions(client, TOKEN);
    expect(options.queryKey).toEqual(["purchase", "CO", TOKEN]);
    expect(options.staleTime).toBe(0);
    expect(options.retry).toBe(false);
  });

  it("reads it again while a payment the buyer came back from is pending, and stops after", () => {
    const { client } = recording([]);
    const polling = purchaseQueryOptions(client, TOKEN, { pollPayment: true });
    expect(interval(polling, pending)).toBe(PAYMENT_POLL_MS);
    expect(interval(polling, declined)).toBe(false);
    expect(interval(purchaseQueryOptions(client, TOKEN), pending)).toBe(false);
  });

  it("counts an approved payment without its order yet as still awaited", () => {
    const approved = { ...pending, payment: { ...pending.payment!, state: "OK" } } as PurchaseView;
    expect(awaitingPayment(approved)).toBe(true);
    const ordered = {
      ...approved,
      order: { number: "QS-1", amount: 1, currency: "COP", paidAt: null, saleState: "OK" },
    } as PurchaseView;
    expect(awaitingPayment(ordered)).toBe(false);
    expect(awaitingPayment(declined)).toBe(false);
  });
});

describe("savePurchaseStep", () => {
  it("puts the step's fields as JSON under the token and the step", async () => {
    const { client, calls, header } = recording([{ body: { data: view, metadata: meta } }]);
    const holder = { nombre: "Ana", apellidoPaterno: "Pérez" };
    await savePurchaseStep(client, TOKEN, "holder", holder, quiet);
    expect(new URL(calls[0]?.url ?? "").pathname).toBe(`/api/compra-online/${TOKEN}/holder`);
    expect(calls[0]?.init?.method).toBe("PUT");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(holder);
    expect(header(0, "Content-Type")).toBe("application/json");
  });

  it("keeps a refusal's field issues for the form, without trying again", async () => {
    const { client, calls } = recording([
      {
        status: 400,
        body: {
          error: "Datos inválidos",
          issues: [
            {
              path: "beneficiarios.0.fechaNacimiento",
              message: "Un hijo o hija no puede ser mayor que el titular",
            },
            { path: "beneficiarios.0.fechaNacimiento", message: "otro mensaje" },
            { path: "", message: "Solo puedes agregar un cónyuge" },
          ],
        },
      },
    ]);
    const error = await savePurchaseStep(client, TOKEN, "beneficiaries", {}, quiet).catch(
      (caught: unknown) => caught,
    );
    expect(calls).toHaveLength(1);
    expect(purchaseFieldErrors(error)).toEqual({
      "beneficiarios.0.fechaNacimiento": "Un hijo o hija no puede ser mayor que el titular",
      "": "Solo puedes agregar un cónyuge",
    });
  });

  it("reads no field issues from other failures", () => {
    expect(
      purchaseFieldErrors(new ApiError(409, { error: "Esta compra ya fue pagada" }, "x")),
    ).toBeNull();
    expect(purchaseFieldErrors(new ApiError(400, { error: "Datos inválidos" }, "x"))).toBeNull();
    expect(purchaseFieldErrors(new TypeError("Failed to fetch"))).toBeNull();
  });
});

describe("uploadEmployees", () => {
  const csv = "nombre,rut\nAna,11.111.111-1\n";

  it("sends the file itself with the content type of its extension, the layout and its name", async () => {
    const { client, calls, header } = recording([{ body: { data: view, metadata: meta } }]);
    // Windows names a CSV as an Excel file: the extension decides.
    const file = new File([csv], "nomina.csv", { type: "application/vnd.ms-excel" });
    const result = await uploadEmployees(client, TOKEN, file, "activation");
    expect(result).toEqual({ status: "stored", view });
    const url = new URL(calls[0]?.url ?? "");
    expect(url.pathname).toBe(`/api/compra-online/${TOKEN}/colaboradores`);
    expect(url.searchParams.get("layout")).toBe("activation");
    expect(url.searchParams.get("fileName")).toBe("nomina.csv");
    expect(header(0, "Content-Type")).toBe(CSV_CONTENT_TYPE);
    expect(await new Response(calls[0]?.init?.body as Blob).text()).toBe(csv);
  });

  it("answers a refused list with each bad row and cell, not an error", async () => {
    const refusal = {
      error: "La nómina tiene datos inválidos: corrige cada fila indicada y vuelve a subirla",
      errors: [{ row: 3, column: "rut", message: "El RUT no es válido" }],
      totalErrors: 1,
    };
    const { client } = recording([{ status: 422, body: refusal }]);
    const file = new File([csv], "nomina.csv", { type: "text/csv" });
    expect(await uploadEmployees(client, TOKEN, file, "cancellation")).toEqual({
      status: "refused",
      message: refusal.error,
      errors: refusal.errors,
      totalErrors: 1,
    });
  });

  it("throws any other failure, and never sends the file twice", async () => {
    const { client, calls } = recording([
      { status: 413, body: { error: "El archivo es demasiado grande (máximo 5 MB)" } },
    ]);
    const file = new File([csv], "nomina.csv", { type: "text/csv" });
    await expect(uploadEmployees(client, TOKEN, file, "activation")).rejects.toThrow(
      "El archivo es demasiado grande (máximo 5 MB)",
    );
    expect(calls).toHaveLength(1);
  });

  it("names only CSV and XLSX files", () => {
    expect(employeeFileContentType({ name: "Nomina.XLSX", type: "" })).toBe(XLSX_CONTENT_TYPE);
    expect(employeeFileContentType({ name: "lista", type: "text/csv; charset=utf-8" })).toBe(
      CSV_CONTENT_TYPE,
    );
    expect(
      employeeFileContentType({ name: "nomina.xls", type: "application/vnd.ms-excel" }),
    ).toBeNull();
    expect(employeeFileContentType({ name: "nomina.pdf", type: "application/pdf" })).toBeNull();
  });
});

describe("startPayment", () => {
  it("posts how to pay and the acceptance with a key, and answers where to go", async () => {
    const redirectUrl = "http://api.test/pasarela-sandbox/chk_1";
    const { client, calls, header } = recording([
      "offline",
      { body: { data: { redirectUrl }, metadata: meta } },
    ]);
    const answer = await startPayment(
      client,
      TOKEN,
      { flowType: "tdc-one-time", aceptaCondiciones: true },
      quiet,
    );
    expect(answer).toEqual({ redirectUrl });
    expect(new URL(calls[0]?.url ?? "").pathname).toBe(`/api/compra-online/${TOKEN}/pago`);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      flowType: "tdc-one-time",
      aceptaCondiciones: true,
    });
    expect(header(0, "Idempotency-Key")).toMatch(/^purchase-pay-/);
    expect(header(1, "Idempotency-Key")).toBe(header(0, "Idempotency-Key"));
  });

  it("refuses an answer without an address", async () => {
    const { client } = recording([{ body: { data: {}, metadata: meta } }]);
    await expect(
      startPayment(client, TOKEN, { flowType: "tdc-one-time", aceptaCondiciones: true }, quiet),
    ).rejects.toThrow();
  });
});
