import { describe, expect, it } from "vitest";
import {
  addressInLanguage,
  createLocaleRewrite,
  languageOfPath,
  toCanonicalPath,
  toLocalizedPath,
} from "./locale-rewrite";

const config = {
  defaultLanguage: "es" as const,
  languages: ["es" as const, "en" as const, "pt" as const],
};

describe("language from the first path segment", () => {
  it("reads ES, EN or PT in any case, otherwise the default", () => {
    expect(languageOfPath("/EN/Compare", config)).toBe("en");
    expect(languageOfPath("/pt/contato", config)).toBe("pt");
    expect(languageOfPath("/ES/Comparar", config)).toBe("es");
    expect(languageOfPath("/Comparar", config)).toBe("es");
    expect(languageOfPath("/", config)).toBe("es");
  });

  it("ignores a language the site does not offer", () => {
    expect(languageOfPath("/en/x", { defaultLanguage: "es", languages: ["es"] })).toBe("es");
  });
});

describe("canonical and localized paths", () => {
  it("strip the prefix and translate segments back to Spanish", () => {
    expect(toCanonicalPath("/en/Compare", config)).toBe("/Comparar");
    expect(toCanonicalPath("/pt/contato", config)).toBe("/contacto");
    expect(toCanonicalPath("/en/Seguros/sura/plan-oro", config)).toBe("/Seguros/sura/plan-oro");
    expect(toCanonicalPath("/Comparar/EPS", config)).toBe("/Comparar/EPS");
    expect(toCanonicalPath("/ES/Comparar", config)).toBe("/Comparar");
  });

  it("leave Spanish paths without a prefix and prefix other languages", () => {
    expect(toLocalizedPath("/Comparar", "es", config)).toBe("/Comparar");
    expect(toLocalizedPath("/Comparar", "en", config)).toBe("/en/Compare");
    expect(toLocalizedPath("/", "pt", config)).toBe("/pt");
  });

  it("round-trip through the router rewrite", () => {
    let language: "es" | "en" | "pt" = "en";
    const rewrite = createLocaleRewrite(config, () => language);
    const inside = rewrite.input({ url: new URL("http://x/en/contact?x=1") });
    expect(inside.pathname).toBe("/contacto");
    expect(inside.search).toBe("?x=1");
    expect(rewrite.output({ url: new URL("http://x/contacto") }).pathname).toBe("/en/contact");
    language = "es";
    expect(rewrite.output({ url: new URL("http://x/contacto") }).pathname).toBe("/contacto");
  });
});

describe("the same page in another language", () => {
  const address = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

  it("moves the path to the chosen language's prefix and segments, keeping query and fragment", () => {
    expect(addressInLanguage(address("/en/Compare", "?page=2", "#x"), "es", config)).toBe(
      "/Comparar?page=2#x",
    );
    expect(addressInLanguage(address("/Comparar/Medicina-Prepagada"), "pt", config)).toBe(
      "/pt/Comparar/Medicina-Pre-Paga",
    );
    expect(addressInLanguage(address("/pt/contato"), "en", config)).toBe("/en/contact");
  });

  it("leads from a language's home to another's", () => {
    expect(addressInLanguage(address("/en"), "es", config)).toBe("/");
    expect(addressInLanguage(address("/"), "en", config)).toBe("/en");
  });
});
