import type { StaffSession } from "@qs/domain/api/back-office";
import type { StaffPermission } from "@qs/domain/staff-access";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import type { StaffApi } from "./staff-api";

/** The API the back office talks to, injected by the app (a story or a test injects its own). */
const StaffApiContext = createContext<StaffApi | null>(null);

export function StaffApiProvider({ api, children }: { api: StaffApi; children: ReactNode }) {
  return <StaffApiContext.Provider value={api}>{children}</StaffApiContext.Provider>;
}

export function useStaffApi(): StaffApi {
  const api = useContext(StaffApiContext);
  if (!api) throw new Error("useStaffApi needs a StaffApiProvider");
  return api;
}

/** The session this browser holds: who is signed in and the anti-forgery token. */
export const sessionQuery = (api: StaffApi) =>
  queryOptions({
    queryKey: ["staff-session"],
    queryFn: () => api.session(),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in member's session (only under the signed-in routes, where it is loaded). */
export function useSession(): StaffSession {
  const api = useStaffApi();
  const { data } = useQuery(sessionQuery(api));
  if (!data) throw new Error("useSession is used outside a signed-in page");
  return data;
}

/** Whether the signed-in member's role holds `permission`: what they cannot do, they do not see. */
export function useCan(permission: StaffPermission): boolean {
  return useSession().member.permissions.includes(permission);
}
