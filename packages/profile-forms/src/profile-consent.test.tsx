import { type ApiClient, createApiClient } from "@qs/api-client/api-client";
import type { ProductItem } from "@qs/domain/product";
import {
  lookupFixtures,
  SAMPLE_CONSENT_TOKEN,
  sampleConsentReceipt,
  sampleConsentText,
  sampleHealthForm,
} from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentPrompt } from "./consent-prompt";
import { OPEN_PROFILE_EVENT } from "./profile-events";
import { PREFILL_DELAY_MS, ProfileModal } from "./profile-modal";
import { profileStore, resetProfileStores } from "./profile-store";
import { usePagePrices, useProfilePrice } from "./use-profile-price";

/**
 * Express consent before the profile's health data leaves the browser: every request the
 * site makes is recorded, and none may carry the profile before the visitor agreed to the
 * registry's current text.
 */

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | undefined;

const AGREE = "Acepto que se usen mis datos de salud para cotizar planes";
const REQUIRED =
  "Para calcular precios con tu perfil debes aceptar el uso de tus datos de salud: marca la casilla.";
const CHANGED = "El texto de consentimiento cambió: revísalo y acéptalo de nuevo.";
const family = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] };
const current = sampleConsentText.version;

/** The API as the site sees it, recording each request; `override` answers first. */
function recordingApi(override: (method: string, path: string) => Answer = () => undefined) {
  const sent: Sent[] = [];
  const fixtures: Record<string, { status?: number; body: unknown }> = {
    ...lookupFixtures,
    "GET /api/profile-form/form": { body: { data: sampleHealthForm, metadata: { demo: true } } },
    "POST /api/profile-form/data": {
      body: {
        data: { valid: true, ingresodatos: true, message: "ok", form: {} },
        metadata: { demo: true },
      },
    },
    "GET /api/consents/current": { body: { data: sampleConsentText, metadata: { demo: true } } },
    "POST /api/consents": { status: 201, body: { data: sampleConsentReceipt } },
  };
  const client: ApiClient = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = new URL(String(input)).pathname;
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer =
        override(method, path) ?? fixtures[`${method} ${path}`] ?? fixtures[path] ?? undefined;
      return new Response(JSON.stringify(answer?.body ?? { error: "Ruta no encontrada" }), {
        status: answer ? (answer.status ?? 200) : 404,
      });
    }) as typeof fetch,
  });
  const posts = () => sent.filter((request) => request.method !== "GET");
  return { client, sent, posts };
}

function harness(client: ApiClient, children: ReactNode) {
  return render(<SiteHarness apiClient={client}>{children}</SiteHarness>);
}

async function openModal(client: ApiClient, onClose = vi.fn()) {
  harness(client, <ProfileModal productTypeName="POLIZA DE SALUD" onClose={onClose} />);
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByRole("button", { name: "Calcular precios" });
  await act(() => vi.advanceTimersByTimeAsync(PREFILL_DELAY_MS));
  return { dialog, onClose };
}

const ageInput = () =>
  document.getElementById("qs-pf-cotizante_edad-cotizante") as HTMLInputElement;

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));

function store(value: unknown) {
  localStorage.setItem("V1.6_CO", JSON.stringify(value));
  resetProfileStores();
}

const keptConsent = (version: string) => ({
  accessToken: SAMPLE_CONSENT_TOKEN,
  version,
  grantedAt: "2026-11-26T10:00:00.000Z",
});

const product = {
  id: 7,
  displayName: "Plan Oro",
  insuranceType: { name: "POLIZA DE SALUD" },
} as unknown as ProductItem;

/** A card's price for the stored profile, and the prompt shown beside the prices. */
function CardPrice() {
  const price = useProfilePrice(product, true);
  return (
    <>
      <ConsentPrompt productType="POLIZA DE SALUD" />
      <output data-testid="priced-profile">{price.profile ? "profile" : "none"}</output>
    </>
  );
}

/** A listing's one batch of prices. */
function ListingPrices() {
  usePagePrices([product]);
  return null;
}

const priceRequests = (sent: Sent[]) =>
  sent.filter((request) => request.path.startsWith("/api/insurance/"));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  resetProfileStores();
});
afterEach(() => vi.useRealTimers());

describe("the consent step of the profile modal", () => {
  it("shows the registry's text, the law and an unticked box", async () => {
    const { client } = recordingApi();
    const { dialog } = await openModal(client);
    const box = await within(dialog).findByRole("checkbox", { name: AGREE });
    expect(box).not.toBeChecked();
    expect(within(dialog).getByText("Ley aplicable: Ley 1581 de 2012.")).toBeInTheDocument();
    const full = within(dialog).getByText("Leer el texto completo");
    expect(full.closest("details")).not.toHaveAttribute("open");
    expect(full.closest("details")).toHaveTextContent("Versión del texto: perfil-2026-11");
    expect(full.closest("details")).toHaveTextContent(
      "Para qué: solo para calcular el precio de los planes",
    );
  });

  it("sends nothing before the box is ticked and says why at the box, which gets focus", async () => {
    const { client, posts } = recordingApi();
    const { dialog, onClose } = await openModal(client);
    const box = await within(dialog).findByRole("checkbox", { name: AGREE });
    fireEvent.change(ageInput(), { target: { value: "38" } });
    submit(dialog);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(REQUIRED);
    expect(posts()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem("V1.6_CO")).toBeNull();
  });

  it("posts the consent once, keeps its receipt under the country's key, then sends the profile", async () => {
    const { client, posts } = recordingApi();
    const { dialog, onClose } = await openModal(client);
    fireEvent.change(ageInput(), { target: { value: "38" } });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: AGREE }));
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts().map((request) => request.path)).toEqual([
      "/api/consents",
      "/api/profile-form/data",
    ]);
    expect(posts()[0]?.body).toEqual({
      purpose: "perfil",
      version: current,
      language: "es",
      agree: true,
    });
    expect(JSON.stringify(posts()[1]?.body)).not.toContain(SAMPLE_CONSENT_TOKEN);
    const kept = JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}");
    expect(kept.consentimiento).toEqual({
      accessToken: SAMPLE_CONSENT_TOKEN,
      version: current,
      grantedAt: sampleConsentReceipt.grantedAt,
    });
    expect(kept.cotizante[0].edad).toBe(38);
    // The stored profile never carries the consent into a request or a shared link.
    expect(profileStore("V1.6_CO").getState().profile).not.toHaveProperty("consentimiento");
  });

  it("does not ask again while the version agreed to is the current one", async () => {
    store({ ...family, consentimiento: keptConsent(current) });
    const { client, posts } = recordingApi();
    const { dialog, onClose } = await openModal(client);
    expect(
      await within(dialog).findByText(
        "Aceptaste el uso de tus datos de salud para cotizar (versión perfil-2026-11).",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: AGREE })).not.toBeInTheDocument();
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts().map((request) => request.path)).toEqual(["/api/profile-form/data"]);
    expect(JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}").consentimiento.version).toBe(
      current,
    );
  });

  it("asks again when the registry has a newer version, and sends nothing until agreed", async () => {
    store({ ...family, consentimiento: keptConsent("perfil-2026-10") });
    const { client, posts } = recordingApi();
    const { dialog, onClose } = await openModal(client);
    const box = await within(dialog).findByRole("checkbox", { name: AGREE });
    expect(box).not.toBeChecked();
    expect(within(dialog).getByText(CHANGED)).toBeInTheDocument();
    submit(dialog);
    await waitFor(() => expect(box).toHaveFocus());
    expect(posts()).toEqual([]);
    fireEvent.click(box);
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      posts().map((request) => [request.path, (request.body as { version?: string }).version]),
    ).toEqual([
      ["/api/consents", current],
      ["/api/profile-form/data", undefined],
    ]);
    expect(JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}").consentimiento.version).toBe(
      current,
    );
  });

  it("asks again, sending no profile, when the text changed between showing and agreeing", async () => {
    let consentPosts = 0;
    const { client, sent, posts } = recordingApi((method, path) => {
      if (method === "POST" && path === "/api/consents") {
        consentPosts += 1;
        return {
          status: 409,
          body: { error: "El texto de consentimiento cambió: revísalo y acéptalo de nuevo" },
        };
      }
      return undefined;
    });
    const { dialog, onClose } = await openModal(client);
    const box = await within(dialog).findByRole("checkbox", { name: AGREE });
    fireEvent.click(box);
    submit(dialog);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(CHANGED);
    expect(box).not.toBeChecked();
    expect(consentPosts).toBe(1);
    expect(posts().map((request) => request.path)).toEqual(["/api/consents"]);
    await waitFor(() =>
      expect(sent.filter((request) => request.path === "/api/consents/current")).toHaveLength(2),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem("V1.6_CO")).toBeNull();
  });

  it("sends nothing while the text cannot be loaded, and offers a retry", async () => {
    const { client, posts } = recordingApi((method, path) =>
      method === "GET" && path === "/api/consents/current"
        ? { status: 404, body: { error: "No hay un texto de consentimiento vigente" } }
        : undefined,
    );
    const { dialog, onClose } = await openModal(client);
    const retry = await within(dialog).findByRole("button", { name: "Reintentar" });
    expect(
      within(dialog).getByText(
        "No pudimos cargar el texto de consentimiento. Sin él no usamos tus datos de salud.",
      ),
    ).toBeInTheDocument();
    submit(dialog);
    await waitFor(() => expect(retry).toHaveFocus());
    expect(posts()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks internal traffic (staff) the same", async () => {
    localStorage.setItem("qs.internalTraffic", "true");
    const { client, posts } = recordingApi();
    const { dialog } = await openModal(client);
    const box = await within(dialog).findByRole("checkbox", { name: AGREE });
    fireEvent.change(ageInput(), { target: { value: "38" } });
    submit(dialog);
    await waitFor(() => expect(box).toHaveFocus());
    expect(posts()).toEqual([]);
  });
});

describe("prices for a stored profile", () => {
  it("price a profile without consent as a visitor without one, with the prompt to consent", async () => {
    // Saved before consent was asked, or arrived in a perfil link.
    store(family);
    const { client, sent } = recordingApi();
    harness(client, <CardPrice />);
    expect(
      await screen.findByText(
        "Tienes un perfil guardado, pero los precios no lo consideran: falta tu consentimiento para usar tus datos de salud.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(priceRequests(sent)).toHaveLength(1));
    expect(priceRequests(sent)[0]).toMatchObject({
      method: "GET",
      path: "/api/insurance/7/calculatePrice",
      body: undefined,
    });
    expect(screen.getByTestId("priced-profile")).toHaveTextContent("none");
    const opened = vi.fn();
    window.addEventListener(OPEN_PROFILE_EVENT, opened);
    fireEvent.click(screen.getByRole("button", { name: "Revisar y aceptar" }));
    window.removeEventListener(OPEN_PROFILE_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("send the profile once the visitor agreed to the current text", async () => {
    store(family);
    const { client, sent } = recordingApi();
    harness(client, <CardPrice />);
    await waitFor(() => expect(priceRequests(sent)).toHaveLength(1));
    act(() => profileStore("V1.6_CO").getState().saveConsent(keptConsent(current)));
    await waitFor(() => expect(screen.getByTestId("priced-profile")).toHaveTextContent("profile"));
    await waitFor(() => expect(priceRequests(sent)).toHaveLength(2));
    expect(priceRequests(sent)[1]).toMatchObject({
      method: "POST",
      body: { profile: family },
    });
    expect(screen.queryByRole("button", { name: "Revisar y aceptar" })).not.toBeInTheDocument();
  });

  it("price as without a profile, and prompt again, when the consent is to an earlier text", async () => {
    store({ ...family, consentimiento: keptConsent("perfil-2026-10") });
    const { client, sent } = recordingApi();
    harness(client, <CardPrice />);
    expect(
      await screen.findByText(
        "El texto de consentimiento cambió: revísalo y acéptalo de nuevo para ver precios para tu perfil.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(priceRequests(sent)).toHaveLength(1));
    expect(priceRequests(sent)[0]?.method).toBe("GET");
  });

  it("batch a listing with the profile only under a current consent, never twice", async () => {
    store({ ...family, consentimiento: keptConsent(current) });
    const { client, sent } = recordingApi();
    harness(client, <ListingPrices />);
    await waitFor(() => expect(priceRequests(sent)).toHaveLength(1));
    const batch = priceRequests(sent)[0];
    expect(batch?.path).toBe("/api/insurance/calculatePrices");
    expect(batch?.body).toEqual({ ids: [7], profile: family });
    // The consent was checked against the current version before the batch went out.
    const checked = sent.findIndex((request) => request.path === "/api/consents/current");
    expect(checked).toBeGreaterThanOrEqual(0);
    expect(checked).toBeLessThan(sent.indexOf(batch as Sent));
  });

  it("batch a listing without the profile for internal traffic without consent", async () => {
    localStorage.setItem("qs.internalTraffic", "true");
    store(family);
    const { client, sent } = recordingApi();
    harness(client, <ListingPrices />);
    await waitFor(() => expect(priceRequests(sent)).toHaveLength(1));
    expect(priceRequests(sent)[0]?.body).toEqual({ ids: [7], profile: null });
    expect(sent.some((request) => request.path === "/api/consents/current")).toBe(false);
  });
});
