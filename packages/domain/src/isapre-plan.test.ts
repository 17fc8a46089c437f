import { describe, expect, it } from "vitest";
import {
  annualTopLabel,
  healthPlanRows,
  isIsaprePlan,
  NO_ANNUAL_TOP_TEXT,
  planStateLabel,
} from "./isapre-plan";

describe("Isapre plans", () => {
  it("are the products of an organization of type ISAPRE", () => {
    expect(isIsaprePlan({ organization: { type: "ISAPRE" } })).toBe(true);
    expect(isIsaprePlan({ organization: { type: "ASEG" } })).toBe(false);
    expect(isIsaprePlan({ organization: null })).toBe(false);
    expect(isIsaprePlan({})).toBe(false);
  });
});

describe("health-plan display", () => {
  it("shows 'Si Comer.' as Comercializable and 'No Comer.' as No comercializable", () => {
    expect(planStateLabel("Si Comer.")).toBe("Comercializable");
    expect(planStateLabel("No Comer.")).toBe("No comercializable");
    expect(planStateLabel(" Si Comer. ")).toBe("Comercializable");
    expect(planStateLabel("Otro")).toBe("Otro");
  });

  it("shows an annual top of 0 as 'Sin tope' and other tops in UF", () => {
    expect(NO_ANNUAL_TOP_TEXT).toBe("Sin tope");
    expect(annualTopLabel(0, "es-CL")).toBe("Sin tope");
    expect(annualTopLabel(5000, "es-CL")).toBe("5.000 UF");
    expect(annualTopLabel(2500.5, "es-CL")).toBe("2.500,50 UF");
  });

  it("lists the plan's fields in order, with their display states", () => {
    const rows = healthPlanRows(
      {
        codigoplan: "13-SF1097-24",
        lineaplan: "Línea Preferente",
        modalidadplan: "libre_eleccion",
        amplitudcobertura: "Nacional",
        topeanual: 0,
        prestacionesrest: [1, 3],
        fechainicio: "2025-02-01",
        estadoplan: "No Comer.",
      },
      "es-CL",
    );
    expect(rows).toEqual([
      { field: "estadoplan", text: "No comercializable", tone: "negative" },
      { field: "codigoplan", text: "13-SF1097-24" },
      { field: "lineaplan", text: "Línea Preferente" },
      { field: "modalidadplan", text: "Libre elección" },
      { field: "amplitudcobertura", text: "Nacional" },
      { field: "topeanual", text: "Sin tope" },
      {
        field: "prestacionesrest",
        text: "Parto, neonatología y obstetricia; Cirugía bariátrica",
      },
      { field: "fechainicio", text: "01-02-2025" },
    ]);
  });

  it("leaves out the fields a plan does not give", () => {
    expect(
      healthPlanRows({ codigoplan: "X", estadoplan: "Si Comer.", lineaplan: " " }, "es-CL"),
    ).toEqual([
      { field: "estadoplan", text: "Comercializable", tone: "positive" },
      { field: "codigoplan", text: "X" },
    ]);
  });
});
