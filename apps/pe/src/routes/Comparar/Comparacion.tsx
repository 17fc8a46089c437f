import { ComparisonRoute } from "@qs/comparator-ui/comparator-routes";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Comparar/Comparacion")({
  component: () => <ComparisonRoute />,
});
