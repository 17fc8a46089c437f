import { describe, expect, it } from "vitest";
import { additionalInsuranceRequestSchema, contactRequestSchema, planRequestSchema } from "./lead";
import { leadAttributionListSchema } from "./lead-attribution";

const planRequest = {
  nombre: "María José Núñez-Rojas",
  rutsolicitud: "12.345.678-5",
  email: "maria@example.cl",
  telefono: "+56912345678",
  agree: true,
  origin: "/Comparar/Isapres",
  hasOnlineOnboarding: false,
  isInternalTraffic: false,
  consentVersion: "2025-01",
  productCode: "QPS230",
  price: 2.9,
  profile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 34 }] },
};

describe("planRequestSchema", () => {
  it("accepts a complete request and drops unknown keys", () => {
    const parsed = planRequestSchema.parse({ ...planRequest, debug: true });
    expect(parsed).not.toHaveProperty("debug");
    expect(parsed.profile?.cotizante?.[0]?.edad).toBe(34);
  });

  it("accepts a request without the optional fields, price included", () => {
    const {
      price,
      profile,
      consentVersion,
      productCode,
      hasOnlineOnboarding,
      isInternalTraffic,
      ...required
    } = planRequest;
    expect(planRequestSchema.safeParse(required).success).toBe(true);
  });

  it("refuses agree false or missing, pointing at agree", () => {
    expect(
      planRequestSchema.safeParse({ ...planRequest, agree: false }).error?.issues[0]?.path,
    ).toEqual(["agree"]);
    const { agree, ...withoutAgree } = planRequest;
    expect(planRequestSchema.safeParse(withoutAgree).error?.issues[0]?.path).toEqual(["agree"]);
  });

  it("refuses a name with digits or a single letter", () => {
    expect(
      planRequestSchema.safeParse({ ...planRequest, nombre: "R2D2" }).error?.issues[0]?.path,
    ).toEqual(["nombre"]);
    expect(planRequestSchema.safeParse({ ...planRequest, nombre: "A" }).success).toBe(false);
    expect(planRequestSchema.safeParse({ ...planRequest, nombre: "Al" }).success).toBe(true);
  });

  it("applies the phone pattern: +, 1-3 digits, then 7-14 digits", () => {
    const phone = (telefono: string) =>
      planRequestSchema.safeParse({ ...planRequest, telefono }).success;
    expect(phone("56912345678")).toBe(true);
    expect(phone("1234567")).toBe(false);
    expect(phone("+12345678")).toBe(true);
    expect(phone("+123123456789012345")).toBe(false);
    expect(phone("+56 9 1234 5678")).toBe(false);
  });

  it("refuses a negative price", () => {
    expect(
      planRequestSchema.safeParse({ ...planRequest, price: -1 }).error?.issues[0]?.path,
    ).toEqual(["price"]);
  });
});

describe("additionalInsuranceRequestSchema", () => {
  it("adds the birth date, payment flag and seller id", () => {
    const parsed = additionalInsuranceRequestSchema.parse({
      ...planRequest,
      fechanacimiento: "1990-05-20",
      isPayment: true,
      sellerDNI: "45678912",
    });
    expect(parsed.fechanacimiento).toBe("1990-05-20");
  });

  it("refuses a birth date that is not an ISO date", () => {
    const result = additionalInsuranceRequestSchema.safeParse({
      ...planRequest,
      fechanacimiento: "20/05/1990",
    });
    expect(result.error?.issues[0]?.path).toEqual(["fechanacimiento"]);
  });
});

describe("contactRequestSchema", () => {
  const entry = {
    referrer: "https://www.google.com/",
    date: "2025-03-01T10:00:00.000Z",
    infoGA: { objUrlParams: { utm_source: "google" }, cid: "123.456" },
  };

  it("parses a contact request with its attribution history", () => {
    const parsed = contactRequestSchema.parse({
      nombre: "Juan Pérez",
      email: "juan@example.co",
      productType: "EPS",
      businessLine: "Salud",
      datosingresados: { cotizante: [] },
      leadAttributionInfo: [entry],
      origin_url: "https://queseguro.example.com/contacto",
      originLead: "web",
    });
    expect(parsed.leadAttributionInfo?.[0]?.infoGA?.cid).toBe("123.456");
  });

  it("keeps at most 100 attribution entries", () => {
    expect(leadAttributionListSchema.safeParse(Array(100).fill(entry)).success).toBe(true);
    expect(leadAttributionListSchema.safeParse(Array(101).fill(entry)).success).toBe(false);
  });
});
