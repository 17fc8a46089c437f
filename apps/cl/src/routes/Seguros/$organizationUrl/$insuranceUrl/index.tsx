import { ProductRoute } from "@qs/comparator-ui/comparator-routes";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Seguros/$organizationUrl/$insuranceUrl/")({
  component: () => <ProductRoute typeSegment="Seguros" />,
});
