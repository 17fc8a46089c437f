import { SiteHarness } from "@qs/test-support/site-harness";
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

describe("what a price assumes, in the page's language", () => {
  const renderTooltip = async (
    language: "es" | "en" | "pt",
    profile: Parameters<typeof ProfilePriceTooltip>[0]["profile"],
    kind: "persons" | "pets" | "collective" = "persons",
  ) => {
    setMobile(true);
    render(
      <SiteHarness language={language}>
        <ProfilePriceTooltip kind={kind} profile={profile} />
      </SiteHarness>,
    );
    fireEvent.click(await screen.findByRole("button", { name: /\?$/ }));
    return screen.getByRole("tooltip");
  };

  it("keeps the Spanish sentence: roles, sexes, ages and the dependants' ages in one list", async () => {
    const tooltip = await renderTooltip("es", {
      ingresodatos: true,
      cotizante: [{ sexo: "Masculino", edad: 35 }],
      cargas: [{ edad: 1 }],
    });
    expect(tooltip).toHaveTextContent(
      "Precio mensual para 2 personas: titular Masculino 35 años, 1 carga (1 año).",
    );
  });

  it("words it in English, with the language's list and plurals", async () => {
    const tooltip = await renderTooltip("en", family);
    expect(tooltip).toHaveTextContent(
      "Monthly price for 4 people: policyholder Female 38 years, spouse Male 70 years, 2 dependants (7 and 1 years).",
    );
  });

  it("counts one employee in Portuguese, and marks a pet's species and breed as Spanish", async () => {
    const employees = await renderTooltip(
      "pt",
      { ingresodatos: true, cantidadempleados: 1 },
      "collective",
    );
    expect(employees).toHaveTextContent("Preço mensal para 1 funcionário.");
  });

  it("marks a pet's species and breed, as the form named them, as Spanish", async () => {
    const tooltip = await renderTooltip(
      "en",
      {
        ingresodatos: true,
        mascota: [{ especie: "Perro", raza: "Labrador", edad: 1, parentesco: "Mascota" }],
      },
      "pets",
    );
    expect(tooltip).toHaveTextContent("Monthly price for 1 pet: Perro Labrador 1 year.");
    expect(screen.getByText("Perro Labrador")).toHaveAttribute("lang", "es");
  });

  it("lists who is insurable with the sexes in the page's language", async () => {
    render(
      <SiteHarness language="en">
        <InsurablePersons profile={family} limits={{ max: 64 }} />
      </SiteHarness>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "for 3 people" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Policyholder · Female · 38 years");
  });
});
