import { describe, expect, it } from "vitest";
import { collectiveCost, collectiveCostView, collectiveEmployees } from "./collective-cost";

describe("collectiveCost", () => {
  it("splits a per-employee price by the employer percentage, per employee and in total", () => {
    expect(
      collectiveCost({
        price: 100000,
        basis: "perEmployee",
        employees: 10,
        employerPercentage: 60,
      }),
    ).toEqual({
      employees: 10,
      perEmployee: { cost: 100000, company: 60000, worker: 40000 },
      total: { cost: 1000000, company: 600000, worker: 400000 },
    });
  });

  it("reads a company total and derives the per-employee cost", () => {
    const cost = collectiveCost({
      price: 1000000,
      basis: "total",
      employees: 8,
      employerPercentage: 25,
    });
    expect(cost?.perEmployee).toEqual({ cost: 125000, company: 31250, worker: 93750 });
    expect(cost?.total).toEqual({ cost: 1000000, company: 250000, worker: 750000 });
  });

  it("at 0 percent the worker pays everything, at 100 percent the company does", () => {
    const none = collectiveCost({
      price: 5000,
      basis: "perEmployee",
      employees: 2,
      employerPercentage: 0,
    });
    const all = collectiveCost({
      price: 5000,
      basis: "perEmployee",
      employees: 2,
      employerPercentage: 100,
    });
    expect(none?.total).toEqual({ cost: 10000, company: 0, worker: 10000 });
    expect(all?.total).toEqual({ cost: 10000, company: 10000, worker: 0 });
  });

  it("holds a percentage outside 0-100 to the nearest bound", () => {
    const over = collectiveCost({
      price: 5000,
      basis: "perEmployee",
      employees: 1,
      employerPercentage: 130,
    });
    const under = collectiveCost({
      price: 5000,
      basis: "perEmployee",
      employees: 1,
      employerPercentage: -5,
    });
    expect(over?.perEmployee.company).toBe(5000);
    expect(under?.perEmployee.company).toBe(0);
  });

  it("reads an employee count with thousand separators", () => {
    expect(
      collectiveCost({
        price: 10,
        basis: "perEmployee",
        employees: "1.200",
        employerPercentage: 50,
      })?.total.cost,
    ).toBe(12000);
  });

  it("is null without a positive whole employee count", () => {
    for (const employees of [0, "", null, "diez", 2.5]) {
      expect(
        collectiveCost({ price: 10, basis: "perEmployee", employees, employerPercentage: 50 }),
      ).toBeNull();
    }
  });
});

describe("collectiveCostView", () => {
  const cost = collectiveCost({
    price: 100000,
    basis: "perEmployee",
    employees: 10,
    employerPercentage: 60,
  });

  it("per employee shows the per-employee figures with ' p/empl'", () => {
    expect(cost && collectiveCostView(cost, "perEmployee")).toEqual({
      cost: 100000,
      company: 60000,
      worker: 40000,
      basis: "perEmployee",
      suffix: " p/empl",
    });
  });

  it("in total shows the company figures with ' Total'", () => {
    expect(cost && collectiveCostView(cost, "total")).toMatchObject({
      cost: 1000000,
      company: 600000,
      suffix: " Total",
    });
  });
});

describe("collectiveEmployees", () => {
  it("takes colectivo.cantidadempleados first", () => {
    expect(
      collectiveEmployees({ colectivo: { cantidadempleados: 25 }, cantidadempleados: 4 }),
    ).toBe(25);
  });

  it("then the top-level cantidadempleados", () => {
    expect(collectiveEmployees({ colectivo: {}, cantidadempleados: "1.500" })).toBe(1500);
  });

  it("then adds up the workers of every group", () => {
    expect(
      collectiveEmployees({
        colectivos: [{ cantidadDeTrabajadores: 12 }, { cantidadDeTrabajadores: "8" }],
      }),
    ).toBe(20);
  });

  it("is null when no count is given", () => {
    expect(collectiveEmployees({})).toBeNull();
    expect(collectiveEmployees({ colectivos: [{ cantidadDeTrabajadores: "" }] })).toBeNull();
  });
});
