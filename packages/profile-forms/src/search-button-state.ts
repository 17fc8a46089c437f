import { RESULTS_QUERY_KEY } from "@qs/api-client/get-compare-products";
import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

/**
 * The search button (profile spec §4): active while submitting, then marked finished for 3 s
 * after the results load. In the collective case it is disabled until results arrive.
 */

export const FINISHED_MARKER_MS = 3000;

export type SearchButtonState = "idle" | "active" | "finished" | "disabled";

export function useSearchButtonState(options: { submitting: boolean; collective: boolean }) {
  const fetching = useIsFetching({ queryKey: [...RESULTS_QUERY_KEY] }) > 0;
  const [awaiting, setAwaiting] = useState(false);
  const [finished, setFinished] = useState(false);
  const wasFetching = useRef(fetching);

  useEffect(() => {
    if (options.submitting) setAwaiting(true);
  }, [options.submitting]);

  useEffect(() => {
    const ended = wasFetching.current && !fetching;
    wasFetching.current = fetching;
    if (!ended || !awaiting || options.submitting) return;
    setAwaiting(false);
    setFinished(true);
  }, [fetching, awaiting, options.submitting]);

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => setFinished(false), FINISHED_MARKER_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  const state: SearchButtonState = options.submitting
    ? "active"
    : options.collective && fetching
      ? "disabled"
      : finished
        ? "finished"
        : "idle";
  return state;
}
