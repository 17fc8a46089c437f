import { describe, expect, it } from "vitest";
import { parseCountry, qpVersionHeaderSchema } from "./request-headers";

describe("parseCountry", () => {
  it("reads the four codes in any case", () => {
    expect(parseCountry("CL")).toEqual({ id: 1, code: "CL" });
    expect(parseCountry("pe")).toEqual({ id: 2, code: "PE" });
    expect(parseCountry(" Co ")).toEqual({ id: 3, code: "CO" });
    expect(parseCountry("int")).toEqual({ id: 4, code: "INT" });
  });

  it("reads the ids 1 to 4 and nothing beyond", () => {
    expect(parseCountry("1")?.code).toBe("CL");
    expect(parseCountry("4")?.code).toBe("INT");
    expect(parseCountry("0")).toBeNull();
    expect(parseCountry("5")).toBeNull();
  });

  it("gives null for a missing or unknown value", () => {
    expect(parseCountry(undefined)).toBeNull();
    expect(parseCountry("")).toBeNull();
    expect(parseCountry("AR")).toBeNull();
  });
});

describe("header schemas", () => {
  it("requires a non-blank x-qpversion", () => {
    expect(qpVersionHeaderSchema.safeParse("  ").error?.issues[0]?.message).toBe(
      "Encabezado x-qpversion requerido",
    );
    expect(qpVersionHeaderSchema.parse(" 2.3.1 ")).toBe("2.3.1");
  });
});
