import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";
import { businessLinesQueryOptions } from "./get-business-lines";
import { categoriesQueryOptions } from "./get-categories";
import { compareProductsQueryOptions } from "./get-compare-products";
import { insuranceTabsQueryOptions } from "./get-insurance-tabs";
import { menuQueryOptions } from "./get-menu";
import {
  getOrganizationTypeLabels,
  organizationTypeLabelsQueryOptions,
} from "./get-organization-types";
import { productQueryOptions } from "./get-product";
import { profileFormQueryOptions } from "./get-profile-form";
import { submitProfileForm } from "./submit-profile-form";

/** The calls whose answers carry labels the site shows send the visitor's language as `lang`. */

const meta = { demo: true } as const;
const page = { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 };

/** Answers each call by its path; records the URLs and methods asked for. */
function fakeApi(language: () => string | undefined) {
  const calls: { url: URL; method: string }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, method: init?.method ?? "GET" });
    const path = url.pathname;
    const body =
      path === "/api/menu"
        ? { data: [{ label: "Health", url: "/Comparar" }], metadata: meta }
        : path === "/api/organization/types"
          ? { data: { allTypes: "All institutions", types: [] }, metadata: meta }
          : path.startsWith("/api/compare/products")
            ? { ...page, metadata: { ...meta, sort: "recommended" } }
            : path.startsWith("/api/insurance/product/")
              ? { data: { id: 1, displayName: "Salud Esencial" }, metadata: meta }
              : path === "/api/profile-form/form"
                ? {
                    data: {
                      profileForm: { profileFormFields: [] },
                      validation: { formClass: "PerfilSaludCO", rules: [] },
                    },
                    metadata: meta,
                  }
                : path === "/api/profile-form/data"
                  ? {
                      data: { valid: true, ingresodatos: true, message: "", form: {} },
                      metadata: meta,
                    }
                  : { data: [], metadata: meta };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "1.0.0",
    language,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

/** Every labelled call's query options for `client`. */
const labelledCalls = (client: ReturnType<typeof fakeApi>["client"]) => [
  menuQueryOptions(client),
  categoriesQueryOptions(client),
  businessLinesQueryOptions(client),
  organizationTypeLabelsQueryOptions(client),
  productQueryOptions(client, "AND-ESENCIAL"),
  insuranceTabsQueryOptions(client, 7),
  compareProductsQueryOptions(client, { organizationTypes: ["ASEG"] }),
  profileFormQueryOptions(client, "POLIZA DE SALUD"),
];

const run = async (options: { queryFn?: unknown }) =>
  (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
    signal: new AbortController().signal,
  });

describe("the visitor's language on the calls that carry labels", () => {
  it("reads es, en or pt from the site's language, Spanish for anything else or nothing", () => {
    expect(fakeApi(() => "en").client.language()).toBe("en");
    expect(fakeApi(() => "pt-BR").client.language()).toBe("pt");
    expect(fakeApi(() => "fr").client.language()).toBe("es");
    expect(fakeApi(() => undefined).client.language()).toBe("es");
    const withoutOption = createApiClient({ baseUrl: "http://x", countryCode: "CO", version: "1" });
    expect(withoutOption.language()).toBe("es");
  });

  it("sends lang=en on every labelled call, after the call's own parameters", async () => {
    const { client, calls } = fakeApi(() => "en");
    for (const options of labelledCalls(client)) await run(options);
    expect(calls).toHaveLength(8);
    for (const { url } of calls) {
      expect(url.searchParams.get("lang"), url.pathname).toBe("en");
      expect(url.searchParams.get("country"), url.pathname).toBe("CO");
    }
    expect(calls[0]?.url.search).toBe("?lang=en&country=CO");
  });

  it("sends no lang in Spanish: the requests stay as they were", async () => {
    const { client, calls } = fakeApi(() => "es");
    for (const options of labelledCalls(client)) await run(options);
    for (const { url } of calls) expect(url.searchParams.has("lang"), url.pathname).toBe(false);
    expect(calls.map(({ url }) => `${url.pathname}${url.search}`)).toEqual([
      "/api/menu?country=CO",
      "/api/categories?country=CO",
      "/api/business-line?country=CO",
      "/api/organization/types?country=CO",
      "/api/insurance/product/AND-ESENCIAL?country=CO",
      "/api/insurance/7/tabs?country=CO",
      "/api/compare/products?organizationTypes=ASEG&country=CO",
      "/api/profile-form/form?productTypeName=POLIZA+DE+SALUD&country=CO",
    ]);
  });

  it("puts lang in the address of the listing sorted for a profile, not in its body", async () => {
    const { client, calls } = fakeApi(() => "pt");
    await run(
      compareProductsQueryOptions(
        client,
        { organizationTypes: ["ASEG"], sort: "profilePrice" },
        {
          ingresodatos: true,
        },
      ),
    );
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe("/api/compare/products/byProfilePrice");
    expect(calls[0]?.url.searchParams.get("lang")).toBe("pt");
  });

  it("asks for the verdict on a profile form in the visitor's language", async () => {
    const { client, calls } = fakeApi(() => "en");
    await submitProfileForm(client, { cotizante_edad: 30 }, "POLIZA DE SALUD");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe("/api/profile-form/data");
    expect(calls[0]?.url.searchParams.get("lang")).toBe("en");
  });

  it("keeps the language in every labelled query key, so / and /en never share an answer", () => {
    const spanish = labelledCalls(fakeApi(() => "es").client);
    const english = labelledCalls(fakeApi(() => "en").client);
    for (const [index, options] of spanish.entries()) {
      const other = english[index];
      expect(options.queryKey, String(options.queryKey[0])).toContain("es");
      expect(other?.queryKey, String(options.queryKey[0])).toContain("en");
      expect(other?.queryKey).not.toEqual(options.queryKey);
    }
    expect(menuQueryOptions(fakeApi(() => "pt").client).queryKey).toEqual(["menu", "CO", "pt"]);
  });

  it("asks with the language of the key even when the site's language changed since", async () => {
    let current = "en";
    const { client, calls } = fakeApi(() => current);
    const options = menuQueryOptions(client);
    current = "pt";
    await run(options);
    expect(calls[0]?.url.searchParams.get("lang")).toBe("en");
    expect(menuQueryOptions(client).queryKey).toEqual(["menu", "CO", "pt"]);
  });

  it("reads the institution-type labels", async () => {
    const { client } = fakeApi(() => "en");
    expect(await getOrganizationTypeLabels(client)).toEqual({
      allTypes: "All institutions",
      types: [],
    });
  });
});
