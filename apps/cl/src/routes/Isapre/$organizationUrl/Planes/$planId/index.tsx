import { PlanByCodeRoute } from "@qs/plan-detail/page/plan-detail-route";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Isapre/$organizationUrl/Planes/$planId/")({
  component: () => <PlanByCodeRoute notFoundTo="/Comparar/Isapres" />,
});
