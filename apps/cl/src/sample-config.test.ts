import { readSiteEnv } from "@qs/site-shell/site-env";
import { expectSampleMatchesConfig } from "@qs/ui/testing/expect-sample-config";
import { sampleChileSiteConfig } from "@qs/ui/testing/sample-countries";
import { it } from "vitest";
import { createCountryConfig } from "./country-config";

it("is drawn in stories as it is configured", () => {
  // The sample keeps the Colombian sample's routes (every landing list a component can
  // show) and one social link fewer than the site.
  expectSampleMatchesConfig(sampleChileSiteConfig, createCountryConfig(readSiteEnv({})), [
    "routes",
    "social",
  ]);
});
