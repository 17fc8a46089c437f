import { ProductRoute } from "@qs/comparator-ui/comparator-routes";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Medicina-Prepagada/$organizationUrl/$insuranceUrl/")({
  component: () => <ProductRoute typeSegment="Medicina-Prepagada" />,
});
