import { describe, expect, it } from "vitest";
import { insuranceTypeSchema } from "./insurance-type";

const prepaid = {
  id: 7,
  name: "MEDICINA PREPAGADA",
  displayName: "Medicina Prepagada",
  description: "Planes de medicina prepagada",
  color: "#0055aa",
  url: "Medicina-Prepagada",
  upperType: { name: "SALUD", displayName: "Salud" },
};

describe("insuranceTypeSchema", () => {
  it("parses a category with its upper type and keeps unknown fields", () => {
    expect(insuranceTypeSchema.parse({ ...prepaid, order: 2 })).toEqual({ ...prepaid, order: 2 });
  });

  it("accepts a category without the optional fields", () => {
    expect(
      insuranceTypeSchema.safeParse({ id: 246, name: "SEGURO_MASCOTAS", displayName: "Mascotas" })
        .success,
    ).toBe(true);
  });

  it("refuses an upper type without name", () => {
    const result = insuranceTypeSchema.safeParse({
      ...prepaid,
      upperType: { displayName: "Salud" },
    });
    expect(result.error?.issues[0]?.path).toEqual(["upperType", "name"]);
  });
});
