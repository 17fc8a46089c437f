import { HomePage } from "@qs/site-shell/home-page";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/")({ component: HomePage });
