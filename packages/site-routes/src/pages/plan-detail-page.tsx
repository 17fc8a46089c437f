import { PlanByCodeRoute, PlanDetailRoute } from "@qs/plan-detail/plan-detail-route";
import { useRouteData } from "./route-data";

/** A plan-detail path shape of the country, resolved by the comparator's rules. */
export function PlanDetailPage() {
  return <PlanDetailRoute typeSegment={useRouteData().typeSegment ?? ""} />;
}

/** A plan looked up by its code (Chile's Isapre plans). */
export function PlanByCodePage() {
  return <PlanByCodeRoute />;
}
