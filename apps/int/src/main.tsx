import "@qs/ui/theme.css";
import { hydrateCountrySite } from "@qs/site-routes/hydrate-country-site";
import { createCountryConfig } from "./country-config";
import { siteEnv } from "./env";

void hydrateCountrySite(createCountryConfig(siteEnv));
