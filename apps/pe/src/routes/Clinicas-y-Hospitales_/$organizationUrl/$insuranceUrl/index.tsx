import { PlanDetailRoute } from "@qs/plan-detail/page/plan-detail-route";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Clinicas-y-Hospitales_/$organizationUrl/$insuranceUrl/")({
  component: () => <PlanDetailRoute typeSegment="Clinicas-y-Hospitales" />,
});
