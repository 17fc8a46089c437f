import { describe, expect, it } from "vitest";
import { parseIdList } from "./parse-id-list";

describe("parseIdList", () => {
  it("parses comma-separated ids as integers", () => {
    expect(parseIdList("1,2,3")).toEqual([1, 2, 3]);
    expect(parseIdList(" 10 , 20 ")).toEqual([10, 20]);
  });

  it("parses a single id", () => {
    expect(parseIdList("246")).toEqual([246]);
  });

  it("drops empty, negative and non-integer entries", () => {
    expect(parseIdList("1,,x,2.5,-4,3")).toEqual([1, 3]);
  });

  it("gives an empty list for nothing", () => {
    expect(parseIdList("")).toEqual([]);
    expect(parseIdList(null)).toEqual([]);
  });

  it("joins repeated parameters", () => {
    expect(parseIdList(["1,2", "3"])).toEqual([1, 2, 3]);
  });
});
