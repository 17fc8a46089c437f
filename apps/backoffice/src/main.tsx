import "@qs/ui/theme.css";
import "@qs/back-office/back-office.css";
import { BackOfficeApp } from "@qs/back-office/back-office-app";
import { createStaffApi } from "@qs/back-office/staff-api";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <BackOfficeApp api={createStaffApi()} languageStorageKey="qs-backoffice-language" />
  </StrictMode>,
);
