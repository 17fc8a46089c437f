import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The theme's tokens as written in theme.css. */
const theme = readFileSync(join(import.meta.dirname, "theme.css"), "utf8");
const token = (name: string): string => {
  const match = new RegExp(`--qs-color-${name}:\\s*(#[0-9a-f]{6})`, "i").exec(theme);
  if (!match?.[1]) throw new Error(`theme.css has no --qs-color-${name}`);
  return match[1];
};

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("focus indicator (WCAG 2.2 1.4.11 and 2.4.13: 3:1)", () => {
  it("the ring reads at 3:1 on the surface and the page", () => {
    expect(contrast(token("focus"), token("surface"))).toBeGreaterThanOrEqual(3);
    expect(contrast(token("focus"), token("page"))).toBeGreaterThanOrEqual(3);
  });

  it("on the brand colour, the inner ring of the surface reads at 3:1", () => {
    expect(contrast(token("surface"), token("brand"))).toBeGreaterThanOrEqual(3);
    expect(theme).toMatch(
      /:focus-visible\s*\{[^}]*outline:\s*3px solid var\(--qs-color-focus\)[^}]*box-shadow:\s*0 0 0 2px var\(--qs-color-surface\)/,
    );
  });
});
