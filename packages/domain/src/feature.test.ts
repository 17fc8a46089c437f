import { describe, expect, it } from "vitest";
import { featureListSchema } from "./feature";

describe("featureListSchema", () => {
  it("parses features with a name, keeping unknown fields", () => {
    const parsed = featureListSchema.parse([
      { id: 1, name: "Telemedicina", value: true, group: "digital" },
      { name: "Cobertura dental" },
    ]);
    expect(parsed.map((feature) => feature.name)).toEqual(["Telemedicina", "Cobertura dental"]);
    expect(parsed[0]).toMatchObject({ group: "digital" });
  });

  it("refuses a feature without name", () => {
    const result = featureListSchema.safeParse([{ name: "A" }, { id: 2 }]);
    expect(result.error?.issues[0]?.path).toEqual([1, "name"]);
  });
});
