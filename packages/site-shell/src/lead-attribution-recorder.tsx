import { useEffect } from "react";

/**
 * Records the landing of this page load in the lead-attribution list (profile spec §3): once
 * per visit to the site, not on each navigation inside it. Renders nothing. The list's code
 * (with the schema its stored entries are checked against) loads after the page, so an
 * ordinary page's first download does not carry it.
 */
export function LeadAttributionRecorder() {
  useEffect(() => {
    const { location, referrer } = { location: window.location, referrer: document.referrer };
    import("@qs/visitor-state/lead-attribution-store").then(
      ({ recordLeadAttribution }) => recordLeadAttribution(location, referrer),
      (error: unknown) => console.warn("No se pudo registrar el origen de la visita", error),
    );
  }, []);
  return null;
}
