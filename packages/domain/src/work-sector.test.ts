import { describe, expect, it } from "vitest";
import { z } from "zod";
import { workSectorTypeSchema } from "./work-sector";

describe("a list of workSectorTypeSchema", () => {
  it("parses sector types with their sectors", () => {
    const parsed = z.array(workSectorTypeSchema).parse([
      {
        id: 1,
        displayName: "Construcción",
        workSectors: [
          { code: "F41", displayName: "Construcción de edificios" },
          { code: 42, displayName: "Obras de ingeniería civil" },
        ],
      },
      { id: 2, displayName: "Minería" },
    ]);
    expect(parsed[0]?.workSectors).toHaveLength(2);
    expect(parsed[1]?.workSectors).toEqual([]);
  });

  it("refuses a sector without displayName", () => {
    const result = z
      .array(workSectorTypeSchema)
      .safeParse([{ id: 1, displayName: "A", workSectors: [{ code: "X" }] }]);
    expect(result.error?.issues[0]?.path).toEqual([0, "workSectors", 0, "displayName"]);
  });
});
