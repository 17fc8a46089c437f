import { createApiClient } from "@qs/api-client/api-client";
import { decodeProfileLink } from "@qs/domain/profile-link";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import {
  sampleConsentReceipt as consent,
  sampleConsentText as consentText,
} from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARE_CONFIRMATION_MS } from "./share-address";
import { type CopyText, ShareButton } from "./share-button";

const CODE = "Xk3vQ9aLm2Pz7Rt5Wc8YbQ";
const EDIT_TOKEN = `${"e".repeat(21)}_-${"T".repeat(20)}`;
const PAGE = "/Comparar/Comparacion?productos=P-1001,P-1002";

const family = {
  ingresodatos: true,
  cotizante: [{ sexo: "Femenino" as const, edad: 38 }],
  cargas: [{ sexo: "Masculino" as const, edad: 7 }],
};

type Answer = { status: number; body: unknown } | "pending";
const created: Answer = {
  status: 201,
  body: {
    data: { code: CODE, shortPath: `/url/${CODE}`, editToken: EDIT_TOKEN },
    metadata: { demo: true },
  },
};

/** An API answering the consent text and the shared-link POST, recording what was posted. */
function api(shareAnswer: Answer = created) {
  const posts: { url: string; decodedProfile: unknown }[] = [];
  const client = createApiClient({
    baseUrl: "http://api.fixture",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path === "/api/consents/current")
        return new Response(JSON.stringify({ data: consentText, metadata: { demo: true } }));
      if (path === "/api/buscarplanes/sharedinsurance" && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        if (shareAnswer === "pending") return new Promise<Response>(() => {});
        return new Response(JSON.stringify(shareAnswer.body), { status: shareAnswer.status });
      }
      return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
    }) as typeof fetch,
  });
  return { client, posts };
}

function renderShare(client: ReturnType<typeof api>["client"], copy?: CopyText) {
  render(
    <SiteHarness initialPath={PAGE} apiClient={client}>
      <ShareButton productType="POLIZA DE SALUD" copy={copy} />
    </SiteHarness>,
  );
}

const share = async () => fireEvent.click(await screen.findByRole("button", { name: "Compartir" }));
const shortLink = () => `${window.location.origin}/url/${CODE}`;

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
});
afterEach(() => vi.useRealTimers());

describe("'Compartir'", () => {
  it("stores the page with the visitor's profile and product type, and copies /url/{code}", async () => {
    profileStore("V1.6_CO").getState().saveConsent(consent);
    profileStore("V1.6_CO")
      .getState()
      .save({ ...family, email: "ana@correo.co", nombre: "Ana" });
    const { client, posts } = api();
    const copied: string[] = [];
    renderShare(client, async (text) => {
      copied.push(text);
    });
    // The consent is checked before the profile may leave the browser.
    await waitFor(() => expect(screen.getByRole("button", { name: "Compartir" })).toBeEnabled());
    await share();
    expect(await screen.findByText("¡Enlace del plan copiado al portapapeles!")).toBeVisible();
    expect(copied).toEqual([shortLink()]);
    expect(posts).toHaveLength(1);
    const url = new URL(posts[0]?.url ?? "");
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe("/Comparar/Comparacion");
    expect(url.searchParams.get("productos")).toBe("P-1001,P-1002");
    expect(url.searchParams.get("productType")).toBe("POLIZA DE SALUD");
    const shared = { ...family, referidoPorLink: true };
    expect(decodeProfileLink(url.searchParams.get("perfil"))).toEqual(shared);
    expect(posts[0]?.decodedProfile).toEqual(shared);
  });

  it("shows the confirmation for 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client } = api();
    renderShare(client, async () => {});
    await share();
    await screen.findByText("¡Enlace del plan copiado al portapapeles!");
    await act(() => vi.advanceTimersByTimeAsync(SHARE_CONFIRMATION_MS - 50));
    expect(screen.getByText("¡Enlace del plan copiado al portapapeles!")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText("¡Enlace del plan copiado al portapapeles!")).not.toBeInTheDocument();
  });

  it("leaves out a profile the visitor has not agreed to send, and says so", async () => {
    profileStore("V1.6_CO").getState().save(family);
    const { client, posts } = api();
    renderShare(client, async () => {});
    await share();
    expect(
      await screen.findByText(
        "El enlace no incluye tu perfil: falta tu consentimiento para usar tus datos de salud.",
      ),
    ).toBeVisible();
    expect(new URL(posts[0]?.url ?? "").searchParams.has("perfil")).toBe(false);
    expect(posts[0]?.decodedProfile).toBeNull();
  });

  it("shows the link in a selected field when the clipboard is refused", async () => {
    const { client } = api();
    renderShare(client, async () => {
      throw new DOMException("Denegado", "NotAllowedError");
    });
    await share();
    const field = await screen.findByRole("textbox", { name: "Enlace para compartir" });
    expect(field).toHaveValue(shortLink());
    expect(field).toHaveAttribute("readonly");
    // The field is focused by an effect after it is drawn: on a loaded machine the field can be
    // found before the effect has run.
    await waitFor(() => expect(field).toHaveFocus());
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, shortLink().length]);
    expect(screen.queryByText("¡Enlace del plan copiado al portapapeles!")).not.toBeInTheDocument();
  });

  it("falls back to the field where the browser has no clipboard", async () => {
    const { client } = api();
    renderShare(client);
    await share();
    expect(await screen.findByRole("textbox", { name: "Enlace para compartir" })).toHaveValue(
      shortLink(),
    );
  });

  it("says 'Creando el enlace…' and cannot be pressed again while the link is stored", async () => {
    const { client, posts } = api("pending");
    renderShare(client, async () => {});
    await share();
    const busy = await screen.findByRole("button", { name: "Creando el enlace…" });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(posts).toHaveLength(1);
  });

  it("shows the API's reason when it refuses the address", async () => {
    const { client } = api({
      status: 400,
      body: {
        error: "Datos inválidos",
        issues: [{ path: "url", message: "La URL debe ser de un dominio aprobado" }],
      },
    });
    renderShare(client, async () => {});
    await share();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "La URL debe ser de un dominio aprobado",
    );
  });

  it("hands out the same link when pressed again for the same page and profile", async () => {
    const { client, posts } = api();
    const copied: string[] = [];
    renderShare(client, async (text) => {
      copied.push(text);
    });
    await share();
    await screen.findByText("¡Enlace del plan copiado al portapapeles!");
    await share();
    await waitFor(() => expect(copied).toHaveLength(2));
    expect(posts).toHaveLength(1);
    expect(copied[1]).toBe(copied[0]);
  });
});
