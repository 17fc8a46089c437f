import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CatalogText, catalogLang, useCatalogLang } from "./catalog-lang";
import { pageLocale, useDataProtectionLaw, usePageLanguage, usePageLocale } from "./page-language";
import { WithLanguage } from "./testing/with-language";

function Probe() {
  return (
    <p data-testid="probe" lang={useCatalogLang()}>
      {usePageLanguage()} {usePageLocale()} | {useDataProtectionLaw()} |{" "}
      <CatalogText>Consultas médicas</CatalogText>
    </p>
  );
}

describe("the page's language and locale", () => {
  it("writes numbers the country's way in Spanish, the language's way otherwise", () => {
    expect(pageLocale("es-CO", "es")).toBe("es-CO");
    expect(pageLocale("es-419", "es")).toBe("es-419");
    expect(pageLocale("es-CO", "en")).toBe("en");
    expect(pageLocale("es-CL", "pt")).toBe("pt");
  });

  it("reads the language of the site's texts and names the country's law in it", () => {
    render(
      <WithLanguage language="en">
        <Probe />
      </WithLanguage>,
    );
    expect(screen.getByTestId("probe")).toHaveTextContent(
      "en en | Colombia's Law 1581 of 2012 on the protection of personal data |",
    );
  });

  it("keeps the law's Spanish name on a Spanish page", () => {
    render(
      <WithLanguage language="es">
        <Probe />
      </WithLanguage>,
    );
    expect(screen.getByTestId("probe")).toHaveTextContent(
      "es es-CO | la Ley 1581 de 2012 de protección de datos personales de Colombia |",
    );
  });
});

describe("catalogue texts", () => {
  it("are marked lang='es' on English and Portuguese pages", () => {
    expect(catalogLang("en")).toBe("es");
    expect(catalogLang("pt")).toBe("es");
    render(
      <WithLanguage language="pt">
        <Probe />
      </WithLanguage>,
    );
    expect(screen.getByTestId("probe")).toHaveAttribute("lang", "es");
    expect(screen.getByText("Consultas médicas")).toHaveAttribute("lang", "es");
  });

  it("add nothing to a Spanish page", () => {
    expect(catalogLang("es")).toBeUndefined();
    render(
      <WithLanguage language="es">
        <Probe />
      </WithLanguage>,
    );
    expect(screen.getByTestId("probe")).not.toHaveAttribute("lang");
    expect(screen.getByTestId("probe").querySelector("[lang]")).toBeNull();
  });
});
