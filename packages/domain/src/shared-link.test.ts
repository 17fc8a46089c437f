import { describe, expect, it } from "vitest";
import { sharedInsuranceRequestSchema, sharedInsuranceUpdateSchema } from "./shared-link";

const request = {
  url: "https://queseguro.example.com/Comparar/EPS?organizationIds=1,2",
  decodedProfile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 40 }] },
};

describe("sharedInsuranceRequestSchema", () => {
  it("parses the address and the profile", () => {
    expect(sharedInsuranceRequestSchema.parse(request).decodedProfile?.cotizante?.[0]?.edad).toBe(
      40,
    );
  });

  it("refuses a profile with an invalid person", () => {
    const result = sharedInsuranceRequestSchema.safeParse({
      ...request,
      decodedProfile: { cotizante: [{ edad: "cuarenta" }] },
    });
    expect(result.error?.issues[0]?.path).toEqual(["decodedProfile", "cotizante", 0, "edad"]);
  });

  it("an update also needs the shared link", () => {
    expect(sharedInsuranceUpdateSchema.safeParse(request).error?.issues[0]?.path).toEqual([
      "sharedLink",
    ]);
    expect(sharedInsuranceUpdateSchema.safeParse({ ...request, sharedLink: "aB3xZ" }).success).toBe(
      true,
    );
  });
});
