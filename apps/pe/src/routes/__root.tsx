import type { SiteRouterContext } from "@qs/site-shell/site-context";
import { SiteLayout } from "@qs/site-shell/site-layout";
import { createRootRouteWithContext } from "@tanstack/react-router";

export const Route = createRootRouteWithContext<SiteRouterContext>()({ component: SiteLayout });
