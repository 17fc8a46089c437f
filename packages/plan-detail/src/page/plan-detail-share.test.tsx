import { SiteHarness } from "@qs/test-support/site-harness";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DetailHarness, fakePdfLoader, sampleDetailProduct } from "../testing/detail-harness";
import { PlanDetail } from "./plan-detail";

const CODE = "Xk3vQ9aLm2Pz7Rt5Wc8YbQ";
const path = "/Seguros/Seguros-Andinos/Salud-Esencial";

describe("sharing the plan", () => {
  it("'Compartir' under the header stores a short link; a refused clipboard shows it", async () => {
    // jsdom has no clipboard: the link is shown to copy by hand.
    render(
      <SiteHarness initialPath={path}>
        <DetailHarness
          api={(url) =>
            url.pathname === "/api/buscarplanes/sharedinsurance"
              ? {
                  status: 201,
                  body: {
                    data: {
                      code: CODE,
                      shortPath: `/url/${CODE}`,
                      editToken: `${"e".repeat(21)}_-${"T".repeat(20)}`,
                    },
                    metadata: { demo: true },
                  },
                }
              : undefined
          }
        >
          <PlanDetail
            product={sampleDetailProduct}
            insurancePath={path}
            segment={null}
            pdfLoader={fakePdfLoader(2)}
            mobile={false}
          />
        </DetailHarness>
      </SiteHarness>,
    );
    const article = within(await screen.findByRole("article"));
    fireEvent.click(article.getByRole("button", { name: "Compartir" }));
    expect(await screen.findByRole("textbox", { name: "Enlace para compartir" })).toHaveValue(
      `${window.location.origin}/url/${CODE}`,
    );
  });
});
