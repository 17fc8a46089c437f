import { PolicyPage } from "@qs/site-shell/policy-page";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/Politicas")({ component: PolicyPage });
