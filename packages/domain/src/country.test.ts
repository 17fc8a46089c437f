import { describe, expect, it } from "vitest";
import { z } from "zod";
import { countrySchema } from "./country";

describe("a list of countrySchema", () => {
  it("parses countries, with or without dialling code and nationality", () => {
    const parsed = z.array(countrySchema).parse([
      {
        id: 1,
        name: "Chile",
        code: "CL",
        image: "cl.svg",
        dialingCode: "+56",
        lang: "es",
        nationality: "Chilena",
      },
      { id: 4, name: "Internacional", code: "INT" },
      { id: 76, name: "Brasil", code: "BR", dialingCode: "+55", lang: "pt", continent: "América" },
    ]);
    expect(parsed.map((country) => country.code)).toEqual(["CL", "INT", "BR"]);
    expect(parsed[2]).toMatchObject({ continent: "América" });
  });

  it("refuses a dialling code without '+'", () => {
    const result = z
      .array(countrySchema)
      .safeParse([{ id: 3, name: "Colombia", code: "CO", dialingCode: "57" }]);
    expect(result.error?.issues[0]?.path).toEqual([0, "dialingCode"]);
  });
});
