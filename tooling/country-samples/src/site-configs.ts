import { readSiteEnv } from "@qs/domain/site-env";
import { createCountryConfig as chile } from "../../../apps/cl/src/country-config";
import { createCountryConfig as colombia } from "../../../apps/co/src/country-config";
import { createCountryConfig as international } from "../../../apps/int/src/country-config";
import { createCountryConfig as peru } from "../../../apps/pe/src/country-config";

/**
 * The four sites' configurations exactly as the apps write them, with the local build
 * settings (API on localhost:4000, the sites on their development ports). Read from the
 * apps' own modules by path, not as workspace dependencies: the apps depend on every UI
 * package, whose stories and tests read these, and the workspace graph has no cycles.
 * turbo.json lists the apps' configuration modules among the inputs of the tasks that
 * read them.
 */
const env = readSiteEnv({});

export const siteConfigs = {
  CO: colombia(env),
  CL: chile(env),
  PE: peru(env),
  INT: international(env),
};
