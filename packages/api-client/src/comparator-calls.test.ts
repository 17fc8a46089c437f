import { EXHAUSTED_OFFER_TEXT } from "@qs/domain/offer-state";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { calculateProfilePrice } from "./calculate-profile-price";
import { benefitCategoriesQueryOptions, getBenefitCategories } from "./get-benefit-categories";
import {
  type CompareProductsRequest,
  compareProductsQueryOptions,
  getCompareProducts,
} from "./get-compare-products";
import { getCoverageOrganizations } from "./get-coverage-organizations";
import { getFeatures } from "./get-features";
import { getOrganizationsByType } from "./get-organizations-by-type";
import { getPaymentInfo } from "./get-payment-info";
import { getProduct } from "./get-product";
import { getProductOffers } from "./get-product-offers";

type Answer = { status: number; body?: unknown };

/** A client whose fetch answers in turn from `answers` (the last one repeats) and records calls. */
function fakeApi(...answers: Answer[]) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: new URL(String(url)), init: init ?? {} });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { status: 200 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "2.0.0",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

const meta = { demo: true } as const;
const product = { id: 1001, displayName: "Salud Esencial" };

describe("comparison results page", () => {
  it("sends organizationTypes, filters and sort in the query and validates the page", async () => {
    const { client, calls } = fakeApi({
      status: 200,
      body: {
        items: [product],
        page: 2,
        pageSize: 20,
        total: 21,
        totalPages: 2,
        metadata: { ...meta, sort: "lowerPrice" },
      },
    });
    const page = await getCompareProducts(client, {
      organizationTypes: ["ASEG", "EPS"],
      insuranceTypeIds: [11, 12],
      sort: "lowerPrice",
      page: 2,
    });
    expect(page.items[0]?.displayName).toBe("Salud Esencial");
    const query = calls[0]!.url.searchParams;
    expect(calls[0]!.url.pathname).toBe("/api/compare/products");
    expect(query.get("organizationTypes")).toBe("ASEG,EPS");
    expect(query.get("insuranceTypeIds")).toBe("11,12");
    expect(query.get("sort")).toBe("lowerPrice");
    expect(query.get("page")).toBe("2");
    expect(query.get("country")).toBe("CO");
  });

  it("does not retry a 401 robot answer: it is thrown as an ApiError at once", async () => {
    const { client, calls } = fakeApi({
      status: 401,
      body: { error: "robot", message: "El sistema piensa que eres un robot..." },
    });
    const error = await getCompareProducts(client, { organizationTypes: ["ASEG"] }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it("is cached 5 minutes and keyed by the request", () => {
    const { client } = fakeApi({ status: 200 });
    const a = compareProductsQueryOptions(client, { organizationTypes: ["ASEG"], page: 1 });
    const b = compareProductsQueryOptions(client, { organizationTypes: ["ASEG"], page: 2 });
    expect(a.staleTime).toBe(RESPONSE_CACHE_MS);
    expect(RESPONSE_CACHE_MS).toBe(300_000);
    expect(a.queryKey).not.toEqual(b.queryKey);
  });

  const sortedPage = {
    status: 200,
    body: {
      items: [product],
      page: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
      metadata: { ...meta, sort: "profilePrice" },
    },
  };
  const household = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 39 }] };

  it("sorted by my price with an entered profile, posts the query and the profile", async () => {
    const { client, calls } = fakeApi(sortedPage);
    const request: CompareProductsRequest = {
      organizationTypes: ["ASEG", "EPS"],
      insuranceTypeIds: [11],
      sort: "profilePrice",
      page: 3,
    };
    const options = compareProductsQueryOptions(client, request, household);
    expect(options.queryKey).toContainEqual(household);
    await getCompareProducts(client, request, undefined, household);
    expect(calls[0]!.url.pathname).toBe("/api/compare/products/byProfilePrice");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      query: {
        organizationTypes: "ASEG,EPS",
        insuranceTypeIds: [11],
        sort: "profilePrice",
        page: 3,
      },
      profile: household,
    });
  });

  it("sorted by the estimated yearly cost with an entered profile, posts it too", async () => {
    const { client, calls } = fakeApi(sortedPage);
    const request: CompareProductsRequest = { organizationTypes: ["ASEG"], sort: "yearlyCost" };
    expect(compareProductsQueryOptions(client, request, household).queryKey).toContainEqual(
      household,
    );
    await getCompareProducts(client, request, undefined, household);
    expect(calls[0]!.url.pathname).toBe("/api/compare/products/byProfilePrice");
    expect(JSON.parse(String(calls[0]!.init.body)).query.sort).toBe("yearlyCost");
  });

  it("without an entered profile, or with another sort, reads the page with GET", async () => {
    const { client, calls } = fakeApi(sortedPage);
    await getCompareProducts(
      client,
      { organizationTypes: ["ASEG"], sort: "profilePrice" },
      undefined,
      {
        ingresodatos: false,
      },
    );
    await getCompareProducts(
      client,
      { organizationTypes: ["ASEG"], sort: "lowerPrice" },
      undefined,
      household,
    );
    expect(calls.map((call) => [call.init.method ?? "GET", call.url.pathname])).toEqual([
      ["GET", "/api/compare/products"],
      ["GET", "/api/compare/products"],
    ]);
    const other = compareProductsQueryOptions(client, { organizationTypes: ["ASEG"] }, household);
    expect(other.queryKey).not.toContainEqual(household);
  });
});

describe("coverages of a product", () => {
  it("retries 3 times with 'Error al obtener resumen de coberturas' and then gives up", async () => {
    const { client, calls } = fakeApi({ status: 500, body: { error: "x" } });
    const logged: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((message: string) => {
      logged.push(message);
    });
    vi.useFakeTimers();
    const result = getBenefitCategories(client, 7).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    const error = await result;
    vi.useRealTimers();
    warn.mockRestore();
    expect(calls).toHaveLength(3);
    expect(logged).toEqual(Array(3).fill("Error al obtener resumen de coberturas"));
    expect((error as Error).message).toBe(
      "Se ha sobrepasado el limite de intentos (3), Intente mas tarde.",
    );
  });

  it("reads tags and coverages, and keys the cache by the coverage-organization filter", async () => {
    const { client, calls } = fakeApi({
      status: 200,
      body: { data: { tags: [{ name: "Urgencias", icon: "ambulance" }] }, metadata: meta },
    });
    const info = await getBenefitCategories(client, 7, undefined, { coverageOrganizations: [3] });
    expect(info.tags).toEqual([{ name: "Urgencias", icon: "ambulance" }]);
    expect(info.coverages).toEqual([]);
    expect(calls[0]!.url.pathname).toBe("/api/insurance/7/benefitCategories");
    expect(benefitCategoriesQueryOptions(client, 7, [3]).queryKey).not.toEqual(
      benefitCategoriesQueryOptions(client, 7, [4]).queryKey,
    );
  });
});

describe("offers of a product code", () => {
  it("200 gives the offers", async () => {
    const { client, calls } = fakeApi({
      status: 200,
      body: { statusCode: 200, data: [{ offerType: { name: "giftcard" } }] },
    });
    const state = await getProductOffers(client, "AND-1", true);
    expect(state?.status).toBe("available");
    expect(calls[0]!.url.pathname).toBe("/api/qppayment/insurance-payment/AND-1/getOffers");
    expect(calls[0]!.url.searchParams.get("hasOffer")).toBe("true");
  });

  it("204 gives the exhausted state with value 0 and its text", async () => {
    const { client } = fakeApi({ status: 204 });
    expect(await getProductOffers(client, "AND-1", true)).toEqual({
      status: "exhausted",
      value: 0,
      text: EXHAUSTED_OFFER_TEXT,
    });
  });

  it("any other code gives null", async () => {
    const { client } = fakeApi({ status: 404, body: { error: "Producto no encontrado" } });
    expect(await getProductOffers(client, "X", true)).toBeNull();
  });
});

describe("reference calls of the comparator", () => {
  it("features, payment info and coverage organizations are validated", async () => {
    const features = await getFeatures(
      fakeApi({ status: 200, body: { data: [{ id: 1, name: "Telemedicina" }], metadata: meta } })
        .client,
      1,
    );
    expect(features.map((feature) => feature.name)).toEqual(["Telemedicina"]);
    const payment = await getPaymentInfo(
      fakeApi({
        status: 200,
        body: { statusCode: 200, data: { paymentInfoResponse: { paymentMethods: [] } } },
      }).client,
      1,
    );
    expect(payment?.paymentInfoResponse?.paymentMethods).toEqual([]);
    const clinics = await getCoverageOrganizations(
      fakeApi({
        status: 200,
        body: { data: [{ id: 3, displayName: "Clínica A" }], metadata: meta },
      }).client,
    );
    expect(clinics[0]?.displayName).toBe("Clínica A");
  });

  it("organizations by type use the type in the path and the type in the retry message", async () => {
    const { client, calls } = fakeApi({ status: 503 });
    const logged: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((message: string) => {
      logged.push(message);
    });
    vi.useFakeTimers();
    const result = getOrganizationsByType(client, "MEDICINA PREPAGADA").catch(() => null);
    await vi.runAllTimersAsync();
    await result;
    vi.useRealTimers();
    warn.mockRestore();
    expect(calls[0]!.url.pathname).toBe("/api/organization/seguros/tipo/MEDICINA%20PREPAGADA");
    expect(logged[0]).toBe("Error al obtener las organizaciones de tipo MEDICINA PREPAGADA");
  });
  it("a product by code or url is null on 404", async () => {
    const { client } = fakeApi({ status: 404, body: { error: "Producto no encontrado" } });
    expect(await getProduct(client, "nada")).toBeNull();
    const found = fakeApi({ status: 200, body: { data: product, metadata: meta } });
    expect((await getProduct(found.client, "Salud-Esencial"))?.id).toBe(1001);
  });

  it("the profile price posts the profile when data was entered, else uses the GET variant", async () => {
    const body = {
      data: { total: { profilesWithPrice: 1, profilesEvaluated: 1, arePricesDefined: true } },
      metadata: meta,
    };
    const posted = fakeApi({ status: 200, body });
    await calculateProfilePrice(posted.client, {
      productId: 5,
      productType: "SALUD",
      upperType: "SALUD",
      profile: { ingresodatos: true },
    });
    expect(posted.calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(String(posted.calls[0]!.init.body))).toEqual({
      profile: { ingresodatos: true },
      productType: "SALUD",
      upperType: "SALUD",
    });
    const plain = fakeApi({ status: 200, body });
    await calculateProfilePrice(plain.client, { productId: 5, productType: "SALUD" });
    expect(plain.calls[0]!.init.method).toBe("GET");
    expect(plain.calls[0]!.url.searchParams.get("productType")).toBe("SALUD");
  });
});

describe("documents of a product", () => {
  it("lists the documents with their file urls", async () => {
    const { getInsuranceDocuments } = await import("./get-insurance-documents");
    const { client, calls } = fakeApi({
      status: 200,
      body: {
        data: [{ id: 5, insuranceId: 1, name: "Condiciones", url: "/api/documents/5/file" }],
        metadata: meta,
      },
    });
    const documents = await getInsuranceDocuments(client, 1);
    expect(documents[0]?.url).toBe("/api/documents/5/file");
    expect(calls[0]!.url.pathname).toBe("/api/documents/insurance/1");
  });
});
