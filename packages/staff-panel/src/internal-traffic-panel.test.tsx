import { INTERNAL_SESSION_MAX_MS } from "@qs/domain/internal-session";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import { REFERRAL_TYPED_EMAIL_KEY } from "@qs/referral/referral-profile";
import { SiteHarness } from "@qs/test-support/site-harness";
import {
  getInternalTrafficSettings,
  setInternalTrafficSettings,
} from "@qs/visitor-state/internal-traffic-store";
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InternalTrafficGate } from "./internal-traffic-gate";
import { useInternalSessionLimit } from "./internal-traffic-panel";

/** The panel as every page has it: behind the gate that loads it for staff only. */
function renderPanel(initialPath = "/") {
  render(
    <SiteHarness initialPath={initialPath}>
      <InternalTrafficGate />
      <p>listo</p>
    </SiteHarness>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
});
afterEach(() => vi.useRealTimers());

describe("internal-traffic panel", () => {
  it("shows nothing to an ordinary visitor", async () => {
    renderPanel();
    await screen.findByText("listo");
    expect(screen.queryByRole("complementary", { name: "Panel de tráfico interno" })).toBeNull();
  });

  it("opens and closes, and its switches change the stored settings", async () => {
    setInternalTrafficSettings({ internalTraffic: true, startedAt: Date.now() });
    renderPanel();
    const launcher = await screen.findByRole("button", { name: /Tráfico interno/ });
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(launcher);
    expect(launcher).toHaveAttribute("aria-expanded", "true");
    const forced = screen.getByRole("switch", { name: "Forzar actualización de datos" });
    expect(forced).not.toBeChecked();
    fireEvent.click(forced);
    expect(getInternalTrafficSettings().forcedRefresh).toBe(true);
    expect(screen.getByRole("switch", { name: "Forzar actualización de datos" })).toBeChecked();
    fireEvent.click(launcher);
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("truncates the ponderation to 3 digits between 0 and 1", async () => {
    setInternalTrafficSettings({ internalTraffic: true, startedAt: Date.now() });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: /Tráfico interno/ }));
    const field = screen.getByLabelText("Ponderación (0 a 1)");
    fireEvent.change(field, { target: { value: "0.45678" } });
    fireEvent.blur(field);
    expect(getInternalTrafficSettings().ponderation).toBe(0.456);
    expect(field).toHaveValue(0.456);
    fireEvent.change(field, { target: { value: "3" } });
    fireEvent.blur(field);
    expect(getInternalTrafficSettings().ponderation).toBe(1);
  });

  it("offers the copy-URL buttons on the comparison route only", async () => {
    setInternalTrafficSettings({ internalTraffic: true, startedAt: Date.now() });
    renderPanel("/Comparar/Comparacion?productos=A,B");
    fireEvent.click(await screen.findByRole("button", { name: /Tráfico interno/ }));
    expect(
      screen.getByRole("button", { name: "Copiar URL de la comparación" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copiar URL con perfil" })).toBeInTheDocument();
  });

  it("names the referral, and for a referral that does not allow the options turns them off", async () => {
    setInternalTrafficSettings({
      internalTraffic: true,
      startedAt: Date.now(),
      pixelsDisabled: true,
    });
    profileStore("V1.6_CO")
      .getState()
      .save({
        referido: { name: "Luis Quispe", email: "luis.quispe.asesor@gmail.com", ejecutivo: "x" },
      });
    localStorage.setItem(REFERRAL_TYPED_EMAIL_KEY, "luis.quispe.asesor@gmail.com");
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: /Referido: Luis Quispe/ }));
    expect(screen.queryByRole("switch")).toBeNull();
    expect(getInternalTrafficSettings().pixelsDisabled).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: /Desactivar referido/ }));
    expect(profileStore("V1.6_CO").getState().profile?.referido).toBeUndefined();
  });

  it("shows the options to a staff referral equal to the typed e-mail", async () => {
    profileStore("V1.6_CO")
      .getState()
      .save({
        referido: { name: "Valentina Soto", email: "valentina.soto@queseguro.com", ejecutivo: "x" },
      });
    localStorage.setItem(REFERRAL_TYPED_EMAIL_KEY, "valentina.soto@queseguro.com");
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: /Referido: Valentina Soto/ }));
    expect(screen.getAllByRole("switch")).toHaveLength(4);
  });
});

describe("internal-traffic session limit", () => {
  it("ends the session and reloads once it is older than 10 hours", () => {
    vi.useFakeTimers();
    const start = Date.now();
    setInternalTrafficSettings({ internalTraffic: true, startedAt: start });
    const reload = vi.fn();
    renderHook(() => useInternalSessionLimit(start, reload));
    act(() => vi.advanceTimersByTime(INTERNAL_SESSION_MAX_MS));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getInternalTrafficSettings().internalTraffic).toBe(false);
  });

  it("reloads at once a session that is already too old", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    renderHook(() => useInternalSessionLimit(Date.now() - INTERNAL_SESSION_MAX_MS - 1, reload));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
