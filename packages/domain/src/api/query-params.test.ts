import { describe, expect, it } from "vitest";
import {
  ID_LIST_MESSAGE,
  idPathParamSchema,
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
