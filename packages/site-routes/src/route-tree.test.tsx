import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import {
  CHILE_PLAN_PATHS,
  COLOMBIA_PLAN_PATHS,
  INTERNATIONAL_PLAN_PATHS,
  PERU_PLAN_PATHS,
} from "@qs/domain/plan-path-shapes";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createSiteRouteTree, planRoutePath, planTypeSegment } from "./route-tree";

function routerFor(config: CountryConfig) {
  return createRouter({
    routeTree: createSiteRouteTree(config),
    history: createMemoryHistory(),
    // Matching reads no context; the pages that would are never rendered here.
    context: {} as never,
  });
}

/** The deepest route an address matches, with its static data. */
function match(config: CountryConfig, pathname: string) {
  const matches = routerFor(config).matchRoutes(pathname, {});
  const last = matches[matches.length - 1];
  return { path: last?.fullPath, data: last?.staticData, params: last?.params };
}

const colombia: CountryConfig = {
  ...sampleCountryConfig,
  planDetailPaths: [...COLOMBIA_PLAN_PATHS],
  routes: {
    defaultProductType: "POLIZA DE SALUD",
    landingLists: [
      { path: "/EPS", list: "eps" },
      { path: "/Seguros", list: "insurers" },
    ],
    planesRedirects: ["EPS", "Medicina-Prepagada"],
    collectivePlans: true,
    plansByCode: null,
  },
};
const chile: CountryConfig = {
  ...colombia,
  planDetailPaths: [...CHILE_PLAN_PATHS],
  routes: {
    ...colombia.routes,
    landingLists: [{ path: "/Clinicas-y-Hospitales", list: "clinics" }],
    planesRedirects: [],
    plansByCode: {
      path: "/Isapre/$organizationUrl/Planes/$planId",
      notFoundTo: "/Comparar/Isapres",
    },
  },
};
const international: CountryConfig = {
  ...colombia,
  planDetailPaths: [...INTERNATIONAL_PLAN_PATHS],
  routes: { ...colombia.routes, landingLists: [], planesRedirects: [], collectivePlans: false },
};

describe("plan path shapes as routes", () => {
  it("names the provider and plan parameters the pages read", () => {
    expect(planRoutePath("/EPS/{provider}/Planes/{plan}")).toBe(
      "/EPS/$organizationUrl/Planes/$insuranceUrl",
    );
    expect(planRoutePath("/{type}/{provider}/{plan}")).toBe(
      "/$type/$organizationUrl/$insuranceUrl",
    );
  });

  it("takes the type segment from the shape, none where it is a parameter", () => {
    expect(planTypeSegment(PERU_PLAN_PATHS[0]!.pattern)).toBe("Clinicas-y-Hospitales");
    expect(planTypeSegment("/{type}/{provider}/{plan}")).toBe("");
  });
});

describe("a site's route tree from its configuration", () => {
  it("routes each plan-detail shape, with and without a tab, to the plan detail", () => {
    expect(match(colombia, "/EPS/sura/plan-oro")).toMatchObject({
      path: "/EPS/$organizationUrl/$insuranceUrl",
      data: { typeSegment: "EPS" },
      params: { organizationUrl: "sura", insuranceUrl: "plan-oro" },
    });
    expect(match(colombia, "/Medicina-Prepagada/colsanitas/plan/Solicitar")).toMatchObject({
      data: { typeSegment: "Medicina-Prepagada" },
      params: { tab: "Solicitar" },
    });
    expect(match(chile, "/Clinicas-y-Hospitales/davila/Seguro/plan-x")).toMatchObject({
      data: { typeSegment: "Clinicas-y-Hospitales" },
    });
    expect(match(international, "/Seguros-Internacionales/bupa/global")).toMatchObject({
      data: { typeSegment: "" },
      params: { type: "Seguros-Internacionales" },
    });
  });

  it("redirects the older Planes form only where the country has it", () => {
    expect(match(colombia, "/EPS/sura/Planes/plan-oro").path).toBe(
      "/EPS/$organizationUrl/Planes/$insuranceUrl",
    );
    expect(match(chile, "/Seguros/pacifico/Planes/plan-x").path).toBe(
      "/Seguros/$organizationUrl/$insuranceUrl/$tab",
    );
  });

  it("adds the landing lists, the collective detail and plans by code from the configuration", () => {
    expect(match(colombia, "/EPS")).toMatchObject({ path: "/EPS", data: { landingList: "eps" } });
    expect(match(chile, "/Clinicas-y-Hospitales")).toMatchObject({
      data: { landingList: "clinics" },
    });
    expect(match(colombia, "/Empresa/SEGURO-COLECTIVO/sura/Planes/pyme").data).toEqual({
      typeSegment: "Empresa",
    });
    expect(match(chile, "/Isapre/colmena/Planes/13-PLAN/Solicitar")).toMatchObject({
      data: { notFoundTo: "/Comparar/Isapres" },
      params: { planId: "13-PLAN", tab: "Solicitar" },
    });
    expect(match(international, "/Empresa/x/y/Planes/z").path).toBe("/$");
  });

  it("keeps the shared pages and sends any other address to the not-found route", () => {
    expect(match(colombia, "/contacto").path).toBe("/contacto");
    expect(match(colombia, "/mis-datos").path).toBe("/mis-datos");
    expect(match(international, "/mis-datos").path).toBe("/mis-datos");
    expect(match(colombia, "/Comparar/Comparacion").path).toBe("/Comparar/Comparacion");
    expect(match(colombia, "/Comparar/Polizas-de-Salud/plan-oro").path).toBe(
      "/Comparar/$category/$insuranceUrl",
    );
    expect(match(chile, "/EPS").path).toBe("/$");
  });
});

describe("the online purchase", () => {
  it("routes /Compra-Online/{code} and its steps in every site, before any plan shape", () => {
    for (const config of [colombia, chile, international]) {
      expect(match(config, "/Compra-Online/P-1001")).toMatchObject({
        path: "/Compra-Online/$code",
        params: { code: "P-1001" },
      });
      expect(match(config, "/Compra-Online/P-1001/Datos-personales")).toMatchObject({
        path: "/Compra-Online/$code/$step",
        params: { code: "P-1001", step: "Datos-personales" },
      });
    }
    expect(match(colombia, "/Compra-Online/P-1001/Pago/otra").path).toBe("/$");
  });
});
