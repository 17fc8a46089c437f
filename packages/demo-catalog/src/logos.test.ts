import { describe, expect, it } from "vitest";
import { logoDataUri, wordmarkLines } from "./logos";

const svgOf = (uri: string) => decodeURIComponent(uri.replace("data:image/svg+xml,", ""));

describe("insurer wordmarks", () => {
  it("keeps a short name on one line", () => {
    expect(wordmarkLines("Medisalud")).toEqual(["Medisalud"]);
  });

  it("splits a longer name into two balanced lines instead of an acronym", () => {
    expect(wordmarkLines("Medisalud Prepagada")).toEqual(["Medisalud", "Prepagada"]);
    expect(wordmarkLines("Vantis International Health")).toEqual([
      "Vantis",
      "International Health",
    ]);
    const svg = svgOf(logoDataUri("Medisalud Prepagada", "MS", "#00838f"));
    expect(svg).toContain(">Medisalud</text>");
    expect(svg).toContain(">Prepagada</text>");
    expect(svg).not.toContain(">MS<");
  });

  it("falls back to the acronym when no split fits", () => {
    expect(wordmarkLines("Aseguradora Internacionalísima de Salud")).toBeNull();
    expect(svgOf(logoDataUri("Aseguradora Internacionalísima de Salud", "AIS", "#000"))).toContain(
      ">AIS</text>",
    );
  });

  it("escapes the name", () => {
    expect(svgOf(logoDataUri("Salud & Vida", "SV", "#000"))).toContain("Salud &amp; Vida");
  });
});
