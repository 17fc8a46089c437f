import { PlanDetailRoute } from "@qs/plan-detail/page/plan-detail-route";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute(
  "/Empresa/$productType/$organizationUrl/Planes/$insuranceUrl/$tab",
)({
  component: () => <PlanDetailRoute typeSegment="Empresa" />,
});
