import { ProfileModalHost } from "@qs/profile-forms/profile-modal-host";
import type { SiteRouterContext } from "@qs/site-shell/site-context";
import { SiteLayout } from "@qs/site-shell/site-layout";
import { createRootRouteWithContext } from "@tanstack/react-router";

function Root() {
  return (
    <>
      <SiteLayout />
      <ProfileModalHost defaultProductType="POLIZA DE SALUD" />
    </>
  );
}

export const Route = createRootRouteWithContext<SiteRouterContext>()({ component: Root });
