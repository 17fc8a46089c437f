import { describe, expect, it } from "vitest";
import { CHAT_TOPIC_BY_PATH, chatTopicIndex, languageFromPath, languageOf } from "./language";

describe("languageFromPath", () => {
  it("takes ES, EN or PT from the first path segment, any case", () => {
    expect(languageFromPath("/EN/Comparar")).toBe("en");
    expect(languageFromPath("/pt/Comparar")).toBe("pt");
    expect(languageFromPath("/Es")).toBe("es");
  });

  it("otherwise ES", () => {
    expect(languageFromPath("/Comparar/EPS")).toBe("es");
    expect(languageFromPath("/")).toBe("es");
    expect(languageFromPath("/FR/Comparar")).toBe("es");
    expect(languageFromPath("/english")).toBe("es");
  });

  it("ignores the query and fragment", () => {
    expect(languageFromPath("/en?perfil=abc")).toBe("en");
  });
});

describe("languageOf", () => {
  it("reads es, en or pt from a language tag, any case and with a region", () => {
    expect(languageOf("en")).toBe("en");
    expect(languageOf("PT-br")).toBe("pt");
    expect(languageOf("es-CO")).toBe("es");
  });

  it("otherwise Spanish", () => {
    for (const tag of [undefined, null, "", "fr", "english", "constructor", "cimode"]) {
      expect(languageOf(tag), String(tag)).toBe("es");
    }
  });
});

describe("chatTopicIndex", () => {
  it("gives each table path its option index", () => {
    for (const [path, index] of Object.entries(CHAT_TOPIC_BY_PATH)) {
      expect(chatTopicIndex(`/${path}`), path).toBe(index);
    }
  });

  it("the longest matching prefix wins", () => {
    expect(chatTopicIndex("/Comparar/EPS/Empresa")).toBe(1);
    expect(chatTopicIndex("/Comparar/Seguros-de-Vida/Guardias")).toBe(1);
    expect(chatTopicIndex("/EPS/sura/plan")).toBe(3);
    expect(chatTopicIndex("/contacto")).toBe(4);
  });

  it("matches whole segments only", () => {
    expect(chatTopicIndex("/EPS-Planes")).toBeNull();
    expect(chatTopicIndex("/Comparar/EPSX")).toBeNull();
  });

  it("is case-insensitive and ignores a language prefix", () => {
    expect(chatTopicIndex("/comparar/sctr")).toBe(2);
    expect(chatTopicIndex("/en/Seguros-de-Vida")).toBe(2);
  });

  it("gives null when no path matches", () => {
    expect(chatTopicIndex("/Comparar")).toBeNull();
    expect(chatTopicIndex("/")).toBeNull();
  });
});
