import { Navigate } from "@tanstack/react-router";
import { createContext, type ReactNode, useContext } from "react";

/** Where a page sends the visitor instead of rendering: a path of the site and its search. */
export interface RedirectTarget {
  to: string;
  search?: Record<string, unknown>;
  state?: Record<string, unknown>;
}

const ServerRedirectContext = createContext<((target: RedirectTarget) => void) | null>(null);

/** On the server: collects the redirect a page asks for, answered as 301 instead of a page. */
export function ServerRedirectProvider({
  onRedirect,
  children,
}: {
  onRedirect: (target: RedirectTarget) => void;
  children: ReactNode;
}) {
  return (
    <ServerRedirectContext.Provider value={onRedirect}>{children}</ServerRedirectContext.Provider>
  );
}

/**
 * A canonical redirect (a resolved route, an older address form, a missing plan): a permanent
 * redirect when the server renders the page, a replacing navigation in the browser.
 */
export function CanonicalRedirect({ to, search, state }: RedirectTarget) {
  const onServer = useContext(ServerRedirectContext);
  if (onServer) {
    onServer({ to, ...(search ? { search } : {}) });
    return null;
  }
  return <Navigate to={to} search={search as never} state={state as never} replace />;
}
