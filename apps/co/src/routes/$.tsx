import { createFileRoute, redirect } from "@tanstack/react-router";

/** Any unknown path lands on the not-found page. */
export const Route = createFileRoute("/$")({
  beforeLoad: () => {
    throw redirect({ to: "/not-found", replace: true });
  },
});
