import { prefersReducedMotion } from "@qs/ui/reduced-motion";
import { useEffect, useState } from "react";

/** Spinner text rotation (comparator spec §9). */
export const ROTATION_MS = 3500;

/**
 * Cycles through the texts every 3500 ms, starting with the first; the first stays put for a
 * visitor who asked for reduced motion.
 */
export function useRotatingText(texts: readonly string[], intervalMs = ROTATION_MS): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (texts.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % texts.length),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [texts.length, intervalMs]);
  return texts[index % Math.max(texts.length, 1)] ?? "";
}
