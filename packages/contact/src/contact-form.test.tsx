import { type ApiClient, createApiClient } from "@qs/api-client/api-client";
import { RETRY_ATTEMPTS } from "@qs/domain/retry-message";
import { sampleBusinessLines, sampleCategories } from "@qs/test-support/contact-fixtures";
import { SiteHarness } from "@qs/test-support/site-harness";
import {
  PostedFormProvider,
  type PostedFormState,
  type ServerForm,
  ServerFormProvider,
} from "@qs/ui/posted-form";
import { LEAD_ATTRIBUTION_STORAGE_KEY } from "@qs/visitor-state/lead-attribution-store";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form";

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  idempotencyKey: string | undefined;
}

type Answer = { status: number; body: unknown } | "network";

/**
 * The API behind the form: answers POST api/contactos in turn, and records what was sent.
 * The first `failedListLoads` requests for the plan types fail with a 503.
 */
function mockedApi(contactAnswers: Answer[], failedListLoads = 0) {
  const sent: Sent[] = [];
  let listFailures = failedListLoads;
  const client: ApiClient = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = new URL(String(input)).pathname;
      if (path === "/api/categories" && listFailures > 0) {
        listFailures -= 1;
        return new Response(JSON.stringify({ error: "unavailable" }), { status: 503 });
      }
      if (path === "/api/categories")
        return new Response(JSON.stringify({ data: sampleCategories, metadata: { demo: true } }));
      if (path === "/api/business-line")
        return new Response(
          JSON.stringify({ data: sampleBusinessLines, metadata: { demo: true } }),
        );
      sent.push({
        method,
        path,
        body: init?.body ? JSON.parse(String(init.body)) : null,
        idempotencyKey: (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"],
      });
      const answer = contactAnswers.shift();
      if (!answer || answer === "network") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  });
  return { client, sent };
}

const receipt: Answer = {
  status: 201,
  body: {
    data: {
      accessToken: `${"a".repeat(22)}_${"B".repeat(20)}`,
      kind: "contact",
      createdAt: "2025-05-01T10:00:00.000Z",
      updatedAt: "2025-05-01T10:00:00.000Z",
    },
    metadata: { demo: true },
  },
};

/** Renders the form and waits until the harness's router shows it. */
async function renderForm(
  client: ApiClient,
  options: { path?: string; posted?: PostedFormState; onForm?: (form: ServerForm) => void } = {},
) {
  render(
    <SiteHarness apiClient={client} initialPath={options.path ?? "/contacto"}>
      <ServerFormProvider onForm={options.onForm ?? (() => {})}>
        <PostedFormProvider state={options.posted ?? null}>
          <ContactForm />
        </PostedFormProvider>
      </ServerFormProvider>
    </SiteHarness>,
  );
  if (!options.path?.includes("enviado")) await screen.findByRole("button", { name: "Enviar" });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

async function fillValid() {
  fill("Nombre", "Ana María Pérez");
  fill("Correo electrónico", "ana@example.com");
  fill("Teléfono", "+57 300 555 0101");
  fill("Mensaje", "Quiero un plan para mi familia");
  await screen.findByRole("option", { name: "Pólizas de Salud" });
  fill("Tipo de producto", "POLIZA DE SALUD");
  await screen.findByRole("option", { name: "Empresas" });
  fill("Línea de negocio", "empresas");
  fireEvent.click(screen.getByRole("checkbox"));
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Enviar" }));

beforeEach(() => localStorage.clear());

describe("the contact form", () => {
  it("sends every field, the lead attribution and the page to api/contactos, then thanks", async () => {
    const attribution = [{ referrer: "https://www.google.com/", date: "2025-04-30T12:00:00.000Z" }];
    localStorage.setItem(LEAD_ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
    const { client, sent } = mockedApi([receipt]);
    await renderForm(client);
    await fillValid();
    send();
    expect(await screen.findByRole("heading", { name: "¡Mensaje enviado!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("ana@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/api/contactos" });
    expect(sent[0]?.idempotencyKey).toMatch(/^contact-/);
    expect(sent[0]?.body).toMatchObject({
      nombre: "Ana María Pérez",
      email: "ana@example.com",
      telefono: "+573005550101",
      mensaje: "Quiero un plan para mi familia",
      productType: "POLIZA DE SALUD",
      businessLine: "empresas",
      agree: true,
      consentLanguage: "es",
      leadAttributionInfo: [expect.objectContaining({ referrer: "https://www.google.com/" })],
      originLead: "contacto",
      datosingresados: {
        mensaje: "Quiero un plan para mi familia",
        productType: "POLIZA DE SALUD",
        businessLine: "empresas",
      },
    });
    expect(String(sent[0]?.body?.origin_url)).toMatch(/^http/);
  });

  it("asks for the name and e-mail before sending anything", async () => {
    const { client, sent } = mockedApi([]);
    await renderForm(client);
    send();
    expect(await screen.findByLabelText("Nombre")).toHaveAccessibleDescription("campo requerido");
    expect(screen.getByLabelText("Correo electrónico")).toHaveAccessibleDescription(
      "campo requerido",
    );
    expect(sent).toHaveLength(0);
  });

  it("puts the API's Spanish messages beside their fields and loses no value", async () => {
    const { client, sent } = mockedApi([
      {
        status: 400,
        body: {
          error: "Datos inválidos",
          issues: [
            { path: "email", message: "Ingresa un correo electrónico válido" },
            {
              path: "agree",
              message: "Debes aceptar los términos y condiciones para enviar tu solicitud",
            },
          ],
        },
      },
      receipt,
    ]);
    await renderForm(client);
    fill("Nombre", "Ana María Pérez");
    fill("Correo electrónico", "ana@");
    fill("Mensaje", "Hola");
    send();
    await waitFor(() =>
      expect(screen.getByLabelText("Correo electrónico")).toHaveAccessibleDescription(
        "Ingresa un correo electrónico válido",
      ),
    );
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "Debes aceptar los términos y condiciones para enviar tu solicitud",
    );
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana María Pérez");
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ana@");
    expect(screen.getByLabelText("Mensaje", { exact: false })).toHaveValue("Hola");

    fill("Correo electrónico", "ana@example.com");
    expect(screen.getByLabelText("Correo electrónico")).not.toHaveAccessibleDescription(
      "Ingresa un correo electrónico válido",
    );
    fireEvent.click(screen.getByRole("checkbox"));
    send();
    expect(await screen.findByRole("heading", { name: "¡Mensaje enviado!" })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it("shows the API's text when it refuses for too many requests", async () => {
    const { client } = mockedApi([
      { status: 429, body: { error: "Demasiadas solicitudes. Intenta nuevamente en 5 minutos." } },
    ]);
    await renderForm(client);
    await fillValid();
    send();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Demasiadas solicitudes. Intenta nuevamente en 5 minutos.",
    );
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana María Pérez");
  });

  it("keeps the values after a network failure and resends with the same idempotency key", async () => {
    const { client, sent } = mockedApi(["network", receipt]);
    await renderForm(client);
    await fillValid();
    send();
    expect(await screen.findByRole("alert")).toHaveTextContent("No pudimos enviar tu mensaje");
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana María Pérez");
    send();
    expect(await screen.findByRole("heading", { name: "¡Mensaje enviado!" })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it("says when a list could not be loaded, still sends without it, and loads it again on request", async () => {
    // Every try of the client's retries fails (RETRY_ATTEMPTS), then the list answers.
    const { client, sent } = mockedApi([receipt], RETRY_ATTEMPTS);
    await renderForm(client);
    const productType = screen.getByLabelText("Tipo de producto", { exact: false });
    await waitFor(
      () =>
        expect(productType).toHaveAccessibleDescription(
          "No pudimos cargar esta lista. Puedes enviar tu mensaje sin elegir una opción o intentar de nuevo. Volver a cargar la lista",
        ),
      // A ceiling for the client's retries between tries, not a wait.
      { timeout: 30_000 },
    );
    fireEvent.click(screen.getByRole("button", { name: "Volver a cargar la lista" }));
    expect(await screen.findByRole("option", { name: "Pólizas de Salud" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Volver a cargar la lista" })).toBeNull();
    fill("Nombre", "Ana María Pérez");
    fill("Correo electrónico", "ana@example.com");
    fireEvent.click(screen.getByRole("checkbox"));
    send();
    expect(await screen.findByRole("heading", { name: "¡Mensaje enviado!" })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("without JavaScript is POSTed to its own page, naming itself, its consent ticked as 'agree'", async () => {
    const { client } = mockedApi([]);
    await renderForm(client, { path: "/contacto?utm_source=correo" });
    const form = screen.getByRole("button", { name: "Enviar" }).closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contacto?utm_source=correo");
    expect(form?.querySelector('input[type="hidden"][name="formulario"]')).toHaveValue("contacto");
    expect(screen.getByRole("checkbox")).toHaveAttribute("name", "agree");
  });

  it("answering a POST, shows the values sent and the messages of each field", async () => {
    const { client } = mockedApi([]);
    await renderForm(client, {
      posted: {
        form: "contacto",
        fields: { nombre: "", email: "ana@ejemplo", mensaje: "Hola", agree: "on" },
        errors: { nombre: "campo requerido", email: "Ingresa un correo electrónico válido" },
        message: null,
        outcome: "invalid",
      },
    });
    expect(screen.getByLabelText("Nombre")).toHaveAccessibleDescription("campo requerido");
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ana@ejemplo");
    expect(screen.getByLabelText("Correo electrónico")).toHaveAccessibleDescription(
      "Ingresa un correo electrónico válido",
    );
    expect(screen.getByLabelText("Mensaje", { exact: false })).toHaveValue("Hola");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByText("Revisa los campos marcados.")).toBeInTheDocument();
  });

  it("on the page marked sent, confirms without knowing the e-mail and offers the form again", async () => {
    const { client } = mockedApi([]);
    await renderForm(client, { path: "/contacto?enviado=1" });
    expect(await screen.findByRole("heading", { name: "¡Mensaje enviado!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("al correo que nos dejaste");
    expect(screen.getByRole("link", { name: "Enviar otro mensaje" })).toHaveAttribute(
      "href",
      "/contacto",
    );
  });

  it("on the server, is sent by the same rules: required fields first, then the API with a key of its content", async () => {
    const { client, sent } = mockedApi([receipt, receipt]);
    const forms: ServerForm[] = [];
    await renderForm(client, { onForm: (form) => forms.push(form) });
    const declared = forms.at(-1);
    expect(declared?.form).toBe("contacto");
    const missing = await declared?.submit(new URLSearchParams({ email: "ana@example.com" }));
    expect(missing).toEqual({
      sent: false,
      fields: {
        nombre: "",
        email: "ana@example.com",
        telefono: "",
        mensaje: "",
        productType: "",
        businessLine: "",
      },
      errors: { nombre: "campo requerido" },
      message: null,
      outcome: "invalid",
    });
    expect(sent).toEqual([]);
    const fields = new URLSearchParams({ nombre: "Ana", email: "ana@example.com", agree: "on" });
    expect(await declared?.submit(fields)).toEqual({ sent: true });
    expect(await declared?.submit(fields)).toEqual({ sent: true });
    expect(sent[0]?.body).toMatchObject({ nombre: "Ana", agree: true, leadAttributionInfo: [] });
    expect(sent[0]?.idempotencyKey).toMatch(/^contacto-[0-9a-f]{64}$/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });
});
