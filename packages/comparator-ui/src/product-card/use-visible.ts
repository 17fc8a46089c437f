import { type RefObject, useEffect, useState } from "react";

/** Lazy-loading timings (comparator spec §4 and §9). */
export const VISIBILITY_DEBOUNCE_MS = 1000;
export const VISIBILITY_MARGIN_PX = 150;

export interface Visibility {
  /** The element has stayed within 150 px of the viewport for 1 s; it then stays true. */
  visible: boolean;
  /**
   * Its data is about to load: the element is in view and its 1 s delay is running, or the
   * observer has not yet said whether it is in view at all (from the first render until its
   * first report), so nothing counts the card settled in between.
   */
  waiting: boolean;
}

/**
 * Whether the element has stayed within 150 px of the viewport for 1 s, and whether that delay
 * is running now (a card marks itself busy meanwhile, so assistive technology and a picture of
 * the page know its content is on its way). Without IntersectionObserver (old browsers, tests)
 * the element counts as in view, and visible after the delay.
 */
export function useVisible(
  ref: RefObject<Element | null>,
  { debounceMs = VISIBILITY_DEBOUNCE_MS, marginPx = VISIBILITY_MARGIN_PX } = {},
): Visibility {
  const [visible, setVisible] = useState(false);
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      if (timer !== undefined) return;
      setWaiting(true);
      timer = setTimeout(() => {
        setVisible(true);
        setWaiting(false);
      }, debounceMs);
    };
    const disarm = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      setWaiting(false);
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
  return { visible, waiting };
}
