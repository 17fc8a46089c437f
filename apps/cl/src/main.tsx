import "@qs/ui/theme.css";
import { createSite } from "@qs/site-shell/create-site";
import { mountSite } from "@qs/site-shell/mount-site";
import { createRouter } from "@tanstack/react-router";
import { createCountryConfig } from "./country-config";
import { siteEnv } from "./env";
import { routeTree } from "./routeTree.gen";

const config = createCountryConfig(siteEnv);
const site = createSite(config, window.location.pathname);
const router = createRouter({ routeTree, ...site.routerOptions });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

void mountSite(config, site, router);
