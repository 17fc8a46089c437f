import { type ApiClient, createApiClient } from "@qs/api-client/api-client";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { createI18n } from "@qs/i18n/create-i18n";
import { messages as spanish } from "@qs/i18n/locales/es/index";
import {
  SAMPLE_ACCESS_CODE,
  sampleConversationData,
  sampleDeletion,
  sampleDeletionKeepingOrder,
  sampleMyData,
  samplePurchaseData,
} from "@qs/test-support/sample-my-data";
import { SiteHarness } from "@qs/test-support/site-harness";
import { SiteProviders } from "@qs/ui/site-providers";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useRouter,
  useRouterState,
} from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codeFromInput, MyDataPage, type MyDataPageProps } from "./my-data-page";

interface Sent {
  method: string;
  url: string;
  authorization: string | undefined;
}

type Answer = { status: number; body: unknown } | "network";

/**
 * The API behind the page, through a mocked fetch: answers by 'METHOD path', recording each
 * request with its Authorization header.
 */
function mockedApi(answers: Record<string, Answer | Answer[]>) {
  const sent: Sent[] = [];
  const client: ApiClient = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const url = String(input);
      sent.push({
        method,
        url,
        authorization: (init?.headers as Record<string, string> | undefined)?.Authorization,
      });
      const key = `${method} ${new URL(url).pathname}`;
      const listed = answers[key];
      const answer = Array.isArray(listed) ? (listed.shift() ?? listed[0]) : listed;
      if (!answer)
        return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
      if (answer === "network") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch,
  });
  return { client, sent };
}

const GET = "GET /api/privacidad/mis-datos";
const EXPORT = "GET /api/privacidad/mis-datos/exportar";
const DELETE = "DELETE /api/privacidad/mis-datos";
const found: Answer = { status: 200, body: { data: sampleMyData, metadata: { demo: true } } };
const refused: Answer = {
  status: 404,
  body: { error: "El código de acceso no es válido o tus datos ya se borraron" },
};

/** What the router and the browser's address show. */
function Address() {
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  return <output data-testid="address">{`${href}|${router.history.location.hash}`}</output>;
}

function renderPage(client: ApiClient, initialPath = "/mis-datos", props: MyDataPageProps = {}) {
  return render(
    <SiteHarness apiClient={client} initialPath={initialPath}>
      <MyDataPage {...props} />
      <Address />
    </SiteHarness>,
  );
}

const codeInput = () => screen.getByLabelText("Código de acceso");

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("Mis datos", () => {
  it("asks for the code and refuses a missing or incomplete one without asking the API", async () => {
    const { client, sent } = mockedApi({});
    renderPage(client);
    expect(
      await screen.findByRole("heading", { name: "Ingresa tu código de acceso" }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Ver mis datos" }));
    expect(codeInput()).toHaveAccessibleDescription(
      expect.stringContaining("Ingresa el código de acceso que te enviamos por correo."),
    );
    expect(codeInput()).toHaveFocus();
    expect(codeInput()).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(codeInput(), { target: { value: "abc123" } });
    fireEvent.click(screen.getByRole("button", { name: "Ver mis datos" }));
    expect(codeInput()).toHaveAccessibleDescription(
      expect.stringContaining("El código está incompleto"),
    );
    expect(sent).toEqual([]);
  });

  it("reads the code from the fragment, takes it out of the address and sends it only as Authorization", async () => {
    const { client, sent } = mockedApi({ [GET]: found });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    expect(
      await screen.findByRole("heading", { name: "Lo que guardamos sobre ti" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent("/mis-datos|"));
    expect(screen.getByTestId("address").textContent).not.toContain(SAMPLE_ACCESS_CODE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBe(`Bearer ${SAMPLE_ACCESS_CODE}`);
    expect(sent[0]?.url).not.toContain(SAMPLE_ACCESS_CODE);
    // Memory only: nothing of the code is stored in the browser.
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? "";
        expect(`${key}=${storage.getItem(key)}`).not.toContain(SAMPLE_ACCESS_CODE);
      }
    }
  });

  it("shows the request, each consent with its version, date and law, feedback, messages and retention", async () => {
    const { client } = mockedApi({ [GET]: found });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    const request = await screen.findByRole("region", { name: "Tu solicitud" });
    expect(within(request).getAllByText("Ana Pérez")[0]).toBeVisible();
    expect(within(request).getByText("1020304050")).toBeInTheDocument();
    expect(within(request).getByText("Solicitud de plan")).toBeInTheDocument();
    const consents = screen.getByRole("region", { name: "Tus consentimientos" });
    expect(within(consents).getByText("Envío de tu solicitud")).toBeInTheDocument();
    expect(within(consents).getByText("solicitud-2026-11")).toBeInTheDocument();
    expect(within(consents).getByText("Ley 1581 de 2012")).toBeInTheDocument();
    expect(within(consents).getByText(/2 de diciembre de 2026/)).toBeInTheDocument();
    const feedback = screen.getByRole("region", { name: "Tus comentarios" });
    expect(within(feedback).getByText("Me llamaron al día siguiente.")).toBeInTheDocument();
    const messages = screen.getByRole("region", { name: "Correos que te enviamos" });
    expect(within(messages).getByText("Recibimos tu solicitud")).toBeInTheDocument();
    const retention = screen.getByRole("region", { name: "Cuánto tiempo guardamos tus datos" });
    expect(within(retention).getByRole("cell", { name: "90 días" })).toBeInTheDocument();
  });

  it("shows a chat conversation's code: the conversation with its messages and the chat's notice, no request", async () => {
    const { client } = mockedApi({
      [GET]: { status: 200, body: { data: sampleConversationData, metadata: { demo: true } } },
    });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    const chat = await screen.findByRole("region", { name: "Tu conversación del chat" });
    expect(within(chat).getByText("Seguros de vida y de viaje")).toBeInTheDocument();
    expect(within(chat).getByText("/Comparar/Seguros-de-Vida")).toBeInTheDocument();
    expect(
      within(chat).getByText("Hola, busco un seguro de vida para mi familia."),
    ).toBeInTheDocument();
    expect(within(chat).getByText(/^Asesor ·/)).toBeInTheDocument();
    const consents = screen.getByRole("region", { name: "Tus consentimientos" });
    expect(within(consents).getAllByText("Aviso de privacidad del chat")[0]).toBeVisible();
    expect(within(consents).getByText("chat-2026-11")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Tu solicitud" })).not.toBeInTheDocument();
  });

  it("shows a purchase's code: each step, the payment and the order it keeps, with why", async () => {
    const { client } = mockedApi({
      [GET]: { status: 200, body: { data: samplePurchaseData, metadata: { demo: true } } },
    });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    const purchase = await screen.findByRole("region", { name: "Tu compra en línea" });
    expect(within(purchase).getByText("Salud Esencial · Seguros Andinos")).toBeInTheDocument();
    for (const step of ["Datos personales", "Beneficiarios", "Estado de salud"]) {
      expect(within(purchase).getByText(step)).toBeInTheDocument();
    }
    expect(within(purchase).getByText("QS-20261202-7K3M9QXZ")).toBeInTheDocument();
    expect(within(purchase).getByText(/por obligaciones legales y contables/)).toBeInTheDocument();
    expect(within(purchase).getAllByText(/COP 185\.000/).length).toBeGreaterThan(0);
  });

  it("says after deleting a paid purchase that its order stays, and why", async () => {
    const { client } = mockedApi({
      [GET]: { status: 200, body: { data: samplePurchaseData, metadata: { demo: true } } },
      [DELETE]: {
        status: 200,
        body: { data: sampleDeletionKeepingOrder, metadata: { demo: true } },
      },
    });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    fireEvent.click(await screen.findByRole("button", { name: "Borrar mis datos" }));
    fireEvent.click(screen.getByRole("button", { name: "Sí, borrar mis datos" }));
    await screen.findByRole("heading", { name: "Tus datos fueron borrados" });
    expect(screen.getByText("Conservamos lo siguiente:")).toBeInTheDocument();
    expect(screen.getByText("Pedido QS-20261202-7K3M9QXZ")).toBeInTheDocument();
  });

  it("takes an online purchase's address pasted whole: its session is the code", () => {
    expect(
      codeFromInput(
        `https://queseguro.co/Compra-Online/AND-ESENCIAL/Pago?session=${SAMPLE_ACCESS_CODE}&sessionType=compra`,
      ),
    ).toBe(SAMPLE_ACCESS_CODE);
    expect(codeFromInput(SAMPLE_ACCESS_CODE)).toBe(SAMPLE_ACCESS_CODE);
  });

  it("takes the code, or the whole link, pasted from the e-mail", async () => {
    expect(codeFromInput(` https://queseguro.co/mis-datos#codigo=${SAMPLE_ACCESS_CODE} `)).toBe(
      SAMPLE_ACCESS_CODE,
    );
    const { client, sent } = mockedApi({ [GET]: found });
    renderPage(client);
    fireEvent.change(await screen.findByLabelText("Código de acceso"), {
      target: { value: `https://queseguro.co/mis-datos#codigo=${SAMPLE_ACCESS_CODE}` },
    });
    fireEvent.click(screen.getByRole("button", { name: "Ver mis datos" }));
    const heading = await screen.findByRole("heading", { name: "Lo que guardamos sobre ti" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent[0]?.authorization).toBe(`Bearer ${SAMPLE_ACCESS_CODE}`);
  });

  it("offers the code this browser keeps", async () => {
    const { client, sent } = mockedApi({ [GET]: found });
    renderPage(client, "/mis-datos", { storedCode: SAMPLE_ACCESS_CODE });
    fireEvent.click(
      await screen.findByRole("button", { name: "Usar el código guardado en este navegador" }),
    );
    expect(
      await screen.findByRole("heading", { name: "Lo que guardamos sobre ti" }),
    ).toBeInTheDocument();
    expect(sent[0]?.authorization).toBe(`Bearer ${SAMPLE_ACCESS_CODE}`);
  });

  it("says in Spanish that an invalid or already deleted code reaches nothing, and asks again", async () => {
    const { client } = mockedApi({ [GET]: refused });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    expect(
      await screen.findByRole("heading", { name: "No encontramos datos con este código" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "El código de acceso no es válido o tus datos ya se borraron.",
    );
    expect(codeInput()).toBeInTheDocument();
  });

  it("says in Spanish when the API cannot be reached, and retries on request", async () => {
    const { client, sent } = mockedApi({ [GET]: ["network", found] });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    expect(
      await screen.findByRole("heading", { name: "No pudimos obtener tus datos" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "No pudimos conectarnos con nuestro servidor.",
    );
    expect(sent).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(
      await screen.findByRole("heading", { name: "Lo que guardamos sobre ti" }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it("downloads the export as a JSON file, asked for with the code in the header", async () => {
    const exported = { data: { ...sampleMyData }, metadata: { demo: true } };
    const { client, sent } = mockedApi({ [GET]: found, [EXPORT]: { status: 200, body: exported } });
    const files: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => {
      files.push(file as Blob);
      return "blob:mis-datos";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    fireEvent.click(await screen.findByRole("button", { name: "Descargar mis datos (JSON)" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toMatch(/^mis-datos-co-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicked[0]?.getAttribute("href")).toBe("blob:mis-datos");
    expect(JSON.parse(await (files[0] as Blob).text())).toEqual(exported);
    const request = sent.find((each) => each.url.includes("/exportar"));
    expect(request?.authorization).toBe(`Bearer ${SAMPLE_ACCESS_CODE}`);
    expect(request?.url).not.toContain(SAMPLE_ACCESS_CODE);
  });

  it("deletes only after confirmation, then confirms and forgets what the browser kept", async () => {
    const { client, sent } = mockedApi({
      [GET]: found,
      [DELETE]: { status: 200, body: { data: sampleDeletion, metadata: { demo: true } } },
    });
    const onDeleted = vi.fn(() => true);
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`, { onDeleted });
    const open = await screen.findByRole("button", { name: "Borrar mis datos" });
    fireEvent.click(open);
    const dialog = screen.getByRole("alertdialog", { name: "¿Borrar tus datos?" });
    const cancel = within(dialog).getByRole("button", { name: "Cancelar" });
    await waitFor(() => expect(cancel).toHaveFocus());
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(sent.filter((each) => each.method === "DELETE")).toEqual([]);

    fireEvent.click(open);
    fireEvent.click(screen.getByRole("button", { name: "Sí, borrar mis datos" }));
    const done = await screen.findByRole("heading", { name: "Tus datos fueron borrados" });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText(/El código ya no funciona\./)).toBeInTheDocument();
    expect(
      screen.getByText(/Este navegador también olvidó ese consentimiento/),
    ).toBeInTheDocument();
    const deletion = sent.filter((each) => each.method === "DELETE");
    expect(deletion).toHaveLength(1);
    expect(deletion[0]?.authorization).toBe(`Bearer ${SAMPLE_ACCESS_CODE}`);
    expect(onDeleted).toHaveBeenCalledWith(SAMPLE_ACCESS_CODE);
    // The spent code is forgotten: nothing asks for the data again.
    await act(() => Promise.resolve());
    expect(sent.filter((each) => each.method === "GET")).toHaveLength(1);
  });

  it("keeps the dialog open with a Spanish error when the deletion fails", async () => {
    const { client } = mockedApi({ [GET]: found, [DELETE]: "network" });
    renderPage(client, `/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`);
    fireEvent.click(await screen.findByRole("button", { name: "Borrar mis datos" }));
    fireEvent.click(screen.getByRole("button", { name: "Sí, borrar mis datos" }));
    const dialog = screen.getByRole("alertdialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "No pudimos borrar tus datos. Intenta nuevamente.",
    );
  });

  it("asks the API for nothing on the server, where no code exists", async () => {
    const { client, sent } = mockedApi({ [GET]: found });
    const root = createRootRoute({ component: () => <MyDataPage /> });
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory({
        initialEntries: [`/mis-datos#codigo=${SAMPLE_ACCESS_CODE}`],
      }),
    });
    await router.load();
    const html = renderToString(
      <SiteProviders
        config={sampleCountryConfig}
        queryClient={new QueryClient()}
        api={client}
        i18n={createI18n("es", undefined, { es: spanish })}
      >
        <RouterProvider router={router} />
      </SiteProviders>,
    );
    expect(html).toContain("Mis datos");
    expect(html).toContain("Preparando la página…");
    expect(html).not.toContain(SAMPLE_ACCESS_CODE);
    expect(sent).toEqual([]);
  });
});
