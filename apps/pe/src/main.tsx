import "@qs/ui/theme.css";
import { mountCountrySite } from "@qs/site-routes/mount-country-site";
import { createCountryConfig } from "./country-config";
import { siteEnv } from "./env";

void mountCountrySite(createCountryConfig(siteEnv));
