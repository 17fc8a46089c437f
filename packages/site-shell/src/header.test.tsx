import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Header } from "./header";
import { SiteHarness } from "./testing/site-harness";

describe("Header", () => {
  it("shows the top links Contacto and Portal Clientes", async () => {
    render(
      <SiteHarness>
        <Header />
      </SiteHarness>,
    );
    expect(await screen.findByRole("link", { name: "Contacto" })).toHaveAttribute(
      "href",
      "/contacto",
    );
    expect(screen.getByRole("link", { name: "Portal Clientes" })).toHaveAttribute(
      "href",
      "https://clientes.queseguro.co/",
    );
  });

  it("lists only Español in the language selector", async () => {
    render(
      <SiteHarness>
        <Header />
      </SiteHarness>,
    );
    const select = await screen.findByRole("combobox", { name: "Idioma" });
    const options = within(select).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Español"]);
  });

  it("marks the menu as loading until its categories arrive", async () => {
    render(
      <SiteHarness api={{ "/api/menu": { pending: true } }}>
        <Header />
      </SiteHarness>,
    );
    const nav = await screen.findByRole("navigation", { name: "Menú" });
    expect(nav).toHaveAttribute("aria-busy", "true");
  });

  it("builds the menu from the API's categories with their sub-menus", async () => {
    render(
      <SiteHarness>
        <Header />
      </SiteHarness>,
    );
    const nav = await screen.findByRole("navigation", { name: "Menú" });
    expect(await within(nav).findByRole("link", { name: "Salud" })).toHaveAttribute(
      "href",
      "/Comparar",
    );
    expect(within(nav).getByRole("link", { name: "Medicina Prepagada" })).toHaveAttribute(
      "href",
      "/Comparar/Medicina-Prepagada",
    );
    expect(nav).not.toHaveAttribute("aria-busy");
  });

  it("says 'Ups! algo salió mal' when the menu cannot be loaded", async () => {
    render(
      <SiteHarness api={{ "/api/menu": { status: 404, body: { error: "Ruta no encontrada" } } }}>
        <Header />
      </SiteHarness>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Ups! algo salió mal");
  });
});
