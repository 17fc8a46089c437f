import { recordLeadAttribution } from "@qs/ui/lead-attribution-store";
import { useEffect } from "react";

/**
 * Records the landing of this page load in the lead-attribution list (profile spec §3): once
 * per visit to the site, not on each navigation inside it. Renders nothing.
 */
export function LeadAttributionRecorder() {
  useEffect(() => {
    recordLeadAttribution(window.location, document.referrer);
  }, []);
  return null;
}
