import {
  isapreAnswerSchema,
  planBenefitsAnswerSchema,
  planFactorsAnswerSchema,
  planFeesAnswerSchema,
  planInfoAnswerSchema,
} from "@qs/domain/isapre-plan-data";
import { priceFromFactors } from "@qs/domain/isapre-plan-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * Chile's plan data over the demo catalogue: the factor table the plan's prices come from, the
 * benefits with their coverage, the fee schedule with what the plan pays, the plan's sheet and
 * the Isapre.
 */
describe.each(databaseTargets("demo"))("Chile's Isapre plan data on $name", (target) => {
  let h: Harness;
  let planId: number;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 100_000 });
    const res = await h.get("/api/compare/products?organizationTypes=ISAPRE", {
      "X-Country": "CL",
    });
    planId = ((await res.json()) as { items: Array<{ id: number }> }).items[0]?.id as number;
  });
  afterAll(async () => {
    await h?.close();
  });

  const data = async (path: string, country = "CL") => {
    const res = await h.get(path, { "X-Country": country });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()).data;
  };

  it("answers the factor table its prices come from: base price times the factor, plus GES", async () => {
    const table = planFactorsAnswerSchema.parse(
      await data(`/api/infoplanes/factores?producto=${planId}`),
    );
    expect(table.factors.map((band) => [band.ageMin, band.ageMax])).toEqual([
      [0, 19],
      [20, 24],
      [25, 34],
      [35, 44],
      [45, 54],
      [55, 64],
      [65, 99],
    ]);
    const price = await h.send(
      "POST",
      `/api/insurance/${planId}/calculatePrice`,
      { profile: { ingresodatos: true, cotizante: [{ edad: 40, sexo: "Femenino" }] } },
      { "X-Country": "CL" },
    );
    const priced = (await price.json()).data as { profiles: Array<{ price?: number | null }> };
    // The engine's price of a 40-year-old policyholder is the table's (less any offer).
    const fromTable = priceFromFactors(table, 40, "policyholder");
    expect(fromTable).not.toBeNull();
    expect(priced.profiles[0]?.price).toBeCloseTo(fromTable ?? 0, 1);
  });

  it("answers the benefits with both modalities, and the fees with what the plan pays by free choice", async () => {
    const { benefits } = planBenefitsAnswerSchema.parse(
      await data(`/api/infoplanes/prestaciones?producto=${planId}`),
    );
    expect(new Set(benefits.map((benefit) => benefit.group))).toEqual(
      new Set(["hospitalaria", "ambulatoria", "urgencia", "parto"]),
    );
    const fees = planFeesAnswerSchema.parse(
      await data(`/api/infoplanes/aranceles?producto=${planId}`),
    );
    expect(fees.ufValue).toBeGreaterThan(30_000);
    for (const fee of fees.fees) {
      const cover = benefits.find((benefit) => benefit.code === fee.benefitCode)?.freeChoice;
      expect(cover).toBeDefined();
      const share = Math.round((fee.feeClp * (cover?.percent ?? 0)) / 100);
      const cap = cover?.capUf == null ? Infinity : Math.round(cover.capUf * fees.ufValue);
      expect(fee.paidClp).toBe(Math.min(share, cap));
      expect(fee.paidClp + fee.copayClp).toBe(fee.feeClp);
    }
    // The cap of a surgery's fees bites: the plan pays less than its share.
    const surgery = fees.fees.find((fee) => fee.code === "1802081");
    const surgeryCover = benefits.find((benefit) => benefit.code === surgery?.benefitCode);
    expect(surgery?.paidClp).toBeLessThan(
      Math.round(((surgery?.feeClp ?? 0) * (surgeryCover?.freeChoice.percent ?? 0)) / 100),
    );
  });

  it("answers the plan's sheet and its Isapre, with the Isapre's yearly adjustments", async () => {
    const info = planInfoAnswerSchema.parse(
      await data(`/api/infoplanes/infoplan?producto=${planId}`),
    );
    expect(info.healthPlan?.codigoplan).toBeTruthy();
    expect(info.isapre.open).toBe(true);
    const isapre = isapreAnswerSchema.parse(await data(`/api/isapres/${info.isapre.code}`));
    expect(isapre.name).toBe(info.isapre.name);
    expect(isapre.baseAdjustments.length).toBeGreaterThan(0);
    expect(isapre.adjustmentSource).toContain("Superintendencia de Salud");
    expect(isapre.organization?.displayName).toBeTruthy();
    const closed = isapreAnswerSchema.parse(await data("/api/isapres/62"));
    expect(closed.open).toBe(false);
    expect(closed.organization).toBeNull();
  });

  it("refuses another country's plan, a plan that is no Isapre's, an unknown Isapre and bad ids, in Spanish", async () => {
    const foreign = await h.get(`/api/infoplanes/prestaciones?producto=${planId}`, {
      "X-Country": "CO",
    });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe("Producto no encontrado");
    const co = await h.get("/api/compare/products?organizationTypes=ASEG", { "X-Country": "CO" });
    const coId = ((await co.json()) as { items: Array<{ id: number }> }).items[0]?.id;
    expect(
      (await h.get(`/api/infoplanes/factores?producto=${coId}`, { "X-Country": "CO" })).status,
    ).toBe(404);
    const unknown = await h.get("/api/isapres/12345", { "X-Country": "CL" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe("Isapre no encontrada");
    for (const bad of ["producto=abc", "producto=-1", "producto=", ""]) {
      const res = await h.get(`/api/infoplanes/aranceles?${bad}`, { "X-Country": "CL" });
      expect(res.status, bad).toBe(400);
    }
  });
});
