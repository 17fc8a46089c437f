import type { PartnerHtml } from "@qs/domain/api/partner";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

/**
 * DOMPurify on a jsdom window, made once per process (what isomorphic-dompurify does; its
 * current release pulls a jsdom that needs Node 22).
 */
const purify = createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);

/**
 * A partner's header or footer HTML made safe to insert in our pages: DOMPurify keeps markup,
 * links and images and drops scripts, event handlers, `javascript:` links, forms, frames and
 * styles that could cover our page. The browser sanitises it once more before inserting it.
 */
export function sanitizePartnerHtml(html: string | null | undefined): string | null {
  if (!html?.trim()) return null;
  const clean = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object"],
    FORBID_ATTR: ["style"],
  });
  return clean.trim() ? clean : null;
}

/** The header and footer of a partner's data, sanitised. */
export function partnerHtmlOf(data: {
  headerHtml?: string | null;
  footerHtml?: string | null;
}): PartnerHtml {
  return {
    headerHtml: sanitizePartnerHtml(data.headerHtml),
    footerHtml: sanitizePartnerHtml(data.footerHtml),
  };
}
