/** Document viewer limits (profile spec §2 plan detail, §9). */

/** Pages rendered outside a modal before 'Seguir leyendo...'. */
export const PAGES_BEFORE_READ_MORE = 7;
/** Height of a page placeholder before it is measured. */
export const DEFAULT_PAGE_HEIGHT = 400;
/** Wait before scrolling a page into view. */
export const SCROLL_FOCUS_DELAY_MS = 1000;

/** The page number kept between 1 and the page count. */
export function clampPage(page: number, total: number): number {
  if (total < 1) return 1;
  return Math.min(Math.max(Math.trunc(page) || 1, 1), total);
}

/** How many pages render: all in a modal or once expanded, otherwise the first 7. */
export function renderedPageCount(total: number, options: { modal: boolean; expanded: boolean }) {
  if (options.modal || options.expanded) return total;
  return Math.min(total, PAGES_BEFORE_READ_MORE);
}

/** True when 'Seguir leyendo...' shows: outside a modal, not expanded, more than 7 pages. */
export function showsReadMore(total: number, options: { modal: boolean; expanded: boolean }) {
  return renderedPageCount(total, options) < total;
}
