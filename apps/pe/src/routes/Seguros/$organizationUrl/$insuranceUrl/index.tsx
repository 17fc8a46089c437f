import { PlanDetailRoute } from "@qs/plan-detail/page/plan-detail-route";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Seguros/$organizationUrl/$insuranceUrl/")({
  component: () => <PlanDetailRoute typeSegment="Seguros" />,
});
