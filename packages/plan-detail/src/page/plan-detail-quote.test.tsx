import { SiteHarness } from "@qs/test-support/site-harness";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DetailHarness, fakePdfLoader, sampleDetailProduct } from "../testing/detail-harness";
import { PlanDetail } from "./plan-detail";

const path = "/Seguros/Seguros-Andinos/Salud-Esencial";

describe("the plan's data date and quote", () => {
  it("shows 'Datos actualizados el' in the header and asks the API for the plan's quote", async () => {
    const asked: URL[] = [];
    render(
      <SiteHarness initialPath={path}>
        <DetailHarness
          api={(url) => {
            if (url.pathname !== "/api/quotes") return undefined;
            asked.push(url);
            // Not a PDF: the page says the quote failed rather than saving it.
            return { status: 200, body: { data: null } };
          }}
        >
          <PlanDetail
            product={{ ...sampleDetailProduct, updatedAt: "2026-11-24T15:30:00.000Z" }}
            insurancePath={path}
            segment={null}
            pdfLoader={fakePdfLoader(2)}
            mobile={false}
          />
        </DetailHarness>
      </SiteHarness>,
    );
    const article = within(await screen.findByRole("article"));
    const header = within(article.getByRole("banner"));
    expect(header.getByText("Datos actualizados el 24 de noviembre de 2026")).toBeInTheDocument();
    fireEvent.click(article.getByRole("button", { name: "Descargar cotización" }));
    expect(await article.findByRole("alert")).toHaveTextContent(
      "No pudimos generar tu cotización. Inténtalo nuevamente.",
    );
    expect(asked).toHaveLength(1);
  });
});
