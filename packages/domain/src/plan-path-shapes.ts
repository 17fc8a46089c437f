import type { PlanPathRule } from "./country-config";

/**
 * Plan-detail path shapes of each country (reference-data spec §2), in the order
 * `resolvePlanDetailPath` reads them: specific organization types first, then the default
 * (empty `organizationTypes`).
 */

export const CHILE_PLAN_PATHS: PlanPathRule[] = [
  { organizationTypes: ["CLINICA"], pattern: "/Clinicas-y-Hospitales/{provider}/Seguro/{plan}" },
  { organizationTypes: ["ISAPRE"], pattern: "/Isapre/{provider}/Complementos/{plan}" },
  { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
];

export const COLOMBIA_PLAN_PATHS: PlanPathRule[] = [
  { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/{plan}" },
  {
    organizationTypes: ["MEDICINA PREPAGADA", "DOMICILIO"],
    pattern: "/Medicina-Prepagada/{provider}/{plan}",
  },
  { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
];

export const PERU_PLAN_PATHS: PlanPathRule[] = [
  { organizationTypes: ["CLINICA"], pattern: "/Clinicas-y-Hospitales/{provider}/{plan}" },
  { organizationTypes: ["EPS"], pattern: "/EPS/{provider}/Planes/{plan}" },
  { organizationTypes: [], pattern: "/Seguros/{provider}/{plan}" },
];

export const INTERNATIONAL_PLAN_PATHS: PlanPathRule[] = [
  { organizationTypes: [], pattern: "/{type}/{provider}/{plan}" },
];
