import { type ErrorComponentProps, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { NotFoundPage } from "./not-found-page";
import { PageErrorView } from "./page-error";

/**
 * Marks the document once React has taken over the page's content (`html[data-hydrated]`):
 * the presses kept while the page hydrates are made then (`early-presses.tsx`), prerendering
 * services read the page then, and browser tests act only then. The site's frame hydrates
 * first; the page inside it hydrates in a later pass (React hydrates each Suspense boundary
 * after its parent, and the router puts the page in one). A navigation made between the two
 * passes would render the frame's new page over a page not yet taken over, and React throws
 * that page away; so the mark is rendered with the page, never with the frame.
 */
function PageHydrated() {
  useEffect(() => {
    // Once per document: a page a navigation mounts later changes nothing.
    if (document.documentElement.dataset.hydrated === "true") return;
    document.documentElement.dataset.hydrated = "true";
    (window as Window & { prerenderReady?: boolean }).prerenderReady = true;
  }, []);
  return null;
}

/**
 * The route around every page of a site: the page and the mark that says it has hydrated (a
 * not-found answer replaces both, so it is `PageNotFound`).
 */
export function PageContent() {
  return (
    <>
      <Outlet />
      <PageHydrated />
    </>
  );
}

/** The not-found page in place of a page (or of every page), marked hydrated with it. */
export function PageNotFound() {
  return (
    <>
      <NotFoundPage />
      <PageHydrated />
    </>
  );
}

/**
 * The error page in place of a page that failed (its code did not arrive, it threw while
 * rendering), marked hydrated with it so what waits for the page does not wait forever. The
 * error itself goes to the console, where the browser's error reports read it.
 */
export function PageError({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error("La página no se pudo mostrar:", error);
  }, [error]);
  return (
    <>
      <PageErrorView />
      <PageHydrated />
    </>
  );
}
