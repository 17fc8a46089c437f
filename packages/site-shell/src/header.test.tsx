import { SiteHarness } from "@qs/test-support/site-harness";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header, pageNavigation, selectableLanguages } from "./header";

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

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
      "/Portal-Clientes",
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

  it("offers the listed languages and the page's own, in the product's order", () => {
    expect(selectableLanguages({ listedLanguages: ["es"] }, "es")).toEqual(["es"]);
    expect(selectableLanguages({ listedLanguages: ["es"] }, "en")).toEqual(["es", "en"]);
    expect(selectableLanguages({ listedLanguages: ["en", "es"] }, "pt")).toEqual([
      "es",
      "en",
      "pt",
    ]);
  });

  it("shows the page's language on an English page, each name written in its language", async () => {
    render(
      <SiteHarness language="en">
        <Header />
      </SiteHarness>,
    );
    const select = await screen.findByRole("combobox", { name: "Language" });
    expect(select).toHaveValue("en");
    const options = within(select).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Español", "English"]);
    expect(options[0]).toHaveAttribute("lang", "es");
    expect(options[1]).not.toHaveAttribute("lang");
    expect(screen.getByRole("link", { name: "QueSeguro Colombia, Home" })).toBeInTheDocument();
  });

  it("opens the same page under the chosen language's address", async () => {
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    window.history.replaceState(null, "", "/en/Compare/Health-Policies?page=2#filtros");
    render(
      <SiteHarness language="en">
        <Header />
      </SiteHarness>,
    );
    fireEvent.change(await screen.findByRole("combobox", { name: "Language" }), {
      target: { value: "es" },
    });
    expect(assign).toHaveBeenCalledWith("/Comparar/Polizas-de-Salud?page=2#filtros");
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

  it("follows site paths through the router and leaves other addresses as plain links", async () => {
    render(
      <SiteHarness
        api={{
          "/api/menu": {
            body: {
              data: [
                { label: "Salud", url: "/Comparar" },
                { label: "Blog", url: "https://blog.queseguro.co/" },
              ],
              metadata: { demo: true },
            },
          },
        }}
      >
        <Header />
      </SiteHarness>,
    );
    const nav = await screen.findByRole("navigation", { name: "Menú" });
    const site = await within(nav).findByRole("link", { name: "Salud" });
    const external = within(nav).getByRole("link", { name: "Blog" });
    expect(external).toHaveAttribute("href", "https://blog.queseguro.co/");
    // fireEvent.click answers false when the click's default (a full page load) was prevented.
    expect(fireEvent.click(site)).toBe(false);
    expect(fireEvent.click(external)).toBe(true);
  });

  it("folds the menu behind a 'Menú' button that a followed link closes again", async () => {
    render(
      <SiteHarness>
        <Header />
      </SiteHarness>,
    );
    const toggle = await screen.findByRole("button", { name: "Menú" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("banner")).toHaveClass("qs-header--menu-open");
    const nav = screen.getByRole("navigation", { name: "Menú" });
    fireEvent.click(await within(nav).findByRole("link", { name: "Salud" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
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
