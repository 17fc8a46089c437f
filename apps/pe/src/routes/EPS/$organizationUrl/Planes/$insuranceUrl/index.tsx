import { PlanDetailRoute } from "@qs/plan-detail/page/plan-detail-route";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/EPS/$organizationUrl/Planes/$insuranceUrl/")({
  component: () => <PlanDetailRoute typeSegment="EPS" />,
});
