import { describe, expect, it } from "vitest";
import type { PlanPathRule } from "./country-config";
import { resolvePlanDetailPath, selectPlanPathRule } from "./plan-detail-path";
import {
  CHILE_PLAN_PATHS,
  COLOMBIA_PLAN_PATHS,
  INTERNATIONAL_PLAN_PATHS,
  PERU_PLAN_PATHS,
} from "./plan-path-shapes";

// The four shapes of reference-data spec §2, written out as rule lists.
const chile: PlanPathRule[] = [
  { organizationTypes: ["CLINICA"], pattern: "/Clinicas-y-Hospitales/{provider}/Seguro/{plan}" },
  { organizationTypes: ["ISAPRE"], pattern: "/Isapre/{provider}/Complementos/{plan}" },
  { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
];
const colombia: PlanPathRule[] = [
  { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/{plan}" },
  {
    organizationTypes: ["MEDICINA PREPAGADA", "DOMICILIO"],
    pattern: "/Medicina-Prepagada/{provider}/{plan}",
  },
  { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
];
const peru: PlanPathRule[] = [
  { organizationTypes: ["CLINICA"], pattern: "/Clinicas-y-Hospitales/{provider}/{plan}" },
  { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/Planes/{plan}" },
  { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
];
const international: PlanPathRule[] = [
  { organizationTypes: [], pattern: "/{type}/{provider}/{plan}" },
];

const path = (rules: readonly PlanPathRule[], organizationType: string | null, type?: string) =>
  resolvePlanDetailPath(rules, { organizationType, provider: "org", plan: "plan-1", type });

describe("plan-path-shapes", () => {
  it("exports the four countries' shapes of the spec", () => {
    expect(CHILE_PLAN_PATHS).toEqual(chile);
    expect(COLOMBIA_PLAN_PATHS).toEqual(colombia);
    expect(PERU_PLAN_PATHS).toEqual(peru);
    expect(INTERNATIONAL_PLAN_PATHS).toEqual(international);
  });
});

describe("resolvePlanDetailPath: Chile", () => {
  it("clinics: /Clinicas-y-Hospitales/{provider}/Seguro/{plan}", () => {
    expect(path(chile, "CLINICA")).toBe("/Clinicas-y-Hospitales/org/Seguro/plan-1");
  });
  it("health-fund providers: /Isapre/{provider}/Complementos/{plan}", () => {
    expect(path(chile, "ISAPRE")).toBe("/Isapre/org/Complementos/plan-1");
  });
  it("otherwise /Seguros/{provider}/{plan}", () => {
    expect(path(chile, "ASEG")).toBe("/Seguros/org/plan-1");
    expect(path(chile, null)).toBe("/Seguros/org/plan-1");
  });
});

describe("resolvePlanDetailPath: Colombia", () => {
  it("EPS: /EPS/{provider}/{plan}", () => {
    expect(path(colombia, "EPS")).toBe("/EPS/org/plan-1");
  });
  it("prepaid and home medicine: /Medicina-Prepagada/{provider}/{plan}", () => {
    expect(path(colombia, "MEDICINA PREPAGADA")).toBe("/Medicina-Prepagada/org/plan-1");
    expect(path(colombia, "DOMICILIO")).toBe("/Medicina-Prepagada/org/plan-1");
  });
  it("otherwise /Seguros/{provider}/{plan}", () => {
    expect(path(colombia, "CORREDOR")).toBe("/Seguros/org/plan-1");
  });
});

describe("resolvePlanDetailPath: Peru", () => {
  it("clinics: /Clinicas-y-Hospitales/{provider}/{plan}", () => {
    expect(path(peru, "CLINICA")).toBe("/Clinicas-y-Hospitales/org/plan-1");
  });
  it("EPS: /EPS/{provider}/Planes/{plan}", () => {
    expect(path(peru, "EPS")).toBe("/EPS/org/Planes/plan-1");
  });
  it("otherwise /Seguros/{provider}/{plan}", () => {
    expect(path(peru, "ASEG")).toBe("/Seguros/org/plan-1");
  });
});

describe("resolvePlanDetailPath: International", () => {
  it("/{type}/{provider}/{plan} for every provider", () => {
    expect(path(international, "ASEG", "Seguros-Internacionales")).toBe(
      "/Seguros-Internacionales/org/plan-1",
    );
  });
  it("gives null when {type} is needed and missing", () => {
    expect(path(international, "ASEG")).toBeNull();
  });
});

describe("rule selection", () => {
  it("the first rule whose types include the provider's type wins", () => {
    const rules: PlanPathRule[] = [
      { organizationTypes: ["EPS"], pattern: "/first/{provider}/{plan}" },
      { organizationTypes: ["EPS"], pattern: "/second/{provider}/{plan}" },
    ];
    expect(path(rules, "EPS")).toBe("/first/org/plan-1");
  });

  it("a specific rule wins over a default placed before it", () => {
    const rules: PlanPathRule[] = [
      { organizationTypes: [], pattern: "/default/{provider}/{plan}" },
      { organizationTypes: ["EPS"], pattern: "/eps/{provider}/{plan}" },
    ];
    expect(path(rules, "EPS")).toBe("/eps/org/plan-1");
  });

  it("matches organization types case-insensitively", () => {
    expect(path(chile, "isapre")).toBe("/Isapre/org/Complementos/plan-1");
  });

  it("gives null when no rule matches and there is no default", () => {
    const rules: PlanPathRule[] = [
      { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/{plan}" },
    ];
    expect(selectPlanPathRule(rules, "ISAPRE")).toBeNull();
    expect(path(rules, "ISAPRE")).toBeNull();
  });
});
