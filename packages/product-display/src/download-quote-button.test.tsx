import { createApiClient } from "@qs/api-client/api-client";
import { QUOTE_RANKING_NOTE } from "@qs/domain/api/quote";
import { spanishMessages } from "@qs/i18n/resources";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import {
  sampleConsentReceipt as consent,
  sampleConsentText as consentText,
} from "@qs/test-support/sample-forms";
import { sampleProducts } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { DownloadQuoteButton } from "./download-quote-button";

const family = {
  ingresodatos: true,
  cotizante: [{ sexo: "Femenino" as const, edad: 38 }],
  cargas: [{ sexo: "Masculino" as const, edad: 7 }],
};
const PDF_BYTES = new TextEncoder().encode("%PDF-1.7\n");

type QuoteAnswer = { status: number; body?: unknown } | "pdf" | "pending";

/** An API answering the consent text and the quote, recording the quote's bodies. */
function api(answer: QuoteAnswer = "pdf") {
  const posts: Record<string, unknown>[] = [];
  const client = createApiClient({
    baseUrl: "http://api.fixture",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path === "/api/consents/current")
        return new Response(JSON.stringify({ data: consentText, metadata: { demo: true } }));
      if (path === "/api/quotes" && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        if (answer === "pending") return new Promise<Response>(() => {});
        if (answer === "pdf")
          return new Response(PDF_BYTES, { headers: { "Content-Type": "application/pdf" } });
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
    }) as typeof fetch,
  });
  return { client, posts };
}

const products = sampleProducts.slice(0, 3);

function renderButton(client: ReturnType<typeof api>["client"]) {
  const saved: { blob: Blob; fileName: string }[] = [];
  render(
    <SiteHarness
      initialPath="/Comparar/Comparacion?productos=P-1001,P-1002,P-1003"
      apiClient={client}
    >
      <DownloadQuoteButton
        products={products}
        save={(blob, fileName) => saved.push({ blob, fileName })}
      />
    </SiteHarness>,
  );
  return saved;
}

const click = async () =>
  fireEvent.click(await screen.findByRole("button", { name: "Descargar cotización" }));

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
});

describe("'Descargar cotización'", () => {
  it("asks for the plans' quote with the consented profile and saves the PDF as cotizacion-<día>.pdf", async () => {
    profileStore("V1.6_CO").getState().saveConsent(consent);
    profileStore("V1.6_CO").getState().save(family);
    const { client, posts } = api();
    const saved = renderButton(client);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Descargar cotización" })).toBeEnabled(),
    );
    await click();
    expect(await screen.findByText("Tu cotización se descargó.")).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toMatch(/^cotizacion-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(saved[0]?.blob.type).toBe("application/pdf");
    expect(posts[0]).toMatchObject({
      ids: [1001, 1002, 1003],
      profile: family,
      productType: "POLIZA DE SALUD",
      locale: "es-CO",
      currencies: [{ code: "COP", symbol: "$", decimals: 0 }],
    });
  });

  it("leaves the profile out without consent, and says the quote uses the reference price", async () => {
    profileStore("V1.6_CO").getState().save(family);
    const { client, posts } = api();
    renderButton(client);
    expect(
      await screen.findByText(
        "La cotización usa el precio referencial: falta tu consentimiento para usar los datos de tu perfil.",
      ),
    ).toBeInTheDocument();
    await click();
    await screen.findByText("Tu cotización se descargó.");
    expect(posts[0]?.profile).toBeNull();
  });

  it("is busy while the PDF is prepared", async () => {
    const { client } = api("pending");
    renderButton(client);
    await click();
    const busy = await screen.findByRole("button", { name: "Preparando tu cotización…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
  });

  it("says in Spanish that the quote failed, and lets the visitor try again", async () => {
    const { client, posts } = api({ status: 500, body: { error: "Error interno del servidor" } });
    const saved = renderButton(client);
    await click();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No pudimos generar tu cotización. Inténtalo nuevamente.",
    );
    expect(saved).toHaveLength(0);
    await click();
    await waitFor(() => expect(posts).toHaveLength(2));
  });

  it("shows the API's own message when the hourly limit is reached", async () => {
    const { client } = api({
      status: 429,
      body: { error: "Demasiadas solicitudes. Intenta nuevamente en 42 minutos." },
    });
    renderButton(client);
    await click();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Demasiadas solicitudes. Intenta nuevamente en 42 minutos.",
    );
  });
});

describe("the quote's ranking note", () => {
  it("is the comparator's '¿Cómo ordenamos?' text, word for word", () => {
    expect(QUOTE_RANKING_NOTE).toEqual([
      spanishMessages.comparator.rankingRecommended,
      spanishMessages.comparator.rankingPromoted,
    ]);
  });
});
