import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
  fixtureChallenge,
} from "@qs/test-support/comparator-harness";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RobotCheck } from "./robot-check";

function renderCheck(api?: ApiFixture) {
  const calls: CallLog = [];
  const onConfirmed = vi.fn();
  render(
    <SiteHarness>
      <ComparatorHarness api={api} calls={calls}>
        <RobotCheck onConfirmed={onConfirmed} />
      </ComparatorHarness>
    </SiteHarness>,
  );
  return { calls, onConfirmed };
}

const notRobot =
  (answer: ReturnType<ApiFixture>): ApiFixture =>
  (url) =>
    url.pathname === "/api/buscarplanes/notrobot" ? answer : undefined;

describe("robot check", () => {
  it("solves the API's challenge, sends the proof and then reloads the results", async () => {
    const { calls, onConfirmed } = renderCheck();
    expect(await screen.findByText("El sistema piensa que eres un robot...")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Soy humano!" }));
    expect(await screen.findByText("¡Listo! Cargando los resultados…")).toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(calls.map((url) => url.pathname)).toEqual([
      "/api/buscarplanes/challenge",
      "/api/buscarplanes/notrobot",
    ]);
    const payload = JSON.parse(atob(calls[1]?.searchParams.get("_fh") ?? ""));
    expect(payload).toEqual({
      algorithm: "SHA-256",
      challenge: fixtureChallenge.challenge,
      number: 3,
      salt: fixtureChallenge.salt,
      signature: fixtureChallenge.signature,
    });
  });

  it("shows 'Verificando que no eres un robot…' while the proof is on its way", async () => {
    renderCheck(notRobot("pending"));
    await userEvent.click(await screen.findByRole("button", { name: "Soy humano!" }));
    const progress = await screen.findByText("Verificando que no eres un robot…");
    expect(progress.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Soy humano!" })).toBeNull();
  });

  it("says so when the API refuses the proof, and lets the visitor try again", async () => {
    let refuse = true;
    const { onConfirmed } = renderCheck((url) =>
      url.pathname === "/api/buscarplanes/notrobot" && refuse
        ? { status: 403, body: { error: "Esta verificación ya se usó. Inténtalo nuevamente." } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Soy humano!" }));
    expect(
      await screen.findByText("No pudimos verificar que no eres un robot. Inténtalo nuevamente."),
    ).toBeInTheDocument();
    expect(onConfirmed).not.toHaveBeenCalled();
    refuse = false;
    await userEvent.click(screen.getByRole("button", { name: "Soy humano!" }));
    expect(await screen.findByText("¡Listo! Cargando los resultados…")).toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it("fails without calling notrobot when the challenge cannot be fetched", async () => {
    const { calls } = renderCheck((url) =>
      url.pathname === "/api/buscarplanes/challenge" ? { status: 503 } : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Soy humano!" }));
    expect(
      await screen.findByText("No pudimos verificar que no eres un robot. Inténtalo nuevamente."),
    ).toBeInTheDocument();
    expect(calls.some((url) => url.pathname === "/api/buscarplanes/notrobot")).toBe(false);
  });
});
