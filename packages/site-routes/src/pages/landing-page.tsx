import { InstitutionLandingRoute } from "@qs/comparator-ui/institution-landing";
import { useRouteData } from "./route-data";

/** A landing list of the menu (Seguros, EPS, Medicina-Prepagada, Clinicas-y-Hospitales). */
export function LandingPage() {
  return <InstitutionLandingRoute list={useRouteData().landingList ?? "insurers"} />;
}
