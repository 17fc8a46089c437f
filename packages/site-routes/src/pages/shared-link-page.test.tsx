import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import {
  CHILE_PLAN_PATHS,
  COLOMBIA_PLAN_PATHS,
  INTERNATIONAL_PLAN_PATHS,
  PERU_PLAN_PATHS,
} from "@qs/domain/plan-path-shapes";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createSiteRouteTree } from "../route-tree";

const CODE = "Xk3vQ9aLm2Pz7Rt5Wc8YbQ";

describe("the /url/{code} route", () => {
  it("is matched on every country's site, before any plan shape", () => {
    for (const planDetailPaths of [
      COLOMBIA_PLAN_PATHS,
      CHILE_PLAN_PATHS,
      PERU_PLAN_PATHS,
      INTERNATIONAL_PLAN_PATHS,
    ]) {
      const router = createRouter({
        routeTree: createSiteRouteTree({
          ...sampleCountryConfig,
          planDetailPaths,
          routes: { ...sampleCountryConfig.routes, planesRedirects: [], landingLists: [] },
        }),
        history: createMemoryHistory(),
        // Matching reads no context; the pages that would are never rendered here.
        context: {} as never,
      });
      const matches = router.matchRoutes(`/url/${CODE}`, {});
      const last = matches[matches.length - 1];
      expect(last?.fullPath).toBe("/url/$code");
      expect(last?.params).toMatchObject({ code: CODE });
    }
  });
});
