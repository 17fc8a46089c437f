import { describe, expect, it } from "vitest";
import {
  sharedInsuranceRequestSchema,
  sharedInsuranceUpdateSchema,
  sharedLinkSchema,
  sharedSessionQuerySchema,
} from "./shared-link";

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

describe("sharedLinkSchema", () => {
  it("parses a stored link and keeps unknown fields", () => {
    expect(sharedLinkSchema.parse({ ...request, code: "aB3xZ", hits: 4 })).toMatchObject({
      code: "aB3xZ",
      hits: 4,
    });
  });
});

describe("sharedSessionQuerySchema", () => {
  it("reads skipLanding=true as a boolean", () => {
    expect(sharedSessionQuerySchema.parse({ code: "abc", skipLanding: "true" }).skipLanding).toBe(
      true,
    );
    expect(sharedSessionQuerySchema.parse({ code: "abc", skipLanding: "false" }).skipLanding).toBe(
      false,
    );
    expect(
      sharedSessionQuerySchema.safeParse({ skipLanding: "true" }).error?.issues[0]?.path,
    ).toEqual(["code"]);
  });
});
