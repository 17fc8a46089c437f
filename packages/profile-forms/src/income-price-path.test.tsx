import { createApiClient } from "@qs/api-client/api-client";
import type { ProductItem } from "@qs/domain/product";
import { calculatePriceRequestSchema } from "@qs/domain/profile-price";
import { calculateProfilePrice } from "@qs/pricing/price-product";
import { formFixtures, sampleIsapreForm } from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREFILL_DELAY_MS, ProfileModal } from "./profile-modal";
import { resetProfileStores } from "./profile-store";
import { useProfilePrice } from "./use-profile-price";

/**
 * The Chilean income travels from the profile form to the price request and into the
 * API's 7 % simulation (profile spec §3 cotizante_ingreso, §9 "Price simulation (Chile)").
 */

const isaprePlan: ProductItem = {
  id: 501,
  displayName: "Plan Preferente Clínica",
  price: { minPrice: 2.1, unit: { code: "UF" } },
  organization: { id: 67, displayName: "Colmena", organizationCode: "67", type: "ISAPRE" },
  insuranceType: { id: 111, name: "ISAPRE", displayName: "Planes de Isapre" },
};

const priceAnswer = {
  data: {
    total: { profilesWithPrice: 2, profilesEvaluated: 2, arePricesDefined: true, minPrice: 4.2 },
    profiles: [],
  },
  metadata: { demo: true },
};

type Posted = { path: string; body: unknown };

/** A fixture API that also records the body of every price request. */
function recordingClient(posted: Posted[]) {
  const fixtures: Record<string, { body: unknown; status?: number }> = {
    ...formFixtures(sampleIsapreForm),
    [`/api/insurance/${isaprePlan.id}/calculatePrice`]: { body: priceAnswer },
  };
  return createApiClient({
    baseUrl: "http://api.fixture",
    countryCode: "CL",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path.endsWith("/calculatePrice") && init?.method === "POST") {
        posted.push({ path, body: JSON.parse(String(init.body)) });
      }
      const answer = fixtures[`${init?.method ?? "GET"} ${path}`] ?? fixtures[path];
      if (!answer) return new Response("{}", { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }) as typeof fetch,
  });
}

function PriceProbe() {
  const { amount } = useProfilePrice(isaprePlan, true);
  return <output aria-label="precio">{amount ?? "sin precio"}</output>;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  resetProfileStores();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the Chilean income on its way to the price", () => {
  it("is typed in the profile form, stored, posted with the price request and simulated by the engine", async () => {
    const posted: Posted[] = [];
    const onClose = vi.fn();
    render(
      <SiteHarness apiClient={recordingClient(posted)}>
        <ProfileModal productTypeName="ISAPRE" onClose={onClose} />
        <PriceProbe />
      </SiteHarness>,
    );
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Calcular precios" });
    await act(() => vi.advanceTimersByTimeAsync(PREFILL_DELAY_MS));

    fireEvent.change(input("qs-pf-cotizante_edad-cotizante"), { target: { value: "38" } });
    const income = input("qs-pf-cotizante_ingreso-cotizante");
    fireEvent.change(income, { target: { value: "1650000" } });
    expect(income.value).toBe("1.650.000");
    fireEvent.click(within(dialog).getByRole("switch", { name: "¿Incluir a tu pareja?" }));
    fireEvent.change(input("qs-pf-pareja_edad-pareja"), { target: { value: "36" } });
    fireEvent.change(input("qs-pf-pareja_ingreso-pareja"), { target: { value: "900.000" } });
    fireEvent.click(
      await within(dialog).findByRole("checkbox", {
        name: "Acepto que se usen mis datos de salud para cotizar planes",
      }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    // The sample configuration stores persons under V1.6_CO.
    const stored = JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}");
    expect(stored.cotizante.map((person: { ingreso?: number }) => person.ingreso)).toEqual([
      1_650_000, 900_000,
    ]);

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await screen.findByLabelText("precio")).toHaveTextContent("4.2");
    const body = calculatePriceRequestSchema.parse(posted[0]?.body);
    expect(body.profile.cotizante?.map((person) => person.ingreso)).toEqual([1_650_000, 900_000]);

    // What the API computes from that body for an Isapre plan.
    const price = calculateProfilePrice({
      rows: [
        { sex: null, ageMin: 18, ageMax: 64, species: null, breed: null, price: 2.1, unit: "UF" },
      ],
      profile: body.profile,
      pets: false,
      collective: false,
      ufValue: 39_000,
      isapreCode: 67,
    });
    expect(price.simulation?.source).toBe("income");
    expect(price.simulation?.calculadoPeso).toBeCloseTo(0.07 * (1_650_000 + 900_000), 6);
  });

  it("prefills a stored income as it would be typed", async () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({
        ingresodatos: true,
        cotizante: [{ sexo: "Femenino", edad: 41, ingreso: 1_650_000 }],
      }),
    );
    render(
      <SiteHarness apiClient={recordingClient([])}>
        <ProfileModal productTypeName="ISAPRE" onClose={() => {}} />
      </SiteHarness>,
    );
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Calcular precios" });
    await act(() => vi.advanceTimersByTimeAsync(PREFILL_DELAY_MS));
    expect(input("qs-pf-cotizante_ingreso-cotizante").value).toBe("1.650.000");
    expect(input("qs-pf-cotizante_edad-cotizante").value).toBe("41");
  });

  it("may be left empty: the profile is saved without it and the engine uses the default range", async () => {
    const posted: Posted[] = [];
    const onClose = vi.fn();
    render(
      <SiteHarness apiClient={recordingClient(posted)}>
        <ProfileModal productTypeName="ISAPRE" onClose={onClose} />
        <PriceProbe />
      </SiteHarness>,
    );
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Calcular precios" });
    await act(() => vi.advanceTimersByTimeAsync(PREFILL_DELAY_MS));
    fireEvent.change(input("qs-pf-cotizante_edad-cotizante"), { target: { value: "41" } });
    fireEvent.click(
      await within(dialog).findByRole("checkbox", {
        name: "Acepto que se usen mis datos de salud para cotizar planes",
      }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = calculatePriceRequestSchema.parse(posted[0]?.body);
    expect(body.profile.cotizante?.[0]).not.toHaveProperty("ingreso");
    const price = calculateProfilePrice({
      rows: [
        { sex: null, ageMin: 18, ageMax: 64, species: null, breed: null, price: 2.1, unit: "UF" },
      ],
      profile: body.profile,
      pets: false,
      collective: false,
      ufValue: 39_000,
      isapreCode: 67,
    });
    expect(price.simulation).toMatchObject({
      source: "default",
      preciomin: 120_000,
      preciomax: 150_000,
    });
  });
});
