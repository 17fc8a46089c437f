import { InstitutionLandingRoute } from "@qs/comparator-ui/landing/institution-landing";
import { validateLandingSearch } from "@qs/comparator-ui/landing/landing-search";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Clinicas-y-Hospitales")({
  validateSearch: validateLandingSearch,
  component: () => <InstitutionLandingRoute list="clinics" />,
});
