import { useEffect } from "react";

/** Sets the tab title as "{page} | {brand}" while the page is shown. */
export function useDocumentTitle(page: string, brand: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${brand}` : brand;
  }, [page, brand]);
}
