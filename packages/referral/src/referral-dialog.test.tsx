import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import { SiteHarness } from "@qs/test-support/site-harness";
import { openReferralDialog } from "@qs/visitor-state/referral-events";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ReferralDialogHost } from "./referral-dialog-host";
import { REFERRAL_TYPED_EMAIL_KEY } from "./referral-profile";

const KEY = "V1.6_CO";
const advisor = {
  name: "Carolina Méndez",
  email: "carolina.mendez@corredoresandinos.co",
  ejecutivo: { name: "Julián Restrepo" },
};

async function renderHost() {
  render(
    <SiteHarness
      api={{
        "/api/referral/advisor": { body: { data: advisor } },
      }}
    >
      <ReferralDialogHost />
      <p>listo</p>
    </SiteHarness>,
  );
  return screen.findByText("listo");
}

async function renderHostNotFound() {
  render(
    <SiteHarness
      api={{ "/api/referral/advisor": { status: 404, body: { error: "Asesor no encontrado" } } }}
    >
      <ReferralDialogHost />
      <p>listo</p>
    </SiteHarness>,
  );
  return screen.findByText("listo");
}

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
  vi.useRealTimers();
});

describe("referral-advisor dialog", () => {
  it("stays closed until asked, then keeps next disabled while the e-mail is invalid", async () => {
    await renderHost();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => openReferralDialog());
    const input = await screen.findByLabelText("Correo electrónico del asesor");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("maxLength", "50");
    const next = screen.getByRole("button", { name: "Siguiente" });
    expect(next).toBeDisabled();
    fireEvent.change(input, { target: { value: "carolina@" } });
    expect(next).toBeDisabled();
    fireEvent.change(input, { target: { value: advisor.email } });
    expect(next).toBeEnabled();
  });

  it("welcomes the visitor with the advisor and saves the referral in the profile", async () => {
    await renderHost();
    act(() => openReferralDialog());
    fireEvent.change(await screen.findByLabelText("Correo electrónico del asesor"), {
      target: { value: advisor.email },
    });
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByText(/Carolina Méndez/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir al portal de clientes" })).toHaveAttribute("href");
    const referral = profileStore(KEY).getState().profile?.referido as Record<string, unknown>;
    expect(referral).toMatchObject({
      name: "Carolina Méndez",
      email: advisor.email,
      ejecutivo: { name: "Julián Restrepo" },
      loggedAs: "referral",
    });
    expect(String(referral.initialDate)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(localStorage.getItem(REFERRAL_TYPED_EMAIL_KEY)).toBe(advisor.email);
  });

  it("removes the kept referral and says so when no advisor has the e-mail", async () => {
    profileStore(KEY)
      .getState()
      .save({ referido: { name: "Antes", email: "a@b.co", initialDate: "01/01/2099" } });
    await renderHostNotFound();
    act(() => openReferralDialog());
    fireEvent.change(await screen.findByLabelText("Correo electrónico del asesor"), {
      target: { value: "nadie@ejemplo.co" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByText("Asesor no encontrado")).toBeInTheDocument();
    expect(profileStore(KEY).getState().profile?.referido).toBeUndefined();
  });

  it("cannot be cancelled while a referral is required", async () => {
    await renderHost();
    act(() => openReferralDialog({ closable: false }));
    const input = await screen.findByLabelText("Correo electrónico del asesor");
    expect(input).toBeRequired();
    expect(screen.queryByRole("button", { name: "Cerrar" })).toBeNull();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
