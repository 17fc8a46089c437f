import { readSiteEnv } from "@qs/site-shell/site-env";
import { expectSampleMatchesConfig } from "@qs/ui/testing/expect-sample-config";
import { samplePeruConfig } from "@qs/ui/testing/sample-countries";
import { it } from "vitest";
import { createCountryConfig } from "./country-config";

it("is drawn in stories as it is configured", () => {
  // The sample keeps the Colombian sample's routes: every landing list a component can show.
  expectSampleMatchesConfig(samplePeruConfig, createCountryConfig(readSiteEnv({})), ["routes"]);
});
