import { ComparatorRoute } from "@qs/comparator-ui/comparator-routes";
import { validateComparatorAddress } from "@qs/comparator-ui/comparator-search";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Comparar/")({
  validateSearch: validateComparatorAddress,
  component: () => <ComparatorRoute />,
});
