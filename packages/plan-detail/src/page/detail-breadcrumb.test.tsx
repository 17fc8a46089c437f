import type { ProductItem } from "@qs/domain/product";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { breadcrumbItems, DetailBreadcrumb } from "./detail-breadcrumb";

const product = {
  displayName: "Andinos Salud Élite",
  url: "Andinos-Salud-Elite",
  organization: { displayName: "Seguros Andinos", metadata: { url: "Seguros-Andinos" } },
} as Parameters<typeof breadcrumbItems>[1];

describe("breadcrumb", () => {
  it("names the plan and its insurer, and other segments as the page's language words them", () => {
    const english = (segment: string) =>
      ({ Seguros: "Insurance", "Medicina-Prepagada": "Prepaid-Medicine" })[segment] ?? segment;
    expect(
      breadcrumbItems(
        "/Medicina-Prepagada/Seguros-Andinos/Andinos-Salud-Elite",
        product,
        null,
        english,
      ),
    ).toEqual([
      { label: "Prepaid Medicine", href: null },
      { label: "Seguros Andinos", href: null },
      { label: "Andinos Salud Élite", href: null },
    ]);
  });

  it("keeps the Spanish segment without a translation, and links the plan under a tab", () => {
    expect(
      breadcrumbItems("/Seguros/Seguros-Andinos/Andinos-Salud-Elite", product, {
        title: "Coberturas",
        url: "Coberturas",
      }).map((item) => item.label),
    ).toEqual(["Seguros", "Seguros Andinos", "Andinos Salud Élite", "Coberturas"]);
  });

  it("translates the site's own segments on an English page", async () => {
    render(
      <SiteHarness language="en">
        <DetailBreadcrumb
          insurancePath="/Seguros/Seguros-Andinos/Andinos-Salud-Elite"
          product={product as ProductItem}
          tab={null}
        />
      </SiteHarness>,
    );
    const nav = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(nav).toHaveTextContent("Home / Insurance / Seguros Andinos / Andinos Salud Élite");
  });
});
