import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on a phone, in a named region a keyboard can focus to scroll
 * it (WCAG 2.1.1, axe's scrollable-region-focusable); busy while its rows are read again.
 */
export function ScrollTable({
  label,
  busy = false,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes the focus so a keyboard can scroll it
    <section className="qs-bo-table-wrap" tabIndex={0} aria-label={label}>
      <table className="qs-bo-table" aria-busy={busy || undefined}>
        {children}
      </table>
    </section>
  );
}
