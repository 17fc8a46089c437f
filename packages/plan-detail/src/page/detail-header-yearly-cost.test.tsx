import type { ProfilePrice } from "@qs/domain/profile-price";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { DetailHeader } from "./detail-header";

/** The default person's price of the plan, with its estimated yearly cost. */
const priced: ProfilePrice = {
  total: { profilesWithPrice: 1, profilesEvaluated: 1, arePricesDefined: true, minPrice: 120000 },
  profiles: [{ method: "PriceTable", profile: 0, person: { edad: 25 }, price: 120000 }],
  yearlyCost: {
    currency: "COP",
    monthlyPremium: 120000,
    premiums: 1440000,
    outOfPocket: 510000,
    total: 1950000,
    lines: [
      {
        service: "consultation",
        expectedUses: 3,
        unitCost: 90000,
        coveredShare: 0.8,
        copay: 20000,
        capped: false,
        outOfPocket: 114000,
        basis: "plan",
      },
      {
        service: "exam",
        expectedUses: 3,
        unitCost: 70000,
        coveredShare: null,
        copay: null,
        capped: false,
        outOfPocket: 210000,
        basis: "noData",
      },
      {
        service: "hospitalisation",
        expectedUses: 0.06,
        unitCost: 15000000,
        coveredShare: 0.8,
        copay: null,
        capped: false,
        outOfPocket: 186000,
        basis: "plan",
      },
    ],
    assumptions: {
      version: "2026-11",
      bands: [
        {
          ageMin: 18,
          ageMax: 39,
          consultations: 3,
          exams: 3,
          hospitalisationProbability: 0.06,
          persons: 1,
        },
      ],
      unitCosts: { consultation: 90000, exam: 70000, hospitalisation: 15000000 },
      ufValue: null,
    },
  },
};

describe("detail header: the estimated yearly cost", () => {
  it("shows the plan's yearly cost and what it assumes beside the price, from the same answer", async () => {
    const asked: URL[] = [];
    render(
      <SiteHarness>
        <DetailHarness
          api={(url) => {
            if (!url.pathname.endsWith("/calculatePrice")) return undefined;
            asked.push(url);
            return { body: { data: priced, metadata: { demo: true } } };
          }}
        >
          <DetailHeader product={sampleDetailProduct} />
        </DetailHarness>
      </SiteHarness>,
    );
    const block = await screen.findByRole("region", { name: "Costo anual estimado" });
    expect(within(block).getByText("$1.950.000")).toBeInTheDocument();
    expect(
      within(block).getByText("Primas $1.440.000 + gastos de bolsillo esperados $510.000"),
    ).toBeInTheDocument();
    expect(
      within(block).getByText(/Sin tu perfil lo calculamos para una persona de 25 años/),
    ).toBeInTheDocument();
    expect(
      within(block).getByText(
        "El plan no informa cobertura de exámenes: la contamos a costo completo.",
      ),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
