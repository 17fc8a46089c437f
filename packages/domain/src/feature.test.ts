import { describe, expect, it } from "vitest";
import { z } from "zod";
import { featureSchema } from "./feature";

describe("a list of featureSchema", () => {
  it("parses features with a name, keeping unknown fields", () => {
    const parsed = z
      .array(featureSchema)
      .parse([
        { id: 1, name: "Telemedicina", value: true, group: "digital" },
        { name: "Cobertura dental" },
      ]);
    expect(parsed.map((feature) => feature.name)).toEqual(["Telemedicina", "Cobertura dental"]);
    expect(parsed[0]).toMatchObject({ group: "digital" });
  });

  it("refuses a feature without name", () => {
    const result = z.array(featureSchema).safeParse([{ name: "A" }, { id: 2 }]);
    expect(result.error?.issues[0]?.path).toEqual([1, "name"]);
  });
});
