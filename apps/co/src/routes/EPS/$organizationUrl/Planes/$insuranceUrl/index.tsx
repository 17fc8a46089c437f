import { PlanesRedirect } from "@qs/comparator-ui/comparator-routes";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/EPS/$organizationUrl/Planes/$insuranceUrl/")({
  component: () => <PlanesRedirect typeSegment="EPS" />,
});
