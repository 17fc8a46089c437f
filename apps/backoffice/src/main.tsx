import "@qs/ui/theme.css";
import "@qs/back-office/back-office.css";
import { BackOfficeApp } from "@qs/back-office/back-office-app";
import { createPortalApi } from "@qs/back-office/portal-api";
import { PortalApp } from "@qs/back-office/portal-app";
import { createStaffApi } from "@qs/back-office/staff-api";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
// One server, two apps: the clients' portal under /portal, the staff's back office elsewhere.
const portal = /^\/portal(\/|$)/.test(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    {portal ? (
      <PortalApp api={createPortalApi()} languageStorageKey="qs-portal-language" />
    ) : (
      <BackOfficeApp api={createStaffApi()} languageStorageKey="qs-backoffice-language" />
    )}
  </StrictMode>,
);
