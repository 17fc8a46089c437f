import { serveCountrySite } from "@qs/site-routes/serve-country-site";
import pkg from "../package.json" with { type: "json" };
import { createCountryConfig } from "./country-config";
import { siteEnv } from "./env";

serveCountrySite(createCountryConfig(siteEnv), {
  serverUrl: import.meta.url,
  defaultPort: pkg.qs.port,
});
