import { describe, expect, it } from "vitest";
import { consentTextVersions } from "./consent-texts";

const key = (v: { countryCode: string; purpose: string; version: string }) =>
  `${v.countryCode}/${v.purpose}/${v.version}`;

describe("consent texts", () => {
  it("has a text for every country and purpose, in Spanish, English and Portuguese", () => {
    for (const countryCode of ["CO", "CL", "PE", "INT"]) {
      for (const purpose of ["perfil", "solicitud", "chat", "compra"]) {
        const versions = consentTextVersions.filter(
          (v) => v.countryCode === countryCode && v.purpose === purpose,
        );
        expect(versions.length, `${countryCode} ${purpose}`).toBeGreaterThan(0);
        for (const version of versions) {
          expect(Object.keys(version.texts).sort()).toEqual(["en", "es", "pt"]);
          expect(version.version.startsWith(`${purpose}-`)).toBe(true);
        }
      }
    }
  });

  it("never publishes one version twice, and lists each country's versions oldest first", () => {
    expect(new Set(consentTextVersions.map(key)).size).toBe(consentTextVersions.length);
    const last = new Map<string, string>();
    for (const v of consentTextVersions) {
      const group = `${v.countryCode}/${v.purpose}`;
      const previous = last.get(group);
      if (previous) expect(v.publishedAt > previous).toBe(true);
      last.set(group, v.publishedAt);
    }
  });

  it("cites each country's law, and Chile's Ley 21.719 from 1 December 2026", () => {
    const law = (countryCode: string) =>
      consentTextVersions.filter((v) => v.countryCode === countryCode).map((v) => v.law);
    expect(new Set(law("CO"))).toEqual(new Set(["Ley 1581 de 2012"]));
    expect(new Set(law("PE"))).toEqual(new Set(["Ley 29733"]));
    expect(new Set(law("CL"))).toEqual(new Set(["Ley 19.628", "Ley 21.719"]));
    const chile21719 = consentTextVersions.filter((v) => v.law === "Ley 21.719");
    for (const v of chile21719) {
      expect(new Date(v.publishedAt).toISOString()).toBe("2026-12-01T03:00:00.000Z");
      expect(v.texts.es).toContain("Ley 21.719");
    }
    const international = consentTextVersions.find((v) => v.countryCode === "INT");
    expect(international?.texts.es).toContain("tu país de residencia");
    expect(international?.texts.en).toContain("GDPR");
  });

  it("says in every language what is kept, what for, who receives it and how to use the rights", () => {
    const phrases = {
      es: [
        "Qué datos",
        "Para qué",
        "Quién los recibe",
        "Cuánto tiempo",
        "portabilidad",
        "Mis datos",
      ],
      en: ["What data", "What for", "Who receives it", "How long", "portability", "Mis datos"],
      pt: [
        "Quais dados",
        "Para quê",
        "Quem os recebe",
        "Por quanto tempo",
        "portabilidade",
        "Mis datos",
      ],
    } as const;
    for (const v of consentTextVersions) {
      for (const [language, expected] of Object.entries(phrases)) {
        const text = v.texts[language as keyof typeof phrases];
        for (const phrase of expected) expect(text, `${key(v)} ${language}`).toContain(phrase);
      }
    }
    const solicitud = consentTextVersions.find((v) => v.purpose === "solicitud");
    expect(solicitud?.texts.es).toMatch(/asesor.*aseguradora/s);
  });

  it("tells a chat visitor to leave out health data, and a buyer that an order is kept", () => {
    for (const v of consentTextVersions.filter((entry) => entry.purpose === "chat")) {
      expect(v.texts.es, key(v)).toContain("No escribas datos de salud");
      expect(v.texts.en, key(v)).toContain("Do not write health data");
      expect(v.texts.pt, key(v)).toContain("Não escreva dados de saúde");
    }
    for (const v of consentTextVersions.filter((entry) => entry.purpose === "compra")) {
      expect(v.texts.es, key(v)).toContain("declaración de salud");
      expect(v.texts.es, key(v)).toContain("obligaciones legales y contables");
      expect(v.texts.en, key(v)).toContain("legal and accounting obligations");
      expect(v.texts.pt, key(v)).toContain("obrigações legais e contábeis");
    }
  });
});
