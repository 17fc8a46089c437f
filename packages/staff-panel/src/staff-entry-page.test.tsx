import { ApiError } from "@qs/api-client/api-client";
import type { StaffMe } from "@qs/domain/api/back-office";
import { SiteHarness } from "@qs/test-support/site-harness";
import { getInternalTrafficSettings } from "@qs/visitor-state/internal-traffic-store";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { StaffEntryPage, type StaffSetting } from "./staff-entry-page";

const member: StaffMe = {
  email: "ana@queseguro.com",
  role: "BACKOFFICE",
  permissions: ["lead:read"],
  countries: ["CO"],
};

function renderPage(setting: StaffSetting, check: (token: string) => Promise<typeof member>) {
  render(
    <SiteHarness initialPath="/contacto">
      <StaffEntryPage setting={setting} check={check} />
    </SiteHarness>,
  );
}

beforeEach(() => localStorage.clear());

describe("staff entry pages", () => {
  it("turns internal traffic on with a valid staff token, without storing the token", async () => {
    const check = vi.fn(async () => member);
    renderPage("internalTraffic", check);
    expect(await screen.findByText("Desactivado en este navegador")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Código de acceso del personal"), {
      target: { value: "token-secreto" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Activar" }));
    await waitFor(() => expect(getInternalTrafficSettings().internalTraffic).toBe(true));
    expect(check).toHaveBeenCalledWith("token-secreto");
    expect(getInternalTrafficSettings().staffEmail).toBe(member.email);
    expect(JSON.stringify({ ...localStorage })).not.toContain("token-secreto");
  });

  it("shows the API's Spanish message for a wrong token and changes nothing", async () => {
    renderPage("internalTraffic", async () => {
      throw new ApiError(401, { error: "El código de acceso del personal no es válido" }, "/me");
    });
    fireEvent.change(await screen.findByLabelText("Código de acceso del personal"), {
      target: { value: "malo" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Activar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "El código de acceso del personal no es válido",
    );
    expect(getInternalTrafficSettings().internalTraffic).toBe(false);
  });

  it("asks for the code before calling the API", async () => {
    const check = vi.fn(async () => member);
    renderPage("pixels", check);
    fireEvent.click(await screen.findByRole("button", { name: "Activar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ingresa el código de acceso");
    expect(check).not.toHaveBeenCalled();
  });

  it("forced refresh starts an internal-traffic session; pixels stand alone", async () => {
    renderPage("forcedRefresh", async () => member);
    fireEvent.change(await screen.findByLabelText("Código de acceso del personal"), {
      target: { value: "t" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Activar" }));
    await waitFor(() => expect(getInternalTrafficSettings().forcedRefresh).toBe(true));
    expect(getInternalTrafficSettings().internalTraffic).toBe(true);
  });
});
