import { ContactPage } from "@qs/site-shell/contact-page";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/contacto")({ component: ContactPage });
