import { PlanesRedirect } from "@qs/comparator-ui/comparator-routes";
import { useRouteData } from "./route-data";

/** The older form with a Planes segment, redirected to the plan-detail path. */
export function PlanesPage() {
  return <PlanesRedirect typeSegment={useRouteData().typeSegment ?? ""} />;
}
