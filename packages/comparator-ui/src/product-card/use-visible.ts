import { type RefObject, useEffect, useState } from "react";

/** Lazy-loading timings (comparator spec §4 and §9). */
export const VISIBILITY_DEBOUNCE_MS = 1000;
export const VISIBILITY_MARGIN_PX = 150;

/**
 * True once the element has stayed within 150 px of the viewport for 1 s; it then stays true.
 * Without IntersectionObserver (old browsers, tests) the element counts as visible after the delay.
 */
export function useVisible(
  ref: RefObject<Element | null>,
  { debounceMs = VISIBILITY_DEBOUNCE_MS, marginPx = VISIBILITY_MARGIN_PX } = {},
): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      timer ??= setTimeout(() => setVisible(true), debounceMs);
    };
    const disarm = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    if (!element || typeof IntersectionObserver === "undefined") {
      arm();
      return disarm;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) arm();
        else disarm();
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      disarm();
    };
  }, [ref, visible, debounceMs, marginPx]);
  return visible;
}
