import DOMPurify from "dompurify";

/**
 * The browser's own pass over a partner's HTML before it is inserted: the API already
 * sanitised it (DOMPurify in Node), and a compromised or stale answer still cannot run script
 * here. On the server DOMPurify has no DOM; the HTML is the API's sanitised answer as it came.
 */
export function sanitizeInBrowser(html: string): string {
  if (!DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object"],
    FORBID_ATTR: ["style"],
  });
}

/** A partner's header or footer HTML in its own named region of the page. */
export function PartnerHtml({
  html,
  label,
  place,
}: {
  html: string;
  label: string;
  place: "top" | "bottom";
}) {
  return (
    <section
      className={`partner-html partner-html--${place}`}
      aria-label={label}
      // Sanitised by the API and again here.
      dangerouslySetInnerHTML={{ __html: sanitizeInBrowser(html) }}
      suppressHydrationWarning
    />
  );
}
