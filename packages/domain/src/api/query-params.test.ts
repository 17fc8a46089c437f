import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ID_LIST_MESSAGE,
  idPathParamSchema,
  labelLanguageQuerySchema,
  MAX_ID,
  strictIdListParamSchema,
} from "./query-params";

describe("strictIdListParamSchema", () => {
  it("splits comma-separated integers, spaces and empty parts ignored", () => {
    expect(strictIdListParamSchema.parse(" 1, 2,,3 ")).toEqual([1, 2, 3]);
    expect(strictIdListParamSchema.parse("")).toEqual([]);
  });

  it("refuses a part that is not an integer or lies outside the database's range", () => {
    for (const value of ["1,x", "1.5", `${MAX_ID + 1}`, "99999999999999"]) {
      expect(strictIdListParamSchema.safeParse(value).error?.issues[0]?.message).toBe(
        ID_LIST_MESSAGE,
      );
    }
    expect(strictIdListParamSchema.parse(`${MAX_ID}`)).toEqual([MAX_ID]);
  });
});

describe("idPathParamSchema", () => {
  it("accepts 1 to MAX_ID and refuses 0, fractions and larger values", () => {
    expect(idPathParamSchema.parse("1")).toBe(1);
    expect(idPathParamSchema.parse(`${MAX_ID}`)).toBe(MAX_ID);
    for (const value of ["0", "1.5", `${MAX_ID + 1}`, "abc"]) {
      expect(idPathParamSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe("labelLanguageQuerySchema", () => {
  const schema = labelLanguageQuerySchema("the menu entries");

  it("takes es, en or pt, Spanish when absent, and drops other parameters", () => {
    expect(schema.parse({ lang: "en" })).toEqual({ lang: "en" });
    expect(schema.parse({ lang: "pt", country: "CO" })).toEqual({ lang: "pt" });
    expect(schema.parse({})).toEqual({ lang: "es" });
  });

  it("refuses any other language", () => {
    for (const lang of ["xx", "EN", "", "en-US"]) {
      expect(schema.safeParse({ lang }).success, lang).toBe(false);
    }
  });

  it("describes the parameter with the labels it applies to", () => {
    const json = z.toJSONSchema(schema, { io: "input" }) as unknown as {
      properties: { lang: { description?: string; enum?: string[] } };
    };
    expect(json.properties.lang.description).toContain("Language of the menu entries");
    expect(json.properties.lang.enum).toEqual(["es", "en", "pt"]);
  });
});
