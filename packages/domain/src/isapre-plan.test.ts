import { describe, expect, it } from "vitest";
import { healthPlanRows, isIsaprePlan, ufAmountLabel } from "./isapre-plan";

describe("Isapre plans", () => {
  it("are the products of an organization of type ISAPRE", () => {
    expect(isIsaprePlan({ organization: { type: "ISAPRE" } })).toBe(true);
    expect(isIsaprePlan({ organization: { type: "ASEG" } })).toBe(false);
    expect(isIsaprePlan({ organization: null })).toBe(false);
    expect(isIsaprePlan({})).toBe(false);
  });
});

describe("health-plan display", () => {
  it("names the states 'Si Comer.' (Comercializable) and 'No Comer.' (No comercializable)", () => {
    expect(healthPlanRows({ codigoplan: "", estadoplan: "Si Comer." })).toEqual([
      { field: "estadoplan", value: { kind: "state", sold: true }, tone: "positive" },
    ]);
    expect(healthPlanRows({ codigoplan: "", estadoplan: "No Comer." })).toEqual([
      { field: "estadoplan", value: { kind: "state", sold: false }, tone: "negative" },
    ]);
  });

  it("writes tops in UF for the locale; a top of 0 is kept for 'Sin tope'", () => {
    expect(ufAmountLabel(5000, "es-CL")).toBe("5.000 UF");
    expect(ufAmountLabel(2500.5, "es-CL")).toBe("2.500,50 UF");
    expect(ufAmountLabel(2500.5, "en")).toBe("2,500.50 UF");
    expect(healthPlanRows({ codigoplan: "", topeanual: 0 })).toEqual([
      { field: "topeanual", value: { kind: "annualTop", uf: 0 } },
    ]);
  });

  it("lists the plan's fields in order, with their display states", () => {
    const rows = healthPlanRows({
      codigoplan: "13-SF1097-24",
      lineaplan: "Línea Preferente",
      modalidadplan: "libre_eleccion",
      amplitudcobertura: "Nacional",
      topeanual: 0,
      prestacionesrest: [1, 3],
      fechainicio: "2025-02-01",
      estadoplan: "No Comer.",
    });
    expect(rows).toEqual([
      { field: "estadoplan", value: { kind: "state", sold: false }, tone: "negative" },
      { field: "codigoplan", value: { kind: "text", text: "13-SF1097-24" } },
      { field: "lineaplan", value: { kind: "text", text: "Línea Preferente" } },
      { field: "modalidadplan", value: { kind: "modality", modality: "libre_eleccion" } },
      { field: "amplitudcobertura", value: { kind: "text", text: "Nacional" } },
      { field: "topeanual", value: { kind: "annualTop", uf: 0 } },
      { field: "prestacionesrest", value: { kind: "restrictions", codes: [1, 3] } },
      { field: "fechainicio", value: { kind: "day", day: "01-02-2025" } },
    ]);
  });

  it("keeps a modality without a name as the plan gives it", () => {
    expect(healthPlanRows({ codigoplan: "", modalidadplan: "mixta" })).toEqual([
      { field: "modalidadplan", value: { kind: "text", text: "mixta" } },
    ]);
  });

  it("leaves out the fields a plan does not give", () => {
    expect(healthPlanRows({ codigoplan: "X", estadoplan: "Si Comer.", lineaplan: " " })).toEqual([
      { field: "estadoplan", value: { kind: "state", sold: true }, tone: "positive" },
      { field: "codigoplan", value: { kind: "text", text: "X" } },
    ]);
  });
});
