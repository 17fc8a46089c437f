import type { ClientSession } from "@qs/domain/api/portal";
import type { ClientPermission } from "@qs/domain/client-access";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import type { PortalApi } from "./portal-api";

/** The API the portal talks to, injected by the app (a story or a test injects its own). */
const PortalApiContext = createContext<PortalApi | null>(null);

export function PortalApiProvider({ api, children }: { api: PortalApi; children: ReactNode }) {
  return <PortalApiContext.Provider value={api}>{children}</PortalApiContext.Provider>;
}

export function usePortalApi(): PortalApi {
  const api = useContext(PortalApiContext);
  if (!api) throw new Error("usePortalApi needs a PortalApiProvider");
  return api;
}

/** The client's session this browser holds: who is signed in and the anti-forgery token. */
export const clientSessionQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: ["client-session"],
    queryFn: () => api.session(),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useClientSession(): ClientSession {
  const { data } = useQuery(clientSessionQuery(usePortalApi()));
  if (!data) throw new Error("useClientSession is used outside a signed-in page");
  return data;
}

/** Whether the account's role holds `permission`: what it cannot do, the portal does not show. */
export function useClientCan(permission: ClientPermission): boolean {
  return useClientSession().account.permissions.includes(permission);
}
