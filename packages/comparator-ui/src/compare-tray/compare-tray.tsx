import { lazy, Suspense } from "react";
import { useCompareTray } from "./compare-store";

const CompareTrayPanel = lazy(() =>
  import("./compare-tray-panel").then((module) => ({ default: module.CompareTrayPanel })),
);

/**
 * The comparison tray: 3 slots, the first empty one fills, removing one shifts the rest up
 * (profile spec §4). 'Comparar ahora' opens the comparison page with a link that reproduces it.
 * Nothing shows (and nothing of the tray is downloaded) until a product is ticked.
 */
export function CompareTrayBar({ showEmpty = false }: { showEmpty?: boolean }) {
  const { selection } = useCompareTray();
  if (selection.length === 0 && !showEmpty) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayPanel />
    </Suspense>
  );
}
