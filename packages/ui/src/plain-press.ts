import type { MouseEvent } from "react";

/**
 * A plain press: the main button without a modifier key. Anything else on a link keeps the
 * browser's own meaning (a new tab or window, a download), so handlers leave it alone.
 */
export function plainPress(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
