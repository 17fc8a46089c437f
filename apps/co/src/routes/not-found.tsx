import { NotFoundPage } from "@qs/site-shell/not-found-page";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/not-found")({ component: NotFoundPage });
