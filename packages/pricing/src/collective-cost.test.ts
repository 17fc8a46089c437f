import { describe, expect, it } from "vitest";
import { collectiveEmployees } from "./collective-cost";

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
