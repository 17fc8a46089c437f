import { PlanDetailRoute } from "@qs/plan-detail/page/plan-detail-route";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Clinicas-y-Hospitales_/$organizationUrl/$insuranceUrl/$tab")(
  {
    component: () => <PlanDetailRoute typeSegment="Clinicas-y-Hospitales" />,
  },
);
