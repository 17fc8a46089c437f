import { useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The browser's own pass over a partner's HTML before it is inserted: the API already
 * sanitised it (DOMPurify in Node), and a compromised or stale answer still cannot run script
 * here. DOMPurify (9 KiB) loads only on a partner's visit, never with an ordinary page.
 */
async function sanitizeInBrowser(html: string): Promise<string> {
  const { default: DOMPurify } = await import("dompurify");
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object"],
    FORBID_ATTR: ["style"],
  });
}

/**
 * A partner's header or footer HTML in its own named region of the page. The server renders
 * the API's sanitised HTML and hydration keeps it; the browser's pass then replaces it. Drawn
 * first in the browser (no server rendering), the region stays empty until that pass is done.
 */
export function PartnerHtml({
  html,
  label,
  place,
}: {
  /** The partner's HTML as the API sent it (cleaned again here). */
  html: string;
  /** The region's name for screen readers ('Encabezado de Banco Andino'). */
  label: string;
  /** Above the page (header) or below it (footer). */
  place: "top" | "bottom";
}) {
  // True while rendering on the server and during hydration; false for a browser-only render.
  const rendersServerHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [serverHtml] = useState(rendersServerHtml ? html : null);
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    sanitizeInBrowser(html).then(
      (result) => current && setClean({ from: html, html: result }),
      (error: unknown) => console.warn("No se pudo revisar el HTML del aliado", error),
    );
    return () => {
      current = false;
    };
  }, [html]);
  const shown = clean?.from === html ? clean.html : html === serverHtml ? html : "";
  return (
    <section
      className={`partner-html partner-html--${place}`}
      aria-label={label}
      // Sanitised by the API and again here.
      dangerouslySetInnerHTML={{ __html: shown }}
      suppressHydrationWarning
    />
  );
}
