import { ProductRoute } from "@qs/comparator-ui/comparator-routes";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/$type/$organizationUrl/$insuranceUrl/")({
  component: () => <ProductRoute typeSegment="" />,
});
