import { readSiteEnv } from "@qs/site-shell/site-env";
import { expectSampleMatchesConfig } from "@qs/ui/testing/expect-sample-config";
import { sampleCountryConfig } from "@qs/ui/testing/sample-country-config";
import { it } from "vitest";
import { createCountryConfig } from "./country-config";

it("is drawn in stories as it is configured", () => {
  // The sample shows every landing list a component can show, and the state without a
  // company portal (the Chilean and Peruvian samples show the portal).
  expectSampleMatchesConfig(sampleCountryConfig, createCountryConfig(readSiteEnv({})), [
    "routes",
    "companyPortalUrl",
  ]);
});
