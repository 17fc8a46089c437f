import { describe, expect, it } from "vitest";
import { citiesOf, distancesFrom } from "./city-distances";
import { sampleNetwork } from "./testing/sample-providers";

describe("citiesOf", () => {
  it("lists each city once, in Spanish order", () => {
    expect(citiesOf(sampleNetwork)).toEqual(["Santiago", "Temuco", "Viña del Mar"]);
  });
});

describe("distancesFrom", () => {
  it("measures from the centre of the city's providers", () => {
    const fromVina = distancesFrom("Viña del Mar", sampleNetwork);
    expect(fromVina?.get(5113)).toBe(0);
    // Santiago's clinics are about 100 km from Viña del Mar, Temuco's about 680.
    expect(fromVina?.get(5101)).toBeGreaterThan(80);
    expect(fromVina?.get(5101)).toBeLessThan(120);
    expect(fromVina?.get(5115)).toBeGreaterThan(600);
  });

  it("answers null for a city none of the providers is in", () => {
    expect(distancesFrom("Arica", sampleNetwork)).toBeNull();
  });
});
