import { ProductRoute } from "@qs/comparator-ui/comparator-routes";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/EPS/$organizationUrl/$insuranceUrl/$tab")({
  component: () => <ProductRoute typeSegment="EPS" />,
});
