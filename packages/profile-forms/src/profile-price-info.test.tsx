import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InsurablePersons, insurableSummary, POPOVER_CLOSE_DELAY_MS } from "./insurable-persons";
import { ProfilePriceTooltip } from "./profile-price-tooltip";

const family = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Femenino" as const, edad: 38 },
    { sexo: "Masculino" as const, edad: 70 },
  ],
  cargas: [
    { sexo: "Masculino" as const, edad: 7 },
    { sexo: "Femenino" as const, edad: 1 },
  ],
};

function setMobile(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("insurable-persons message", () => {
  it("splits persons by the product's age limits", () => {
    const summary = insurableSummary(family, false, { min: 0, max: 64 });
    expect(summary.insurable.map((row) => row.edad)).toEqual([38, 7, 1]);
    expect(summary.uninsurable.map((row) => row.edad)).toEqual([70]);
  });

  it("says 'para N personas' and lists who is and is not insurable", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <SiteHarness>
        <InsurablePersons profile={family} limits={{ max: 64 }} />
      </SiteHarness>,
    );
    const trigger = await screen.findByRole("button", { name: "para 3 personas" });
    fireEvent.mouseEnter(trigger);
    const popover = screen.getByRole("tooltip");
    expect(popover).toHaveTextContent("Titular · Femenino · 38 años");
    expect(popover).toHaveTextContent("Carga · Femenino · 1 año");
    expect(popover).not.toHaveTextContent("1 años");
    expect(popover).toHaveTextContent("No asegurables");
    expect(popover).toHaveTextContent("Pareja · Masculino · 70 años");
    fireEvent.mouseLeave(trigger);
    await act(() => vi.advanceTimersByTimeAsync(POPOVER_CLOSE_DELAY_MS));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("counts pets for pet insurance", async () => {
    render(
      <SiteHarness>
        <InsurablePersons
          pets
          profile={{
            ingresodatos: true,
            mascota: [{ especie: "Perro", edad: 3, parentesco: "Mascota" }],
          }}
        />
      </SiteHarness>,
    );
    expect(await screen.findByRole("button", { name: "para 1 mascota" })).toBeInTheDocument();
  });
});

describe("profile price tooltip", () => {
  it("opens on hover on desktop with what the price assumes", async () => {
    setMobile(false);
    render(
      <SiteHarness>
        <ProfilePriceTooltip kind="persons" profile={family} />
      </SiteHarness>,
    );
    const trigger = await screen.findByRole("button", { name: "¿Cómo se calcula este precio?" });
    fireEvent.click(trigger);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    fireEvent.mouseEnter(trigger);
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Precio calculado para las personas de tu perfil, según su sexo y edad.",
    );
    expect(screen.getByRole("tooltip")).toHaveTextContent("Precio mensual para 4 personas");
  });

  it("opens on click on mobile, and states the default person without a profile", async () => {
    setMobile(true);
    render(
      <SiteHarness>
        <ProfilePriceTooltip kind="persons" profile={null} />
      </SiteHarness>,
    );
    const trigger = await screen.findByRole("button", { name: "¿Cómo se calcula este precio?" });
    fireEvent.mouseEnter(trigger);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    fireEvent.click(trigger);
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Precio referencial para una persona de 25 años: ingresa tu perfil para ver tu precio.",
    );
  });

  it("uses the pet and collective texts", async () => {
    setMobile(true);
    render(
      <SiteHarness>
        <ProfilePriceTooltip
          kind="collective"
          profile={{ ingresodatos: true, cantidadempleados: 12 }}
        />
      </SiteHarness>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "¿Cómo se calcula este precio?" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Precio calculado por empleado de tu empresa.",
    );
  });
});
