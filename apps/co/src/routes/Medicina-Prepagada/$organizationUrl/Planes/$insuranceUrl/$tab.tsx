import { PlanesRedirect } from "@qs/comparator-ui/comparator-routes";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute(
  "/Medicina-Prepagada/$organizationUrl/Planes/$insuranceUrl/$tab",
)({
  component: () => <PlanesRedirect typeSegment="Medicina-Prepagada" />,
});
